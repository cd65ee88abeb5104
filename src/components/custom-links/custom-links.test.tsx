import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { defaultSelection, maximumText, restoreSelection, storageKey, togglePage, type Selection } from './selection';

const page = (id: string, isDefault = false) => ({ id, title: `Report ${id}`, url: `/report-center#${id}`, isDefault });
const groups = [
  { id: 'daily', name: 'Daily', pages: [page('a', true), page('b', true), page('c'), page('d')] },
  { id: 'monthly', name: 'Monthly', pages: [page('e'), page('f', true), page('g'), page('h')] },
];
const pick = (state: Selection, ...ids: string[]) => ids.reduce((s, id) => togglePage(s, id, 6), state);

describe('custom-links markup', () => {
  it('renders the default links, and the picker hidden until the island runs with defaults checked', () => {
    const tree = node('custom-links', { label: 'My reports', groups });
    const html = renderHtml(tree);
    expect(html).toContain(`<section class="t-custom-links" aria-labelledby="tessera-${tree.id}-label"><p class="t-custom-links__label" id="tessera-${tree.id}-label">My reports</p>`);
    expect(html).toContain(
      '<ul class="t-custom-links__list"><li><a class="t-custom-links__link" href="/report-center#a">Report a</a></li>' +
        '<li><a class="t-custom-links__link" href="/report-center#b">Report b</a></li>' +
        '<li><a class="t-custom-links__link" href="/report-center#f">Report f</a></li></ul>',
    );
    expect(html).toContain('<details class="t-custom-links__picker" hidden=""><summary class="t-custom-links__toggle">Choose links</summary>');
    expect(html).toContain('<fieldset class="t-custom-links__group"><legend class="t-custom-links__group-name">Daily</legend>');
    expect(html).toContain(`<input type="checkbox" id="tessera-${tree.id}-a" checked=""/><label for="tessera-${tree.id}-a">Report a</label>`);
    expect(html).toContain(`<input type="checkbox" id="tessera-${tree.id}-c"/><label for="tessera-${tree.id}-c">Report c</label>`);
    expect(html).toContain('<p class="t-custom-links__message" role="status"></p>');
  });

  it('says so when no page is chosen by default', () => {
    const html = renderHtml(node('custom-links', { label: 'My reports', groups: [{ id: 'x', name: 'X', pages: [page('a')] }] }));
    expect(html).toContain('<p class="t-custom-links__empty">No links chosen yet.</p>');
  });

  it('defaults maximumMessage to the catalogue message and maxPages to 6', () => {
    const props = valid(node('custom-links', { label: 'My reports', groups })).props;
    expect(props.maximumMessage).toBe('Maximum: {max} links');
    expect(props.maxPages).toBe(6);
    expect(maximumText(props.maximumMessage as string, props.maxPages as number)).toBe('Maximum: 6 links');
  });

  it('says the limit the editor set, not the ceiling: the message follows maxPages', () => {
    const props = valid(node('custom-links', { label: 'My reports', groups, maxPages: 3 })).props;
    expect(maximumText(props.maximumMessage as string, props.maxPages as number)).toBe('Maximum: 3 links');
    expect(maximumText('Pick up to {max} reports; remove one first.', 4)).toBe('Pick up to 4 reports; remove one first.');
    expect(maximumText('You have enough links.', 2)).toBe('You have enough links.');
  });

  it('upgrades version 1, whose default message named the ceiling, so that its message follows maxPages too', () => {
    const v1 = { ...node('custom-links', { label: 'L', groups, maxPages: 2, maximumMessage: 'Maximum: 6 links' }) };
    const upgraded = valid(v1);
    expect(upgraded.version).toBe(2);
    expect(upgraded.props.maximumMessage).toBe('Maximum: {max} links');
    expect(maximumText(upgraded.props.maximumMessage as string, 2)).toBe('Maximum: 2 links');
    // An editor's own wording is kept, and a version 2 node is not migrated again.
    expect(valid(node('custom-links', { label: 'L', groups, maximumMessage: 'Six is the limit' })).props.maximumMessage).toBe('Six is the limit');
    expect(valid({ ...v1, version: 2 }).props.maximumMessage).toBe('Maximum: 6 links');
  });
});

describe('custom-links props', () => {
  it('allows at most 6 pages and at least 1', () => {
    expect(issuesOf(node('custom-links', { label: 'L', groups, maxPages: 7 }))).toEqual([
      { path: '/root/props/maxPages', message: 'A visitor may pick at most 6 links' },
    ]);
    expect(issuesOf(node('custom-links', { label: 'L', groups, maxPages: 0 }))[0]!.path).toBe('/root/props/maxPages');
  });

  it('needs unique page ids across groups and at most 6 default pages', () => {
    const dup = issuesOf(node('custom-links', { label: 'L', groups: [...groups, { id: 'other', name: 'Other', pages: [page('a')] }] }));
    expect(dup).toEqual([{ path: '/root/props/groups/2/pages/0/id', message: 'Another page already has the id "a"' }]);
    const many = issuesOf(node('custom-links', { label: 'L', groups: [{ id: 'x', name: 'X', pages: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => page(id, true)) }] }));
    expect(many).toEqual([{ path: '/root/props/groups/0/pages/6/isDefault', message: 'At most 6 pages can be chosen by default' }]);
  });

  it('rejects unsafe page links and unknown fields', () => {
    const issues = issuesOf(node('custom-links', { label: 'L', groups: [{ id: 'x', name: 'X', pages: [{ ...page('a'), url: 'javascript:x', colour: 'red' }] }] }));
    expect(issues.map((i) => i.path)).toEqual(expect.arrayContaining(['/root/props/groups/0/pages/0/url', '/root/props/groups/0/pages/0/colour']));
  });
});

describe('custom-links selection', () => {
  it('starts from the default pages, in order, up to the limit', () => {
    expect(defaultSelection(groups, 6)).toEqual({ selected: ['a', 'b', 'f'], overLimit: false });
    expect(defaultSelection(groups, 2)).toEqual({ selected: ['a', 'b'], overLimit: false });
  });

  it('checks a page by appending it and unchecks it by removing it', () => {
    const start = defaultSelection(groups, 6);
    const checked = togglePage(start, 'd', 6);
    expect(checked).toEqual({ selected: ['a', 'b', 'f', 'd'], overLimit: false });
    expect(togglePage(checked, 'b', 6)).toEqual({ selected: ['a', 'f', 'd'], overLimit: false });
  });

  it('refuses a seventh pick, keeping the six and raising the maximum message', () => {
    const six = pick(defaultSelection(groups, 6), 'c', 'd', 'e');
    expect(six).toEqual({ selected: ['a', 'b', 'f', 'c', 'd', 'e'], overLimit: false });
    const seventh = togglePage(six, 'g', 6);
    expect(seventh.selected).toEqual(six.selected);
    expect(seventh.overLimit).toBe(true);
    // The untouched selection keeps its identity, so nothing is stored.
    expect(seventh.selected).toBe(six.selected);
    expect(togglePage(seventh, 'h', 6).overLimit).toBe(true);
  });

  it('clears the message once a page is unchecked, and then takes the next pick', () => {
    const refused = togglePage(pick(defaultSelection(groups, 6), 'c', 'd', 'e'), 'g', 6);
    const freed = togglePage(refused, 'a', 6);
    expect(freed).toEqual({ selected: ['b', 'f', 'c', 'd', 'e'], overLimit: false });
    expect(togglePage(freed, 'g', 6)).toEqual({ selected: ['b', 'f', 'c', 'd', 'e', 'g'], overLimit: false });
  });

  it('honours a lower maxPages', () => {
    expect(togglePage({ selected: ['a', 'b'], overLimit: false }, 'c', 2)).toEqual({ selected: ['a', 'b'], overLimit: true });
  });

  it('restores stored picks, dropping unknown, duplicate and surplus ids, and an empty choice too', () => {
    expect(restoreSelection('["e","zz","e","c"]', groups, 6)).toEqual({ selected: ['e', 'c'], overLimit: false });
    expect(restoreSelection('["a","b","c","d","e","f","g"]', groups, 6)!.selected).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(restoreSelection('[]', groups, 6)).toEqual({ selected: [], overLimit: false });
  });

  it('falls back to the defaults when nothing readable is stored', () => {
    expect(restoreSelection(null, groups, 6)).toBeNull();
    expect(restoreSelection('not json', groups, 6)).toBeNull();
    expect(restoreSelection('{"a":1}', groups, 6)).toBeNull();
  });

  it('keys the stored choice by the component', () => {
    expect(storageKey('3f2a')).toBe('tessera:custom-links:3f2a');
  });
});
