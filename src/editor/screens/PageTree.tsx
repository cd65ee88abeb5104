import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DOCUMENT_PAGE_LIMIT, routes, type DocumentKind, type DocumentStatus, type DocumentSummary, type User } from '../../core/contracts';
import type { Api } from '../api.client';
import { isPublisher } from '../AppShell';
import { Link, navigate, paths } from '../router';
import { ScreenHeading } from '../ui/ScreenHeading';
import { EmptyState, ErrorState, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { CreateDialog, DeleteDialog, DuplicateDialog, MoveDialog, RenameDialog, type DialogProps } from './DocumentDialogs';
import { siteUrl } from './Sites';
import { formatDateTime } from '../format';
import { hasRoleOn, isSiteId, type SiteId } from '../../core/sites';
import { ancestorsOf, folderKey, matchRows, nodeKey, treeRows, type Folder, type TreeRow } from './page-tree-rows';
import { TreeView } from './TreeView';

type DialogState =
  | { type: 'create' }
  | { type: 'rename'; doc: DocumentSummary }
  | { type: 'move'; from: string; kind: DocumentKind }
  | { type: 'duplicate'; doc: DocumentSummary }
  | { type: 'delete'; doc: DocumentSummary };

const STATUS_LABEL: Record<DocumentStatus, string> = {
  draft: 'Draft only',
  published: 'Published',
  changed: 'Changed since publish',
};

const KINDS = ['page', 'partial'] as const;
/** Children asked for at a time when a folder opens or is scrolled to its end. */
const TREE_PAGE = 100;
const FILTER_DELAY_MS = 120;
/** A created or moved document is looked for through at most this many pages of its folder. */
const REVEAL_PAGES = 50;

export function StatusBadge({ status }: { status: DocumentStatus }) {
  return <span className={`admin-badge admin-badge--${status}`}>{STATUS_LABEL[status]}</span>;
}

/** Filter results of one kind, a page at a time. */
interface Matches {
  documents: DocumentSummary[];
  total: number;
  capped: boolean;
  next: string | null;
  loading: boolean;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A site's pages and partials as trees by path segments (issue 40 item 3): each folder's
 * children come from the server when it opens, a page at a time as they scroll into view;
 * only the rows near the window are drawn; the filter searches titles and paths on the
 * server. Create, rename, move, duplicate and delete act on a row.
 */
export function PageTree({ api, site, user }: { api: Api; site: string; user: User }) {
  const [siteState] = useLoad(async () => {
    const { sites } = await api.call(routes.listSites);
    const found = sites.find((s) => s.id === site);
    if (!found) throw new Error(`There is no site “${site}”. Pick one from the list of sites.`);
    return found;
  }, site);
  const [folders, setFolders] = useState<ReadonlyMap<string, Folder>>(new Map());
  const foldersRef = useRef(new Map<string, Folder>());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [counts, setCounts] = useState<Partial<Record<DocumentKind, { total: number; capped: boolean }>>>({});
  const [failure, setFailure] = useState<Error | null>(null);
  const [filter, setFilter] = useState('');
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<Partial<Record<DocumentKind, Matches>>>({});
  const [dialog, setDialog] = useState<{ state: DialogState; documents: DocumentSummary[] } | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [focusKey, setFocusKey] = useState<Partial<Record<DocumentKind, string | null>>>({});
  const generation = useRef(0);

  const setFolder = useCallback((key: string, change: (prev: Folder) => Folder) => {
    const prev = foldersRef.current.get(key) ?? { nodes: [], total: 0, next: null, loading: false };
    foldersRef.current.set(key, change(prev));
    setFolders(new Map(foldersRef.current));
  }, []);

  /** Loads a folder's first page (or, with `more`, its next), unless a load of it is under way. */
  const loadFolder = useCallback(
    async (kind: DocumentKind, parent: string, { more = false } = {}): Promise<void> => {
      const key = folderKey(kind, parent);
      const current = foldersRef.current.get(key);
      if (current?.loading || (more && !current?.next)) return;
      const mine = generation.current;
      setFolder(key, (prev) => ({ ...prev, loading: true, error: undefined }));
      try {
        const cursor = more ? current?.next : null;
        const page = await api.call(routes.listDocumentTree, {
          params: { site: site as SiteId },
          query: { kind, limit: TREE_PAGE, ...(parent ? { parent } : {}), ...(cursor ? { cursor } : {}) },
        });
        if (mine !== generation.current) return;
        setFolder(key, (prev) => ({ nodes: more ? [...prev.nodes, ...page.nodes] : page.nodes, total: page.total, next: page.next, loading: false }));
      } catch (error) {
        if (mine !== generation.current) return;
        setFolder(key, (prev) => ({ ...prev, loading: false, error: errorText(error) }));
        if (!parent && !more) setFailure(error instanceof Error ? error : new Error(String(error)));
      }
    },
    [api, site, setFolder],
  );

  const loadCounts = useCallback(async () => {
    const found = await Promise.all(
      KINDS.map(async (kind) => {
        const page = await api.call(routes.listDocuments, { params: { site: site as SiteId }, query: { kind, limit: 1 } });
        return [kind, { total: page.total, capped: page.totalCapped }] as const;
      }),
    );
    setCounts(Object.fromEntries(found));
  }, [api, site]);

  /** The tree from the top again: the top level and every open folder, as many rows of each as were loaded. */
  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    const shown = new Map([...foldersRef.current].map(([key, folder]) => [key, folder.nodes.length]));
    const keys = shown.size > 0 ? [...shown.keys()] : KINDS.map((kind) => folderKey(kind, ''));
    const fresh = new Map<string, Folder>();
    await Promise.all([
      loadCounts().catch(() => undefined),
      ...keys.map(async (key) => {
        const [kind, parent = ''] = key.split(/ (.*)/s) as [DocumentKind, string?];
        const folder: Folder = { nodes: [], total: 0, next: null, loading: false };
        try {
          do {
            const page = await api.call(routes.listDocumentTree, {
              params: { site: site as SiteId },
              query: { kind, limit: TREE_PAGE, ...(parent ? { parent } : {}), ...(folder.next ? { cursor: folder.next } : {}) },
            });
            folder.nodes.push(...page.nodes);
            folder.total = page.total;
            folder.next = page.next;
          } while (folder.next && folder.nodes.length < (shown.get(key) ?? 0));
        } catch (error) {
          folder.error = errorText(error);
        }
        fresh.set(key, folder);
      }),
    ]);
    if (mine !== generation.current) return;
    foldersRef.current = fresh;
    setFolders(new Map(fresh));
  }, [api, site, loadCounts]);

  // A site opens at its top level: folders open when asked.
  useEffect(() => {
    generation.current++;
    foldersRef.current = new Map();
    setFolders(new Map());
    setExpanded(new Set());
    setFailure(null);
    for (const kind of KINDS) void loadFolder(kind, '');
    void loadCounts().catch(() => undefined);
  }, [site, loadFolder, loadCounts]);

  // The filter asks the server once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(filter.trim()), filter.trim() === '' ? 0 : FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filter]);

  const loadMatches = useCallback(
    async (kind: DocumentKind, q: string, cursor: string | null) => {
      setMatches((prev) => ({ ...prev, [kind]: { ...(prev[kind] ?? { documents: [], total: 0, capped: false, next: null }), loading: true } }));
      try {
        const page = await api.call(routes.listDocuments, { params: { site: site as SiteId }, query: { kind, q, limit: TREE_PAGE, ...(cursor ? { cursor } : {}) } });
        setMatches((prev) => {
          const before = cursor ? (prev[kind]?.documents ?? []) : [];
          return { ...prev, [kind]: { documents: [...before, ...page.documents], total: page.total, capped: page.totalCapped, next: page.next, loading: false } };
        });
      } catch (error) {
        setMatches((prev) => ({ ...prev, [kind]: { documents: [], total: 0, capped: false, next: null, loading: false } }));
        setNotice({ kind: 'error', text: `The filter could not be applied: ${errorText(error)}` });
      }
    },
    [api, site],
  );

  useEffect(() => {
    setMatches({});
    if (query === '') return;
    for (const kind of KINDS) void loadMatches(kind, query, null);
  }, [query, loadMatches]);

  const open = (kind: DocumentKind, path: string) => {
    setExpanded((prev) => new Set(prev).add(nodeKey(kind, path)));
    const folder = foldersRef.current.get(folderKey(kind, path));
    if (!folder || folder.error) void loadFolder(kind, path);
  };
  const close = (kind: DocumentKind, path: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      next.delete(nodeKey(kind, path));
      return next;
    });

  /** Shows a document's row: its folders opened and loaded down to it, then focused in the middle of the window. */
  const reveal = async (kind: DocumentKind, path: string) => {
    const chain = [...ancestorsOf(path), path];
    let parent = '';
    for (const step of chain) {
      let folder = foldersRef.current.get(folderKey(kind, parent));
      if (!folder) {
        await loadFolder(kind, parent);
        folder = foldersRef.current.get(folderKey(kind, parent));
      }
      for (let pages = 0; folder && !folder.nodes.some((n) => n.path === step) && folder.next && pages < REVEAL_PAGES; pages++) {
        await loadFolder(kind, parent, { more: true });
        folder = foldersRef.current.get(folderKey(kind, parent));
      }
      if (step !== path) setExpanded((prev) => new Set(prev).add(nodeKey(kind, step)));
      parent = step;
    }
    setFocusKey((prev) => ({ ...prev, [kind]: nodeKey(kind, path) }));
  };

  /** Every document the tree has loaded (both kinds): what the dialogs check paths against, beside what they load. */
  const loadedDocuments = (): DocumentSummary[] => [...foldersRef.current.values()].flatMap((f) => f.nodes.flatMap((n) => (n.document ? [n.document] : [])));

  /** Every document of one listing (all its pages). */
  const everyDocument = async (query: { under?: string; q?: string }): Promise<DocumentSummary[]> => {
    const all: DocumentSummary[] = [];
    let cursor: string | undefined;
    do {
      const page = await api.call(routes.listDocuments, { params: { site: site as SiteId }, query: { ...query, limit: DOCUMENT_PAGE_LIMIT.max, ...(cursor ? { cursor } : {}) } });
      all.push(...page.documents);
      cursor = page.next ?? undefined;
    } while (cursor);
    return all;
  };

  /** Opens a dialog with the documents it checks: those at and below the path it changes, or the copies beside a duplicate. */
  const openDialog = async (state: DialogState) => {
    try {
      const extra =
        state.type === 'create'
          ? []
          : state.type === 'duplicate'
            ? await everyDocument({ q: `${state.doc.path === '/' ? '/home' : state.doc.path}-copy` })
            : await everyDocument({ under: state.type === 'move' ? state.from : state.doc.path });
      const byId = new Map([...loadedDocuments(), ...extra].map((d) => [d.id, d]));
      setDialog({ state, documents: [...byId.values()] });
    } catch (error) {
      setNotice({ kind: 'error', text: errorText(error) });
    }
  };

  const onDone = async (text: string, path?: string, kind?: DocumentKind) => {
    setDialog(null);
    setNotice({ kind: 'success', text });
    await refresh();
    if (path) {
      setFilter('');
      setQuery('');
      await reveal(kind ?? 'page', path);
    }
  };

  const siteName = siteState.status === 'ready' ? siteState.data.name : site;
  const canDelete = isSiteId(site) && isPublisher(user, site);
  const filtered = query !== '';
  const hasDocuments = (counts.page?.total ?? 0) + (counts.partial?.total ?? 0) > 0;
  const error = siteState.status === 'error' ? siteState.error : failure;
  const approval = siteState.status === 'ready' ? { needsApproval: siteState.data.needsApproval, admin: hasRoleOn(user, site as SiteId, 'CMSTWO Admin') } : undefined;
  const dialogProps = dialog ? ({ api, site: site as SiteId, documents: dialog.documents, approval, onDone, onCancel: () => setDialog(null) } satisfies DialogProps) : null;

  return (
    <div className="admin-screen">
      <nav aria-label="Breadcrumb" className="admin-breadcrumb">
        <ol>
          <li>
            <Link to={paths.sites()}>Sites</Link>
          </li>
          <li aria-current="page">{siteName}</li>
        </ol>
      </nav>
      <div className="admin-screen__header">
        <ScreenHeading title={`${siteName}: pages`}>{siteName}</ScreenHeading>
        {siteState.status === 'ready' && (
          <div className="admin-toolbar">
            <a className="admin-button admin-button--ghost" href={siteUrl(siteState.data)} target="_blank" rel="noopener noreferrer">
              View live site<span className="admin-visually-hidden"> (opens in a new tab)</span>
            </a>
            <button type="button" className="admin-button admin-button--primary" onClick={() => void openDialog({ type: 'create' })}>
              New page or partial
            </button>
          </div>
        )}
      </div>
      {/* Fixed to the bottom of the window: seen after the tree scrolled to the row, kept until dismissed. */}
      <div className="admin-toast-region" role="status" aria-live="polite">
        {notice && (
          <div className={`admin-notice admin-notice--${notice.kind} admin-toast`} data-testid="tree-notice">
            <p>{notice.text}</p>
            <button type="button" className="admin-button admin-button--small admin-button--ghost" onClick={() => setNotice(null)}>
              Dismiss<span className="admin-visually-hidden"> this message</span>
            </button>
          </div>
        )}
      </div>
      {error && <ErrorState error={error} onRetry={() => void refresh().then(() => setFailure(null))} />}
      {!error && siteState.status === 'loading' && <Loading>Loading pages…</Loading>}
      {!error && siteState.status === 'ready' && (
        <>
          {(hasDocuments || filter !== '') && (
            <div className="admin-filter">
              <label htmlFor="tree-filter" className="admin-field__label">
                Filter by title or path
              </label>
              <input id="tree-filter" type="search" className="admin-input" value={filter} onChange={(e) => setFilter(e.target.value)} />
            </div>
          )}
          {KINDS.map((kind) => (
            <TreeSection
              key={kind}
              kind={kind}
              site={site}
              rows={filtered ? matchRows({ kind, ...(matches[kind] ?? { documents: [], total: 0, capped: false, next: null, loading: true }) }) : treeRows({ kind, folders, expanded })}
              loading={filtered ? (matches[kind]?.loading ?? true) && !matches[kind]?.documents.length : !folders.get(folderKey(kind, ''))?.nodes.length && (folders.get(folderKey(kind, ''))?.loading ?? true)}
              count={filtered ? matches[kind] : counts[kind]}
              filtered={filtered}
              canDelete={canDelete}
              focusKey={focusKey[kind] ?? null}
              onFocusKey={(key) => setFocusKey((prev) => ({ ...prev, [kind]: key }))}
              onOpen={(path) => open(kind, path)}
              onClose={(path) => close(kind, path)}
              onMore={(parent) => (filtered ? matches[kind]?.next && void loadMatches(kind, query, matches[kind]!.next) : void loadFolder(kind, parent, { more: true }))}
              onRetry={(parent) => void loadFolder(kind, parent, { more: (foldersRef.current.get(folderKey(kind, parent))?.nodes.length ?? 0) > 0 })}
              onAction={(state) => void openDialog(state)}
            />
          ))}
        </>
      )}
      {dialogProps && dialog?.state.type === 'create' && <CreateDialog {...dialogProps} />}
      {dialogProps && dialog?.state.type === 'rename' && <RenameDialog {...dialogProps} doc={dialog.state.doc} />}
      {dialogProps && dialog?.state.type === 'move' && (
        <MoveDialog
          {...dialogProps}
          from={dialog.state.from}
          moving={dialog.documents.filter((d) => d.kind === (dialog.state as { kind: DocumentKind }).kind && (d.path === (dialog.state as { from: string }).from || d.path.startsWith(`${(dialog.state as { from: string }).from}/`)))}
        />
      )}
      {dialogProps && dialog?.state.type === 'duplicate' && <DuplicateDialog {...dialogProps} doc={dialog.state.doc} />}
      {dialogProps && dialog?.state.type === 'delete' && <DeleteDialog {...dialogProps} doc={dialog.state.doc} />}
    </div>
  );
}

interface SectionProps {
  kind: DocumentKind;
  site: string;
  rows: TreeRow[];
  loading: boolean;
  count: { total: number; capped: boolean } | undefined;
  filtered: boolean;
  canDelete: boolean;
  focusKey: string | null;
  onFocusKey(key: string | null): void;
  onOpen(path: string): void;
  onClose(path: string): void;
  onMore(parent: string): void;
  onRetry(parent: string): void;
  onAction(dialog: DialogState): void;
}

const countText = (count: { total: number; capped: boolean }) => `${count.total.toLocaleString('en-US')}${count.capped ? '+' : ''}`;

function TreeSection({ kind, site, rows, loading, count, filtered, canDelete, focusKey, onFocusKey, onOpen, onClose, onMore, onRetry, onAction }: SectionProps) {
  const headingId = `tree-${kind}`;
  const label = kind === 'page' ? 'Pages' : 'Partials';
  const onMoreRow = useCallback((row: TreeRow & { type: 'more' }) => onMore(row.parent), [onMore]);
  const renderRow = useMemo(
    () =>
      function Row(row: TreeRow, tabbable: boolean) {
        return <TreeRowContent row={row} kind={kind} site={site} tabbable={tabbable} canDelete={canDelete} onOpen={onOpen} onClose={onClose} onRetry={onRetry} onAction={onAction} />;
      },
    [kind, site, canDelete, onOpen, onClose, onRetry, onAction],
  );
  return (
    <section className="admin-tree-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-tree-section__title">
        {label}
        {count && <span className="admin-count"> ({filtered ? `${countText(count)} matching` : countText(count)})</span>}
      </h2>
      {loading ? (
        <Loading>Loading {label.toLowerCase()}…</Loading>
      ) : rows.length === 0 ? (
        <EmptyState title={filtered ? `No ${label.toLowerCase()} match the filter.` : `This site has no ${label.toLowerCase()} yet.`}>
          {!filtered && <p>Use “New page or partial” to create one.</p>}
        </EmptyState>
      ) : (
        <TreeView
          rows={rows}
          labelledBy={headingId}
          focusKey={focusKey}
          onFocusKey={onFocusKey}
          onOpen={(row) => onOpen(row.node.path)}
          onClose={(row) => onClose(row.node.path)}
          onMore={onMoreRow}
          onActivate={(row) => {
            if (row.type === 'more') onMore(row.parent);
            else if (row.node.document) navigate(paths.document(site, row.node.document.id));
            else if (row.expanded !== undefined) (row.expanded ? onClose : onOpen)(row.node.path);
          }}
          renderRow={renderRow}
        />
      )}
    </section>
  );
}

function TreeRowContent({
  row,
  kind,
  site,
  tabbable,
  canDelete,
  onOpen,
  onClose,
  onRetry,
  onAction,
}: {
  row: TreeRow;
  kind: DocumentKind;
  site: string;
  tabbable: boolean;
  canDelete: boolean;
  onOpen(path: string): void;
  onClose(path: string): void;
  onRetry(parent: string): void;
  onAction(dialog: DialogState): void;
}) {
  const tab = tabbable ? 0 : -1;
  if (row.type === 'more') {
    return (
      <div className="admin-tree__row admin-tree__more" data-kind={kind}>
        <span className="admin-tree__toggle-space" aria-hidden="true" />
        {row.error ? (
          <span>
            Could not load the rest: {row.error}{' '}
            <button type="button" className="admin-button admin-button--small" tabIndex={tab} onClick={() => onRetry(row.parent)}>
              Try again
            </button>
          </span>
        ) : (
          <span className="admin-muted">{row.loading ? 'Loading…' : `${row.left.toLocaleString('en-US')} more below ${row.parent || 'the top level'}`}</span>
        )}
      </div>
    );
  }
  const { node } = row;
  const doc = node.document;
  const segment = node.path === '/' ? '/' : node.path.slice(node.path.lastIndexOf('/') + 1);
  return (
    <div className="admin-tree__row" data-path={node.path} data-kind={kind}>
      {row.expanded !== undefined ? (
        <span className="admin-tree__toggle" aria-hidden="true" onClick={() => (row.expanded ? onClose : onOpen)(node.path)}>
          {row.expanded ? '▾' : '▸'}
        </span>
      ) : (
        <span className="admin-tree__toggle-space" aria-hidden="true" />
      )}
      <div className="admin-tree__main">
        {doc ? (
          <Link to={paths.document(site, doc.id)} className="admin-tree__title" tabIndex={tab}>
            {doc.title}
          </Link>
        ) : (
          <span className="admin-tree__folder">{segment}</span>
        )}
        <code className="admin-tree__path">{node.path}</code>
      </div>
      <div className="admin-tree__status">
        {doc ? <StatusBadge status={doc.status} /> : <span className="admin-tree__nodoc">No document at this path</span>}
        {doc?.hasAccessCode && <span className="admin-badge admin-badge--code">Access code</span>}
      </div>
      <div className="admin-tree__meta">{doc && <>Updated {formatDateTime(doc.updatedAt)}{doc.updatedBy ? ` by ${doc.updatedBy}` : ''}</>}</div>
      <div className="admin-tree__actions">
        {doc && (
          <button type="button" className="admin-button admin-button--small" tabIndex={tab} onClick={() => onAction({ type: 'rename', doc })}>
            Rename<span className="admin-visually-hidden"> {doc.path}</span>
          </button>
        )}
        {node.path !== '/' && (
          <button type="button" className="admin-button admin-button--small" tabIndex={tab} onClick={() => onAction({ type: 'move', from: node.path, kind })}>
            Move<span className="admin-visually-hidden"> {node.path}</span>
          </button>
        )}
        {doc && (
          <button type="button" className="admin-button admin-button--small" tabIndex={tab} onClick={() => onAction({ type: 'duplicate', doc })}>
            Duplicate<span className="admin-visually-hidden"> {doc.path}</span>
          </button>
        )}
        {doc && canDelete && (
          <button type="button" className="admin-button admin-button--small admin-button--danger-ghost" tabIndex={tab} onClick={() => onAction({ type: 'delete', doc })}>
            Delete<span className="admin-visually-hidden"> {doc.path}</span>
          </button>
        )}
      </div>
    </div>
  );
}

