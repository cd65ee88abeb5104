import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { TOOLSET_COLORS } from './definition';
import { shareLinks } from './share';

const links = [
  { id: 'contact', label: 'Contact', iconUrl: '/static/img/toolset-phone.svg', iconAlt: '', url: '/support#contact' },
  { id: 'status', label: 'System status', url: '/support#status' },
];

describe('floating-toolset markup', () => {
  it('renders the links with their icons, the element id and the colour, and no share links on the server', () => {
    const html = renderHtml(node('floating-toolset', { links, includeSocialLinks: true, elementId: 'page-tools', color: 'accent' }));
    expect(html).toContain('<div class="t-floating-toolset t-floating-toolset--accent" id="page-tools"><ul class="t-floating-toolset__list" aria-label="Page tools">');
    expect(html).toContain(
      '<li><a class="t-floating-toolset__link" href="/support#contact"><img class="t-floating-toolset__icon" src="/static/img/toolset-phone.svg" alt="" width="24" height="24"/><span class="t-floating-toolset__label">Contact</span></a></li>',
    );
    expect(html).toContain('<li><a class="t-floating-toolset__link" href="/support#status"><span class="t-floating-toolset__label">System status</span></a></li>');
    expect(html).not.toContain('Share');
  });

  it('takes every theme colour pair and no id when none is given', () => {
    for (const color of TOOLSET_COLORS) {
      const html = renderHtml(node('floating-toolset', { links, color }));
      expect(html).toContain(`<div class="t-floating-toolset t-floating-toolset--${color}"><ul`);
    }
  });

  it('uses the icon description as the image text when given', () => {
    const html = renderHtml(node('floating-toolset', { links: [{ ...links[0], iconAlt: 'Telephone' }] }));
    expect(html).toContain('alt="Telephone"');
  });
});

describe('floating-toolset share links', () => {
  it('share the page address without its fragment, encoded, with the page title', () => {
    const share = shareLinks('http://imt.localhost:3000/products/bankruptcy?x=1#overview', 'Bankruptcy & more | ICE');
    const url = encodeURIComponent('http://imt.localhost:3000/products/bankruptcy?x=1');
    const title = encodeURIComponent('Bankruptcy & more | ICE');
    expect(share).toEqual([
      { network: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
      { network: 'x', label: 'Share on X', href: `https://x.com/intent/post?url=${url}&text=${title}` },
      { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
      { network: 'email', label: 'Share by e-mail', href: `mailto:?subject=${title}&body=${url}` },
    ]);
  });
});

describe('floating-toolset props', () => {
  it('defaults to no links, no share links, no id and the primary colour', () => {
    expect(valid(node('floating-toolset')).props).toEqual({ links: [], includeSocialLinks: false, elementId: '', color: 'primary' });
  });

  it('rejects colours outside the theme pairs, duplicate link ids, bad element ids and unsafe links', () => {
    const issues = issuesOf(
      node('floating-toolset', {
        color: '#ff0000',
        elementId: '1tools',
        links: [links[0], { ...links[1], id: 'contact', url: 'javascript:alert(1)', iconUrl: 'http://example.com/i.svg' }],
      }),
    );
    expect(issues.map((i) => i.path)).toEqual(
      expect.arrayContaining([
        '/root/props/color',
        '/root/props/elementId',
        '/root/props/links/1/url',
        '/root/props/links/1/iconUrl',
      ]),
    );
    const dup = issuesOf(node('floating-toolset', { links: [links[0], { ...links[1], id: 'contact' }] }));
    expect(dup).toEqual([{ path: '/root/props/links/1/id', message: 'Another link already has the id "contact"' }]);
    expect(issuesOf(node('floating-toolset', { elementId: 'tessera-islands' }))[0]!.path).toBe('/root/props/elementId');
  });
});
