import type { PropsOf } from '../../core/component';
import { formatDate } from '../../core/time';
import { Image } from '../../ui/image';
import { SocialIcon, SOCIAL_LABELS } from '../footer/social-icons';
import type { ViewProps } from '../view';
import type { AuthorSocialNetwork, authorInfo } from './definition';

type AuthorInfoProps = PropsOf<typeof authorInfo>;

const NETWORK_NAMES: Record<AuthorSocialNetwork, string> = { ...SOCIAL_LABELS, email: 'E-mail', website: 'Website' };

/** How a link names itself: "Dana Whitfield on LinkedIn", "E-mail Dana Whitfield", "Website of Dana Whitfield". */
function socialName(network: AuthorSocialNetwork, name: string): string {
  if (network === 'email') return `E-mail ${name}`;
  if (network === 'website') return `Website of ${name}`;
  return `${name} on ${NETWORK_NAMES[network]}`;
}

function OtherIcon({ network }: { network: 'email' | 'website' }) {
  const d =
    network === 'email'
      ? 'M3 5h18v14H3zm2 2v.4l7 4.7 7-4.7V7zm14 2.8-7 4.7-7-4.7V17h14z'
      : 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 9h-3a15.5 15.5 0 0 0-1.2-5.6A8 8 0 0 1 18.9 11zM12 4.1c.9 1.2 1.8 3.6 1.9 6.9h-3.8c.1-3.3 1-5.7 1.9-6.9zM9.3 5.4A15.5 15.5 0 0 0 8.1 11h-3a8 8 0 0 1 4.2-5.6zM5.1 13h3a15.5 15.5 0 0 0 1.2 5.6A8 8 0 0 1 5.1 13zm6.9 6.9c-.9-1.2-1.8-3.6-1.9-6.9h3.8c-.1 3.3-1 5.7-1.9 6.9zm2.7-1.3a15.5 15.5 0 0 0 1.2-5.6h3a8 8 0 0 1-4.2 5.6z';
  return (
    <svg className="t-author-info__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

export default function AuthorInfoView({ props }: ViewProps<AuthorInfoProps>) {
  return (
    <ul className="t-author-info" aria-label={props.authors.length > 1 ? 'Authors' : 'Author'}>
      {props.authors.map((author, i) => (
        <li className="t-author-info__author" key={i}>
          {author.imageUrl ? (
            <Image
              className={`t-author-info__portrait t-author-info__portrait--${author.squareImage ? 'square' : 'round'}`}
              src={author.imageUrl}
              alt=""
              sizes="72px"
              width={72}
              height={72}
            />
          ) : null}
          <div className="t-author-info__details">
            <p className="t-author-info__name">{author.name}</p>
            {author.company ? <p className="t-author-info__company">{author.company}</p> : null}
            {author.date ? (
              <p className="t-author-info__date">
                <time dateTime={author.date}>{formatDate(author.date, 'long')}</time>
              </p>
            ) : null}
            {author.socials.length > 0 ? (
              <ul className="t-author-info__socials">
                {author.socials.map((social) => (
                  <li key={social.network + social.url}>
                    <a className="t-author-info__social" href={social.url} aria-label={socialName(social.network, author.name)}>
                      {social.network === 'email' || social.network === 'website' ? (
                        <OtherIcon network={social.network} />
                      ) : (
                        <SocialIcon network={social.network} />
                      )}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
