import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { SOCIAL_NETWORKS } from './definition';
import { issuesOf, renderHtml, valid } from '../test-render';

const sections = [
  {
    title: 'Markets',
    links: [
      { id: 'fees', href: '/fees', title: 'Fees' },
      { id: 'hours', href: '/holiday-hours', title: 'Holiday hours', showOnMobile: false },
    ],
  },
  { title: 'Company', links: [{ href: '/support', title: 'Support' }] },
  { title: 'Solutions', links: [{ href: '/solutions', title: 'Solutions' }] },
];

describe('footer', () => {
  it('renders a footer landmark with the site name from the context by default', () => {
    expect(renderHtml(node('footer'))).toBe(
      '<footer class="t-footer"><div class="t-footer__inner"><p class="t-footer__name">Example Exchange</p></div></footer>',
    );
    expect(renderHtml(node('footer', { siteName: 'Example Mortgage' }))).toContain('<p class="t-footer__name">Example Mortgage</p>');
  });

  it('renders sections as titled link lists inside a labelled nav', () => {
    const tree = node('footer', { sections, sectionRows: 1 });
    const html = renderHtml(tree);
    expect(html).toContain('<nav class="t-footer__nav" aria-label="Footer"><div class="t-footer__sections t-footer__sections--cols-3">');
    expect(html).toContain(`<h2 class="t-footer__title" id="tessera-${tree.id}-section-0">Markets</h2><ul class="t-footer__links" aria-labelledby="tessera-${tree.id}-section-0">`);
    expect(html).toContain('<li><a class="t-footer__link" href="/fees">Fees</a></li>');
    expect(html).toContain('<li class="t-footer__link--hide-mobile"><a class="t-footer__link" href="/holiday-hours">Holiday hours</a></li>');
  });

  it('spreads the sections over sectionRows rows', () => {
    expect(renderHtml(node('footer', { sections, sectionRows: 2 }))).toContain('t-footer__sections--cols-2');
    expect(renderHtml(node('footer', { sections, sectionRows: 3 }))).toContain('t-footer__sections--cols-1');
  });

  it('renders social links with icons hidden from screen readers and accessible names', () => {
    const socials = SOCIAL_NETWORKS.map((network) => ({ network, href: `https://example.com/${network}` }));
    const html = renderHtml(node('footer', { socials }));
    expect(html).toContain('<ul class="t-footer__socials" aria-label="Social media">');
    for (const label of ['LinkedIn', 'X', 'Facebook', 'YouTube', 'Instagram']) expect(html).toContain(`aria-label="${label}"`);
    expect(html).toContain('<a class="t-footer__social" href="https://example.com/linkedin" aria-label="LinkedIn"><svg class="t-footer__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M4 9h');
    expect(html.match(/<svg /g)).toHaveLength(5);
  });

  it('renders bottom links in a labelled nav', () => {
    const html = renderHtml(node('footer', { bottomLinks: [{ title: 'Privacy policy', href: '/privacy-policy' }] }));
    expect(html).toContain('<nav class="t-footer__bottom" aria-label="Legal"><ul class="t-footer__bottom-links"><li><a class="t-footer__link" href="/privacy-policy">Privacy policy</a></li></ul></nav>');
  });

  it('fills link defaults', () => {
    const props = valid(node('footer', { sections })).props as { sections: Array<{ links: Array<{ id: string; showOnMobile: boolean }> }> };
    expect(props.sections[1]!.links[0]).toEqual({ id: '', href: '/support', title: 'Support', showOnMobile: true });
  });

  it('rejects unknown networks, unsafe links and bad row counts with their paths', () => {
    const issues = issuesOf(
      node('footer', {
        sectionRows: 0,
        socials: [{ network: 'myspace', href: 'https://example.com' }],
        bottomLinks: [{ title: 'Terms', href: 'data:text/html,x' }],
      }),
    );
    expect(issues.map((i) => i.path)).toEqual(['/root/props/sectionRows', '/root/props/socials/0/network', '/root/props/bottomLinks/0/href']);
  });
});
