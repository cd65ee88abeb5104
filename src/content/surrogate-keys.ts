/**
 * Surrogate keys: the names a shared cache (CDN) files a public response under, so that a
 * change purges exactly the responses that show it (DESIGN §3: page composition, cache policy
 * included, is the content layer's). A response carries `site-<site>`, `doc-<id>` of its
 * document and of every partial composed into it, and `data-<source>-<site>` of each kind of
 * server data it shows; a change names the keys it makes stale (`changedKeys…`).
 */
import type { DataKind } from '../components/registry';
import type { DocumentKind } from '../core/contracts';
import { SITE_IDS, type SiteId } from '../core/sites';

export type SurrogateKey = string;

/**
 * Where the server data a page shows comes from. Only some are purged on a change (pages,
 * notices, redirects); the others change with time alone, and responses showing them are kept
 * no longer than their data's age.
 */
export type DataSource = 'pages' | 'notices' | 'redirects' | 'market' | 'reports' | 'calendar' | 'product-guide' | 'charts' | 'launch' | 'references';

/** Each data kind's source: a kind without one does not compile. */
export const DATA_SOURCES: { readonly [K in DataKind]: DataSource } = {
  // Lists other published pages: any page's publish, move or withdrawal changes it.
  'content-surfacing': 'pages',
  'notice-list': 'notices',
  'rule-book': 'notices',
  'mers-docs-tabs': 'notices',
  'notification-history': 'notices',
  'report-center': 'reports',
  'options-report': 'reports',
  'trade-halts': 'market',
  ticker: 'market',
  movers: 'market',
  'index-chart': 'market',
  'market-statistics': 'market',
  'ad-hoc-quote': 'market',
  'quote-directory': 'market',
  'holiday-hours': 'calendar',
  'product-guide': 'product-guide',
  chart: 'charts',
  'launch-page': 'launch',
};

export const siteKey = (site: SiteId): SurrogateKey => `site-${site}`;
export const docKey = (documentId: string): SurrogateKey => `doc-${documentId}`;
export const dataKey = (source: DataSource, site: SiteId): SurrogateKey => `data-${source}-${site}`;

/** The keys of a composed document: its site, itself and its partials, and its data's sources. */
export function composedKeys({ site, documentIds, sources }: { site: SiteId; documentIds: readonly string[]; sources: Iterable<DataSource> }): SurrogateKey[] {
  return [siteKey(site), ...new Set(documentIds.map(docKey)), ...[...new Set(sources)].sort().map((source) => dataKey(source, site))];
}

/**
 * What a document's publish makes stale: its own key (every page showing it, or including it
 * when it is a partial); for a page also the listings of pages (content surfacing, the sitemap,
 * search). A document that goes live at a path it was not live at also changes the redirects
 * left by moves, and for a partial the pages that include that path (which carry no key of it
 * yet): its site then.
 */
export function publishedKeys(doc: { id: string; site: SiteId; kind: DocumentKind; path: string; publishedPath: string | null }): SurrogateKey[] {
  const newPath = doc.publishedPath !== doc.path;
  return [
    docKey(doc.id),
    ...(doc.kind === 'page' ? [dataKey('pages', doc.site)] : []),
    ...(newPath ? [dataKey('redirects', doc.site)] : []),
    ...(newPath && doc.kind === 'partial' ? [siteKey(doc.site)] : []),
  ];
}

/** What taking a document off the site (unpublish, delete) makes stale: itself, listings of pages, redirects to it. */
export function withdrawnKeys(doc: { id: string; site: SiteId; kind: DocumentKind }): SurrogateKey[] {
  return [docKey(doc.id), ...(doc.kind === 'page' ? [dataKey('pages', doc.site), dataKey('redirects', doc.site)] : [])];
}

/** Published notices changed: they belong to no one site, and any site's notice lists may show them. */
export function noticeKeys(): SurrogateKey[] {
  return SITE_IDS.map((site) => dataKey('notices', site));
}
