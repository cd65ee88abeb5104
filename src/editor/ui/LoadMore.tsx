import type { MorePages } from './use-pages';

/** The "Load more" button under a list that has more rows than it shows; nothing at the end of the list. */
export function LoadMore({ pages, label = 'Load more' }: { pages: MorePages; label?: string }) {
  if (!pages.hasMore && !pages.moreError) return null;
  return (
    <div className="admin-load-more">
      {pages.moreError && (
        <p className="admin-field__error" role="alert">
          The next rows could not be loaded: {pages.moreError.message}
        </p>
      )}
      {pages.hasMore && (
        <button type="button" className="admin-button" disabled={pages.loadingMore} onClick={() => void pages.more()}>
          {pages.loadingMore ? 'Loading…' : label}
        </button>
      )}
    </div>
  );
}
