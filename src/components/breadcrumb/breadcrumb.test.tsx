import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml } from '../test-render';

describe('breadcrumb', () => {
  it('renders an ordered list in a labelled nav; the last link is the current page', () => {
    const links = [
      { title: 'Home', href: '/' },
      { title: 'Solutions', href: '/solutions' },
      { title: 'Real estate', href: '/solutions/real-estate' },
    ];
    expect(renderHtml(node('breadcrumb', { links }))).toBe(
      '<nav class="t-breadcrumb" aria-label="Breadcrumb"><ol class="t-breadcrumb__list">' +
        '<li class="t-breadcrumb__item"><a class="t-breadcrumb__link" href="/">Home</a></li>' +
        '<li class="t-breadcrumb__item"><a class="t-breadcrumb__link" href="/solutions">Solutions</a></li>' +
        '<li class="t-breadcrumb__item"><a class="t-breadcrumb__link" href="/solutions/real-estate" aria-current="page">Real estate</a></li>' +
        '</ol></nav>',
    );
  });

  it('needs at least one link and safe hrefs', () => {
    expect(issuesOf(node('breadcrumb', { links: [] }))).toEqual([{ path: '/root/props/links', message: 'Add at least one link' }]);
    expect(issuesOf(node('breadcrumb', { links: [{ title: 'Home', href: 'javascript:alert(1)' }] }))[0]!.path).toBe(
      '/root/props/links/0/href',
    );
  });
});
