/**
 * Numbered pages of a list the API serves by cursor (`limit`, `cursor` → `next` and `prev`),
 * as the list screens show them: the address holds the page's number (shown) and the cursor
 * that asks for it, so a reload or a shared link opens the same page.
 */

/** Where a numbered list is: the 1-based page shown and the cursor that asks for it (none: the first page). */
export interface PagePlace {
  page: number;
  cursor?: string | undefined;
}

/** How many pages `total` rows fill, at least one. */
export function pageCount({ total, pageSize }: { total: number; pageSize: number }): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** `Showing 51–100 of 230` for the rows of 1-based `page`; `of 10,000+` when the count stopped there. */
export function showingText({ page, count, total, pageSize, capped = false }: { page: number; count: number; total: number; pageSize: number; capped?: boolean }): string {
  const of = `${capped ? `${total.toLocaleString('en-US')}+` : total}`;
  if (count === 0) return `Showing 0 of ${of}`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${first + count - 1} of ${of}`;
}

/** A 1-based page number from the query string: 1 for anything else than a whole number above 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The place from the query string (`?page=3&cursor=…`): page 1 without a cursor, whatever the number says. */
export function readPlace(params: URLSearchParams): PagePlace {
  const cursor = params.get('cursor') ?? '';
  const page = readPage(params.get('page'));
  return cursor && page > 1 ? { page, cursor } : { page: 1 };
}

/** Writes a place into a query string: nothing for the first page. */
export function writePlace(params: URLSearchParams, { page, cursor }: PagePlace): URLSearchParams {
  if (page > 1 && cursor) {
    params.set('page', String(page));
    params.set('cursor', cursor);
  }
  return params;
}

/** The place of the page beside `place` that a list's answer points to, or null when there is none. */
export function besidePlace(place: PagePlace, links: { next: string | null; prev: string | null }, step: 1 | -1): PagePlace | null {
  if (step === 1) return links.next ? { page: place.page + 1, cursor: links.next } : null;
  if (place.page <= 1 || !links.prev) return null;
  // Page 1 is asked for without a cursor, so its address is the list's own.
  return place.page === 2 ? { page: 1 } : { page: place.page - 1, cursor: links.prev };
}
