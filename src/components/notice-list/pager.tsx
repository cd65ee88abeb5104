/**
 * Page links of the data lists (notice-list, notification-history): plain links that keep the
 * list's filters in the address, so paging works without JavaScript and can be bookmarked.
 */

/** The pages to link: the first, the last, and two either side of the current one; `0` marks a gap. */
export function pageWindow(page: number, pageCount: number): number[] {
  const pages: number[] = [];
  for (let p = 1; p <= pageCount; p++) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= 2) pages.push(p);
    else if (pages.at(-1) !== 0) pages.push(0);
  }
  return pages;
}

/** A query string (`?year=2026&page=2`) of the values given; empty values and page 1 are left out. */
export function queryString(values: Record<string, string | number | readonly string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const v of [value].flat()) {
      if (v === undefined || v === '' || (name === 'page' && Number(v) === 1)) continue;
      params.append(name, String(v));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function Pager({ label, page, pageCount, hrefFor }: { label: string; page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav className="t-notice-list__pager" aria-label={label}>
      <ul className="t-notice-list__pages" role="list">
        {page > 1 ? (
          <li>
            <a href={hrefFor(page - 1)} rel="prev">
              Previous<span className="t-visually-hidden"> page</span>
            </a>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((p, i) =>
          p === 0 ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <a href={hrefFor(p)} aria-current={p === page ? 'page' : undefined}>
                <span className="t-visually-hidden">Page </span>
                {p}
              </a>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <a href={hrefFor(page + 1)} rel="next">
              Next<span className="t-visually-hidden"> page</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
