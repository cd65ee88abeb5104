/** Previous and next page of a list, with where the reader is; nothing when everything fits on one page. */
export function Pager({ page, pages, label, onPage }: { page: number; pages: number; label: string; onPage(page: number): void }) {
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="admin-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span className="admin-pager__page">
        Page {page} of {pages}
      </span>
      <button type="button" className="admin-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
