import { useContext } from 'react';
import type { PropsOf } from '../../core/component';
import { RenderContext, type ViewProps } from '../view';
import type { header } from './definition';

type HeaderProps = PropsOf<typeof header>;

function Logo({ customLogoUrl }: { customLogoUrl: string }) {
  const logoSvg = useContext(RenderContext)?.site.logoSvg;
  if (customLogoUrl) return <img className="t-header__logo-image" src={customLogoUrl} alt="" />;
  // The SVG comes from theme data, not from editors.
  if (logoSvg) return <span className="t-header__logo-image" aria-hidden="true" dangerouslySetInnerHTML={{ __html: logoSvg }} />;
  return null;
}

function Menu({ menu, id }: { menu: HeaderProps['menus'][number]; id: string }) {
  const className = menu.isFeatured ? 't-header__menu t-header__menu--featured' : 't-header__menu';
  return (
    <details className={className}>
      <summary className="t-header__summary">{menu.title}</summary>
      <div className="t-header__panel">
        {menu.sections.map((section, s) => {
          const titleId = `${id}-${s}`;
          return (
            <div className="t-header__section" key={s}>
              {section.title ? (
                <p className="t-header__section-title" id={titleId}>
                  {section.title}
                </p>
              ) : null}
              <ul className="t-header__links" aria-labelledby={section.title ? titleId : undefined}>
                {section.links.map((link, l) => (
                  <li key={l}>
                    <a className="t-header__link" href={link.href}>
                      {link.iconPath ? <img className="t-header__icon" src={link.iconPath} alt="" /> : null}
                      <span className="t-header__link-title">{link.title}</span>
                      {link.description ? <span className="t-header__link-description">{link.description}</span> : null}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </details>
  );
}

/** Menus are `<details>` disclosures: they open with a click, Enter or Space, and need no JavaScript. */
export default function HeaderView({ id, props }: ViewProps<HeaderProps>) {
  const siteName = useContext(RenderContext)?.site.name;
  const home = props.customLogoRedirectUrl || '/';
  return (
    <header className="t-header">
      <div className="t-header__inner">
        <a className="t-header__logo" href={home} aria-label={siteName ? `${siteName} home` : 'Home'}>
          <Logo customLogoUrl={props.customLogoUrl} />
        </a>
        {props.menus.length > 0 ? (
          <nav className="t-header__nav" aria-label="Main">
            <ul className="t-header__menus">
              {props.menus.map((menu, m) => (
                <li key={m}>
                  <Menu menu={menu} id={`${id}-menu-${m}`} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {props.ctaLinks.length > 0 ? (
          <ul className="t-header__ctas">
            {props.ctaLinks.map((cta, c) => (
              <li key={c} className={cta.hideOnMobile ? 't-header__cta t-header__cta--hide-mobile' : 't-header__cta'}>
                <a className={cta.isButton ? 't-header__cta-link t-header__cta-link--button' : 't-header__cta-link'} href={cta.href}>
                  {cta.title}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </header>
  );
}
