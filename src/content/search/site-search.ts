import type { NOTICE_COLLECTIONS } from '../../core/contracts';
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

function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [i, piece] of snippet.split(store.HIT_START).entries()) {
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

export interface SiteSearchResult {
  q: string;
  page: number;
  pageSize: number;
  total: number;
  hits: (Omit<store.SearchHit, 'snippet'> & { snippet: SnippetPart[] })[];
  groups: { group: string; kind: 'page' | 'notice'; count: number }[];
  suggestion?: string;
}

/** Searches a site's published, public pages and its notices; a query that finds nothing may get a suggestion. */
export async function siteSearch(ctx: Pick<ContentContext, 'db'>, { site, q, group, page }: { site: SiteId; q: string; group?: string; page: number }): Promise<SiteSearchResult> {
  const query = q.trim().slice(0, 200);
  if (query === '') return { q: query, page: 1, pageSize: SEARCH_PAGE_SIZE, total: 0, hits: [], groups: [] };
  const found = await store.searchSite(ctx.db, {
    site,
    q: query,
    collections: SITE_COLLECTIONS[site] ?? [],
    ...(group ? { group } : {}),
    limit: SEARCH_PAGE_SIZE,
    offset: (page - 1) * SEARCH_PAGE_SIZE,
  });
  const suggestion = found.total === 0 ? await store.suggestQuery(ctx.db, { site, q: query }) : undefined;
  return {
    q: query,
    page,
    pageSize: SEARCH_PAGE_SIZE,
    total: found.total,
    hits: found.hits.map((h) => ({ ...h, snippet: snippetParts(h.snippet) })),
    groups: found.groups,
    ...(suggestion ? { suggestion } : {}),
  };
}
