import { describe, expect, it } from 'vitest';
import type { NoticeView } from '../../core/contracts/notices';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { bySortOrder, ruleLabel, ruleTitle, type RuleBookData } from './data';

function rule(sortOrder: number, rules: string, name: string, overrides: Partial<NoticeView> = {}): NoticeView {
  return {
    pubDate: '2025-01-02',
    formattedPubDate: '1/2/2025',
    name,
    noticeNumber: rules,
    title: `${rules}. ${name}`,
    topic: 'Trading',
    filePath: '',
    url: '',
    rules,
    sortOrder,
    collection: 'rule-book',
    market: 'NYSE Arca',
    jurisdiction: 'US',
    circularType: 'Rule',
    ...overrides,
  };
}

function render(data: RuleBookData | null, props: Record<string, unknown> = {}) {
  const tree = node('rule-book', { caption: 'NYSE Arca rules', ...props });
  return renderHtml(tree, data ? { data: new Map([[tree.id, data]]) } : {});
}

describe('rule-book', () => {
  it('lists every entry as a row headed by its rule, titles without the repeated rule', () => {
    const html = render({ entries: [rule(1, 'Rule 1.1', 'Definitions'), rule(2, 'Rule 7.12', 'Trading Halts')] });
    expect(html).toContain('<caption>NYSE Arca rules</caption>');
    expect(html).toContain('<thead><tr><th scope="col" class="t-rule-book__rule">Rule</th><th scope="col">Title</th></tr></thead>');
    expect(html).toContain('<tr><th scope="row" class="t-rule-book__rule">Rule 1.1</th><td>Definitions</td></tr><tr><th scope="row" class="t-rule-book__rule">Rule 7.12</th><td>Trading Halts</td></tr>');
    expect(html).not.toContain('Document');
  });

  it('adds a document column when an entry has a document or page', () => {
    const pdf = `/media/${'b'.repeat(64)}.pdf`;
    const html = render({ entries: [rule(1, 'Rule 1.1', 'Definitions', { filePath: pdf }), rule(2, 'Rule 1.2', 'Hours', { url: '/rules/1-2' }), rule(3, 'Rule 1.3', 'Halts')] });
    expect(html).toContain('<th scope="col">Document</th>');
    expect(html).toContain(`<td><a href="${pdf}">Read Rule 1.1 (PDF)</a></td>`);
    expect(html).toContain('<td><a href="/rules/1-2">Read Rule 1.2</a></td>');
    expect(html).toContain('<td><span class="t-rule-book__none">Not available</span></td>');
  });

  it('says when no rules are published, and what will appear where nothing was loaded', () => {
    expect(render({ entries: [] })).toContain('No rules have been published yet.');
    expect(render(null)).toContain('Every published entry of rule-book appears here, in rule order.');
  });

  it('orders entries by sort order ascending, then by number', () => {
    const sorted = bySortOrder([rule(3, 'Rule 7.10', 'c'), rule(1, 'Rule 1.2', 'b'), rule(3, 'Rule 7.9', 'd'), rule(0, 'Rule 9', 'a')]);
    expect(sorted.map((r) => r.rules)).toEqual(['Rule 9', 'Rule 1.2', 'Rule 7.9', 'Rule 7.10']);
  });

  it('labels entries by their rules, else their number, and keeps titles that do not repeat it', () => {
    expect(ruleLabel(rule(1, '', 'x', { noticeNumber: 'R-12' }))).toBe('R-12');
    expect(ruleTitle(rule(1, 'Rule 2', 'x', { title: 'Order Types' }))).toBe('Order Types');
    expect(ruleTitle(rule(1, 'Rule 2', 'x', { title: 'Rule 2 — Order Types' }))).toBe('Order Types');
    expect(ruleTitle(rule(1, 'Rule 2', 'x', { title: 'Rule 2' }))).toBe('Rule 2');
  });

  it('checks its props with messages and defaults to the rule book collection', () => {
    expect(valid(node('rule-book', {})).props).toEqual({ caption: 'Rule book', searchCollections: [{ collection: 'rule-book' }] });
    expect(issuesOf(node('rule-book', { searchCollections: [] }))[0]).toEqual({ path: '/root/props/searchCollections', message: 'Choose at least one collection' });
    expect(issuesOf(node('rule-book', { caption: ' ' }))[0]).toEqual({ path: '/root/props/caption', message: 'Enter the caption of the table' });
  });
});
