import type { NOTICE_COLLECTIONS } from '../../core/contracts';
import { noticeCollectionLabel, wordsOfSlug } from '../../core/notice-collection-labels';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import type { ContentContext } from '../context';

/** Which notice collections each site's search covers. */
export const SITE_COLLECTIONS: Partial<Record<SiteId, readonly (typeof NOTICE_COLLECTIONS)[number][]>> = {
  nyse: ['exchange-circulars', 'rule-book', 'information-memos'],
  ice: ['clearing-notices', 'regulatory-bulletins'],
  mersinc: ['mers-documents'],
  mersmembers: ['mers-documents'],
};

/** Results per page of site search. */
export const SEARCH_PAGE_SIZE = 10;

/** A snippet as pieces: plain text and the matched words, so no view ever parses markup. */
export type SnippetPart = { text: string; hit: boolean };

/**
 * Body text keeps one block (heading, paragraph, cell) a line; in a snippet a line that ends
 * without punctuation (a heading) is set off from the next by a middle dot, not run into it.
 */
function joinLines(snippet: string): string {
  return snippet.replace(/([.!?:;,…])?[ \t]*\n\s*/g, (_m, stop: string | undefined) => (stop ? `${stop} ` : ' · '));
}

function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [i, piece] of joinLines(snippet).split(store.HIT_START).entries()) {
    if (i === 0) {
      if (piece) parts.push({ text: piece, hit: false });
      continue;
    }
    const [hit = '', rest = ''] = piece.split(store.HIT_END);
    if (hit) parts.push({ text: hit, hit: true });
    if (rest) parts.push({ text: rest, hit: false });
  }
  return parts;
}

export interface SearchFacet {
  group: string;
  kind: 'page' | 'notice';
  /** Matches, counted up to `store.SEARCH_COUNT_CAP`. */
  count: number;
  /** true: more than `count` match. */
  capped: boolean;
  /** The facet in words: a section's page title (`Holidays and trading hours`) or a collection's name (`Rule book`). */
  label: string;
}

export interface SiteSearchResult {
  q: string;
  page: number;
  pageSize: number;
  total: number;
  /** true: more than `total` match (a facet's counting stopped at its cap). */
  totalCapped: boolean;
  hits: (Omit<store.SearchHit, 'snippet'> & { snippet: SnippetPart[] })[];
  groups: SearchFacet[];
  /** When nothing matched: the query spelt as the site's words are (`hollyday` → `holiday`). */
  suggestion?: string;
  /** When nothing matched: the site's indexed words nearest to the query's. */
  nearTerms: string[];
}

function facetLabel(g: store.SearchGroup): string {
  if (g.kind === 'notice') return noticeCollectionLabel(g.group);
  if (g.title) return g.title;
  return g.group === 'home' ? 'Home' : wordsOfSlug(g.group);
}

/** How often site search refreshes the embedded engine's statistics (it has no autovacuum). */
export const SEARCH_STATISTICS_EVERY_MS = 60 * 60_000;
const statisticsAt = new WeakMap<object, number>();

/**
 * The embedded engine has no autovacuum: without statistics a word in every one of 100,000 pages
 * is planned as a rare one (1.8 s instead of 25 ms). A search refreshes them on a small sample at
 * most once an hour per process, after it has answered (PostgreSQL's autovacuum does it there).
 */
function keepStatistics(ctx: Pick<ContentContext, 'db'>): void {
  if (ctx.db.engine !== 'pglite' || Date.now() - (statisticsAt.get(ctx.db) ?? 0) < SEARCH_STATISTICS_EVERY_MS) return;
  statisticsAt.set(ctx.db, Date.now());
  setImmediate(() => void ctx.db.transaction((tx) => store.analyzeSearch(tx)).catch(() => statisticsAt.delete(ctx.db)));
}

/** Searches a site's published, public pages and its notices; a query that finds nothing gets suggestions. */
export async function siteSearch(ctx: Pick<ContentContext, 'db'>, { site, q, group, page }: { site: SiteId; q: string; group?: string; page: number }): Promise<SiteSearchResult> {
  const query = q.trim().slice(0, 200);
  if (query === '') return { q: query, page: 1, pageSize: SEARCH_PAGE_SIZE, total: 0, totalCapped: false, hits: [], groups: [], nearTerms: [] };
  const collections = SITE_COLLECTIONS[site] ?? [];
  // One transaction, for PostgreSQL's JIT to be off in it (store.searchWithoutJit says why).
  const found = await ctx.db.transaction(async (tx) => {
    await store.searchWithoutJit(tx);
    return store.searchSite(tx, { site, q: query, collections, ...(group ? { group } : {}), limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE });
  });
  keepStatistics(ctx);
  const suggestions = found.total === 0 ? await store.suggestSearch(ctx.db, { site, q: query, collections }) : { terms: [] };
  return {
    q: query,
    page,
    pageSize: SEARCH_PAGE_SIZE,
    total: found.total,
    totalCapped: found.totalCapped,
    hits: found.hits.map((h) => ({ ...h, snippet: snippetParts(h.snippet) })),
    groups: found.groups.map((g) => ({ group: g.group, kind: g.kind, count: g.count, capped: g.capped, label: facetLabel(g) })),
    ...(suggestions.correction ? { suggestion: suggestions.correction } : {}),
    nearTerms: suggestions.terms,
  };
}
