import { registry, type DataKind, type DataOf } from '../components/registry';
import type { Node } from '../core/node';
import type { SiteId } from '../core/sites';
import { walk } from '../core/tree';
import type { ContentContext } from './context';
import { launchConfig } from './market/launch';
import { alertsLoader } from './loaders/alerts';
import { mersDocsTabsLoader, noticeListLoader, ruleBookLoader } from './loaders/notices';
import { optionsReportLoader, reportCenterLoader } from './loaders/reports';
import { tradeHaltsLoader } from './loaders/trade-halts';
import { holidayHoursLoader } from './loaders/holiday-hours';
import { productGuideLoader } from './loaders/product-guide';
import { chartLoader } from './loaders/chart';
import { adHocQuoteLoader, indexChartLoader, marketStatisticsLoader, moversLoader, quoteDirectoryLoader, tickerLoader } from './loaders/market-widgets';
import { loadSurfaced } from './published';
import { DATA_SOURCES, type DataSource } from './surrogate-keys';

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
 * Loads the server data of one node of a data kind (listings, notices, alerts, market data): what
 * its definition's `data.schema` states. Whether it reads the query string and how long it may be
 * kept are the definition's `data.usesQuery` and `data.maxAgeMs`.
 */
export type Loader<T> = (ctx: ContentContext, input: LoadInput) => Promise<T>;

/** One loader per data kind: a kind whose definition declares `data` and has no loader here does not compile. */
export type Loaders = { [K in DataKind]: Loader<DataOf<K>> };

export const loaders: Loaders = {
  'content-surfacing': (ctx, input) => loadSurfaced(ctx, input),
  'notice-list': noticeListLoader,
  'rule-book': ruleBookLoader,
  'mers-docs-tabs': mersDocsTabsLoader,
  'notification-history': alertsLoader,
  'report-center': reportCenterLoader,
  'options-report': optionsReportLoader,
  'trade-halts': tradeHaltsLoader,
  'product-guide': productGuideLoader,
  ticker: tickerLoader,
  movers: moversLoader,
  'index-chart': indexChartLoader,
  'market-statistics': marketStatisticsLoader,
  'ad-hoc-quote': adHocQuoteLoader,
  'quote-directory': quoteDirectoryLoader,
  'holiday-hours': holidayHoursLoader,
  chart: chartLoader,
  // The launch page shows the launcher's installers and support lines in its server HTML.
  'launch-page': (ctx) => launchConfig(ctx),
};

const isDataKind = (name: string): name is DataKind => Object.hasOwn(loaders, name);

/**
 * Loads the data of every node of a tree (and its partials) whose kind declares server data, by
 * node id, all nodes at once; a loader that fails fails the whole page. `usesQuery` says whether
 * any of them reads the query string; `maxAgeMs` is the shortest time any of them may be kept;
 * `sources` where their data comes from (the page's surrogate keys).
 */
export async function loadNodeData(
  ctx: ContentContext,
  { site, path, tree, partials, query = new URLSearchParams() }: { site: SiteId; path: string; tree: Node; partials: ReadonlyMap<string, Node>; query?: URLSearchParams },
): Promise<{ data: Map<string, unknown>; usesQuery: boolean; maxAgeMs?: number; sources: Set<DataSource> }> {
  const nodes: (Node & { name: DataKind })[] = [];
  for (const root of [tree, ...partials.values()]) walk(root, ({ node }) => void (isDataKind(node.name) && nodes.push(node as Node & { name: DataKind })));
  let usesQuery = false;
  let maxAgeMs: number | undefined;
  for (const node of nodes) {
    const declared = registry.get(node.name)!.data!;
    usesQuery ||= declared.usesQuery;
    if (declared.maxAgeMs !== undefined) maxAgeMs = Math.min(maxAgeMs ?? Infinity, declared.maxAgeMs);
  }
  const loaded = await Promise.all(nodes.map((node): Promise<unknown> => loaders[node.name](ctx, { site, path, node, query })));
  const data = new Map(nodes.map((node, i) => [node.id, loaded[i]]));
  const sources = new Set(nodes.map((node) => DATA_SOURCES[node.name]));
  return { data, usesQuery, sources, ...(maxAgeMs === undefined ? {} : { maxAgeMs }) };
}
