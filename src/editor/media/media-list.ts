/** What the library lists and asks the API for, apart from React: query, paging, usage. */
import type { MediaKind, MediaUse, RouteQuery, Routes } from '../../core/contracts';
import { readPlace, writePlace, type PagePlace } from '../ui/paging';

export const MEDIA_PAGE_SIZE = 48;

export interface MediaListQuery extends PagePlace {
  /** Part of a name or alt text; empty for every file. */
  q: string;
  /** `''` for both kinds. */
  kind: MediaKind | '';
}

export const EMPTY_QUERY: MediaListQuery = { q: '', kind: '', page: 1 };

function readKind(value: string | null): MediaKind | '' {
  return value === 'image' || value === 'document' ? value : '';
}

/** The list's state from the address's query string: `?q=logo&kind=image&page=2&cursor=…`. */
export function readMediaQuery(search: string): MediaListQuery {
  const params = new URLSearchParams(search);
  return { q: params.get('q') ?? '', kind: readKind(params.get('kind')), ...readPlace(params) };
}

/** The query string for a list state, leaving out the defaults. */
export function mediaQueryParams({ q, kind, ...place }: MediaListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (kind) params.set('kind', kind);
  return writePlace(params, place);
}

/** The query of the API call for one page of the list (`routes.listMedia`). */
export function mediaApiQuery({ q, kind, cursor }: MediaListQuery): RouteQuery<Routes['listMedia']> {
  return { ...(q.trim() ? { q: q.trim() } : {}), ...(kind ? { kind } : {}), limit: MEDIA_PAGE_SIZE, ...(cursor ? { cursor } : {}) };
}

export function mediaPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE));
}

/** `Showing 49–96 of 130 files` (`of 10,000+ files` when the count stopped there). */
export function showingFiles({ page, count, total, capped = false }: { page: number; count: number; total: number; capped?: boolean }): string {
  const noun = total === 1 && !capped ? 'file' : 'files';
  const of = capped ? `${total.toLocaleString('en-US')}+` : String(total);
  if (count === 0) return `Showing 0 of ${of} ${noun}`;
  const first = (page - 1) * MEDIA_PAGE_SIZE + 1;
  return `Showing ${first}–${first + count - 1} of ${of} ${noun}`;
}

/** A page that uses a file, its draft and published version together. */
export interface PageUse {
  documentId: string;
  site: string;
  path: string;
  title: string;
  draft: boolean;
  published: boolean;
}

/** The usage of a file by page, in the order the server gave (one entry per document). */
export function usageByPage(usage: readonly MediaUse[]): PageUse[] {
  const pages = new Map<string, PageUse>();
  for (const use of usage) {
    const page = pages.get(use.documentId) ?? { documentId: use.documentId, site: use.site, path: use.path, title: use.title, draft: false, published: false };
    if (use.where === 'draft') page.draft = true;
    else page.published = true;
    pages.set(use.documentId, page);
  }
  return [...pages.values()];
}

/** `draft and published`, `published only`, `draft only`. */
export function whereUsed({ draft, published }: Pick<PageUse, 'draft' | 'published'>): string {
  if (draft && published) return 'draft and published';
  return published ? 'published only' : 'draft only';
}
