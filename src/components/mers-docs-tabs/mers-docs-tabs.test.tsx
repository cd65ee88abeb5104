import { describe, expect, it } from 'vitest';
import type { NoticeView } from '../../core/contracts/notices';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { tabIds, type MersDocsTabsData } from './data';

function doc(n: number, overrides: Partial<NoticeView> = {}): NoticeView {
  return {
    pubDate: `2026-0${n}-15`,
    formattedPubDate: `${n}/15/2026`,
    name: `MB-${n}`,
    noticeNumber: `MB-2026-0${n}`,
    title: `Member bulletin ${n}`,
    topic: 'Membership',
    filePath: '',
    url: '',
    rules: '',
    sortOrder: 0,
    collection: 'information-memos',
    market: '',
    jurisdiction: 'US',
    circularType: 'Information Memo',
    ...overrides,
  };
}

const TABS = [
  { documentType: 'Information Memo', tabName: 'Bulletins', header: 'Member bulletins' },
  { documentType: 'Rule', tabName: 'Rules of Membership', header: 'Rules in effect' },
];

function render(data: MersDocsTabsData | null, props: Record<string, unknown> = {}) {
  const tree = node('mers-docs-tabs', { label: 'MERS documents', tabs: TABS, limit: 2, ...props });
  return { html: renderHtml(tree, data ? { data: new Map([[tree.id, data]]) } : {}), id: tree.id };
}

describe('mers-docs-tabs', () => {
  it('renders the tabs as links to one section per tab, each with its heading and a captioned table', () => {
    const { html, id } = render({ tabs: [{ documents: [doc(2, { url: '/documents/mb-2' }), doc(1)], total: 2 }, { documents: [], total: 0 }] });
    expect(html).toContain('<div class="t-mers-docs-tabs"><div class="t-tabs t-tabs--static"><ul class="t-tabs__list" aria-label="MERS documents">');
    expect(html).toContain(`<a class="t-tabs__tab" href="#bulletins" id="tessera-${id}-tab-bulletins">Bulletins</a>`);
    expect(html).toContain(`<a class="t-tabs__tab" href="#rules-of-membership" id="tessera-${id}-tab-rules-of-membership">Rules of Membership</a>`);
    expect(html).toContain('<section class="t-tabs__panel" id="bulletins"><h3 class="t-tabs__heading">Bulletins</h3>');
    expect(html).toContain('<caption>Member bulletins</caption>');
    expect(html).toContain('<thead><tr><th scope="col">Date</th><th scope="col">Document</th><th scope="col">Number</th></tr></thead>');
    expect(html).toContain('<td><time dateTime="2026-02-15">2/15/2026</time></td><td><a href="/documents/mb-2">Member bulletin 2</a></td><td>MB-2026-02</td>');
    expect(html).toContain('<td>Member bulletin 1</td>');
    expect(html).toContain('<section class="t-tabs__panel" id="rules-of-membership"><h3 class="t-tabs__heading">Rules of Membership</h3><p class="t-mers-docs-tabs__note">No rules in effect have been published yet.</p>');
    // No ARIA tab roles: without an island they would promise keys that do nothing.
    expect(html).not.toMatch(/role="tab/);
  });

  it('says when a tab shows only the newest of more documents', () => {
    const { html } = render({ tabs: [{ documents: [doc(3), doc(2)], total: 40 }, { documents: [doc(1)], total: 1 }] });
    expect(html).toContain('<p class="t-mers-docs-tabs__note">The 2 most recent of 40.</p>');
    expect(html.match(/most recent/g)).toHaveLength(1);
  });

  it('uses the heading level asked for', () => {
    expect(render({ tabs: [{ documents: [], total: 0 }, { documents: [], total: 0 }] }, { headingLevel: 2 }).html).toContain('<h2 class="t-tabs__heading">Bulletins</h2>');
  });

  it('says what each tab will show where nothing was loaded (the editor)', () => {
    const { html } = render(null);
    expect(html).toContain('The newest published documents of type “Information Memo” appear here.');
    expect(html).toContain('The newest published documents of type “Rule” appear here.');
  });

  it('makes section ids from tab names, unique and never in the platform’s namespace', () => {
    expect(tabIds(['Bulletins', 'Rules of Membership', '2026', 'bulletins!', 'Tessera forms', 'Ünïcode'])).toEqual([
      'bulletins',
      'rules-of-membership',
      'tab-3',
      'bulletins-2',
      'tab-5',
      'unicode',
    ]);
  });

  it('checks its props with messages', () => {
    expect(issuesOf(node('mers-docs-tabs', { tabs: [] }))[0]).toEqual({ path: '/root/props/tabs', message: 'Add at least one tab' });
    expect(issuesOf(node('mers-docs-tabs', { tabs: [TABS[0], { ...TABS[1], tabName: 'bulletins' }] }))[0]).toEqual({
      path: '/root/props/tabs/1/tabName',
      message: 'Tab names must differ: "bulletins" is used twice',
    });
    expect(issuesOf(node('mers-docs-tabs', { tabs: [{ ...TABS[0], documentType: '' }] }))[0]).toEqual({ path: '/root/props/tabs/0/documentType', message: 'Enter the document type' });
    expect(issuesOf(node('mers-docs-tabs', { tabs: TABS, limit: 101 }))[0]).toEqual({ path: '/root/props/limit', message: 'At most 100 documents a tab' });
    expect(valid(node('mers-docs-tabs', { tabs: TABS })).props).toMatchObject({ label: 'Documents', headingLevel: 3, limit: 20 });
  });
});
