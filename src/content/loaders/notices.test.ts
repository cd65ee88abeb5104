import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../test/support/db';
import { mersDocsTabs, MersDocsTabsDataSchema } from '../../components/mers-docs-tabs/definition';
import type { NoticeListData } from '../../components/notice-list/data';
import { noticeList, NoticeListDataSchema } from '../../components/notice-list/definition';
import type { RuleBookData } from '../../components/rule-book/data';
import { ruleBook, RuleBookDataSchema } from '../../components/rule-book/definition';
import { node } from '../../core/node';
import * as store from '../../store';
import type { Db } from '../../store/types';
import type { ContentContext } from '../context';
import { loadNodeData } from '../loaders';
import { mersDocsTabsLoader, noticeListLoader, requestedPage, ruleBookLoader } from './notices';

let db: Db;
let now = new Date('2026-06-01T12:00:00Z');
const ctx = () => ({ db, clock: { now: () => now } }) as unknown as ContentContext;

const base = { name: '', market: 'NYSE', jurisdiction: 'US', circularType: 'Trader Update', filePath: '', url: '', rules: '', sortOrder: 0, body: '' };
type Input = store.NoticeInput;

/** 25 circulars in 2025 (odd days Fees, even days Trading), 3 in 2024; clearing notices in 2026 and 2027. */
const published: Input[] = [
  ...Array.from({ length: 25 }, (_, i) => ({
    ...base,
    collection: 'exchange-circulars',
    noticeNumber: `C-2025-${String(i + 1).padStart(2, '0')}`,
    title: `Circular ${i + 1} of 2025`,
    topic: i % 2 === 0 ? 'Fees' : 'Trading',
    pubDate: `2025-02-${String(i + 1).padStart(2, '0')}`,
  })),
  ...[1, 2, 3].map((i) => ({ ...base, collection: 'exchange-circulars', noticeNumber: `C-2024-0${i}`, title: `Circular ${i} of 2024`, topic: 'Holidays', pubDate: `2024-0${i}-10` })),
  { ...base, collection: 'clearing-notices', noticeNumber: 'K-2026-01', title: 'Margin 2026', topic: 'Margin', pubDate: '2026-01-05' },
  { ...base, collection: 'clearing-notices', noticeNumber: 'K-2027-01', title: 'Margin 2027', topic: 'Margin', pubDate: '2027-01-05' },
  // The rule book, stored out of order; an information memo sorts between its rules.
  ...[
    [3, 'Rule 7.12', 'Trading Halts'],
    [1, 'Rule 1.1', 'Definitions'],
    [2, 'Rule 1.2', 'Hours of Business'],
  ].map(([sortOrder, rules, name]) => ({ ...base, collection: 'rule-book', noticeNumber: rules as string, title: `${rules}. ${name}`, rules: rules as string, sortOrder: sortOrder as number, pubDate: '2025-01-02', circularType: 'Rule', topic: 'Trading' })),
  { ...base, collection: 'information-memos', noticeNumber: 'IM-1', title: 'Memo between the rules', sortOrder: 2, pubDate: '2025-05-01', topic: 'Regulation', circularType: 'MERS Bulletin' },
  { ...base, collection: 'information-memos', noticeNumber: 'IM-2', title: 'Bulletin two', pubDate: '2025-06-01', topic: 'Regulation', circularType: 'MERS Bulletin' },
  { ...base, collection: 'regulatory-bulletins', noticeNumber: 'RB-1', title: 'Bulletin three', pubDate: '2025-07-01', topic: 'Regulation', circularType: 'MERS Bulletin' },
];
const drafts: Input[] = [
  { ...base, collection: 'exchange-circulars', noticeNumber: 'C-2023-DRAFT', title: 'Draft of 2023', topic: 'Secret', pubDate: '2023-05-05' },
  { ...base, collection: 'exchange-circulars', noticeNumber: 'C-2025-DRAFT', title: 'Draft of 2025', topic: 'Fees', pubDate: '2025-12-30' },
  { ...base, collection: 'rule-book', noticeNumber: 'Rule 0', title: 'Rule 0. Draft', rules: 'Rule 0', pubDate: '2025-01-02', circularType: 'Rule', topic: 'Trading' },
  { ...base, collection: 'information-memos', noticeNumber: 'IM-DRAFT', title: 'Draft bulletin', pubDate: '2025-12-01', topic: 'Regulation', circularType: 'MERS Bulletin' },
];

beforeAll(async () => {
  db = await openTestDb();
  await db.query('DELETE FROM notices');
  await store.upsertNoticeBatch(db, { notices: published, status: 'published', actor: null });
  await store.upsertNoticeBatch(db, { notices: drafts, status: 'draft', actor: null });
});
afterAll(() => db.close());

const circulars = (props: Record<string, unknown> = {}) =>
  node('notice-list', { caption: 'Circulars', searchCollections: [{ collection: 'exchange-circulars' }], showTopicFilter: true, pageSize: 10, ...props });

/** The list's data, checked against the schema its definition declares. */
async function list(query: string, props: Record<string, unknown> = {}): Promise<NoticeListData> {
  const data = await noticeListLoader(ctx(), { site: 'nyse', path: '/notices', node: circulars(props), query: new URLSearchParams(query) });
  expect(NoticeListDataSchema.parse(data)).toEqual(data);
  return data;
}

const numbers = (data: { notices: { noticeNumber: string }[] }) => data.notices.map((n) => n.noticeNumber);

describe('notice-list loader', () => {
  it('offers the published years newest first and the published topics', async () => {
    const data = await list('');
    expect(data.years).toEqual([2025, 2024]);
    expect(data.topics).toEqual(['Fees', 'Holidays', 'Trading']);
  });

  it('shows the current year when it has notices, else the highest year (specification §4)', async () => {
    const clearing = { searchCollections: [{ collection: 'clearing-notices' }] };
    expect((await list('', clearing)).year).toBe(2026);
    expect(numbers(await list('', clearing))).toEqual(['K-2026-01']);
    now = new Date('2028-02-01T00:00:00Z');
    try {
      expect((await list('', clearing)).year).toBe(2027);
    } finally {
      now = new Date('2026-06-01T12:00:00Z');
    }
    // No 2026 circulars: the latest year with some.
    expect((await list('')).year).toBe(2025);
  });

  it('falls back to the default year for a year that is not one or has no notices', async () => {
    for (const year of ['abc', '1800', '2023', '2024x', '']) {
      const data = await list(`year=${year}`);
      expect(data.year, year).toBe(2025);
      expect(data.total, year).toBe(25);
    }
    expect((await list('year=2024')).year).toBe(2024);
  });

  it('lists a year newest first, a page at a time', async () => {
    const data = await list('year=2025');
    expect(data).toMatchObject({ year: 2025, topic: '', page: 1, pageSize: 10, total: 25 });
    expect(numbers(data)).toEqual(['C-2025-25', 'C-2025-24', 'C-2025-23', 'C-2025-22', 'C-2025-21', 'C-2025-20', 'C-2025-19', 'C-2025-18', 'C-2025-17', 'C-2025-16']);
    const dates = data.notices.map((n) => n.pubDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(numbers(await list('year=2025&page=3'))).toEqual(['C-2025-05', 'C-2025-04', 'C-2025-03', 'C-2025-02', 'C-2025-01']);
  });

  it('filters by topic, and ignores topics it does not offer', async () => {
    const fees = await list('year=2025&topic=Fees');
    expect(fees).toMatchObject({ topic: 'Fees', total: 13 });
    expect(fees.notices.every((n) => n.topic === 'Fees')).toBe(true);
    expect(await list('year=2025&topic=Secret')).toMatchObject({ topic: '', total: 25 });
    // A topic with no notices in the year: an empty page, not an error.
    expect(await list('year=2025&topic=Holidays')).toMatchObject({ topic: 'Holidays', total: 0, notices: [] });
    // Without the topic filter, the topic in the address is ignored and no topics are loaded.
    expect(await list('year=2025&topic=Fees', { showTopicFilter: false })).toMatchObject({ topics: [], topic: '', total: 25 });
  });

  it('never shows drafts, their years or their topics', async () => {
    const data = await list('year=2025&pageSize=100', { pageSize: 100 });
    expect(numbers(data)).not.toContain('C-2025-DRAFT');
    expect(data.years).not.toContain(2023);
    expect(data.topics).not.toContain('Secret');
  });

  it('takes page 0, negative, fractional and non-numeric pages as page 1, and a page past the last as the last', async () => {
    for (const page of ['0', '-1', '2.5', 'abc', '']) expect((await list(`year=2025&page=${page}`)).page, page).toBe(1);
    const beyond = await list('year=2025&page=99');
    expect(beyond.page).toBe(3);
    expect(numbers(beyond)).toHaveLength(5);
    expect((await list('year=2025&page=3')).page).toBe(3);
    // An empty year stays on page 1.
    expect(await list('year=2025&topic=Holidays&page=4')).toMatchObject({ page: 1, total: 0 });
    expect(requestedPage('1000000000')).toBe(1);
    expect(requestedPage('250000')).toBe(100_000);
  });

  it('uses the page size of its props', async () => {
    const data = await list('year=2025', { pageSize: 5 });
    expect(data).toMatchObject({ pageSize: 5, total: 25 });
    expect(data.notices).toHaveLength(5);
    expect((await list('year=2025&page=6', { pageSize: 5 })).page).toBe(5);
  });

  it('reports that its output depends on the query, so pages with a query are rendered per request', async () => {
    const tree = node('page-layout', {}, { main: [circulars(), node('rule-book', { caption: 'Rules', searchCollections: [{ collection: 'rule-book' }] })] });
    const loaded = await loadNodeData(ctx(), { site: 'nyse', path: '/notices', tree, partials: new Map(), query: new URLSearchParams('year=2024') });
    expect(loaded.usesQuery).toBe(true);
    expect((loaded.data.get(tree.slots.main![0]!.id) as NoticeListData).year).toBe(2024);
    expect((loaded.data.get(tree.slots.main![1]!.id) as RuleBookData).entries).toHaveLength(3);
    expect(noticeList.data!.usesQuery && !ruleBook.data!.usesQuery && !mersDocsTabs.data!.usesQuery).toBe(true);
  });

  it('says when a collection has no notices at all', async () => {
    expect(await list('year=2025', { searchCollections: [{ collection: 'exchange-circulars' }], pageSize: 10, showTopicFilter: true, caption: 'x' }).then((d) => d.total)).toBe(25);
    await db.query("UPDATE notices SET status = 'draft' WHERE collection = 'clearing-notices'");
    try {
      const data = await list('', { searchCollections: [{ collection: 'clearing-notices' }] });
      expect(data).toMatchObject({ years: [], topics: [], page: 1, total: 0, notices: [] });
      expect(data.year).toBeUndefined();
    } finally {
      await db.query("UPDATE notices SET status = 'published' WHERE collection = 'clearing-notices'");
    }
  });
});

describe('rule-book loader', () => {
  const load = async (collections: string[]) => {
    const data = await ruleBookLoader(ctx(), { site: 'nyse', path: '/rule-book', node: node('rule-book', { caption: 'Rules', searchCollections: collections.map((collection) => ({ collection })) }), query: new URLSearchParams('') });
    expect(RuleBookDataSchema.parse(data)).toEqual(data);
    return data.entries;
  };

  it('lists every published entry by sort order ascending', async () => {
    expect((await load(['rule-book'])).map((e) => e.rules)).toEqual(['Rule 1.1', 'Rule 1.2', 'Rule 7.12']);
  });

  it('keeps sort order across collections (the store sorts by date when they are mixed)', async () => {
    const entries = await load(['rule-book', 'information-memos']);
    expect(entries.map((e) => [e.sortOrder, e.noticeNumber])).toEqual([
      [0, 'IM-2'],
      [1, 'Rule 1.1'],
      [2, 'IM-1'],
      [2, 'Rule 1.2'],
      [3, 'Rule 7.12'],
    ]);
  });

  it('sends all entries, past any ordinary page size', async () => {
    const many: Input[] = Array.from({ length: 130 }, (_, i) => ({ ...base, collection: 'rule-book', noticeNumber: `Rule 20.${i}`, title: `Rule 20.${i}`, rules: `Rule 20.${i}`, sortOrder: 1000 - i, pubDate: '2025-01-02', topic: 'Trading' }));
    await store.upsertNoticeBatch(db, { notices: many, status: 'published', actor: null });
    try {
      const entries = await load(['rule-book']);
      expect(entries).toHaveLength(133);
      expect(entries.at(-1)!.rules).toBe('Rule 20.0');
    } finally {
      await db.query("DELETE FROM notices WHERE notice_number LIKE 'Rule 20.%'");
    }
  });
});

describe('mers-docs-tabs loader', () => {
  it('lists per tab the newest published documents of its type, in any collection, up to the limit', async () => {
    const tree = node('mers-docs-tabs', {
      label: 'Documents',
      headingLevel: 3,
      limit: 2,
      tabs: [
        { documentType: 'MERS Bulletin', tabName: 'Bulletins', header: 'Bulletins' },
        { documentType: 'Rule', tabName: 'Rules', header: 'Rules' },
        { documentType: 'mers bulletin', tabName: 'Other', header: 'Other' },
      ],
    });
    const data = await mersDocsTabsLoader(ctx(), { site: 'mersinc', path: '/documents', node: tree, query: new URLSearchParams('') });
    expect(MersDocsTabsDataSchema.parse(data)).toEqual(data);
    expect(data.tabs.map((t) => [t.total, t.documents.map((d) => d.noticeNumber)])).toEqual([
      [3, ['RB-1', 'IM-2']],
      [3, ['Rule 7.12', 'Rule 1.2']],
      [0, []],
    ]);
  });
});
