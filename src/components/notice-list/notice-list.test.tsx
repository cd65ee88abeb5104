import { describe, expect, it } from 'vitest';
import type { NoticeView } from '../../core/contracts/notices';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import type { NoticeListData } from './data';
import { pageWindow, queryString } from './pager';

function notice(n: number, overrides: Partial<NoticeView> = {}): NoticeView {
  return {
    pubDate: `2025-03-${String(30 - n).padStart(2, '0')}`,
    formattedPubDate: `3/${30 - n}/2025`,
    name: `NYSE-2025-${n}`,
    noticeNumber: `NYSE-2025-${String(n).padStart(3, '0')}`,
    title: `NYSE Arca: fee change ${n}`,
    topic: 'Fees',
    filePath: '',
    url: '',
    rules: '',
    sortOrder: 0,
    collection: 'exchange-circulars',
    market: 'NYSE Arca',
    jurisdiction: 'US',
    circularType: 'Fee Change',
    ...overrides,
  };
}

const loaded = (over: Partial<NoticeListData> = {}): NoticeListData => ({
  years: [2026, 2025, 2024],
  topics: ['Fees', 'Market Data', 'Trading'],
  year: 2025,
  topic: '',
  page: 1,
  pageSize: 20,
  total: 2,
  notices: [notice(1, { filePath: '/media/' + 'a'.repeat(64) + '.pdf' }), notice(2, { url: '/notices/nyse-2025-002', topic: 'Trading' })],
  ...over,
});

/** Renders on `/notices` with the given data loaded for the node; `null`: none loaded (the editor). */
function render(props: Record<string, unknown> = {}, data: NoticeListData | null = loaded()) {
  const tree = node('notice-list', { searchCollections: [{ collection: 'exchange-circulars' }], caption: 'NYSE circulars', ...props });
  return { html: renderHtml(tree, { path: '/notices', ...(data ? { data: new Map([[tree.id, data]]) } : {}) }), id: tree.id };
}

describe('notice-list', () => {
  it('renders the notices as a captioned table with the 20/40/20 percent columns and scoped headers', () => {
    const { html } = render();
    expect(html).toContain('<caption>NYSE circulars, 2025</caption>');
    expect(html).toContain('<colgroup><col style="width:20%"/><col/><col style="width:40%"/><col style="width:20%"/></colgroup>');
    expect(html).toContain('<thead><tr><th scope="col">Date</th><th scope="col">Number</th><th scope="col">Title</th><th scope="col">Topic</th></tr></thead>');
    expect(html).toContain('<td><time dateTime="2025-03-29">3/29/2025</time></td><td>NYSE-2025-001</td>');
    expect(html).toContain('<p class="t-notice-list__count">2 notices for 2025.</p>');
  });

  it('links each title to its document (marked PDF), else its page, else no link', () => {
    const { html } = render({}, loaded({ notices: [notice(1, { filePath: `/media/${'a'.repeat(64)}.pdf`, url: '/x' }), notice(2, { url: '/notices/two' }), notice(3)] }));
    expect(html).toContain(`<a href="/media/${'a'.repeat(64)}.pdf">NYSE Arca: fee change 1<span class="t-notice-list__format"> (PDF)</span></a>`);
    expect(html).toContain('<a href="/notices/two">NYSE Arca: fee change 2</a>');
    expect(html).toContain('<td>NYSE Arca: fee change 3</td>');
  });

  it('offers a GET form with labelled year and topic selects showing the chosen values', () => {
    const { html, id } = render({}, loaded({ topic: 'Trading' }));
    expect(html).toContain('<form class="t-notice-list__filters" aria-label="Filter NYSE circulars" action="/notices" method="get">');
    expect(html).toContain(`<label class="t-field__label" for="tessera-${id}-year">Year</label><select id="tessera-${id}-year" name="year">`);
    expect(html).toMatch(/<option value="2026">2026<\/option><option value="2025" selected="">2025<\/option><option value="2024">2024<\/option>/);
    expect(html).toContain(`<label class="t-field__label" for="tessera-${id}-topic">Topic</label><select id="tessera-${id}-topic" name="topic">`);
    expect(html).toContain('<option value="">All topics</option>');
    expect(html).toContain('<option value="Trading" selected="">Trading</option>');
    expect(html).toContain('<caption>NYSE circulars, 2025: Trading</caption>');
    expect(html).toContain('<button type="submit" class="t-button t-notice-list__submit">Show</button>');
  });

  it('leaves the topic select out when showTopicFilter is off', () => {
    const { html } = render({ showTopicFilter: false }, loaded({ topics: [] }));
    expect(html).toContain('name="year"');
    expect(html).not.toContain('name="topic"');
    expect(html).not.toContain('All topics');
  });

  it('links the pages with the filters kept in the address, around the current page', () => {
    const notices = Array.from({ length: 20 }, (_, i) => notice(i + 1));
    const { html } = render({}, loaded({ topic: 'Fees', page: 4, total: 130, notices }));
    expect(html).toContain('<p class="t-notice-list__count">61–80 of 130 Fees notices for 2025.</p>');
    expect(html).toContain('<caption>NYSE circulars, 2025: Fees, page 4 of 7</caption>');
    expect(html).toContain('<nav class="t-notice-list__pager" aria-label="Pages of NYSE circulars">');
    expect(html).toContain('<a href="/notices?year=2025&amp;topic=Fees&amp;page=3" rel="prev">Previous<span class="t-visually-hidden"> page</span></a>');
    expect(html).toContain('<a href="/notices?year=2025&amp;topic=Fees&amp;page=5" rel="next">');
    // Page 1 needs no page parameter.
    expect(html).toContain('<a href="/notices?year=2025&amp;topic=Fees"><span class="t-visually-hidden">Page </span>1</a>');
    expect(html).toContain('<a href="/notices?year=2025&amp;topic=Fees&amp;page=4" aria-current="page"><span class="t-visually-hidden">Page </span>4</a>');
    const pages = [...html.matchAll(/<\/span>(\d+)<\/a>/g)].map((m) => Number(m[1]));
    expect(pages).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('has no pager for one page, and no previous link on the first page nor next on the last', () => {
    expect(render().html).not.toContain('t-notice-list__pager');
    const notices = [notice(1)];
    const last = render({}, loaded({ page: 3, total: 41, notices })).html;
    expect(last).toContain('rel="prev"');
    expect(last).not.toContain('rel="next"');
    const first = render({}, loaded({ page: 1, total: 41, notices })).html;
    expect(first).not.toContain('rel="prev"');
    expect(first).toContain('<a href="/notices?year=2025&amp;page=2" rel="next">');
  });

  it('says when a year (and topic) has no notices, keeping the filters to choose another', () => {
    const { html } = render({}, loaded({ year: 2026, total: 0, notices: [] }));
    expect(html).toContain('<p class="t-notice-list__empty">No notices for 2026.</p>');
    expect(html).toContain('name="year"');
    expect(html).not.toContain('<table');
    expect(render({}, loaded({ year: 2026, topic: 'Fees', total: 0, notices: [] })).html).toContain('No Fees notices for 2026.');
    expect(render({}, loaded({ years: [], topics: [], year: undefined, total: 0, notices: [] })).html).toContain('No exchange circulars have been published yet.');
  });

  it('says what will appear where nothing was loaded (the editor)', () => {
    const { html } = render({ searchCollections: [{ collection: 'exchange-circulars' }, { collection: 'information-memos' }] }, null);
    expect(html).toContain('Published exchange circulars, information memos appear here, newest first, one year at a time, with year and topic filters.');
    expect(render({ showTopicFilter: false }, null).html).toContain('with a year filter.');
  });

  it('checks its props with messages', () => {
    expect(issuesOf(node('notice-list', { searchCollections: [] }))[0]).toEqual({ path: '/root/props/searchCollections', message: 'Choose at least one collection' });
    expect(issuesOf(node('notice-list', { searchCollections: [{ collection: 'secret-memos' }] }))[0]!.path).toBe('/root/props/searchCollections/0/collection');
    expect(issuesOf(node('notice-list', { searchCollections: [{ collection: 'rule-book' }], pageSize: 101 }))[0]).toEqual({ path: '/root/props/pageSize', message: 'At most 100 notices a page' });
    expect(valid(node('notice-list', { searchCollections: [{ collection: 'clearing-notices' }] })).props).toEqual({
      caption: 'Circulars',
      searchCollections: [{ collection: 'clearing-notices' }],
      showTopicFilter: true,
      pageSize: 20,
    });
  });
});

describe('page links', () => {
  it('show the first, the last and two either side of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 0, 10]);
    expect(pageWindow(6, 10)).toEqual([1, 0, 4, 5, 6, 7, 8, 0, 10]);
    expect(pageWindow(10, 10)).toEqual([1, 0, 8, 9, 10]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 0, 10]);
  });

  it('leave empty values and page 1 out of the query', () => {
    expect(queryString({ year: 2025, topic: '', page: 1 })).toBe('?year=2025');
    expect(queryString({ year: 2025, topic: 'Market Data & Fees', page: 2 })).toBe('?year=2025&topic=Market+Data+%26+Fees&page=2');
    expect(queryString({ topic: undefined })).toBe('');
  });
});
