import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml } from '../test-render';
import { isCurrentPage } from './current';

const props = {
  parentUrl: '/#futures',
  parentName: 'Futures',
  links: [
    { title: 'Agriculture', href: '/futures/agriculture' },
    { title: 'Energy', href: '/futures/energy' },
  ],
};

describe('secondary-nav', () => {
  it('renders the parent link and the section links in a nav named after the parent', () => {
    expect(renderHtml(node('secondary-nav', props), { path: '/insights' })).toBe(
      '<nav class="t-secondary-nav" aria-label="Futures"><a class="t-secondary-nav__parent" href="/#futures">Futures</a>' +
        '<ul class="t-secondary-nav__list">' +
        '<li class="t-secondary-nav__item"><a class="t-secondary-nav__link" href="/futures/agriculture">Agriculture</a></li>' +
        '<li class="t-secondary-nav__item"><a class="t-secondary-nav__link" href="/futures/energy">Energy</a></li>' +
        '</ul></nav>',
    );
  });

  it('marks the link to the page being rendered as the current page, and only that one', () => {
    const html = renderHtml(node('secondary-nav', props), { path: '/futures/energy' });
    expect(html).toContain('<a class="t-secondary-nav__link" href="/futures/energy" aria-current="page">Energy</a>');
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it('marks the parent when rendering the parent page', () => {
    const html = renderHtml(node('secondary-nav', { ...props, parentUrl: '/futures' }), { path: '/futures' });
    expect(html).toContain('<a class="t-secondary-nav__parent" href="/futures" aria-current="page">Futures</a>');
  });

  it('compares paths without query, fragment, trailing slash or case, and never matches other sites', () => {
    expect(isCurrentPage('/futures/energy?tab=2#contracts', '/futures/energy')).toBe(true);
    expect(isCurrentPage('/futures/energy/', '/futures/energy')).toBe(true);
    expect(isCurrentPage('/Futures/Energy', '/futures/energy')).toBe(true);
    expect(isCurrentPage('/', '/')).toBe(true);
    expect(isCurrentPage('/futures', '/futures/energy')).toBe(false);
    expect(isCurrentPage('https://example.com/futures/energy', '/futures/energy')).toBe(false);
    expect(isCurrentPage('//example.com/futures/energy', '/futures/energy')).toBe(false);
    expect(isCurrentPage('#contracts', '/futures/energy')).toBe(false);
  });

  it('needs a parent and at least one safe link', () => {
    expect(issuesOf(node('secondary-nav', { ...props, links: [] }))).toEqual([{ path: '/root/props/links', message: 'Add at least one link' }]);
    const paths = issuesOf(node('secondary-nav', { parentName: '', parentUrl: 'javascript:x', links: props.links })).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['/root/props/parentName', '/root/props/parentUrl']));
  });
});
