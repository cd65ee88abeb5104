import { useState, type FormEvent } from 'react';
import { ROLE_DESCRIPTIONS, ROLES, SITE_IDS, uniformRole, type Role, type SiteId, type SiteRoles } from '../../core/sites';
import { routes, type User } from '../../core/contracts';
import { ApiError, type Api } from '../api.client';
import { Dialog } from '../ui/Dialog';
import { TextField } from '../ui/Field';
import { ScreenHeading } from '../ui/ScreenHeading';
import { EmptyState, ErrorState, FormError, Loading, Notice } from '../ui/states';
import { LoadMore } from '../ui/LoadMore';
import { usePages } from '../ui/use-pages';
import { checkRequired } from '../../core/required';

/** What each role may do, in plain words: who may edit, publish, approve and manage users. */
const ROLE_HELP: Record<Role, string> = ROLE_DESCRIPTIONS;

/** A user's roles in a sentence: "CMSTWO User on every site", or site by site. */
export function describeRoles(roles: SiteRoles): string {
  const same = uniformRole(roles);
  if (same) return `${same} on every site`;
  const held = SITE_IDS.filter((site) => roles[site]).map((site) => `${roles[site]} on ${site}`);
  return held.length > 0 ? held.join(', ') : 'no access to any site';
}

/**
 * The site × role grid: one select per site, "No access" leaving the site out. Beside each
 * select, what the chosen role may do.
 */
export function RoleGrid({ roles, onChange, disabled, idPrefix }: { roles: SiteRoles; onChange(roles: SiteRoles): void; disabled?: boolean; idPrefix: string }) {
  const set = (site: SiteId, value: string) => {
    const next: SiteRoles = { ...roles };
    if (value === '') delete next[site];
    else next[site] = value as Role;
    onChange(next);
  };
  const setAll = (value: string) => onChange(value === '' ? {} : Object.fromEntries(SITE_IDS.map((site) => [site, value as Role])));
  return (
    <fieldset className="admin-role-grid">
      <legend>Role on each site</legend>
      <p className="admin-field__hint">
        <label htmlFor={`${idPrefix}-all`}>Set every site to </label>
        <select id={`${idPrefix}-all`} className="admin-input admin-input--compact" value="" disabled={disabled} onChange={(e) => e.target.value !== '-' && setAll(e.target.value)}>
          <option value="-">Choose…</option>
          <option value="">No access</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      </p>
      <table className="admin-table admin-table--compact">
        <thead>
          <tr>
            <th scope="col">Site</th>
            <th scope="col">Role</th>
            <th scope="col">What it may do</th>
          </tr>
        </thead>
        <tbody>
          {SITE_IDS.map((site) => {
            const role = roles[site];
            return (
              <tr key={site}>
                <th scope="row">
                  <label htmlFor={`${idPrefix}-${site}`}>{site}</label>
                </th>
                <td>
                  <select
                    id={`${idPrefix}-${site}`}
                    className="admin-input admin-input--compact"
                    aria-label={`Role on ${site}`}
                    value={role ?? ''}
                    disabled={disabled}
                    onChange={(e) => set(site, e.target.value)}
                  >
                    <option value="">No access</option>
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="admin-muted">{role ? `A ${role} ${ROLE_HELP[role]}.` : 'Does not see this site.'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}

type NoticeState = { kind: 'success' | 'error'; text: string } | null;

const USERS_PAGE_SIZE = 100;

/** Admin only: the people who may sign in, their roles, and disabling them. */
export function Users({ api, user: me }: { api: Api; user: User }) {
  const [state, reload, more] = usePages(async (cursor) => {
    const { users: items, next } = await api.call(routes.listUsers, { query: { limit: USERS_PAGE_SIZE, ...(cursor ? { cursor } : {}) } });
    return { items, next };
  }, 'users');
  const [notice, setNotice] = useState<NoticeState>(null);
  const [creating, setCreating] = useState(false);
  const [disabling, setDisabling] = useState<User | null>(null);
  /** A user whose roles are being edited in the site × role grid, and the roles chosen so far. */
  const [roleChange, setRoleChange] = useState<{ user: User; roles: SiteRoles } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function update(user: User, patch: { roles?: SiteRoles; disabled?: boolean }, done: string) {
    setBusyId(user.id);
    try {
      await api.call(routes.updateUser, { params: { id: user.id }, body: patch });
      await reload();
      setNotice({ kind: 'success', text: done });
    } catch (error) {
      setNotice({ kind: 'error', text: `${user.name} was not changed: ${error instanceof Error ? error.message : String(error)}` });
      await reload();
    } finally {
      setBusyId(null);
    }
  }

  return (
    <div className="admin-screen">
      <div className="admin-screen__header">
        <ScreenHeading title="Users">Users</ScreenHeading>
        <div className="admin-toolbar">
          <button type="button" className="admin-button admin-button--primary" onClick={() => setCreating(true)}>
            Add user
          </button>
        </div>
      </div>
      <p className="admin-screen__lead">
        Roles are granted per site: a person may edit on one site, publish on another and have no access to a third.
      </p>
      <dl className="admin-role-legend">
        {ROLES.map((role) => (
          <div key={role}>
            <dt>
              <strong>{role}</strong>
            </dt>
            <dd>{`${ROLE_HELP[role][0]!.toUpperCase()}${ROLE_HELP[role].slice(1)}.`}</dd>
          </div>
        ))}
      </dl>
      <Notice notice={notice} />
      {state.status === 'loading' && <Loading>Loading users…</Loading>}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={reload} />}
      {state.status === 'ready' && state.data.length === 0 && <EmptyState title="There are no users yet." />}
      {state.status === 'ready' && state.data.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="admin-visually-hidden">Users ({state.data.length})</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail address</th>
                <th scope="col">Roles</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="admin-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {[...state.data]
                .sort((a, b) => a.name.localeCompare(b.name))
                .map((user) => {
                  const self = user.id === me.id;
                  return (
                    <tr key={user.id} data-email={user.email}>
                      <th scope="row">
                        {user.name}
                        {self && <span className="admin-muted"> (you)</span>}
                      </th>
                      <td>{user.email}</td>
                      <td>
                        {describeRoles(user.roles)}
                        {!self && (
                          <>
                            {' '}
                            <button
                              type="button"
                              className="admin-button admin-button--small"
                              disabled={busyId === user.id}
                              onClick={() => setRoleChange({ user, roles: { ...user.roles } })}
                            >
                              Edit roles<span className="admin-visually-hidden"> of {user.name}</span>
                            </button>
                          </>
                        )}
                      </td>
                      <td>
                        <span className={`admin-badge ${user.disabled ? 'admin-badge--disabled' : 'admin-badge--published'}`}>{user.disabled ? 'Disabled' : 'Active'}</span>
                      </td>
                      <td className="admin-table__actions">
                        {!self &&
                          (user.disabled ? (
                            <button
                              type="button"
                              className="admin-button admin-button--small"
                              disabled={busyId === user.id}
                              onClick={() => update(user, { disabled: false }, `${user.name} can sign in again.`)}
                            >
                              Enable<span className="admin-visually-hidden"> {user.name}</span>
                            </button>
                          ) : (
                            <button type="button" className="admin-button admin-button--small admin-button--danger-ghost" disabled={busyId === user.id} onClick={() => setDisabling(user)}>
                              Disable<span className="admin-visually-hidden"> {user.name}</span>
                            </button>
                          ))}
                      </td>
                    </tr>
                  );
                })}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore pages={more} label="Show more users" />
      {creating && (
        <CreateUserDialog
          api={api}
          onCancel={() => setCreating(false)}
          onDone={async (user) => {
            await reload();
            setCreating(false);
            setNotice({ kind: 'success', text: `Added ${user.name} (${user.email}): ${describeRoles(user.roles)}.` });
          }}
        />
      )}
      {roleChange && (
        <Dialog title={`Roles of ${roleChange.user.name}`} onClose={() => setRoleChange(null)}>
          <p>
            {`${roleChange.user.name} (${roleChange.user.email}) is now: ${describeRoles(roleChange.user.roles)}. The change applies from their next request; changing the role on a site needs Admin on that site.`}
          </p>
          <RoleGrid idPrefix="edit-roles" roles={roleChange.roles} onChange={(roles) => setRoleChange({ ...roleChange, roles })} />
          <div className="admin-dialog__actions">
            <button type="button" className="admin-button" data-autofocus="" onClick={() => setRoleChange(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="admin-button admin-button--primary"
              onClick={() => {
                const { user, roles } = roleChange;
                setRoleChange(null);
                void update(user, { roles }, `${user.name} is now: ${describeRoles(roles)}.`);
              }}
            >
              Save roles
            </button>
          </div>
        </Dialog>
      )}
      {disabling && (
        <Dialog title={`Disable ${disabling.name}?`} role="alertdialog" onClose={() => setDisabling(null)}>
          <p>
            {disabling.name} ({disabling.email}) can no longer sign in, and any session they have open stops working. You can enable them again later.
          </p>
          <div className="admin-dialog__actions">
            <button type="button" className="admin-button" data-autofocus="" onClick={() => setDisabling(null)}>
              Cancel
            </button>
            <button
              type="button"
              className="admin-button admin-button--danger"
              onClick={() => {
                const user = disabling;
                setDisabling(null);
                void update(user, { disabled: true }, `${user.name} is disabled.`);
              }}
            >
              Disable user
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

type Errors = { name?: string; email?: string; role?: string; password?: string; form?: string };

function CreateUserDialog({ api, onDone, onCancel }: { api: Api; onDone(user: User): Promise<void>; onCancel(): void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<SiteRoles>({});
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found: Errors = {};
    const nameProblem = checkRequired(name, 'Name');
    if (nameProblem) found.name = nameProblem;
    const emailProblem = checkRequired(email, 'E-mail address') ?? (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? undefined : 'Enter a valid e-mail address');
    if (emailProblem) found.email = emailProblem;
    if (password.length < 12) found.password = 'Passwords have at least 12 characters';
    if (Object.keys(roles).length === 0) found.role = 'Give the person a role on at least one site';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      const { user } = await api.call(routes.createUser, { body: { name: name.trim(), email: email.trim(), roles, password } });
      await onDone(user);
    } catch (error) {
      const next: Errors = {};
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          const field = issue.path.replace(/^\/body\//, '') as keyof Errors;
          const key = (field.startsWith('roles') ? 'role' : field) as keyof Errors;
          if (['name', 'email', 'role', 'password'].includes(key)) next[key] ??= issue.message;
        }
        if (error.code === 'ALREADY_EXISTS') next.email = error.message;
        if (Object.keys(next).length === 0) next.form = error.message;
      } else {
        next.form = error instanceof Error ? error.message : String(error);
      }
      setErrors(next);
      setBusy(false);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  }

  return (
    <Dialog title="Add user" onClose={onCancel}>
      <form onSubmit={submit} noValidate>
        <FormError message={errors.form} />
        <TextField label="Name" value={name} maxLength={200} autoComplete="off" onChange={(e) => setName(e.target.value)} error={errors.name} required />
        <TextField label="E-mail address" type="email" value={email} maxLength={320} autoComplete="off" onChange={(e) => setEmail(e.target.value)} error={errors.email} required />
        <RoleGrid idPrefix="new-user-roles" roles={roles} onChange={setRoles} />
        {errors.role && (
          <p className="admin-field__error" role="alert">
            {errors.role}
          </p>
        )}
        <TextField
          label="Initial password"
          type="password"
          value={password}
          autoComplete="new-password"
          maxLength={1000}
          hint="At least 12 characters. Give it to the person over a secure channel; they sign in with it."
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
            {busy ? 'Adding…' : 'Add user'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
