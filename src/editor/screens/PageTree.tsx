import { useEffect, useMemo, useState } from 'react';
import { routes, type DocumentKind, type DocumentStatus, type DocumentSummary, type User } from '../../core/contracts';
import type { Api } from '../api.client';
import { isPublisher } from '../AppShell';
import { buildTree, parentOf, type TreeNode } from '../paths';
import { Link, paths } from '../router';
import { ScreenHeading } from '../ui/ScreenHeading';
import { EmptyState, ErrorState, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { CreateDialog, DeleteDialog, DuplicateDialog, MoveDialog, RenameDialog, type DialogProps } from './DocumentDialogs';
import { siteUrl } from './Sites';
import { formatDateTime } from '../format';
import { isSiteId, type SiteId } from '../../core/sites';

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

export function StatusBadge({ status }: { status: DocumentStatus }) {
  return <span className={`admin-badge admin-badge--${status}`}>{STATUS_LABEL[status]}</span>;
}

/** Documents matching the filter, with the documents above them so the tree keeps its shape. */
function filterDocuments(documents: readonly DocumentSummary[], query: string): DocumentSummary[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...documents];
  const keep = new Set<string>();
  for (const d of documents) {
    if (!d.path.includes(q) && !d.title.toLowerCase().includes(q)) continue;
    for (let p = d.path; ; p = parentOf(p)) {
      keep.add(`${d.kind} ${p}`);
      if (p === '/') break;
    }
  }
  return documents.filter((d) => keep.has(`${d.kind} ${d.path}`));
}

/** A site's pages and partials as trees by path segments, with create, rename, move, duplicate and delete. */
export function PageTree({ api, site, user }: { api: Api; site: string; user: User }) {
  const [state, reload] = useLoad(async () => {
    const { sites } = await api.call(routes.listSites);
    const found = sites.find((s) => s.id === site);
    if (!found) throw new Error(`There is no site “${site}”. Pick one from the list of sites.`);
    const { documents } = await api.call(routes.listDocuments, { params: { site: found.id } });
    return { site: found, documents };
  }, site);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [filter, setFilter] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [focus, setFocus] = useState<{ path: string; kind?: DocumentKind } | null>(null);

  const documents = state.status === 'ready' ? state.data.documents : [];
  const shown = useMemo(() => filterDocuments(documents, filter), [documents, filter]);

  // After a change, bring the row it concerns into the middle of the window (clear of the
  // message at the bottom) and focus it; runs after the dialog has handed focus back.
  useEffect(() => {
    if (!focus) return;
    requestAnimationFrame(() => {
      const kind = focus.kind ? `[data-kind="${focus.kind}"]` : '';
      const row = document.querySelector<HTMLElement>(`.admin-tree__row[data-path="${CSS.escape(focus.path)}"]${kind}`);
      row?.scrollIntoView({ block: 'center' });
      row?.querySelector<HTMLElement>('.admin-tree__title')?.focus({ preventScroll: true });
    });
    setFocus(null);
  }, [focus]);

  const onDone = async (text: string, path?: string, kind?: DocumentKind) => {
    await reload();
    setDialog(null);
    setNotice({ kind: 'success', text });
    if (path) {
      setFilter('');
      setFocus({ path, ...(kind ? { kind } : {}) });
    }
  };
  // Dialogs open only once the site is found in the list of sites.
  const dialogProps: DialogProps = { api, site: site as SiteId, documents, onDone, onCancel: () => setDialog(null) };

  const toggle = (key: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const siteName = state.status === 'ready' ? state.data.site.name : site;

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
        {state.status === 'ready' && (
          <div className="admin-toolbar">
            <a className="admin-button admin-button--ghost" href={siteUrl(state.data.site)} target="_blank" rel="noopener noreferrer">
              View live site<span className="admin-visually-hidden"> (opens in a new tab)</span>
            </a>
            <button type="button" className="admin-button admin-button--primary" onClick={() => setDialog({ type: 'create' })}>
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
      {state.status === 'loading' && <Loading>Loading pages…</Loading>}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          {documents.length > 0 && (
            <div className="admin-filter">
              <label htmlFor="tree-filter" className="admin-field__label">
                Filter by title or path
              </label>
              <input id="tree-filter" type="search" className="admin-input" value={filter} onChange={(e) => setFilter(e.target.value)} />
            </div>
          )}
          {(['page', 'partial'] as const).map((kind) => (
            <TreeSection
              key={kind}
              kind={kind}
              site={site}
              roots={buildTree(shown, kind)}
              total={documents.filter((d) => d.kind === kind).length}
              filtered={filter.trim() !== ''}
              collapsed={collapsed}
              onToggle={toggle}
              canDelete={isSiteId(site) && isPublisher(user, site)}
              onAction={setDialog}
            />
          ))}
        </>
      )}
      {dialog?.type === 'create' && <CreateDialog {...dialogProps} />}
      {dialog?.type === 'rename' && <RenameDialog {...dialogProps} doc={dialog.doc} />}
      {dialog?.type === 'move' && (
        <MoveDialog
          {...dialogProps}
          from={dialog.from}
          moving={documents.filter((d) => d.kind === dialog.kind && (d.path === dialog.from || d.path.startsWith(`${dialog.from}/`)))}
        />
      )}
      {dialog?.type === 'duplicate' && <DuplicateDialog {...dialogProps} doc={dialog.doc} />}
      {dialog?.type === 'delete' && <DeleteDialog {...dialogProps} doc={dialog.doc} />}
    </div>
  );
}

interface SectionProps {
  site: string;
  collapsed: ReadonlySet<string>;
  onToggle(key: string): void;
  canDelete: boolean;
  onAction(dialog: DialogState): void;
}

function TreeSection({ kind, roots, total, filtered, ...rest }: SectionProps & { kind: DocumentKind; roots: TreeNode[]; total: number; filtered: boolean }) {
  const headingId = `tree-${kind}`;
  const label = kind === 'page' ? 'Pages' : 'Partials';
  return (
    <section className="admin-tree-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-tree-section__title">
        {label} <span className="admin-count">({total})</span>
      </h2>
      {roots.length === 0 ? (
        <EmptyState title={filtered ? `No ${label.toLowerCase()} match the filter.` : `This site has no ${label.toLowerCase()} yet.`}>
          {!filtered && <p>Use “New page or partial” to create one.</p>}
        </EmptyState>
      ) : (
        <ul className="admin-tree" aria-labelledby={headingId}>
          {roots.map((node) => (
            <TreeItem key={node.document?.id ?? node.path} node={node} kind={kind} {...rest} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TreeItem(props: SectionProps & { node: TreeNode; kind: DocumentKind }) {
  const { node, kind, collapsed, onToggle, canDelete, onAction, site } = props;
  const key = `${kind} ${node.path}`;
  const open = !collapsed.has(key);
  const doc = node.document;
  const name = doc ? doc.title : node.segment;
  return (
    <li className="admin-tree__item">
      <div className="admin-tree__row" data-path={node.path} data-kind={kind}>
        {node.children.length > 0 ? (
          <button type="button" className="admin-tree__toggle" aria-expanded={open} onClick={() => onToggle(key)}>
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
            <span className="admin-visually-hidden">Show pages below {node.path}</span>
          </button>
        ) : (
          <span className="admin-tree__toggle-space" aria-hidden="true" />
        )}
        <div className="admin-tree__main">
          {doc ? (
            <Link to={paths.document(site, doc.id)} className="admin-tree__title">
              {doc.title}
            </Link>
          ) : (
            <span className="admin-tree__folder">{node.segment}</span>
          )}
          <code className="admin-tree__path">{node.path}</code>
        </div>
        <div className="admin-tree__status">
          {doc ? <StatusBadge status={doc.status} /> : <span className="admin-tree__nodoc">No document at this path</span>}
          {doc?.hasAccessCode && <span className="admin-badge admin-badge--code">Access code</span>}
        </div>
        <div className="admin-tree__meta">{doc && <>Updated {formatDateTime(doc.updatedAt)}{doc.updatedBy ? ` by ${doc.updatedBy}` : ''}</>}</div>
        <div className="admin-tree__actions" role="group" aria-label={`Actions for ${name}`}>
          {doc && (
            <button type="button" className="admin-button admin-button--small" onClick={() => onAction({ type: 'rename', doc })}>
              Rename<span className="admin-visually-hidden"> {doc.path}</span>
            </button>
          )}
          {node.path !== '/' && (
            <button type="button" className="admin-button admin-button--small" onClick={() => onAction({ type: 'move', from: node.path, kind })}>
              Move<span className="admin-visually-hidden"> {node.path}</span>
            </button>
          )}
          {doc && (
            <button type="button" className="admin-button admin-button--small" onClick={() => onAction({ type: 'duplicate', doc })}>
              Duplicate<span className="admin-visually-hidden"> {doc.path}</span>
            </button>
          )}
          {doc && canDelete && (
            <button type="button" className="admin-button admin-button--small admin-button--danger-ghost" onClick={() => onAction({ type: 'delete', doc })}>
              Delete<span className="admin-visually-hidden"> {doc.path}</span>
            </button>
          )}
        </div>
      </div>
      {node.children.length > 0 && open && (
        <ul className="admin-tree__children">
          {node.children.map((child) => (
            <TreeItem {...props} key={child.document?.id ?? child.path} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}
