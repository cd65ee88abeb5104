import './media.css';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { routes, type MediaItem, type MediaKind } from '../../core/contracts';
import { routeHref, type Api } from '../api.client';
import { Pager } from '../ui/Pager';
import { EmptyState, ErrorState, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { MediaGrid } from './MediaGrid';
import { mediaApiQuery, mediaPageCount, showingFiles, type MediaListQuery } from './media-list';
import { UploadButton, UploadList, useFileDrop } from './UploadControls';
import { useUploads } from './uploads';

const SEARCH_DELAY_MS = 300;

const PLURAL: Record<MediaKind, string> = { image: 'images', document: 'documents' };

function emptyTitle(query: MediaListQuery, kind: MediaKind | ''): string {
  if (query.q.trim()) return `No file matches “${query.q.trim()}”.`;
  if (kind) return `There are no ${PLURAL[kind]} in the library yet.`;
  return 'The library is empty.';
}

/**
 * The library to browse: search (as you type), a kind filter, pages of tiles, and uploads by
 * the button or by dropping files anywhere on it. The Media screen keeps its query in the
 * address; the picker dialog keeps it in its own state.
 */
export function MediaBrowser({
  api,
  query,
  onQuery,
  kind,
  selected,
  onSelect,
  version = 0,
  gridLabel,
  onUploaded,
}: {
  api: Api;
  query: MediaListQuery;
  onQuery(next: MediaListQuery, options?: { replace?: boolean }): void;
  /** The only kind shown (the picker); the kind filter is offered when absent. */
  kind?: MediaKind;
  selected?: string | null;
  onSelect(item: MediaItem): void;
  /** Changes when a file changed elsewhere (saved or deleted in the details): the page loads again. */
  version?: number;
  gridLabel: string;
  onUploaded?(media: MediaItem): void;
}) {
  const effective: MediaListQuery = kind ? { ...query, kind } : query;
  const apiQuery = mediaApiQuery(effective);
  const [state, reload] = useLoad(() => api.call(routes.listMedia, { query: apiQuery }), routeHref(routes.listMedia, { query: apiQuery }));
  // A change elsewhere reloads in place: the tiles stay while the new page loads.
  const shownVersion = useRef(version);
  useEffect(() => {
    if (shownVersion.current === version) return;
    shownVersion.current = version;
    void reload();
  }, [version, reload]);
  const { uploads, start, clearFinished } = useUploads({
    api,
    onUploaded: (media) => {
      void reload();
      onUploaded?.(media);
    },
  });
  const { dragging, handlers } = useFileDrop(start);
  const searchId = useId();
  const kindId = useId();
  const [text, setText] = useState(query.q);
  const textRef = useRef(text);
  textRef.current = text;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A query from elsewhere (Back, Forward) comes into the box; the debounced echo of typing does not.
  useEffect(() => {
    if (query.q.trim() !== textRef.current.trim()) setText(query.q);
  }, [query.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function type(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onQuery({ ...query, q: value, page: 1 }, { replace: true }), SEARCH_DELAY_MS);
  }

  function searchNow(event: FormEvent) {
    event.preventDefault();
    clearTimeout(timer.current);
    onQuery({ ...query, q: text, page: 1 }, { replace: true });
  }

  const data = state.status === 'ready' ? state.data : null;
  const pages = data && !data.totalCapped ? mediaPageCount(data.total) : null;
  const noun = kind ? PLURAL[kind] : 'files';

  return (
    <div className={`media-browser${dragging ? ' media-browser--dragging' : ''}`} {...handlers}>
      <div className="media-browser__controls">
        <form role="search" className="media-browser__search" onSubmit={searchNow}>
          <label htmlFor={searchId} className="admin-field__label">
            Search {noun}
          </label>
          <input id={searchId} className="admin-input" type="search" value={text} maxLength={200} placeholder="Name or alt text" onChange={(e) => type(e.target.value)} />
        </form>
        {!kind && (
          <div className="media-browser__kind">
            <label htmlFor={kindId} className="admin-field__label">
              Show
            </label>
            <select
              id={kindId}
              className="admin-input"
              value={query.kind}
              onChange={(e) => onQuery({ ...query, kind: e.target.value as MediaKind | '', page: 1 })}
            >
              <option value="">All files</option>
              <option value="image">Images</option>
              <option value="document">Documents</option>
            </select>
          </div>
        )}
        <div className="media-browser__upload">
          <UploadButton label={kind === 'image' ? 'Upload images' : 'Upload files'} {...(kind === 'image' ? { accept: 'image/*' } : {})} onFiles={start} />
          <p className="media-browser__drop-hint">or drop files here</p>
        </div>
      </div>
      <UploadList uploads={uploads} onClear={clearFinished} />
      {dragging && (
        <div className="media-browser__drop" aria-hidden="true">
          Drop the files to upload them
        </div>
      )}
      {state.status === 'loading' && <Loading>Loading the library…</Loading>}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={reload} />}
      {data && data.media.length === 0 && query.page > 1 && (
        <EmptyState title="There are no files on this page.">
          <button type="button" className="admin-button" onClick={() => onQuery({ ...query, page: 1 })}>
            Go to the first page
          </button>
        </EmptyState>
      )}
      {data && data.media.length === 0 && query.page === 1 && (
        <EmptyState title={emptyTitle(query, effective.kind)}>
          {!query.q.trim() && <p>Upload files with the button above, or drop them here.</p>}
        </EmptyState>
      )}
      {data && data.media.length > 0 && (
        <>
          <p className="admin-muted media-browser__showing">{showingFiles({ page: query.page, count: data.media.length, total: data.total, capped: data.totalCapped })}</p>
          <MediaGrid items={data.media} selected={selected} onSelect={onSelect} label={gridLabel} />
        </>
      )}
      {data && <Pager place={query} pages={pages} links={data} label={`${gridLabel}: pages`} onPlace={(place) => onQuery({ ...query, ...place })} />}
    </div>
  );
}
