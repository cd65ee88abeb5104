import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { routes, type Visitor } from '../../core/contracts';
import { routeHref, type Api } from '../api.client';
import { formatDateTime } from '../format';
import { setSearch, useSearch } from '../router';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Pager } from '../ui/Pager';
import { ScreenHeading } from '../ui/ScreenHeading';
import { EmptyState, ErrorState, Loading, Notice } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { CreateVisitorDialog, EditVisitorDialog } from './VisitorDialogs';
import { listQueryParams, pageCount, readListQuery, roleLabel, sessionsEndedText, showingText, signInMethods, visitorsApiQuery, type ListQuery } from './visitor-list';

type NoticeState = { kind: 'success' | 'error'; text: string } | null;

const SEARCH_DELAY_MS = 300;

/** Admin only: the people who read the sites with an account, their roles, and their sessions. */
export function Visitors({ api }: { api: Api }) {
  const search = useSearch();
  const query = readListQuery(search);
  const [text, setText] = useState(query.q);
  const searchId = useId();
  const apiQuery = visitorsApiQuery(query);
  const [state, reload] = useLoad(() => api.call(routes.listVisitors, { query: apiQuery }), routeHref(routes.listVisitors, { query: apiQuery }));
  const [notice, setNotice] = useState<NoticeState>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Visitor | null>(null);
  const [disabling, setDisabling] = useState<Visitor | null>(null);
  const [signingOut, setSigningOut] = useState<Visitor | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const go = (next: ListQuery, { replace = false } = {}) => setSearch(listQueryParams(next), { replace });

  // Back and Forward bring an earlier search back into the box.
  useEffect(() => {
    const onPop = () => setText(readListQuery(window.location.search).q);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      clearTimeout(timer.current);
    };
  }, []);

  function type(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go({ q: value, page: 1 }, { replace: true }), SEARCH_DELAY_MS);
  }

  function searchNow(event: FormEvent) {
    event.preventDefault();
    clearTimeout(timer.current);
    go({ q: text, page: 1 }, { replace: true });
  }

  async function act(visitor: Visitor, run: () => Promise<string>) {
    setBusyId(visitor.id);
    try {
      const done = await run();
      await reload();
      setNotice({ kind: 'success', text: done });
    } catch (error) {
      setNotice({ kind: 'error', text: `${visitor.name} was not changed: ${error instanceof Error ? error.message : String(error)}` });
      await reload();
    } finally {
      setBusyId(null);
    }
  }

  const setDisabled = (visitor: Visitor, disabled: boolean) =>
    act(visitor, async () => {
      await api.call(routes.updateVisitor, { params: { id: visitor.id }, body: { disabled } });
      return disabled ? `${visitor.name} is disabled and signed out.` : `${visitor.name} can sign in again.`;
    });

  const signOutEverywhere = (visitor: Visitor) =>
    act(visitor, async () => {
      const { sessionsEnded } = await api.call(routes.signOutVisitor, { params: { id: visitor.id } });
      return sessionsEndedText(visitor.name, sessionsEnded);
    });

  const data = state.status === 'ready' ? state.data : null;
  const pages = data && !data.totalCapped ? pageCount(data.total) : null;

  return (
    <div className="admin-screen">
      <div className="admin-screen__header">
        <ScreenHeading title="Visitors">Visitors</ScreenHeading>
        <div className="admin-toolbar">
          <button type="button" className="admin-button admin-button--primary" onClick={() => setCreating(true)}>
            New visitor
          </button>
        </div>
      </div>
      <p className="admin-screen__lead">
        People who sign in on the sites to read gated pages. They are not editors: their roles (per application key) decide what auth gates show them.
      </p>
      <form role="search" className="admin-filter" onSubmit={searchNow}>
        <label htmlFor={searchId} className="admin-field__label">
          Search visitors
        </label>
        <input id={searchId} className="admin-input" type="search" value={text} maxLength={200} placeholder="Name or e-mail address" onChange={(e) => type(e.target.value)} />
      </form>
      <Notice notice={notice} />
      {state.status === 'loading' && <Loading>Loading visitors…</Loading>}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={reload} />}
      {data && data.visitors.length === 0 && query.page > 1 && (
        <EmptyState title="There are no visitors on this page.">
          <button type="button" className="admin-button" onClick={() => go({ q: query.q, page: 1 })}>
            Go to the first page
          </button>
        </EmptyState>
      )}
      {data && data.visitors.length === 0 && query.page === 1 && <EmptyState title={query.q ? `No visitor matches “${query.q}”.` : 'There are no visitors yet.'} />}
      {data && data.visitors.length > 0 && (
        <>
          <p className="admin-muted" data-testid="visitors-showing">
            {showingText({ page: query.page, count: data.visitors.length, total: data.total, capped: data.totalCapped })}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table admin-table--visitors">
              <caption className="admin-visually-hidden">
                Visitors, {showingText({ page: query.page, count: data.visitors.length, total: data.total, capped: data.totalCapped })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail address</th>
                  <th scope="col">Roles</th>
                  <th scope="col">Sign-in methods</th>
                  <th scope="col">Last sign-in</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="admin-visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.visitors.map((visitor) => (
                  <VisitorRow
                    key={visitor.id}
                    visitor={visitor}
                    busy={busyId === visitor.id}
                    onEdit={() => setEditing(visitor)}
                    onEnable={() => setDisabled(visitor, false)}
                    onDisable={() => setDisabling(visitor)}
                    onSignOut={() => setSigningOut(visitor)}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {data && <Pager place={query} pages={pages} links={data} label="Visitor pages" onPlace={(place) => go({ q: query.q, ...place })} />}
      {creating && (
        <CreateVisitorDialog
          api={api}
          onCancel={() => setCreating(false)}
          onDone={async (visitor) => {
            await reload();
            setCreating(false);
            setNotice({ kind: 'success', text: `Added ${visitor.name} (${visitor.email}).` });
          }}
        />
      )}
      {editing && (
        <EditVisitorDialog
          api={api}
          visitor={editing}
          onCancel={() => setEditing(null)}
          onDone={async (visitor) => {
            await reload();
            setEditing(null);
            setNotice({ kind: 'success', text: `Saved the changes to ${visitor.name}.` });
          }}
        />
      )}
      {disabling && (
        <ConfirmDialog
          title={`Disable ${disabling.name}?`}
          confirm="Disable visitor"
          onCancel={() => setDisabling(null)}
          onConfirm={() => {
            const visitor = disabling;
            setDisabling(null);
            void setDisabled(visitor, true);
          }}
        >
          {disabling.name} ({disabling.email}) will be signed out at once, on every device, and can no longer sign in. You can enable them again later.
        </ConfirmDialog>
      )}
      {signingOut && (
        <ConfirmDialog
          title={`Sign ${signingOut.name} out everywhere?`}
          confirm="Sign out everywhere"
          onCancel={() => setSigningOut(null)}
          onConfirm={() => {
            const visitor = signingOut;
            setSigningOut(null);
            void signOutEverywhere(visitor);
          }}
        >
          Every session {signingOut.name} ({signingOut.email}) has open ends at once. They can sign in again.
        </ConfirmDialog>
      )}
    </div>
  );
}

function VisitorRow({
  visitor,
  busy,
  onEdit,
  onEnable,
  onDisable,
  onSignOut,
}: {
  visitor: Visitor;
  busy: boolean;
  onEdit(): void;
  onEnable(): void;
  onDisable(): void;
  onSignOut(): void;
}) {
  const methods = signInMethods(visitor);
  const hidden = <span className="admin-visually-hidden"> {visitor.name}</span>;
  return (
    <tr data-email={visitor.email} data-status={visitor.disabled ? 'disabled' : 'active'}>
      <th scope="row">{visitor.name}</th>
      <td>{visitor.email}</td>
      <td>
        {visitor.roles.length === 0 ? (
          <span className="admin-muted">None</span>
        ) : (
          <ul className="admin-chips">
            {visitor.roles.map((role) => (
              <li key={`${role.appKey}\u0000${role.role}`} className="admin-chip">
                {roleLabel(role)}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>
        {methods.length === 0 ? (
          <span className="admin-muted">None yet</span>
        ) : (
          <ul className="admin-plain-list">
            {methods.map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
        )}
      </td>
      <td>{visitor.lastSignInAt ? <time dateTime={visitor.lastSignInAt}>{formatDateTime(visitor.lastSignInAt)}</time> : <span className="admin-muted">Never</span>}</td>
      <td>
        <span className={`admin-badge ${visitor.disabled ? 'admin-badge--disabled' : 'admin-badge--published'}`}>{visitor.disabled ? 'Disabled' : 'Active'}</span>
      </td>
      <td className="admin-table__actions">
        <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={onEdit}>
          Edit{hidden}
        </button>{' '}
        {visitor.disabled ? (
          <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={onEnable}>
            Enable{hidden}
          </button>
        ) : (
          <button type="button" className="admin-button admin-button--small admin-button--danger-ghost" disabled={busy} onClick={onDisable}>
            Disable{hidden}
          </button>
        )}{' '}
        <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={onSignOut}>
          Sign out{hidden} everywhere
        </button>
      </td>
    </tr>
  );
}
