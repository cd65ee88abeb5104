import type { Node } from '../core/node';
import type { SiteId } from '../core/sites';
import { walk } from '../core/tree';
import type { ContentContext } from './context';
import { alertsLoader } from './loaders/alerts';
import { mersDocsTabsLoader, noticeListLoader, ruleBookLoader } from './loaders/notices';
import { optionsReportLoader, reportCenterLoader } from './loaders/reports';
import { tradeHaltsLoader } from './loaders/trade-halts';
import { holidayHoursLoader } from './loaders/holiday-hours';
import { productGuideLoader } from './loaders/product-guide';
import { chartLoader } from './loaders/chart';
import { adHocQuoteLoader, indexChartLoader, marketStatisticsLoader, moversLoader, quoteDirectoryLoader, tickerLoader } from './loaders/market-widgets';
import { loadSurfaced } from './published';

/** What a loader knows of the node it loads for. */
export interface LoadInput {
  site: SiteId;
  /** The page the node is on. */
  path: string;
  node: Node;
  /** The request's query string (filters reflected in the URL); empty when rendering for everyone. */
  query: URLSearchParams;
}

/**
 * Server-side data of a kind whose view shows what the database holds (listings, notices,
 * alerts). `usesQuery`: its output depends on the page's query string, so such a page with a
 * query is rendered for that request rather than served from the cache.
 */
export interface NodeLoader {
  usesQuery: boolean;
  /** How long a page showing this data may be kept rendered (market data: seconds); absent: until the content changes. */
  maxAgeMs?: number;
  load(ctx: ContentContext, input: LoadInput): Promise<unknown>;
}

const registered = new Map<string, NodeLoader>([
  ['content-surfacing', { usesQuery: false, load: (ctx, input) => loadSurfaced(ctx, input) }],
  ['notice-list', noticeListLoader],
  ['rule-book', ruleBookLoader],
  ['mers-docs-tabs', mersDocsTabsLoader],
  ['notification-history', alertsLoader],
  ['report-center', reportCenterLoader],
  ['options-report', optionsReportLoader],
  ['trade-halts', tradeHaltsLoader],
  ['product-guide', productGuideLoader],
  ['ticker', tickerLoader],
  ['movers', moversLoader],
  ['index-chart', indexChartLoader],
  ['market-statistics', marketStatisticsLoader],
  ['ad-hoc-quote', adHocQuoteLoader],
  ['quote-directory', quoteDirectoryLoader],
  ['holiday-hours', holidayHoursLoader],
  ['chart', chartLoader],
]);

/** Adds the loader of a kind (each data kind's module registers itself once). */
export function registerLoader(kind: string, loader: NodeLoader): void {
  registered.set(kind, loader);
}

/**
 * Loads the data of every node of a tree (and its partials) that has a loader, by node id.
 * `usesQuery` says whether any of them reads the query string; `maxAgeMs` is the shortest time
 * any of them may be kept.
 */
export async function loadNodeData(
  ctx: ContentContext,
  { site, path, tree, partials, query = new URLSearchParams() }: { site: SiteId; path: string; tree: Node; partials: ReadonlyMap<string, Node>; query?: URLSearchParams },
): Promise<{ data: Map<string, unknown>; usesQuery: boolean; maxAgeMs?: number }> {
  const nodes: Node[] = [];
  for (const root of [tree, ...partials.values()]) walk(root, ({ node }) => void (registered.has(node.name) && nodes.push(node)));
  const data = new Map<string, unknown>();
  let usesQuery = false;
  let maxAgeMs: number | undefined;
  for (const node of nodes) {
    const loader = registered.get(node.name)!;
    usesQuery ||= loader.usesQuery;
    if (loader.maxAgeMs !== undefined) maxAgeMs = Math.min(maxAgeMs ?? Infinity, loader.maxAgeMs);
    data.set(node.id, await loader.load(ctx, { site, path, node, query }));
  }
  return { data, usesQuery, ...(maxAgeMs === undefined ? {} : { maxAgeMs }) };
}
