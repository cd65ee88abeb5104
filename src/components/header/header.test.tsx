import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

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

describe('header', () => {
  it('links the site logo from the render context home, with an accessible name', () => {
    const html = renderHtml(node('header'));
    expect(html).toContain(
      '<a class="t-header__logo" href="/" aria-label="Example Exchange home"><span class="t-header__logo-image" aria-hidden="true"><svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg></span></a>',
    );
    expect(html).not.toContain('<nav');
  });

  it('uses the custom logo and its redirect', () => {
    const html = renderHtml(node('header', { customLogoUrl: '/static/img/logo-alt.svg', customLogoRedirectUrl: '/solutions' }));
    expect(html).toContain('<a class="t-header__logo" href="/solutions" aria-label="Example Exchange home"><img class="t-header__logo-image" src="/static/img/logo-alt.svg" alt=""/></a>');
    expect(html).not.toContain('<svg');
  });

  it('renders menus as details disclosures inside a labelled nav', () => {
    const tree = node('header', { menus });
    const html = renderHtml(tree);
    expect(html).toContain('<nav class="t-header__nav" aria-label="Main">');
    expect(html).toContain('<details class="t-header__menu"><summary class="t-header__summary">Markets</summary>');
    expect(html).toContain('<details class="t-header__menu t-header__menu--featured"><summary class="t-header__summary">Insights</summary>');
    const titleId = `${tree.id}-menu-0-0`;
    expect(html).toContain(`<p class="t-header__section-title" id="${titleId}">Trading</p><ul class="t-header__links" aria-labelledby="${titleId}">`);
    expect(html).toContain(
      '<a class="t-header__link" href="/fees"><img class="t-header__icon" src="/static/img/icons/fees.svg" alt=""/><span class="t-header__link-title">Fees</span><span class="t-header__link-description">Fee schedules by market</span></a>',
    );
    expect(html).toContain('<a class="t-header__link" href="/holiday-hours"><span class="t-header__link-title">Holiday hours</span></a>');
    expect(html).not.toMatch(/tabindex="[1-9]/);
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

  it('fills nested defaults', () => {
    const props = valid(node('header', { menus })).props as { menus: Array<{ isFeatured: boolean; sections: Array<{ links: Array<{ description: string }> }> }> };
    expect(props.menus[0]!.isFeatured).toBe(false);
    expect(props.menus[0]!.sections[0]!.links[1]!.description).toBe('');
  });

  it('rejects unsafe links and unknown fields with their JSON paths', () => {
    const bad = node('header', {
      customLogoUrl: 'http://example.com/logo.png',
      ctaLinks: [{ href: 'javascript:alert(1)', title: 'Go' }],
      menus: [{ title: 'Markets', sections: [{ links: [{ title: 'Fees', href: '/fees', color: 'red' }] }] }],
      search: true,
    });
    const paths = issuesOf(bad).map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/root/props/customLogoUrl',
        '/root/props/ctaLinks/0/href',
        '/root/props/search',
      ]),
    );
    expect(issuesOf(bad).find((i) => i.path === '/root/props/ctaLinks/0/href')!.message).toContain('"javascript:" scheme');
  });
});
