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
  count: number;
  /** The facet in words: a section's page title (`Holidays and trading hours`) or a collection's name (`Rule book`). */
  label: string;
}

export interface SiteSearchResult {
  q: string;
  page: number;
  pageSize: number;
  total: number;
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

/** Searches a site's published, public pages and its notices; a query that finds nothing gets suggestions. */
export async function siteSearch(ctx: Pick<ContentContext, 'db'>, { site, q, group, page }: { site: SiteId; q: string; group?: string; page: number }): Promise<SiteSearchResult> {
  const query = q.trim().slice(0, 200);
  if (query === '') return { q: query, page: 1, pageSize: SEARCH_PAGE_SIZE, total: 0, hits: [], groups: [], nearTerms: [] };
  const collections = SITE_COLLECTIONS[site] ?? [];
  const found = await store.searchSite(ctx.db, {
    site,
    q: query,
    collections,
    ...(group ? { group } : {}),
    limit: SEARCH_PAGE_SIZE,
    offset: (page - 1) * SEARCH_PAGE_SIZE,
  });
  const suggestions = found.total === 0 ? await store.suggestSearch(ctx.db, { site, q: query, collections }) : { terms: [] };
  return {
    q: query,
    page,
    pageSize: SEARCH_PAGE_SIZE,
    total: found.total,
    hits: found.hits.map((h) => ({ ...h, snippet: snippetParts(h.snippet) })),
    groups: found.groups.map((g) => ({ group: g.group, kind: g.kind, count: g.count, label: facetLabel(g) })),
    ...(suggestions.correction ? { suggestion: suggestions.correction } : {}),
    nearTerms: suggestions.terms,
  };
}
