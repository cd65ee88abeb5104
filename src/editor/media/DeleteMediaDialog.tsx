import { useId, useState } from 'react';
import { routes, type MediaItem } from '../../core/contracts';
import { ApiError, type Api } from '../api.client';
import { Link, paths } from '../router';
import { Dialog } from '../ui/Dialog';
import { FormError } from '../ui/states';
import { whereUsed, type PageUse } from './media-list';

/** What deleting a used file does to the pages, in words. */
export function breakageText(kind: MediaItem['kind']): string {
  return kind === 'image'
    ? 'These pages will show no image where this one was, in their drafts and on the live site, until someone chooses another.'
    : 'Links to this file on these pages will lead to a “not found” page, on the live site too, until someone changes them.';
}

/**
 * Asks before deleting a file; when pages use it, lists them and says what breaks. A page that
 * started using the file meanwhile makes the server refuse (409): its message is shown and the
 * list is loaded again before asking once more.
 */
export function DeleteMediaDialog({
  api,
  media,
  pages,
  onDeleted,
  onUsageChanged,
  onCancel,
}: {
  api: Api;
  media: MediaItem;
  pages: PageUse[];
  onDeleted(): void;
  onUsageChanged(): Promise<void>;
  onCancel(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const used = pages.length > 0;

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await api.call(routes.deleteMedia, { params: { hash: media.hash }, query: used ? { confirm: 'true' } : {} });
      onDeleted();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      if (e instanceof ApiError && e.code === 'MEDIA_IN_USE') await onUsageChanged();
      setBusy(false);
    }
  }

  return (
    <Dialog title={`Delete ${media.name}?`} role="alertdialog" describedBy={textId} onClose={onCancel}>
      <div id={textId}>
        {used ? (
          <>
            <p>
              {media.name} is used on {pages.length === 1 ? 'this page' : `these ${pages.length} pages`}:
            </p>
            <ul className="media-usage media-usage--warning">
              {pages.map((page) => (
                <li key={page.documentId}>
                  <Link to={paths.document(page.site, page.documentId)}>{page.title}</Link>{' '}
                  <span className="media-usage__where">
                    {page.site}
                    {page.path} ({whereUsed(page)})
                  </span>
                </li>
              ))}
            </ul>
            <p>{breakageText(media.kind)} Deleting cannot be undone.</p>
          </>
        ) : (
          <p>No page uses {media.name}. Deleting it removes the file and all its sizes; this cannot be undone.</p>
        )}
      </div>
      <FormError message={error} />
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button" data-autofocus="" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="admin-button admin-button--danger" onClick={remove} disabled={busy}>
          {used ? 'Delete anyway' : 'Delete file'}
        </button>
      </div>
    </Dialog>
  );
}
