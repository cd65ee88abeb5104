import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { arrowTarget, HORIZONTAL } from '../disclosure';
import { issuesOf, renderHtml, TEST_SITE, valid } from '../test-render';
import { RenderContext } from '../view';
import { escapeFocus, headerReducer, initialHeaderState, type HeaderState } from './state';
import HeaderView from './View';
import { isSignInLink, SignedIn } from './visitor';

const menus = [
  {
    title: 'Markets',
    sections: [
      {
        title: 'Trading',
        links: [
          { title: 'Fees', href: '/fees', description: 'Fee schedules by market', iconPath: '/static/img/icons/fees.svg' },
          { title: 'Holiday hours', href: '/holiday-hours' },
        ],
      },
    ],
  },
  { title: 'Insights', isFeatured: true, sections: [{ links: [{ title: 'Insights', href: '/insights' }] }] },
];

const withMenu = (openMenu: number | null, mobileOpen = false): HeaderState => ({ openMenu, mobileOpen });

describe('header markup', () => {
  it('is an island that links the site logo home, with an accessible name', () => {
    const tree = node('header');
    const html = renderHtml(tree);
    expect(html.startsWith('<tessera-island data-island="0" data-kind="header"><header class="t-header">')).toBe(true);
    expect(html).toContain(
      '<a class="t-header__logo" href="/" aria-label="Example Exchange home"><span class="t-header__logo-image" aria-hidden="true"><svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg></span></a>',
    );
    expect(html).not.toContain('<nav');
  });

  it('uses the custom logo and its redirect', () => {
    const html = renderHtml(node('header', { customLogoUrl: '/static/img/logo-alt.svg', customLogoRedirectUrl: '/solutions' }));
    expect(html).toContain('<a class="t-header__logo" href="/solutions" aria-label="Example Exchange home"><img class="t-header__logo-image" src="/static/img/logo-alt.svg" alt=""/></a>');
    expect(html).not.toContain('<rect');
  });

  it('renders closed menus as details disclosures inside a labelled nav', () => {
    const tree = node('header', { menus });
    const html = renderHtml(tree);
    expect(html).toContain('<nav class="t-header__nav" aria-label="Main">');
    expect(html).toContain('<details class="t-header__menu"><summary class="t-header__summary">Markets</summary>');
    expect(html).toContain('<details class="t-header__menu t-header__menu--featured"><summary class="t-header__summary">Insights</summary>');
    expect(html).not.toContain('<details class="t-header__menu" open');
    const titleId = `tessera-${tree.id}-menu-0-0`;
    expect(html).toContain(`<p class="t-header__section-title" id="${titleId}">Trading</p><ul class="t-header__links" aria-labelledby="${titleId}">`);
    expect(html).toContain(
      '<a class="t-header__link" href="/fees"><img class="t-header__icon" src="/static/img/icons/fees.svg" alt=""/><span class="t-header__link-title">Fees</span><span class="t-header__link-description">Fee schedules by market</span></a>',
    );
    expect(html).toContain('<a class="t-header__link" href="/holiday-hours"><span class="t-header__link-title">Holiday hours</span></a>');
    expect(html).not.toMatch(/tabindex="[1-9]/);
  });

  it('renders the phone menu exactly as the island will: button and folded navigation (no shift on hydration)', () => {
    const tree = node('header', { menus });
    const html = renderHtml(tree);
    expect(html).toContain(
      `<button type="button" class="t-header__menu-button" aria-expanded="false" aria-controls="tessera-${tree.id}-navigation"><span class="t-header__menu-icon" aria-hidden="true"></span>Menu</button>`,
    );
    expect(html).toContain(`<div class="t-header__collapse t-header__collapse--closed" id="tessera-${tree.id}-navigation">`);
  });

  it('folds the navigation and shows the button only where scripts run (the navigation stays open without them)', () => {
    const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
    const scripted = /@media \(max-width: 767px\) and \(scripting: enabled\) \{([^@]*?)\n\}/.exec(css)?.[1] ?? '';
    expect(scripted).toContain('.t-header__menu-button {\n    display: inline-flex;');
    expect(scripted).toContain('.t-header__collapse--closed {\n    display: none;');
    // Outside that block nothing hides the navigation or shows the button.
    const rest = css.replace(scripted, '');
    expect(rest).not.toMatch(/\.t-header__collapse--closed \{[^}]*display: none/);
    expect(rest).not.toMatch(/\.t-header__menu-button[^{]*\{[^}]*display: inline-flex/);
  });

  it('renders a labelled search form that submits q and the collections to /search', () => {
    const tree = node('header', { searchCollections: 'ice-website,ice-notices', placeholder: 'Search ICE' });
    const html = renderHtml(tree);
    expect(html).toContain('<form class="t-header__search" role="search" aria-label="Site search" action="/search" method="get">');
    expect(html).toContain(`<label class="t-visually-hidden" for="tessera-${tree.id}-search">Search</label>`);
    expect(html).toContain(`<input class="t-header__search-input" type="search" id="tessera-${tree.id}-search" placeholder="Search ICE" autoComplete="off" name="q"/>`);
    expect(html).toContain('<input type="hidden" name="collections" value="ice-website,ice-notices"/>');
    expect(html).toMatch(/<button class="t-header__search-button" type="submit">.*<span class="t-visually-hidden">Search<\/span><\/button>/);
  });

  it('leaves out the collections field when there are none, with the default placeholder', () => {
    const html = renderHtml(node('header'));
    expect(html).toContain('placeholder="Search"');
    expect(html).not.toContain('name="collections"');
  });

  it('renders call-to-action links as links or buttons, optionally hidden on phones', () => {
    const html = renderHtml(
      node('header', {
        ctaLinks: [
          { href: '/support', title: 'Contact us', isButton: true },
          { href: 'https://example.com/login', title: 'Log in', hideOnMobile: true },
        ],
      }),
    );
    expect(html).toContain('<li class="t-header__cta"><a class="t-header__cta-link t-header__cta-link--button" href="/support">Contact us</a></li>');
    expect(html).toContain('<li class="t-header__cta t-header__cta--hide-mobile"><a class="t-header__cta-link" href="https://example.com/login">Log in</a></li>');
  });

  it('hydrates to the same markup with the island render context (site and path, no partials)', () => {
    const tree = valid(node('header', { menus, searchCollections: 'ice-website' }));
    const server = renderHtml(tree).replace(/<tessera-island[^>]*>|<\/tessera-island>/g, '');
    const context = { site: TEST_SITE, path: '/', partials: new Map(), renderTree: () => null };
    const client = renderToStaticMarkup(
      createElement(RenderContext.Provider, { value: context }, createElement(HeaderView, { id: tree.id, props: tree.props as never, slots: {} })),
    );
    expect(client).toBe(server);
    expect(client).toContain('aria-label="Example Exchange home"');
  });
});

describe('header props', () => {
  it('fills nested defaults and the search defaults', () => {
    const props = valid(node('header', { menus })).props as {
      searchCollections: string;
      placeholder: string;
      menus: Array<{ isFeatured: boolean; sections: Array<{ links: Array<{ description: string }> }> }>;
    };
    expect(props.searchCollections).toBe('');
    expect(props.placeholder).toBe('Search');
    expect(props.menus[0]!.isFeatured).toBe(false);
    expect(props.menus[0]!.sections[0]!.links[1]!.description).toBe('');
  });

  it('rejects unsafe links, bad collection names and unknown fields with their JSON paths', () => {
    const bad = node('header', {
      customLogoUrl: 'http://example.com/logo.png',
      searchCollections: 'ice website',
      ctaLinks: [{ href: 'javascript:alert(1)', title: 'Go' }],
      menus: [{ title: 'Markets', sections: [{ links: [{ title: 'Fees', href: '/fees', color: 'red' }] }] }],
      search: true,
    });
    const issues = issuesOf(bad);
    expect(issues.map((i) => i.path)).toEqual(
      expect.arrayContaining([
        '/root/props/customLogoUrl',
        '/root/props/searchCollections',
        '/root/props/ctaLinks/0/href',
        '/root/props/search',
      ]),
    );
    expect(issues.find((i) => i.path === '/root/props/ctaLinks/0/href')!.message).toContain('"javascript:" scheme');
  });
});

describe('header state', () => {
  it('opens a menu on its trigger and closes it on the same trigger', () => {
    const open = headerReducer(initialHeaderState, { type: 'toggle-menu', menu: 1 });
    expect(open).toEqual(withMenu(1));
    expect(headerReducer(open, { type: 'toggle-menu', menu: 1 })).toEqual(withMenu(null));
  });

  it('keeps one mega-menu open at a time', () => {
    expect(headerReducer(withMenu(0), { type: 'toggle-menu', menu: 2 })).toEqual(withMenu(2));
    expect(headerReducer(withMenu(0), { type: 'open-menu', menu: 1 })).toEqual(withMenu(1));
  });

  it('opens with an arrow key and stays open when already open', () => {
    expect(headerReducer(initialHeaderState, { type: 'open-menu', menu: 0 })).toEqual(withMenu(0));
    const state = withMenu(0);
    expect(headerReducer(state, { type: 'open-menu', menu: 0 })).toBe(state);
  });

  it('closes the mega-menu on Escape first, then the mobile menu', () => {
    const both = withMenu(1, true);
    expect(escapeFocus(both)).toEqual({ menu: 1 });
    const afterFirst = headerReducer(both, { type: 'escape' });
    expect(afterFirst).toEqual(withMenu(null, true));
    expect(escapeFocus(afterFirst)).toBe('mobile-button');
    const afterSecond = headerReducer(afterFirst, { type: 'escape' });
    expect(afterSecond).toEqual(initialHeaderState);
    expect(escapeFocus(afterSecond)).toBeNull();
    expect(headerReducer(afterSecond, { type: 'escape' })).toBe(afterSecond);
  });

  it('closes the open menu on a press outside it, and the mobile menu on a press outside the header', () => {
    const both = withMenu(0, true);
    expect(headerReducer(both, { type: 'press', insideMenu: true, insideHeader: true })).toBe(both);
    expect(headerReducer(both, { type: 'press', insideMenu: false, insideHeader: true })).toEqual(withMenu(null, true));
    expect(headerReducer(both, { type: 'press', insideMenu: false, insideHeader: false })).toEqual(initialHeaderState);
  });

  it('closes a menu when focus leaves it, but not another menu', () => {
    expect(headerReducer(withMenu(0), { type: 'focus-left', menu: 0 })).toEqual(withMenu(null));
    const state = withMenu(1);
    expect(headerReducer(state, { type: 'focus-left', menu: 0 })).toBe(state);
  });

  it('toggles the mobile menu, closing any open mega-menu', () => {
    const opened = headerReducer(withMenu(1), { type: 'toggle-mobile' });
    expect(opened).toEqual(withMenu(null, true));
    expect(headerReducer(opened, { type: 'toggle-mobile' })).toEqual(initialHeaderState);
  });

  it('moves between triggers with left and right arrows, wrapping, and to the ends with Home and End', () => {
    expect(arrowTarget('ArrowRight', 0, 3, HORIZONTAL)).toBe(1);
    expect(arrowTarget('ArrowRight', 2, 3, HORIZONTAL)).toBe(0);
    expect(arrowTarget('ArrowLeft', 0, 3, HORIZONTAL)).toBe(2);
    expect(arrowTarget('End', 0, 3, HORIZONTAL)).toBe(2);
    expect(arrowTarget('Home', 2, 3, HORIZONTAL)).toBe(0);
    expect(arrowTarget('ArrowDown', 0, 3, HORIZONTAL)).toBeUndefined();
    expect(arrowTarget('Tab', 0, 3, HORIZONTAL)).toBeUndefined();
  });
});

describe('header: a signed-in visitor (issue 25 point 8)', () => {
  it('knows the sign-in links, and shows a name with a same-site sign-out form in their place', () => {
    expect(['/login', '/login?returnTo=/fees'].map(isSignInLink)).toEqual([true, true]);
    expect(['/logins', 'https://example.com/login', '/support'].map(isSignInLink)).toEqual([false, false, false]);
    const html = renderToStaticMarkup(createElement(RenderContext.Provider, { value: { path: '/fees' } as never }, createElement(SignedIn, { name: 'Ada <Byron>' })));
    expect(html).toContain('<span class="t-visually-hidden">Signed in as </span>Ada &lt;Byron&gt;');
    expect(html).toContain('<form class="t-header__sign-out" action="/logout" method="post"><input type="hidden" name="returnTo" value="/fees"/>');
  });
});
