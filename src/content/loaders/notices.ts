import type { MersDocsTabsData } from '../../components/mers-docs-tabs/data';
import type { NoticeListData } from '../../components/notice-list/data';
import { bySortOrder, type RuleBookData } from '../../components/rule-book/data';
import { RULE_BOOK_PAGE_SIZE } from '../../core/constants';
import { MAX_NOTICE_PAGE_SIZE } from '../../core/contracts/notices';
import { chosenYear, yearsDescending } from '../../core/notice-years';
import type { Loader } from '../loaders';
import { filterCirculars, noticeTopics, noticeYears, searchNotices } from '../notices/published-notices';

const collectionsOf = (props: Record<string, unknown>) => (props.searchCollections as { collection: string }[]).map((c) => c.collection);

/** The highest page a notice list links to (the search API's own bound). */
const MAX_PAGE = 100_000;

/** `?page=` as a page number: anything but a whole number from 1 (`0`, `-2`, `abc`, `2.5`) is page 1. */
export function requestedPage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_PAGE);
}

/**
 * notice-list: the page of notices the address asks for (`year`, `topic`, `page`). A year that
 * is not available (or not a year) gives the default year (specification §4), a topic that is
 * not offered gives all topics, and a page past the last gives the last page: a stale or edited
 * address never errors.
 */
export const noticeListLoader: Loader<NoticeListData> = async (ctx, { node, query }) => {
  const props = node.props as { searchCollections: { collection: string }[]; showTopicFilter: boolean; pageSize: number };
  const collections = collectionsOf(node.props);
  const [years, topics] = await Promise.all([
    noticeYears(ctx, { collections }).then(yearsDescending),
    props.showTopicFilter ? noticeTopics(ctx, { collections }) : Promise.resolve([]),
  ]);
  const year = chosenYear(query.get('year')?.trim(), years, ctx.clock.now());
  const askedTopic = query.get('topic')?.trim() ?? '';
  const topic = topics.includes(askedTopic) ? askedTopic : '';
  const pageSize = props.pageSize;
  const base = { years, topics, topic, pageSize };
  if (year === undefined) return { ...base, page: 1, total: 0, notices: [] };

  const search = (page: number) => searchNotices(ctx, { searchCollections: collections, year, ...(topic ? { topic } : {}), page, pageSize });
  let page = requestedPage(query.get('page'));
  let found = await search(page);
  const last = Math.max(1, Math.ceil(found.total / pageSize));
  if (page > last) {
    page = last;
    found = await search(page);
  }
  return { ...base, year, page, total: found.total, notices: found.results };
};

/** rule-book: every published entry of its collections (page size 9999, specification §7), by sort order. */
export const ruleBookLoader: Loader<RuleBookData> = async (ctx, { node }) => {
  const found = await searchNotices(ctx, { searchCollections: collectionsOf(node.props), page: 1, pageSize: Math.min(RULE_BOOK_PAGE_SIZE, MAX_NOTICE_PAGE_SIZE) });
  // The store orders by sort order only when every collection is the rule book.
  return { entries: bySortOrder(found.results) };
};

/** mers-docs-tabs: per tab, the newest published notices whose circular type is the tab's document type. */
export const mersDocsTabsLoader: Loader<MersDocsTabsData> = async (ctx, { node }) => {
  const props = node.props as { limit: number; tabs: { documentType: string }[] };
  const tabs = await Promise.all(
    props.tabs.map(async ({ documentType }) => {
      const documents = await filterCirculars(ctx, { circularType: documentType });
      return { documents: documents.slice(0, props.limit), total: documents.length };
    }),
  );
  return { tabs };
};
