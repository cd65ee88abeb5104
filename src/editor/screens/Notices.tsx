import './notices.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { NOTICE_COLLECTIONS, routes, type NoticeRecord } from '../../core/contracts';
import { ApiError, routeHref, type Api } from '../api.client';
import { Dialog } from '../ui/Dialog';
import { formatDay } from '../format';
import { setSearch, useSearch } from '../router';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { SelectField, TextAreaField, TextField } from '../ui/Field';
import { Pager } from '../ui/Pager';
import { pageCount, showingText } from '../ui/paging';
import { ScreenHeading } from '../ui/ScreenHeading';
import { EmptyState, ErrorState, Loading, Notice } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { NoticeDialog, type NoticeDialogMode } from './NoticeDialog';
import { NoticeImportDialog } from './NoticeImportDialog';
import { NoticeTopicsDialog } from './NoticeTopicsDialog';
import {
  NOTICES_PAGE_SIZE,
  STATUS_LABELS,
  collectionLabel,
  importedText,
  isCollection,
  isFiltered,
  noticeFilterParams,
  noticesApiQuery,
  readNoticeFilters,
  type NoticeFilters,
} from './notice-list';

type NoticeState = { kind: 'success' | 'error'; text: string } | null;

const SEARCH_DELAY_MS = 300;
const paging = { pageSize: NOTICES_PAGE_SIZE };

/**
 * The notices the sites list and search (circulars, clearing notices, the rule book, memos,
 * bulletins): every editor creates, edits and imports them as drafts; Super Users and Admins
 * also publish, unpublish and delete. Search, collection, status and page live in the address.
 */
export function Notices({ api, canPublish, canPublishUrgently = false }: { api: Api; canPublish: boolean; canPublishUrgently?: boolean }) {
  const search = useSearch();
  const filters = readNoticeFilters(search);
  const [text, setText] = useState(filters.q);
  const apiQuery = noticesApiQuery(filters);
  const [state, reload] = useLoad(() => api.call(routes.listNotices, { query: apiQuery }), routeHref(routes.listNotices, { query: apiQuery }));
  const [notice, setNotice] = useState<NoticeState>(null);
  const [dialog, setDialog] = useState<NoticeDialogMode | null>(null);
  const [importing, setImporting] = useState(false);
  const [managingTopics, setManagingTopics] = useState(false);
  const [deleting, setDeleting] = useState<NoticeRecord | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  /** A publish refused because a site needs approval: an Admin may publish it urgently, with a reason. */
  const [urgentFor, setUrgentFor] = useState<NoticeRecord | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const go = (next: NoticeFilters, { replace = false } = {}) => setSearch(noticeFilterParams(next), { replace });

  // Back and Forward bring an earlier search back into the box.
  useEffect(() => {
    const onPop = () => setText(readNoticeFilters(window.location.search).q);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      clearTimeout(timer.current);
    };
  }, []);

  function type(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go({ ...readNoticeFilters(window.location.search), q: value, page: 1 }, { replace: true }), SEARCH_DELAY_MS);
  }

  function searchNow(event: FormEvent) {
    event.preventDefault();
    clearTimeout(timer.current);
    go({ ...filters, q: text, page: 1 }, { replace: true });
  }

  async function act(target: NoticeRecord, run: () => Promise<string>) {
    setBusyId(target.id);
    try {
      const done = await run();
      await reload();
      setNotice({ kind: 'success', text: done });
    } catch (error) {
      setNotice({ kind: 'error', text: `Notice ${target.noticeNumber} was not changed: ${error instanceof Error ? error.message : String(error)}` });
      await reload();
    } finally {
      setBusyId(null);
    }
  }

  const setStatus = (target: NoticeRecord, publish: boolean, urgentReason?: string) =>
    act(target, async () => {
      try {
        if (publish) await api.call(routes.publishNotice, { params: { id: target.id }, ...(urgentReason ? { body: { urgent: true, reason: urgentReason } } : {}) });
        else await api.call(routes.unpublishNotice, { params: { id: target.id } });
      } catch (error) {
        if (publish && canPublishUrgently && error instanceof ApiError && error.code === 'REVIEW_REQUIRED') setUrgentFor(target);
        throw error;
      }
      return publish ? `Published notice ${target.noticeNumber}: the sites list it now.` : `Unpublished notice ${target.noticeNumber}: it is a draft again and gone from the sites.`;
    });

  const remove = (target: NoticeRecord) =>
    act(target, async () => {
      await api.call(routes.deleteNotice, { params: { id: target.id } });
      return `Deleted notice ${target.noticeNumber}.`;
    });

  const data = state.status === 'ready' ? state.data : null;
  const pages = data && !data.totalCapped ? pageCount({ total: data.total, ...paging }) : null;
  const showing = data ? showingText({ page: filters.page, count: data.notices.length, total: data.total, capped: data.totalCapped, ...paging }) : '';

  return (
    <div className="admin-screen">
      <div className="admin-screen__header">
        <ScreenHeading title="Notices">Notices</ScreenHeading>
        <div className="admin-toolbar">
          <button type="button" className="admin-button" onClick={() => setManagingTopics(true)}>
            Topics
          </button>
          <button type="button" className="admin-button" onClick={() => setImporting(true)}>
            Import CSV
          </button>
          <button type="button" className="admin-button admin-button--primary" onClick={() => setDialog({ kind: 'create', collection: filters.collection })}>
            New notice
          </button>
        </div>
      </div>
      <p className="admin-screen__lead">
        The circulars, clearing notices, rule book entries, information memos and regulatory bulletins that the sites list and search. A new notice is a draft until it
        is published.
      </p>
      {!canPublish && (
        <p className="admin-notice admin-notice--info" data-testid="notices-role-note">
          Publishing, unpublishing and deleting notices is for Super Users and Admins (CMSTWO Super User, CMSTWO Admin), as is changing a published notice. Your new
          notices and imports stay drafts until one of them publishes them.
        </p>
      )}
      <form role="search" aria-label="Filter the notices" className="admin-filters notice-filters" onSubmit={searchNow}>
        <TextField label="Search notices" type="search" value={text} maxLength={200} placeholder="Words of the title or text, or the number" onChange={(e) => type(e.target.value)} />
        <SelectField
          label="Collection"
          value={filters.collection}
          onChange={(e) => go({ ...filters, q: text, collection: isCollection(e.target.value) ? e.target.value : '', page: 1 })}
        >
          <option value="">All collections</option>
          {NOTICE_COLLECTIONS.map((collection) => (
            <option key={collection} value={collection}>
              {collectionLabel(collection)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          value={filters.status}
          onChange={(e) => {
            const status = e.target.value;
            go({ ...filters, q: text, status: status === 'draft' || status === 'published' ? status : '', page: 1 });
          }}
        >
          <option value="">Drafts and published</option>
          <option value="draft">Drafts</option>
          <option value="published">Published</option>
        </SelectField>
      </form>
      <Notice notice={notice} />
      {state.status === 'loading' && <Loading>Loading notices…</Loading>}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={reload} />}
      {data && data.notices.length === 0 && filters.page > 1 && (
        <EmptyState title="There are no notices on this page.">
          <button type="button" className="admin-button" onClick={() => go({ ...filters, page: 1 })}>
            Go to the first page
          </button>
        </EmptyState>
      )}
      {data && data.notices.length === 0 && filters.page === 1 && (
        <EmptyState title={isFiltered(filters) ? 'No notices match these filters.' : 'There are no notices yet.'}>
          {!isFiltered(filters) && <p>Create one with New notice, or import a CSV file of them.</p>}
        </EmptyState>
      )}
      {data && data.notices.length > 0 && (
        <>
          <p className="admin-muted" data-testid="notices-showing">
            {showing}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--notices">
              <caption className="admin-visually-hidden">Notices, {showing}</caption>
              <thead>
                <tr>
                  <th scope="col">Number</th>
                  <th scope="col">Title</th>
                  <th scope="col">Collection</th>
                  <th scope="col">Topic</th>
                  <th scope="col">Publication date</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="admin-visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.notices.map((row) => (
                  <NoticeRow
                    key={row.id}
                    notice={row}
                    busy={busyId === row.id}
                    canPublish={canPublish}
                    onEdit={() => setDialog({ kind: 'edit', notice: row })}
                    onPublish={() => void setStatus(row, true)}
                    onUnpublish={() => void setStatus(row, false)}
                    onDelete={() => setDeleting(row)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {data && <Pager place={filters} pages={pages} links={data} label="Notice pages" onPlace={(place) => go({ ...filters, ...place })} />}
      {dialog && (
        <NoticeDialog
          api={api}
          mode={dialog}
          canPublish={canPublish}
          onCancel={() => setDialog(null)}
          onDone={async (saved, outcome) => {
            await reload();
            setDialog(null);
            setNotice({
              kind: 'success',
              text:
                outcome === 'created'
                  ? `Created notice ${saved.noticeNumber} as a draft.`
                  : outcome === 'saved'
                    ? `Saved the changes to notice ${saved.noticeNumber}.`
                    : `Notice ${saved.noticeNumber} had no changes to save.`,
            });
          }}
        />
      )}
      {managingTopics && (
        <NoticeTopicsDialog
          api={api}
          canManage={canPublish}
          collection={filters.collection}
          onClose={() => {
            setManagingTopics(false);
            void reload();
          }}
        />
      )}
      {importing && (
        <NoticeImportDialog
          api={api}
          canPublish={canPublish}
          onCancel={() => setImporting(false)}
          onImported={async (report, publish) => {
            await reload();
            setImporting(false);
            setNotice({ kind: 'success', text: importedText({ ...report, publish }) });
          }}
        />
      )}
      {urgentFor && <UrgentPublishDialog notice={urgentFor} onCancel={() => setUrgentFor(null)} onPublish={(reason) => (setUrgentFor(null), void setStatus(urgentFor, true, reason))} />}
      {deleting && (
        <ConfirmDialog
          title={`Delete notice ${deleting.noticeNumber}?`}
          confirm="Delete notice"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const target = deleting;
            setDeleting(null);
            void remove(target);
          }}
        >
          “{deleting.title}” ({collectionLabel(deleting.collection)}) is deleted{deleting.status === 'published' ? ' and disappears from the sites at once' : ''}. It cannot be
          restored.
        </ConfirmDialog>
      )}
    </div>
  );
}

function NoticeRow({
  notice,
  busy,
  canPublish,
  onEdit,
  onPublish,
  onUnpublish,
  onDelete,
}: {
  notice: NoticeRecord;
  busy: boolean;
  canPublish: boolean;
  onEdit(): void;
  onPublish(): void;
  onUnpublish(): void;
  onDelete(): void;
}) {
  const hidden = <span className="admin-visually-hidden"> notice {notice.noticeNumber}</span>;
  const readOnly = notice.status === 'published' && !canPublish;
  return (
    <tr data-number={notice.noticeNumber} data-collection={notice.collection} data-status={notice.status}>
      <th scope="row">{notice.noticeNumber}</th>
      <td className="notice-row__title">{notice.title}</td>
      <td>{collectionLabel(notice.collection)}</td>
      <td>{notice.topic || <span className="admin-muted">None</span>}</td>
      <td>
        <time dateTime={notice.pubDate}>{formatDay(notice.pubDate)}</time>
      </td>
      <td>
        <span className={`admin-badge admin-badge--${notice.status}`}>{STATUS_LABELS[notice.status]}</span>
      </td>
      <td className="admin-table__actions">
        <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={onEdit}>
          {readOnly ? 'View' : 'Edit'}
          {hidden}
        </button>
        {canPublish && (
          <>
            {' '}
            {notice.status === 'draft' ? (
              <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={onPublish}>
                Publish{hidden}
              </button>
            ) : (
              <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={onUnpublish}>
                Unpublish{hidden}
              </button>
            )}{' '}
            <button type="button" className="admin-button admin-button--small admin-button--danger-ghost" disabled={busy} onClick={onDelete}>
              Delete{hidden}
            </button>
          </>
        )}
      </td>
    </tr>
  );
}

/** An Admin publishes a notice without review while a site needs approval: the reason is required and flagged in the audit log. */
function UrgentPublishDialog({ notice, onCancel, onPublish }: { notice: NoticeRecord; onCancel(): void; onPublish(reason: string): void }) {
  const [reason, setReason] = useState('');
  return (
    <Dialog title={`Publish notice ${notice.noticeNumber} without review?`} onClose={onCancel}>
      <p>A site needs approval for publishing, and notices appear on every site. Publish it now only if it cannot wait; the audit log flags it with your reason.</p>
      <TextAreaField label="Reason (required)" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} data-autofocus />
      <div className="pe-dialog-actions">
        <button type="button" className="admin-button" disabled={reason.trim() === ''} onClick={() => onPublish(reason.trim())}>
          Urgent: publish without review
        </button>
        <button type="button" className="admin-button admin-button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
