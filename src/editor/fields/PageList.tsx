import './fields.css';
import { useContext, useEffect, useId, useState } from 'react';
import { routes, type DocumentSummary } from '../../core/contracts';
import { isSiteId } from '../../core/sites';
import { MediaLibrary } from '../media/context';
import { CanvasSettings } from '../page-editor/contexts';

/** Pages offered at once; typing narrows them on the server. */
const SHOWN = 50;
const FILTER_DELAY_MS = 200;

/** The site's pages (not partials) by path, filtered on the server by what is typed, for choosing a link target. */
export function PageList({ onChoose }: { onChoose(path: string): void }) {
  const library = useContext(MediaLibrary);
  const { site } = useContext(CanvasSettings);
  const [found, setFound] = useState<{ pages: DocumentSummary[]; more: boolean } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const needle = filter.trim();

  useEffect(() => {
    if (!library || !isSiteId(site)) return;
    let live = true;
    const timer = setTimeout(
      () =>
        library.api
          .call(routes.listDocuments, { params: { site }, query: { kind: 'page', limit: SHOWN, ...(needle ? { q: needle } : {}) } })
          .then(({ documents, next }) => live && (setFound({ pages: documents, more: next !== null }), setFailed(null)))
          .catch((error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error))),
      needle === '' ? 0 : FILTER_DELAY_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [library, site, needle]);

  if (!library) return null;
  const shown = found?.pages ?? [];
  return (
    <div className="pe-page-list">
      <label htmlFor={filterId} className="admin-field__label">
        Find a page of this site
      </label>
      <input id={filterId} className="admin-input" type="search" autoComplete="off" value={filter} onChange={(event) => setFilter(event.currentTarget.value)} />
      {failed ? (
        <p className="admin-field__error">The pages could not be loaded: {failed}</p>
      ) : found === null ? (
        <p className="pe-page-list__status">Loading pages…</p>
      ) : shown.length === 0 ? (
        <p className="pe-page-list__status">No page matches.</p>
      ) : (
        <>
          <ul className="pe-page-list__items" aria-label="Pages of this site">
            {shown.map((page) => (
              <li key={page.id}>
                <button type="button" className="pe-page-list__page" onClick={() => onChoose(page.path)}>
                  <span className="pe-page-list__title">{page.title || page.path}</span> <span className="pe-page-list__path">{page.path}</span>
                </button>
              </li>
            ))}
          </ul>
          {found.more && <p className="pe-page-list__status">The first {SHOWN} by path: type a part of the title or path to find others.</p>}
        </>
      )}
    </div>
  );
}
