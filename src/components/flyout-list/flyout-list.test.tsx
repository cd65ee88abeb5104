import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

describe('flyout-list', () => {
  it('renders the title labelling the list of links with their descriptions', () => {
    const tree = node('flyout-list', {
      title: 'Sign in to',
      items: [
        { title: 'Report Center', href: '/report-center', description: 'Settlement prices and volumes' },
        { title: 'Alerts', href: '/alerts' },
      ],
    });
    expect(renderHtml(tree)).toBe(
      `<div class="t-flyout-list"><p class="t-flyout-list__title" id="tessera-${tree.id}-title">Sign in to</p>` +
        `<ul class="t-flyout-list__items" aria-labelledby="tessera-${tree.id}-title">` +
        '<li class="t-flyout-list__item"><a class="t-flyout-list__link" href="/report-center"><span class="t-flyout-list__item-title">Report Center</span>' +
        '<span class="t-flyout-list__description">Settlement prices and volumes</span></a></li>' +
        '<li class="t-flyout-list__item"><a class="t-flyout-list__link" href="/alerts"><span class="t-flyout-list__item-title">Alerts</span></a></li>' +
        '</ul></div>',
    );
  });

  it('leaves out the title and its label when there is none', () => {
    const html = renderHtml(node('flyout-list', { items: [{ title: 'Alerts', href: '/alerts' }] }));
    expect(html).toContain('<ul class="t-flyout-list__items">');
    expect(html).not.toContain('<p');
    expect(valid(node('flyout-list', { items: [{ title: 'Alerts', href: '/alerts' }] })).props).toEqual({
      title: '',
      items: [{ title: 'Alerts', href: '/alerts', description: '' }],
    });
  });

  it('needs at least one item with a title and a safe link', () => {
    expect(issuesOf(node('flyout-list', { items: [] }))).toEqual([{ path: '/root/props/items', message: 'Add at least one item' }]);
    const paths = issuesOf(node('flyout-list', { items: [{ title: '', href: 'data:text/html,x' }] })).map((i) => i.path);
    expect(paths).toEqual(['/root/props/items/0/title', '/root/props/items/0/href']);
  });
});
