import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { arrowTarget, disclosureReducer } from '../disclosure';
import { issuesOf, renderHtml } from '../test-render';

const links = [
  { href: '#end-of-day', text: 'End-of-day reports' },
  { href: '/report-center#deliveries', text: 'Deliveries' },
];

describe('dropdown-menu markup', () => {
  it('renders a closed disclosure island whose list carries the max-h-64 class', () => {
    const tree = node('dropdown-menu', { buttonLabel: 'Jump to a report', links });
    expect(renderHtml(tree)).toBe(
      '<tessera-island data-island="0" data-kind="dropdown-menu"><div class="t-dropdown-menu"><details class="t-dropdown-menu__details">' +
        '<summary class="t-dropdown-menu__button">Jump to a report</summary>' +
        `<ul class="t-dropdown-menu__list max-h-64" id="tessera-${tree.id}-list">` +
        '<li><a class="t-dropdown-menu__link" href="#end-of-day">End-of-day reports</a></li>' +
        '<li><a class="t-dropdown-menu__link" href="/report-center#deliveries">Deliveries</a></li>' +
        '</ul></details></div></tessera-island>',
    );
  });

  it('needs a button label and at least one safe link', () => {
    expect(issuesOf(node('dropdown-menu', { buttonLabel: ' ', links }))).toEqual([{ path: '/root/props/buttonLabel', message: 'Enter a button label' }]);
    expect(issuesOf(node('dropdown-menu', { buttonLabel: 'Go', links: [] }))).toEqual([{ path: '/root/props/links', message: 'Add at least one link' }]);
    const bad = issuesOf(node('dropdown-menu', { buttonLabel: 'Go', links: [{ href: 'javascript:void(0)', text: 'Run' }, { href: '/fees', title: 'Fees' }] }));
    expect(bad.map((i) => i.path)).toEqual(expect.arrayContaining(['/root/props/links/0/href', '/root/props/links/1/title']));
  });
});

describe('dropdown-menu state', () => {
  it('opens and closes on its button', () => {
    const open = disclosureReducer(false, { type: 'toggle' });
    expect(open).toBe(true);
    expect(disclosureReducer(open, { type: 'toggle' })).toBe(false);
  });

  it('closes on a press outside it and stays open on a press inside', () => {
    expect(disclosureReducer(true, { type: 'press', inside: false })).toBe(false);
    expect(disclosureReducer(true, { type: 'press', inside: true })).toBe(true);
    expect(disclosureReducer(false, { type: 'press', inside: true })).toBe(false);
  });

  it('opens with ArrowDown and closes on Escape', () => {
    expect(disclosureReducer(false, { type: 'open' })).toBe(true);
    expect(disclosureReducer(true, { type: 'open' })).toBe(true);
    expect(disclosureReducer(true, { type: 'close' })).toBe(false);
  });

  it('moves between links with the arrow keys, wrapping, and Home and End', () => {
    expect(arrowTarget('ArrowDown', -1, 4)).toBe(0);
    expect(arrowTarget('ArrowUp', -1, 4)).toBe(3);
    expect(arrowTarget('ArrowDown', 3, 4)).toBe(0);
    expect(arrowTarget('ArrowUp', 0, 4)).toBe(3);
    expect(arrowTarget('Home', 2, 4)).toBe(0);
    expect(arrowTarget('End', 0, 4)).toBe(3);
    expect(arrowTarget('ArrowDown', 0, 0)).toBeUndefined();
    expect(arrowTarget('Enter', 0, 4)).toBeUndefined();
  });
});
