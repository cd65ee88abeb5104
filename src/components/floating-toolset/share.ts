export const SHARE_NETWORKS = ['linkedin', 'x', 'facebook', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export interface ShareLink {
  network: ShareNetwork;
  label: string;
  href: string;
}

/** Links that share the page at `url` (without its fragment), titled `title`. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url.replace(/#.*$/, ''));
  const t = encodeURIComponent(title);
  return [
    { network: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'x', label: 'Share on X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'email', label: 'Share by e-mail', href: `mailto:?subject=${t}&body=${u}` },
  ];
}

/** 24×24 glyphs, drawn in the current text colour. */
export const SHARE_ICON_PATHS: Record<ShareNetwork, string> = {
  linkedin:
    'M4 9h3.2v11H4zM5.6 3.5a1.85 1.85 0 1 1 0 3.7 1.85 1.85 0 0 1 0-3.7zM9.5 9h3.1v1.5c.5-.9 1.6-1.8 3.3-1.8 3.4 0 4.1 2.2 4.1 5.1V20h-3.2v-5.5c0-1.3 0-3-1.9-3s-2.2 1.4-2.2 2.9V20H9.5z',
  x: 'M3.5 3h5l4.2 5.8L17.8 3h2.5l-6.4 7.4L21 21h-5l-4.5-6.2L6.1 21H3.6l6.8-7.8zm3.3 1.6 10.1 14.8h1.5L8.3 4.6z',
  facebook: 'M14 8.2V6.6c0-.8.2-1.2 1.4-1.2H17V2.3h-2.6c-3.1 0-4.2 1.5-4.2 4.1v1.8H8V11h2.2v10.7H14V11h2.8l.4-2.8z',
  email: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 3.2V17h16V8.2l-8 5.3zM5.4 7l6.6 4.4L18.6 7z',
};
