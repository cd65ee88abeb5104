/** Numbered pages of a list the API serves by `limit` and `offset`, as the list screens show them. */

/** How many pages `total` rows fill, at least one. */
export function pageCount({ total, pageSize }: { total: number; pageSize: number }): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** `Showing 51–100 of 230` for the rows of 1-based `page`. */
export function showingText({ page, count, total, pageSize }: { page: number; count: number; total: number; pageSize: number }): string {
  if (count === 0) return `Showing 0 of ${total}`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${first + count - 1} of ${total}`;
}

/** A 1-based page number from the query string: 1 for anything else than a whole number above 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}
