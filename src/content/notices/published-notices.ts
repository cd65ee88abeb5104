import { NOTICE_COLLECTIONS, type NoticeView } from '../../core/contracts';
import { latestTradingDay } from '../../core/exchange-calendar';
import { REPORT_TYPES, reportOptions, type ReportType } from '../../core/report-data';
import * as store from '../../store';
import type { ContentContext } from '../context';

// What visitors read (no actor: published notices are public).

export async function searchNotices(
  ctx: Pick<ContentContext, 'db'>,
  query: { searchCollections: readonly string[]; year?: number | undefined; topic?: string | undefined; q?: string | undefined; page: number; pageSize: number },
): Promise<{ total: number; totalIsAtLeast?: true; page: number; pageSize: number; results: NoticeView[] }> {
  const found = await store.searchNotices(ctx.db, {
    collections: query.searchCollections,
    page: query.page,
    pageSize: query.pageSize,
    ...(query.year !== undefined ? { year: query.year } : {}),
    ...(query.topic ? { topic: query.topic } : {}),
    ...(query.q ? { q: query.q } : {}),
  });
  return { total: found.total, ...(found.capped ? { totalIsAtLeast: true as const } : {}), page: query.page, pageSize: query.pageSize, results: found.results };
}

export function noticeYears(ctx: Pick<ContentContext, 'db'>, { collections }: { collections: readonly string[] }): Promise<number[]> {
  return store.noticeYears(ctx.db, { collections });
}

export function noticeTopics(ctx: Pick<ContentContext, 'db'>, { collections }: { collections: readonly string[] }): Promise<string[]> {
  return store.noticeValues(ctx.db, { collections, column: 'topic' });
}

/** The most circulars one filter call returns. */
const CIRCULAR_LIMIT = 2000;

export function filterCirculars(
  ctx: Pick<ContentContext, 'db'>,
  filter: { circularType?: string | undefined; topic?: string | undefined; year?: number | undefined; market?: string | undefined; jurisdiction?: string | undefined },
): Promise<NoticeView[]> {
  const defined = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')) as Record<string, never>;
  return store.filterCirculars(ctx.db, { ...defined, limit: CIRCULAR_LIMIT });
}

/**
 * A report's option lists (specification §7 "{base}/{reportId}/topics, /years?jurisdiction=,
 * /markets": option lists, on failure an empty list): a notice collection's topics, years (per
 * jurisdiction) or markets; a report center category's contracts (of one `market`), years or
 * exchanges; for any other report an empty list, never a 404, as the report center's client
 * (`fetchOptions` with an empty fallback) expects.
 */
export async function circularOptions(
  ctx: Pick<ContentContext, 'db' | 'clock'>,
  { reportId, list, jurisdiction, market }: { reportId: string; list: 'topics' | 'years' | 'markets'; jurisdiction?: string | undefined; market?: string | undefined },
): Promise<(string | number)[]> {
  if ((REPORT_TYPES as readonly string[]).includes(reportId)) {
    return reportOptions({ type: reportId as ReportType, list, market, latest: latestTradingDay(ctx.clock.now()) });
  }
  if (!(NOTICE_COLLECTIONS as readonly string[]).includes(reportId)) return [];
  const collections = [reportId];
  if (list === 'years') return store.noticeYears(ctx.db, { collections, ...(jurisdiction ? { jurisdiction } : {}) });
  return store.noticeValues(ctx.db, { collections, column: list === 'topics' ? 'topic' : 'market' });
}
