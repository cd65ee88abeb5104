import { useContext } from 'react';
import type { PropsOf } from '../../core/component';
import { RenderContext, type ViewProps } from '../view';
import type { footer } from './definition';
import { SOCIAL_LABELS, SocialIcon } from './social-icons';
import { platformId } from '../../core/ids';

const MAX_COLUMNS = 6;

export default function FooterView({ id, props }: ViewProps<PropsOf<typeof footer>>) {
  const ctx = useContext(RenderContext);
  const siteName = props.siteName || ctx?.site.name || '';
  const { sections, socials, bottomLinks } = props;
  const columns = Math.min(MAX_COLUMNS, Math.max(1, Math.ceil(sections.length / props.sectionRows)));
  return (
    <footer className="t-footer">
      <div className="t-footer__inner">
        {siteName ? <p className="t-footer__name">{siteName}</p> : null}
        {sections.length > 0 ? (
          <nav className="t-footer__nav" aria-label="Footer">
            <div className={`t-footer__sections t-footer__sections--cols-${columns}`}>
              {sections.map((section, s) => {
                const titleId = platformId(id, 'section', String(s));
                return (
                  <div className="t-footer__section" key={s}>
                    {section.title ? (
                      <h2 className="t-footer__title" id={titleId}>
                        {section.title}
                      </h2>
                    ) : null}
                    <ul className="t-footer__links" aria-labelledby={section.title ? titleId : undefined}>
                      {section.links.map((link, l) => (
                        <li key={link.id || l} className={link.showOnMobile ? undefined : 't-footer__link--hide-mobile'}>
                          <a className="t-footer__link" href={link.href}>
                            {link.title}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </div>
          </nav>
        ) : null}
        {socials.length > 0 ? (
          <ul className="t-footer__socials" aria-label="Social media">
            {socials.map((social, i) => (
              <li key={i}>
                <a className="t-footer__social" href={social.href} aria-label={SOCIAL_LABELS[social.network]}>
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {bottomLinks.length > 0 ? (
          <nav className="t-footer__bottom" aria-label="Legal">
            <ul className="t-footer__bottom-links">
              {bottomLinks.map((link, i) => (
                <li key={i}>
                  <a className="t-footer__link" href={link.href}>
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </footer>
  );
}
