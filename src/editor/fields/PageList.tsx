import './fields.css';
import { useContext, useEffect, useId, useState } from 'react';
import { routes, type DocumentSummary } from '../../core/contracts';
import { isSiteId } from '../../core/sites';
import { MediaLibrary } from '../media/context';
import { CanvasSettings } from '../page-editor/contexts';

/** The site's pages (not partials) by title and path, filtered by what is typed, for choosing a link target. */
export function PageList({ onChoose }: { onChoose(path: string): void }) {
  const library = useContext(MediaLibrary);
  const { site } = useContext(CanvasSettings);
  const [pages, setPages] = useState<DocumentSummary[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const filterId = useId();

  useEffect(() => {
    if (!library || !isSiteId(site)) return;
    let live = true;
    library.api
      .call(routes.listDocuments, { params: { site } })
      .then(({ documents }) => live && setPages(documents.filter((d) => d.kind === 'page').sort((a, b) => a.path.localeCompare(b.path))))
      .catch((error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error)));
    return () => {
      live = false;
    };
  }, [library, site]);

  if (!library) return null;
  const needle = filter.trim().toLowerCase();
  const shown = (pages ?? []).filter((p) => needle === '' || p.title.toLowerCase().includes(needle) || p.path.toLowerCase().includes(needle));
  return (
    <div className="pe-page-list">
      <label htmlFor={filterId} className="admin-field__label">
        Find a page of this site
      </label>
      <input id={filterId} className="admin-input" type="search" autoComplete="off" value={filter} onChange={(event) => setFilter(event.currentTarget.value)} />
      {failed ? (
        <p className="admin-field__error">The pages could not be loaded: {failed}</p>
      ) : pages === null ? (
        <p className="pe-page-list__status">Loading pages…</p>
      ) : shown.length === 0 ? (
        <p className="pe-page-list__status">No page matches.</p>
      ) : (
        <ul className="pe-page-list__items" aria-label="Pages of this site">
          {shown.slice(0, 200).map((page) => (
            <li key={page.id}>
              <button type="button" className="pe-page-list__page" onClick={() => onChoose(page.path)}>
                <span className="pe-page-list__title">{page.title || page.path}</span> <span className="pe-page-list__path">{page.path}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
