import { useEffect, useId, useState } from 'react';
import { routes, type OutboxEntryView } from '../../core/contracts';
import { SITE_IDS, isSiteId } from '../../core/sites';
import { routeHref, type Api } from '../api.client';
import { formatDateTime } from '../format';
import { setSearch, useSearch } from '../router';
import { SelectField } from '../ui/Field';
import { Pager } from '../ui/Pager';
import { pageCount, showingText } from '../ui/paging';
import { ScreenHeading } from '../ui/ScreenHeading';
import { EmptyState, ErrorState, Loading, Notice } from '../ui/states';
import { useLoad } from '../ui/use-load';
import {
  OUTBOX_PAGE_SIZE,
  OUTBOX_TABS,
  canRetry,
  channelLabel,
  heldMessage,
  heldReason,
  messageName,
  nextAttempt,
  outboxApiQuery,
  outboxQueryParams,
  readOutboxQuery,
  replaceEntry,
  shownError,
  statusLabel,
  type OutboxQuery,
} from './outbox-list';

type NoticeState = { kind: 'success' | 'error'; text: string } | null;

const paging = { pageSize: OUTBOX_PAGE_SIZE };
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const BADGE: Record<OutboxEntryView['status'], string> = {
  pending: 'admin-badge--changed',
  sending: 'admin-badge--changed',
  sent: 'admin-badge--published',
  delivered: 'admin-badge--published',
  failed: 'admin-badge--failed',
  held: 'admin-badge--draft',
  opted_out: 'admin-badge--draft',
};

/** Admin only: the messages forms and subscriptions send (webhooks, e-mail, SMS, voice), by status, with Retry now. */
export function Outbox({ api }: { api: Api }) {
  const query = readOutboxQuery(useSearch());
  const apiQuery = outboxApiQuery(query);
  const [state, reload] = useLoad(() => api.call(routes.listOutbox, { query: apiQuery }), routeHref(routes.listOutbox, { query: apiQuery }));
  const [entries, setEntries] = useState<OutboxEntryView[]>([]);
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const statusLabelId = useId();

  useEffect(() => {
    if (state.status === 'ready') setEntries(state.data.entries);
  }, [state]);

  const go = (next: OutboxQuery) => setSearch(outboxQueryParams(next));

  async function retry(entry: OutboxEntryView) {
    setBusyId(entry.id);
    setNotice(null);
    try {
      const { entry: updated } = await api.call(routes.retryOutbox, { params: { id: entry.id } });
      setEntries((current) => replaceEntry(current, updated));
      setNotice({ kind: 'success', text: `${capitalized(messageName(entry))} is sent again now.` });
    } catch (error) {
      setNotice({ kind: 'error', text: `${capitalized(messageName(entry))} was not retried: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusyId(null);
    }
  }

  const data = state.status === 'ready' ? state.data : null;
  const pages = data && !data.totalCapped ? pageCount({ total: data.total, ...paging }) : null;
  const showsHeld = query.status === 'held' || entries.some((entry) => entry.status === 'held');
  const showing = data ? showingText({ page: query.page, count: entries.length, total: data.total, capped: data.totalCapped, ...paging }) : '';

  return (
    <div className="admin-screen">
      <div className="admin-screen__header">
        <ScreenHeading title="Outbox">Outbox</ScreenHeading>
        <div className="admin-toolbar">
          <button type="button" className="admin-button" onClick={() => void reload()}>
            Refresh
          </button>
        </div>
      </div>
      <p className="admin-screen__lead">
        Messages the sites send on: form submissions to webhooks and by e-mail, subscription e-mails, SMS and voice alerts. Failed ones are tried again with growing
        pauses, and given up after ten attempts (at once when the receiver refuses them for good); Retry now sends one at once. SMS and voice calls become Delivered
        when the provider reports so; numbers that replied STOP are Opted out and get nothing until they reply START.
      </p>
      <div className="admin-filters admin-filters--inline">
        <div className="admin-field">
          <span id={statusLabelId} className="admin-field__label">
            Status
          </span>
          <div className="admin-segmented" role="group" aria-labelledby={statusLabelId}>
            {OUTBOX_TABS.map((tab) => (
              <button
                key={tab.status || 'all'}
                type="button"
                className="admin-segmented__item"
                aria-pressed={query.status === tab.status}
                onClick={() => go({ ...query, status: tab.status, page: 1 })}
              >
                {tab.label}
              </button>
            ))}
          </div>
        </div>
        <SelectField label="Site" value={query.site} onChange={(e) => go({ ...query, site: isSiteId(e.target.value) ? e.target.value : '', page: 1 })}>
          <option value="">All sites</option>
          {SITE_IDS.map((site) => (
            <option key={site} value={site}>
              {site}
            </option>
          ))}
        </SelectField>
      </div>
      {showsHeld && (
        <p className="admin-notice admin-notice--info">
          Held messages are kept here because no SMTP server (for e-mail) or SMS provider (for SMS and voice) is configured. They are not sent; read them here and
          pass them on by hand if needed.
        </p>
      )}
      <Notice notice={notice} />
      {state.status === 'loading' && <Loading>Loading the outbox…</Loading>}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={reload} />}
      {data && entries.length === 0 && query.page > 1 && (
        <EmptyState title="There are no messages on this page.">
          <button type="button" className="admin-button" onClick={() => go({ ...query, page: 1 })}>
            Go to the first page
          </button>
        </EmptyState>
      )}
      {data && entries.length === 0 && query.page === 1 && (
        <EmptyState title={query.status ? `There are no ${statusLabel(query.status).toLowerCase()} messages.` : 'The outbox is empty.'} />
      )}
      {data && entries.length > 0 && (
        <>
          <p className="admin-muted" data-testid="outbox-showing">
            {showing}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--outbox">
              <caption className="admin-visually-hidden">Outbox messages, {showing}</caption>
              <thead>
                <tr>
                  <th scope="col">Channel</th>
                  <th scope="col">Target</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Next attempt</th>
                  <th scope="col">Created</th>
                  <th scope="col">Reason or message</th>
                  <th scope="col">
                    <span className="admin-visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <OutboxRow key={entry.id} entry={entry} busy={busyId === entry.id} onRetry={() => void retry(entry)} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {data && <Pager place={query} pages={pages} links={data} label="Outbox pages" onPlace={(place) => go({ ...query, ...place })} />}
    </div>
  );
}

function OutboxRow({ entry, busy, onRetry }: { entry: OutboxEntryView; busy: boolean; onRetry(): void }) {
  const next = nextAttempt(entry);
  const error = shownError(entry);
  const held = heldMessage(entry);
  return (
    <tr data-id={entry.id} data-status={entry.status} data-channel={entry.channel}>
      <th scope="row">{channelLabel(entry.channel)}</th>
      <td className="admin-table__target">
        {entry.target}
        {entry.site && <span className="admin-muted"> ({entry.site})</span>}
      </td>
      <td>
        <span className={`admin-badge ${BADGE[entry.status]}`}>{statusLabel(entry.status)}</span>
      </td>
      <td>{entry.attempts}</td>
      <td>
        {next.label && <span className={next.at ? undefined : 'admin-muted'}>{next.label} </span>}
        {next.at && <time dateTime={next.at}>{formatDateTime(next.at)}</time>}
      </td>
      <td>
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </td>
      <td className="admin-table__summary">
        {error && <p className="admin-outbox__error">{error}</p>}
        {held && <HeldMessage channel={entry.channel} target={entry.target} message={held} />}
        {!error && !held && <span className="admin-muted">—</span>}
      </td>
      <td className="admin-table__actions">
        {canRetry(entry) && (
          <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={onRetry}>
            {busy ? 'Retrying…' : 'Retry now'}
            <span className="admin-visually-hidden"> {messageName(entry)}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

function HeldMessage({ channel, target, message }: { channel: OutboxEntryView['channel']; target: string; message: { subject: string | null; text: string } }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="admin-outbox__held">
      <p className="admin-muted">{heldReason(channel)}</p>
      <button type="button" className="admin-disclosure" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
        <span className="admin-disclosure__marker" aria-hidden="true">
          ▸
        </span>
        {open ? 'Hide the message' : 'Show the message'}
        <span className="admin-visually-hidden"> to {target}</span>
      </button>
      <div id={regionId} hidden={!open} className="admin-outbox__message">
        {message.subject && (
          <p>
            <strong>Subject:</strong> {message.subject}
          </p>
        )}
        <pre>{message.text}</pre>
      </div>
    </div>
  );
}
