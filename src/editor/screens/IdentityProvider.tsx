import { useEffect, useState, type FormEvent } from 'react';
import { IdentityProviderBody, routes, type IdentityProvider } from '../../core/contracts';
import type { SiteId } from '../../core/sites';
import { routeHref, type Api } from '../api.client';
import { apiFieldErrors, focusFirstInvalid, zodFieldErrors, type FieldErrors } from '../field-errors';
import { formatWhen } from '../format';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { TextField } from '../ui/Field';
import { ErrorState, FormError, Loading, Notice } from '../ui/states';
import { useLoad } from '../ui/use-load';

type NoticeState = { kind: 'success' | 'error'; text: string } | null;

const FIELDS = ['label', 'issuer', 'clientId', 'clientSecret'];
const known = (key: string) => FIELDS.includes(key);

interface Draft {
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Drop the stored secret: a public client that relies on PKCE alone. */
  publicClient: boolean;
}

const draftOf = (provider: IdentityProvider | null): Draft => ({
  label: provider?.label ?? '',
  issuer: provider?.issuer ?? '',
  clientId: provider?.clientId ?? '',
  clientSecret: '',
  publicClient: false,
});

/**
 * A site's external OpenID Connect provider, which its login chooser offers beside the
 * password. The client secret is write-only: the API says only whether one is stored, and an
 * empty field keeps it.
 */
export function IdentityProviderForm({ api, site, siteName }: { api: Api; site: SiteId; siteName: string }) {
  const params = { site };
  const [state, reload] = useLoad(async () => (await api.call(routes.getIdentityProvider, { params })).provider, routeHref(routes.getIdentityProvider, { params }));
  const provider = state.status === 'ready' ? state.data : null;
  const [draft, setDraft] = useState<Draft>(draftOf(null));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);

  useEffect(() => {
    if (state.status === 'ready') setDraft(draftOf(state.data));
  }, [state]);

  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setNotice(null);
    const secret = draft.publicClient ? { clientSecret: '' } : draft.clientSecret ? { clientSecret: draft.clientSecret } : {};
    const parsed = IdentityProviderBody.safeParse({ label: draft.label, issuer: draft.issuer, clientId: draft.clientId, ...secret });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, known));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api.call(routes.setIdentityProvider, { params, body: parsed.data });
      await reload();
      setNotice({ kind: 'success', text: `Saved. Visitors of ${siteName} can sign in with ${parsed.data.label}.` });
    } catch (error) {
      setErrors(apiFieldErrors(error, { known }));
      focusFirstInvalid(form);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setRemoving(false);
    setBusy(true);
    setNotice(null);
    try {
      await api.call(routes.removeIdentityProvider, { params });
      await reload();
      setErrors({});
      setNotice({ kind: 'success', text: `Removed. Visitors of ${siteName} sign in with a password only.` });
    } catch (error) {
      setNotice({ kind: 'error', text: `The identity provider was not removed: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setBusy(false);
    }
  }

  if (state.status === 'loading') return <Loading>Loading the identity provider…</Loading>;
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={reload} />;

  return (
    <form className="admin-idp" onSubmit={save} noValidate aria-label={`Identity provider of ${siteName}`}>
      <p className="admin-muted">
        {provider
          ? `Visitors can sign in with ${provider.label}. Last changed ${formatWhen(provider.updatedAt)}.`
          : 'None: visitors of this site sign in with a password only.'}
      </p>
      <FormError message={errors.form} />
      <div className="admin-idp__fields">
        <TextField
          label="Label"
          value={draft.label}
          maxLength={80}
          autoComplete="off"
          hint="What the sign-in button says after “Sign in with”."
          onChange={(e) => change({ label: e.target.value })}
          error={errors.label}
          required
        />
        <TextField
          label="Issuer URL"
          type="url"
          value={draft.issuer}
          maxLength={500}
          autoComplete="off"
          hint="Its discovery document is read from /.well-known/openid-configuration."
          onChange={(e) => change({ issuer: e.target.value })}
          error={errors.issuer}
          required
        />
        <TextField
          label="Client id"
          value={draft.clientId}
          maxLength={200}
          autoComplete="off"
          onChange={(e) => change({ clientId: e.target.value })}
          error={errors.clientId}
          required
        />
        <TextField
          label="Client secret"
          type="password"
          value={draft.clientSecret}
          maxLength={500}
          autoComplete="new-password"
          placeholder={provider?.hasSecret ? 'Unchanged' : undefined}
          disabled={draft.publicClient}
          hint={provider?.hasSecret ? 'A secret is stored. Leave this empty to keep it.' : 'Leave it empty for a public client (PKCE only).'}
          onChange={(e) => change({ clientSecret: e.target.value })}
          error={errors.clientSecret}
        />
      </div>
      {provider?.hasSecret && (
        <label className="admin-choice">
          <input type="checkbox" checked={draft.publicClient} onChange={(e) => change({ publicClient: e.target.checked, clientSecret: '' })} /> Forget the
          stored secret (a public client, PKCE only)
        </label>
      )}
      <div className="admin-idp__actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save identity provider'}
        </button>
        {provider && (
          <button type="button" className="admin-button admin-button--danger-ghost" disabled={busy} onClick={() => setRemoving(true)}>
            Remove identity provider
          </button>
        )}
      </div>
      <Notice notice={notice} />
      {removing && provider && (
        <ConfirmDialog title={`Remove ${provider.label} from ${siteName}?`} confirm="Remove identity provider" onCancel={() => setRemoving(false)} onConfirm={remove}>
          Visitors of {siteName} can no longer sign in with {provider.label}; those who have no password cannot sign in at all until it is set up again.
        </ConfirmDialog>
      )}
    </form>
  );
}
