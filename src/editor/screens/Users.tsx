import { useState, type FormEvent } from 'react';
import { ROLES, type Role } from '../../core/sites';
import { routes, type User } from '../../core/contracts';
import { ApiError, type Api } from '../api.client';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import { SelectField, TextField } from '../ui/Field';
import { ScreenHeading } from '../ui/ScreenHeading';
import { EmptyState, ErrorState, FormError, Loading, Notice } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { checkRequired } from '../../core/required';

const ROLE_HELP: Record<Role, string> = {
  'CMSTWO User': 'edits drafts',
  'CMSTWO Super User': 'also publishes, unpublishes, restores and deletes',
  'CMSTWO Admin': 'also manages users, sites and settings',
};

type NoticeState = { kind: 'success' | 'error'; text: string } | null;

/** Admin only: the people who may sign in, their roles, and disabling them. */
export function Users({ api, user: me }: { api: Api; user: User }) {
  const [state, reload] = useLoad(async () => (await api.call(routes.listUsers)).users, 'users');
  const [notice, setNotice] = useState<NoticeState>(null);
  const [creating, setCreating] = useState(false);
  const [disabling, setDisabling] = useState<User | null>(null);
  /** A role chosen in the table, waiting for confirmation (a role is what a person may do). */
  const [roleChange, setRoleChange] = useState<{ user: User; role: Role } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function update(user: User, patch: { role?: Role; disabled?: boolean }, done: string) {
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
        {ROLES.map((role, i) => (
          <span key={role}>
            {i > 0 && '; '}
            <strong>{role}</strong> {ROLE_HELP[role]}
          </span>
        ))}
        .
      </p>
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
                <th scope="col">Role</th>
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
                        {self ? (
                          user.role
                        ) : (
                          <select
                            className="admin-input admin-input--compact"
                            aria-label={`Role of ${user.name}`}
                            value={user.role}
                            disabled={busyId === user.id}
                            onChange={(e) => setRoleChange({ user, role: e.target.value as Role })}
                          >
                            {ROLES.map((role) => (
                              <option key={role} value={role}>
                                {role}
                              </option>
                            ))}
                          </select>
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
      {creating && (
        <CreateUserDialog
          api={api}
          onCancel={() => setCreating(false)}
          onDone={async (user) => {
            await reload();
            setCreating(false);
            setNotice({ kind: 'success', text: `Added ${user.name} (${user.email}) as ${user.role}.` });
          }}
        />
      )}
      {roleChange && (
        <ConfirmDialog
          title={`Make ${roleChange.user.name} ${roleChange.role}?`}
          confirm="Change role"
          onCancel={() => setRoleChange(null)}
          onConfirm={() => {
            const { user, role } = roleChange;
            setRoleChange(null);
            void update(user, { role }, `${user.name} is now ${role}.`);
          }}
        >
          {`${roleChange.user.name} (${roleChange.user.email}) is ${roleChange.user.role} now. A ${roleChange.role} ${ROLE_HELP[roleChange.role]}. The change applies from their next request.`}
        </ConfirmDialog>
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
  const [role, setRole] = useState<Role>('CMSTWO User');
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
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      const { user } = await api.call(routes.createUser, { body: { name: name.trim(), email: email.trim(), role, password } });
      await onDone(user);
    } catch (error) {
      const next: Errors = {};
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          const field = issue.path.replace(/^\/body\//, '') as keyof Errors;
          if (['name', 'email', 'role', 'password'].includes(field)) next[field] ??= issue.message;
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
        <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value as Role)} error={errors.role} hint={ROLE_HELP[role]}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </SelectField>
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
