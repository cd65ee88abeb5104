import { useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, auditActionName } from '../../core/audit-actions';
import { SITE_IDS } from '../../core/sites';
import { routes, type AuditRow, type RouteQuery, type Routes } from '../../core/contracts';
import { routeHref, type Api } from '../api.client';
import { SelectField, TextField } from '../ui/Field';
import { ScreenHeading } from '../ui/ScreenHeading';
import { EmptyState, ErrorState, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { formatDateTime } from '../format';
import { actorLabel, describeEntry, describeRow } from './audit-sentences';

const PAGE_SIZE = 50;

/** The actions to filter by, by their plain names in alphabetical order. */
const ACTION_CHOICES = Object.entries(AUDIT_ACTIONS).sort(([, a], [, b]) => a.localeCompare(b));

interface Filters {
  site: string;
  actor: string;
  action: string;
}

function query(filters: Filters, extra: Record<string, string | number | undefined>): RouteQuery<Routes['listAudit']> {
  const given = Object.entries({ ...filters, ...extra }).filter(([, value]) => value !== undefined && String(value).trim() !== '');
  // The server checks every value (a site among the sites, an action code).
  return Object.fromEntries(given.map(([key, value]) => [key, String(value).trim()])) as RouteQuery<Routes['listAudit']>;
}

/** A row of the log; a row of folded draft saves opens to list each save. */
function Row({ row }: { row: AuditRow }) {
  const [open, setOpen] = useState(false);
  const saves = row.folded && row.folded.length > 1 ? row.folded : null;
  const oldest = saves ? saves[saves.length - 1]! : row;
  return (
    <>
      <tr data-action={row.action} data-folded={saves ? saves.length : undefined}>
        <td>
          <time dateTime={row.at}>{formatDateTime(row.at)}</time>
          {saves && (
            <span className="admin-muted">
              {' '}
              (first <time dateTime={oldest.at}>{formatDateTime(oldest.at)}</time>)
            </span>
          )}
        </td>
        <td>{actorLabel(row)}</td>
        <td>{auditActionName(row.action)}</td>
        <td>{row.site ?? <span className="admin-muted">—</span>}</td>
        <td>
          {saves ? describeRow(row) : describeEntry(row)}
          {saves && (
            <>
              {' '}
              <button type="button" className="admin-link-button" aria-expanded={open} onClick={() => setOpen(!open)}>
                {open ? 'Hide the saves' : `Show the ${saves.length} saves`}
              </button>
            </>
          )}
        </td>
      </tr>
      {saves &&
        open &&
        saves.map((save) => (
          <tr key={save.id} className="admin-table__subrow" data-action={save.action}>
            <td>
              <time dateTime={save.at}>{formatDateTime(save.at)}</time>
            </td>
            <td>{actorLabel(save)}</td>
            <td>{auditActionName(save.action)}</td>
            <td>{save.site ?? <span className="admin-muted">—</span>}</td>
            <td>{describeEntry(save)}</td>
          </tr>
        ))}
    </>
  );
}

/**
 * Admin only: every change, newest first, in sentences, filtered by site, person and action,
 * paged, exportable as CSV. A person's draft saves of one page in a row are folded into one
 * row by the server (`fold=true`), so a page of the log never splits them.
 */
export function AuditLog({ api }: { api: Api }) {
  const [draft, setDraft] = useState<Filters>({ site: '', actor: '', action: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  // Cursors of the pages seen so far (undefined for the newest page).
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];
  const key = routeHref(routes.listAudit, { query: query(filters, { cursor }) });
  const [state, reload] = useLoad(() => api.call(routes.listAudit, { query: query(filters, { cursor, limit: PAGE_SIZE, fold: 'true' }) }), key);

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
    setCursors([undefined]);
  }

  const rows = state.status === 'ready' ? state.data.entries : [];
  const next = state.status === 'ready' ? state.data.next : null;
  const csv = routeHref(routes.listAudit, { query: query(filters, { format: 'csv' }) });
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
      <p className="admin-screen__lead">
        Every change, newest first. Draft saves of one page by one person in a row are shown together. The CSV export holds every matching
        entry, one a line.
      </p>
      <form className="admin-filters" onSubmit={apply} aria-label="Filter the audit log">
        <SelectField label="Site" value={draft.site} onChange={(e) => setDraft({ ...draft, site: e.target.value })}>
          <option value="">All sites</option>
          {SITE_IDS.map((site) => (
            <option key={site} value={site}>
              {site}
            </option>
          ))}
        </SelectField>
        <TextField label="Person" hint="Their exact e-mail address" type="search" value={draft.actor} onChange={(e) => setDraft({ ...draft, actor: e.target.value })} />
        <SelectField label="Action" value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.target.value })}>
          <option value="">All actions</option>
          {ACTION_CHOICES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
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
      {state.status === 'ready' && rows.length === 0 && (
        <EmptyState title={pageNumber > 1 ? 'There are no older entries.' : 'No entries match these filters.'} />
      )}
      {state.status === 'ready' && rows.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--audit">
            <caption className="admin-visually-hidden">Audit log entries, page {pageNumber}</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Site</th>
                <th scope="col">What happened</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <Row key={row.id} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {state.status === 'ready' && (pageNumber > 1 || next !== null) && (
        <nav className="admin-pager" aria-label="Audit log pages">
          <button type="button" className="admin-button" disabled={pageNumber === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
            Newer entries
          </button>
          <span className="admin-pager__page">Page {pageNumber}</span>
          <button type="button" className="admin-button" disabled={next === null} onClick={() => next !== null && setCursors([...cursors, next])}>
            Older entries
          </button>
        </nav>
      )}
    </div>
  );
}
