import { besidePlace, type PagePlace } from './paging';

/**
 * Previous and next page of a list, with where the reader is (`Page 2 of 5`, or `Page 2` when
 * the count stopped short of all rows); nothing when everything fits on one page.
 */
export function Pager({
  place,
  pages,
  links,
  label,
  onPlace,
}: {
  place: PagePlace;
  /** Pages in all; null when not known (more rows than the list counts). */
  pages: number | null;
  /** The answer's cursors of the pages beside this one. */
  links: { next: string | null; prev: string | null };
  label: string;
  onPlace(place: PagePlace): void;
}) {
  const previous = besidePlace(place, links, -1);
  const next = besidePlace(place, links, 1);
  if (!previous && !next && place.page <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="admin-button" disabled={!previous} onClick={() => previous && onPlace(previous)}>
        Previous page
      </button>
      <span className="admin-pager__page">
        Page {place.page}
        {pages !== null && ` of ${pages}`}
      </span>
      <button type="button" className="admin-button" disabled={!next} onClick={() => next && onPlace(next)}>
        Next page
      </button>
    </nav>
  );
}
