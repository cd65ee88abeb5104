import type { SocialNetwork } from './definition';

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  facebook: 'Facebook',
  youtube: 'YouTube',
  instagram: 'Instagram',
};

const PATHS: Record<SocialNetwork, string> = {
  linkedin:
    'M4 9h3.2v11H4zM5.6 3.5a1.85 1.85 0 1 1 0 3.7 1.85 1.85 0 0 1 0-3.7zM9.5 9h3.1v1.5c.5-.9 1.6-1.8 3.3-1.8 3.4 0 4.1 2.2 4.1 5.1V20h-3.2v-5.5c0-1.3 0-3-1.9-3s-2.2 1.4-2.2 2.9V20H9.5z',
  x: 'M3.5 3h5l4.2 5.8L17.8 3h2.5l-6.4 7.4L21 21h-5l-4.5-6.2L6.1 21H3.6l6.8-7.8zm3.3 1.6 10.1 14.8h1.5L8.3 4.6z',
  facebook: 'M14 8.2V6.6c0-.8.2-1.2 1.4-1.2H17V2.3h-2.6c-3.1 0-4.2 1.5-4.2 4.1v1.8H8V11h2.2v10.7H14V11h2.8l.4-2.8z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  instagram:
    'M8 2.5h8A5.5 5.5 0 0 1 21.5 8v8a5.5 5.5 0 0 1-5.5 5.5H8A5.5 5.5 0 0 1 2.5 16V8A5.5 5.5 0 0 1 8 2.5zm0 2A3.5 3.5 0 0 0 4.5 8v8A3.5 3.5 0 0 0 8 19.5h8a3.5 3.5 0 0 0 3.5-3.5V8A3.5 3.5 0 0 0 16 4.5zm4 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zm5-3.3a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2z',
};

/** A decorative brand glyph; the surrounding link carries the accessible name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg className="t-footer__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
