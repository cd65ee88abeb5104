import { describe, expect, it } from 'vitest';
import { freshItems, inUntouchedItem, noteLists } from './fresh-items';

const link = (label = '', href = '') => ({ label, href });

describe('list items added and not yet changed', () => {
  it('hides nothing of the items a node already had when it was first shown', () => {
    const state = freshItems();
    noteLists(state, 'card-1', { links: [link()] });
    expect(inUntouchedItem(state, 'card-1', 'links.0.href')).toBe(false);
  });

  it('holds back an appended item until it changes, then shows its messages for good', () => {
    const state = freshItems();
    noteLists(state, 'card-1', { links: [link('Fees', '/fees')] });
    noteLists(state, 'card-1', { links: [link('Fees', '/fees'), link()] });
    expect(inUntouchedItem(state, 'card-1', 'links.1.href')).toBe(true);
    expect(inUntouchedItem(state, 'card-1', 'links.0.href')).toBe(false);
    expect(inUntouchedItem(state, 'card-2', 'links.1.href')).toBe(false);
    noteLists(state, 'card-1', { links: [link('Fees', '/fees'), link('H')] });
    expect(inUntouchedItem(state, 'card-1', 'links.1.href')).toBe(false);
    // Cleared again, it stays touched.
    noteLists(state, 'card-1', { links: [link('Fees', '/fees'), link()] });
    expect(inUntouchedItem(state, 'card-1', 'links.1.href')).toBe(false);
  });

  it('forgets a list’s fresh items when one is removed, and reads only list paths', () => {
    const state = freshItems();
    noteLists(state, 'n', { items: [] });
    noteLists(state, 'n', { items: [link(), link()] });
    expect(inUntouchedItem(state, 'n', 'items.1')).toBe(true);
    noteLists(state, 'n', { items: [link()] });
    expect(inUntouchedItem(state, 'n', 'items.0.label')).toBe(false);
    expect(inUntouchedItem(state, 'n', 'title')).toBe(false);
  });
});
