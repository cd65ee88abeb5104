import { useId, useState, type FormEvent } from 'react';
import { SITE_IDS } from '../../core/sites';
import type { AuditEntry } from '../../core/contracts';
import type { Api } from '../api.client';
import { SelectField, TextField } from '../ui/Field';
import { ScreenHeading } from '../ui/ScreenHeading';
import { EmptyState, ErrorState, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { formatDateTime } from '../format';

const PAGE_SIZE = 50;
const KNOWN_ACTIONS = [
  'document.create',
  'draft.save',
  'document.publish',
  'document.unpublish',
  'document.delete',
  'version.restore',
  'access-code.set',
  'publish.schedule',
  'publish.unschedule',
  'user.create',
  'user.update',
  'user.password',
  'site.update',
];

interface Filters {
  site: string;
  actor: string;
  action: string;
}

function query(filters: Filters, extra: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) {
    if (value !== undefined && String(value).trim() !== '') params.set(key, String(value).trim());
  }
  return params.toString();
}

function Detail({ detail }: { detail: Record<string, unknown> }) {
  const entries = Object.entries(detail);
  if (entries.length === 0) return <span className="admin-muted">—</span>;
  return (
    <dl className="admin-detail">
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Admin only: every change, newest first, filtered by site, actor and action, paged, exportable as CSV. */
export function AuditLog({ api }: { api: Api }) {
  const [draft, setDraft] = useState<Filters>({ site: '', actor: '', action: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  // Cursors of the pages seen so far: `before` of each (undefined for the newest page).
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const before = cursors[cursors.length - 1];
  const actionsId = useId();
  const key = query(filters, { before });
  const [state, reload] = useLoad(
    async () => (await api.get<{ entries: AuditEntry[] }>(`/api/cms/audit?${query(filters, { before, limit: PAGE_SIZE + 1 })}`)).entries,
    key,
  );

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
    setCursors([undefined]);
  }

  const entries = state.status === 'ready' ? state.data.slice(0, PAGE_SIZE) : [];
  const hasOlder = state.status === 'ready' && state.data.length > PAGE_SIZE;
  const csv = `/api/cms/audit?${query(filters, { format: 'csv' })}`;
  const pageNumber = cursors.length;

  return (
    <div className="admin-screen">
      <div className="admin-screen__header">
        <ScreenHeading title="Audit log">Audit log</ScreenHeading>
        <div className="admin-toolbar">
          <a className="admin-button" href={csv} download="audit-log.csv">
            Export CSV<span className="admin-visually-hidden"> of the entries matching the filters</span>
          </a>
        </div>
      </div>
      <p className="admin-screen__lead">Every change, newest first. The CSV export holds every matching entry.</p>
      <form className="admin-filters" onSubmit={apply} aria-label="Filter the audit log">
        <SelectField label="Site" value={draft.site} onChange={(e) => setDraft({ ...draft, site: e.target.value })}>
          <option value="">All sites</option>
          {SITE_IDS.map((site) => (
            <option key={site} value={site}>
              {site}
            </option>
          ))}
        </SelectField>
        <TextField label="Actor" hint="The exact e-mail address" type="search" value={draft.actor} onChange={(e) => setDraft({ ...draft, actor: e.target.value })} />
        <TextField label="Action" type="search" list={actionsId} value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.target.value })} />
        <datalist id={actionsId}>
          {KNOWN_ACTIONS.map((action) => (
            <option key={action} value={action} />
          ))}
        </datalist>
        <div className="admin-filters__actions">
          <button type="submit" className="admin-button admin-button--primary">
            Apply filters
          </button>
          <button
            type="button"
            className="admin-button admin-button--ghost"
            onClick={() => {
              const empty = { site: '', actor: '', action: '' };
              setDraft(empty);
              setFilters(empty);
              setCursors([undefined]);
            }}
          >
            Clear
          </button>
        </div>
      </form>
      {state.status === 'loading' && <Loading>Loading the audit log…</Loading>}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={reload} />}
      {state.status === 'ready' && entries.length === 0 && (
        <EmptyState title={pageNumber > 1 ? 'There are no older entries.' : 'No entries match these filters.'} />
      )}
      {state.status === 'ready' && entries.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--audit">
            <caption className="admin-visually-hidden">Audit log entries, page {pageNumber}</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Site</th>
                <th scope="col">Page</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{formatDateTime(entry.at, { seconds: true })}</time>
                  </td>
                  <td>{entry.actor ?? <span className="admin-muted">system</span>}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>{entry.site ?? <span className="admin-muted">—</span>}</td>
                  <td>{entry.path ? <code>{entry.path}</code> : <span className="admin-muted">—</span>}</td>
                  <td>
                    <Detail detail={entry.detail} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {state.status === 'ready' && (pageNumber > 1 || hasOlder) && (
        <nav className="admin-pager" aria-label="Audit log pages">
          <button type="button" className="admin-button" disabled={pageNumber === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
            Newer entries
          </button>
          <span className="admin-pager__page">Page {pageNumber}</span>
          <button type="button" className="admin-button" disabled={!hasOlder} onClick={() => setCursors([...cursors, entries[entries.length - 1]!.id])}>
            Older entries
          </button>
        </nav>
      )}
    </div>
  );
}
