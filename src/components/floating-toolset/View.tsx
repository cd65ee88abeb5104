import { useEffect, useState } from 'react';
import type { PropsOf } from '../../core/component';
import type { ViewProps } from '../view';
import type { floatingToolset } from './definition';
import { SHARE_ICON_PATHS, shareLinks, type ShareLink } from './share';

/**
 * An island only for the share links: they need the page's full address, which the browser
 * knows and the server's render does not, so they appear once the island runs. The
 * editor's links are plain server HTML and work without JavaScript.
 */
export default function FloatingToolsetView({ props }: ViewProps<PropsOf<typeof floatingToolset>>) {
  const [share, setShare] = useState<ShareLink[]>([]);
  useEffect(() => {
    if (props.includeSocialLinks) setShare(shareLinks(window.location.href, document.title));
  }, [props.includeSocialLinks]);

  return (
    <div className={`t-floating-toolset t-floating-toolset--${props.color}`} id={props.elementId || undefined}>
      {props.links.length > 0 ? (
        <ul className="t-floating-toolset__list" aria-label="Page tools">
          {props.links.map((link, i) => (
            <li key={link.id || i}>
              <a className="t-floating-toolset__link" href={link.url}>
                {link.iconUrl ? <img className="t-floating-toolset__icon" src={link.iconUrl} alt={link.iconAlt} width="24" height="24" /> : null}
                <span className="t-floating-toolset__label">{link.label}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {share.length > 0 ? (
        <ul className="t-floating-toolset__list t-floating-toolset__share" aria-label="Share this page">
          {share.map((s) => (
            <li key={s.network}>
              <a
                className="t-floating-toolset__link"
                href={s.href}
                aria-label={s.label}
                {...(s.network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              >
                <svg className="t-floating-toolset__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  <path d={SHARE_ICON_PATHS[s.network]} fill="currentColor" fillRule="evenodd" />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
