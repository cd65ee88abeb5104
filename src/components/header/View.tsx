import { useContext, useEffect, useLayoutEffect, useReducer, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { PropsOf } from '../../core/component';
import { arrowTarget, HORIZONTAL, isInside, moveFocus, usePress } from '../disclosure';
import { RenderContext, type ViewProps } from '../view';
import type { header } from './definition';
import { escapeFocus, headerReducer, initialHeaderState, type HeaderAction } from './state';
import { isSignInLink, SignedIn, useSignedInVisitor } from './visitor';
import { platformId } from '../../core/ids';

type HeaderProps = PropsOf<typeof header>;
type Menu = HeaderProps['menus'][number];

/** The brand's logo from the render context (theme data, never editor input), or a custom image. */
function Logo({ customLogoUrl, logoSvg }: { customLogoUrl: string; logoSvg: string | undefined }) {
  if (customLogoUrl) return <img className="t-header__logo-image" src={customLogoUrl} alt="" />;
  return <span className="t-header__logo-image" aria-hidden="true" dangerouslySetInnerHTML={{ __html: logoSvg ?? '' }} />;
}

interface MenuProps {
  menu: Menu;
  index: number;
  id: string;
  open: boolean;
  dispatch: (action: HeaderAction) => void;
  onTriggerKey: (event: KeyboardEvent<HTMLElement>, index: number) => void;
  detailsRef: (el: HTMLDetailsElement | null) => void;
}

function MenuDisclosure({ menu, index, id, open, dispatch, onTriggerKey, detailsRef }: MenuProps) {
  const className = menu.isFeatured ? 't-header__menu t-header__menu--featured' : 't-header__menu';
  return (
    <details
      className={className}
      open={open}
      ref={detailsRef}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next !== null && !isInside(event.currentTarget, next)) dispatch({ type: 'focus-left', menu: index });
      }}
    >
      <summary
        className="t-header__summary"
        onClick={(event: MouseEvent) => {
          // The island decides; the browser's own toggle would fight the `open` prop.
          event.preventDefault();
          dispatch({ type: 'toggle-menu', menu: index });
        }}
        onKeyDown={(event) => onTriggerKey(event, index)}
      >
        {menu.title}
      </summary>
      <div
        className="t-header__panel"
        onKeyDown={(event) => {
          if (moveFocus(event.currentTarget, event.key)) event.preventDefault();
        }}
      >
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

function SearchForm({ id, placeholder, searchCollections }: { id: string; placeholder: string; searchCollections: string }) {
  const inputId = platformId(id, 'search');
  return (
    <form className="t-header__search" role="search" action="/search" method="get" aria-label="Site search">
      <label className="t-visually-hidden" htmlFor={inputId}>
        Search
      </label>
      <input className="t-header__search-input" type="search" id={inputId} name="q" placeholder={placeholder} autoComplete="off" />
      {searchCollections ? <input type="hidden" name="collections" value={searchCollections} /> : null}
      <button className="t-header__search-button" type="submit">
        <svg className="t-header__search-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" fill="currentColor" />
        </svg>
        <span className="t-visually-hidden">Search</span>
      </button>
    </form>
  );
}

/**
 * An island. Without JavaScript every menu is a `<details>` disclosure (click, Enter or Space)
 * and the whole header shows on phones. Hydrated, one mega-menu is open at a time; arrow keys
 * open a menu and move between its links and between the triggers; Escape closes it and
 * returns focus to its trigger; a press outside closes it; below the breakpoint a menu button
 * shows and hides the navigation.
 */
export default function HeaderView({ id, props }: ViewProps<HeaderProps>) {
  const site = useContext(RenderContext)?.site;
  const [state, dispatch] = useReducer(headerReducer, initialHeaderState);
  const root = useRef<HTMLElement>(null);
  const menus = useRef<(HTMLDetailsElement | null)[]>([]);
  const mobileButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<{ menu: number; which: 'first' | 'last' } | null>(null);
  const collapseId = platformId(id, 'navigation');

  const trigger = (menu: number) => menus.current[menu]?.querySelector('summary') ?? null;
  const focusInMenu = (menu: number, which: 'first' | 'last') => {
    const links = menus.current[menu]?.querySelectorAll<HTMLElement>('.t-header__panel a[href]');
    if (links && links.length > 0) links[which === 'first' ? 0 : links.length - 1]!.focus();
  };

  usePress(state.openMenu !== null || state.mobileOpen, (target) =>
    dispatch({
      type: 'press',
      insideMenu: state.openMenu !== null && isInside(menus.current[state.openMenu] ?? null, target),
      insideHeader: isInside(root.current, target),
    }),
  );

  // A visitor may have opened a menu before the island hydrated.
  useEffect(() => {
    const open = menus.current.findIndex((el) => el?.open);
    if (open >= 0) dispatch({ type: 'open-menu', menu: open });
  }, []);

  // Focus moves in the same commit as the menu opens (Preact runs plain effects a task later).
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (pending && pending.menu === state.openMenu) {
      pendingFocus.current = null;
      focusInMenu(pending.menu, pending.which);
    }
  }, [state.openMenu]);

  const onTriggerKey = (event: KeyboardEvent<HTMLElement>, menu: number) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const which = event.key === 'ArrowDown' ? 'first' : 'last';
      if (state.openMenu === menu) focusInMenu(menu, which);
      else {
        pendingFocus.current = { menu, which };
        dispatch({ type: 'open-menu', menu });
      }
      return;
    }
    const next = arrowTarget(event.key, menu, props.menus.length, HORIZONTAL);
    if (next !== undefined) {
      event.preventDefault();
      trigger(next)?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    const focus = escapeFocus(state);
    if (!focus) return;
    event.preventDefault();
    dispatch({ type: 'escape' });
    if (focus === 'mobile-button') mobileButton.current?.focus();
    else trigger(focus.menu)?.focus();
  };

  const visitor = useSignedInVisitor(props.ctaLinks.some((cta) => isSignInLink(cta.href)));

  const home = props.customLogoRedirectUrl || '/';
  // The same classes before and after hydration, so nothing moves when the island runs:
  // styles.css collapses the navigation on phones only where scripts run.
  const collapseClass = state.mobileOpen ? 't-header__collapse' : 't-header__collapse t-header__collapse--closed';
  return (
    <header className="t-header" ref={root} onKeyDown={onKeyDown}>
      <div className="t-header__inner">
        <a className="t-header__logo" href={home} aria-label={site ? `${site.name} home` : undefined}>
          <Logo customLogoUrl={props.customLogoUrl || (site?.logoUrl ?? '')} logoSvg={site?.logoSvg} />
        </a>
        <button
          type="button"
          className="t-header__menu-button"
          ref={mobileButton}
          aria-expanded={state.mobileOpen}
          aria-controls={collapseId}
          onClick={() => dispatch({ type: 'toggle-mobile' })}
        >
          <span className="t-header__menu-icon" aria-hidden="true" />
          Menu
        </button>
        <div className={collapseClass} id={collapseId}>
          {props.menus.length > 0 ? (
            <nav className="t-header__nav" aria-label="Main">
              <ul className="t-header__menus">
                {props.menus.map((menu, m) => (
                  <li key={m}>
                    <MenuDisclosure
                      menu={menu}
                      index={m}
                      id={platformId(id, 'menu', String(m))}
                      open={state.openMenu === m}
                      dispatch={dispatch}
                      onTriggerKey={onTriggerKey}
                      detailsRef={(el) => {
                        menus.current[m] = el;
                      }}
                    />
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <SearchForm id={id} placeholder={props.placeholder} searchCollections={props.searchCollections} />
          {props.ctaLinks.length > 0 ? (
            <ul className="t-header__ctas">
              {props.ctaLinks.map((cta, c) => (
                <li key={c} className={cta.hideOnMobile ? 't-header__cta t-header__cta--hide-mobile' : 't-header__cta'}>
                  {visitor && isSignInLink(cta.href) ? (
                    <SignedIn name={visitor.name} />
                  ) : (
                    <a className={cta.isButton ? 't-header__cta-link t-header__cta-link--button' : 't-header__cta-link'} href={cta.href}>
                      {cta.title}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </header>
  );
}
