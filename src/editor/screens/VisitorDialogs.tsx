import { useId, useRef, useState, type FormEvent } from 'react';
import { CreateVisitorBody, routes, UpdateVisitorBody, type Visitor, type VisitorRole } from '../../core/contracts';
import type { Api } from '../api.client';
import { apiFieldErrors, focusFirstInvalid, hasErrors, zodFieldErrors, type FieldErrors } from '../field-errors';
import { Dialog } from '../ui/Dialog';
import { TextField } from '../ui/Field';
import { FormError } from '../ui/states';
import { APP_KEY_SUGGESTIONS, ROLE_SUGGESTIONS } from './visitor-list';

interface RoleRow extends VisitorRole {
  key: number;
}

const ROLE_FIELD = /^roles\/(\d+)\/(appKey|role)$/;

/** The fields a visitor form shows a message beside; `rows` bounds the role rows that exist. */
function knownField(rows: number) {
  return (key: string) => {
    if (['email', 'name', 'password', 'roles'].includes(key)) return true;
    const match = ROLE_FIELD.exec(key);
    return match !== null && Number(match[1]) < rows;
  };
}

/** A role listed twice, beside its second row. */
function duplicateRoles(roles: readonly VisitorRole[]): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  roles.forEach(({ appKey, role }, i) => {
    const id = `${appKey.trim()}\u0000${role.trim()}`;
    if (seen.has(id)) errors[`roles/${i}/role`] = 'This role is already listed';
    seen.add(id);
  });
  return errors;
}

/**
 * The visitor's roles as rows of application key and role, with suggestions from the
 * specification's sample roles; rows are added and removed with buttons.
 */
function RolesEditor({ rows, onChange, errors }: { rows: RoleRow[]; onChange(rows: RoleRow[]): void; errors: FieldErrors }) {
  const appKeysId = useId();
  const rolesId = useId();
  const legendId = useId();
  const nextKey = useRef(rows.reduce((max, row) => Math.max(max, row.key), 0) + 1);
  const list = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  function add() {
    onChange([...rows, { key: nextKey.current++, appKey: APP_KEY_SUGGESTIONS[0], role: '' }]);
    // The new row's role is what is left to type (the key is filled in).
    requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>('[data-role-row]:last-child input[data-field="role"]')?.focus());
  }

  function remove(key: number) {
    onChange(rows.filter((row) => row.key !== key));
    requestAnimationFrame(() => addButton.current?.focus());
  }

  const update = (key: number, patch: Partial<VisitorRole>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <fieldset className="admin-fieldset admin-roles" aria-describedby={errors.roles ? `${legendId}-error` : undefined}>
      <legend id={legendId} className="admin-field__label">
        Roles
      </legend>
      <p className="admin-field__hint">Each role belongs to an application key, e.g. ICE · Compliance US. Auth gates on pages check them.</p>
      {errors.roles && (
        <p id={`${legendId}-error`} className="admin-field__error">
          {errors.roles}
        </p>
      )}
      <datalist id={appKeysId}>
        {APP_KEY_SUGGESTIONS.map((key) => (
          <option key={key} value={key} />
        ))}
      </datalist>
      <datalist id={rolesId}>
        {ROLE_SUGGESTIONS.map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>
      <div ref={list}>
        {rows.length === 0 && <p className="admin-muted">No roles: this visitor sees what signed-in visitors without a role see.</p>}
        {rows.map((row, i) => (
          <div key={row.key} className="admin-roles__row" role="group" aria-label={`Role ${i + 1}`} data-role-row="">
            <TextField
              label="Application key"
              value={row.appKey}
              list={appKeysId}
              maxLength={60}
              autoComplete="off"
              data-field="appKey"
              onChange={(e) => update(row.key, { appKey: e.target.value })}
              error={errors[`roles/${i}/appKey`]}
            />
            <TextField
              label="Role"
              value={row.role}
              list={rolesId}
              maxLength={80}
              autoComplete="off"
              data-field="role"
              onChange={(e) => update(row.key, { role: e.target.value })}
              error={errors[`roles/${i}/role`]}
            />
            <button type="button" className="admin-button admin-button--small admin-button--danger-ghost admin-roles__remove" onClick={() => remove(row.key)}>
              Remove<span className="admin-visually-hidden"> role {i + 1}</span>
            </button>
          </div>
        ))}
      </div>
      <button ref={addButton} type="button" className="admin-button admin-button--small" onClick={add}>
        Add role
      </button>
    </fieldset>
  );
}

const toRoles = (rows: RoleRow[]): VisitorRole[] => rows.map(({ appKey, role }) => ({ appKey, role }));

/** Adds a visitor: e-mail address, name, an optional password and their roles. */
export function CreateVisitorDialog({ api, onDone, onCancel }: { api: Api; onDone(visitor: Visitor): Promise<void>; onCancel(): void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [rows, setRows] = useState<RoleRow[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const known = knownField(rows.length);
    const parsed = CreateVisitorBody.safeParse({ email: email.trim(), name, ...(password ? { password } : {}), roles: toRoles(rows) });
    const found = parsed.success ? duplicateRoles(parsed.data.roles) : zodFieldErrors(parsed.error, known);
    setErrors(found);
    if (!parsed.success || hasErrors(found)) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    try {
      const { visitor } = await api.call(routes.createVisitor, { body: parsed.data });
      await onDone(visitor);
    } catch (error) {
      setErrors(apiFieldErrors(error, { known, conflictField: 'email' }));
      setBusy(false);
      focusFirstInvalid(form);
    }
  }

  return (
    <Dialog title="New visitor" onClose={onCancel}>
      <form onSubmit={submit} noValidate>
        <FormError message={errors.form} />
        <TextField
          label="E-mail address"
          type="email"
          value={email}
          maxLength={320}
          autoComplete="off"
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <TextField label="Name" value={name} maxLength={200} autoComplete="off" onChange={(e) => setName(e.target.value)} error={errors.name} required />
        <TextField
          label="Password (optional)"
          type="password"
          value={password}
          autoComplete="new-password"
          maxLength={1000}
          hint="At least 12 characters. Leave it empty for a visitor who signs in only through the site's identity provider."
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <RolesEditor rows={rows} onChange={setRows} errors={errors} />
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
            {busy ? 'Adding…' : 'Add visitor'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Changes a visitor's name, roles or password (the e-mail address is who they are). */
export function EditVisitorDialog({
  api,
  visitor,
  onDone,
  onCancel,
}: {
  api: Api;
  visitor: Visitor;
  onDone(visitor: Visitor): Promise<void>;
  onCancel(): void;
}) {
  const [name, setName] = useState(visitor.name);
  const [password, setPassword] = useState('');
  const [rows, setRows] = useState<RoleRow[]>(() => visitor.roles.map((role, i) => ({ ...role, key: i + 1 })));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const known = knownField(rows.length);
    const parsed = UpdateVisitorBody.safeParse({ name, ...(password ? { password } : {}), roles: toRoles(rows) });
    const found = parsed.success ? duplicateRoles(parsed.data.roles ?? []) : zodFieldErrors(parsed.error, known);
    setErrors(found);
    if (!parsed.success || hasErrors(found)) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    try {
      const { visitor: saved } = await api.call(routes.updateVisitor, { params: { id: visitor.id }, body: parsed.data });
      await onDone(saved);
    } catch (error) {
      setErrors(apiFieldErrors(error, { known }));
      setBusy(false);
      focusFirstInvalid(form);
    }
  }

  return (
    <Dialog title={`Edit ${visitor.name}`} onClose={onCancel}>
      <form onSubmit={submit} noValidate>
        <FormError message={errors.form} />
        <p className="admin-muted">{visitor.email}</p>
        <TextField label="Name" value={name} maxLength={200} autoComplete="off" onChange={(e) => setName(e.target.value)} error={errors.name} required />
        <RolesEditor rows={rows} onChange={setRows} errors={errors} />
        <TextField
          label="New password (optional)"
          type="password"
          value={password}
          autoComplete="new-password"
          maxLength={1000}
          hint={visitor.hasPassword ? 'Leave it empty to keep the current password.' : 'At least 12 characters. The visitor has no password yet.'}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save changes'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
