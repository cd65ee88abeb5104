import { useEffect, useId, useState, type FormEvent } from 'react';
import { routes, type Site } from '../../core/contracts';
import { routeHref, type Api } from '../api.client';
import { apiFieldErrors, focusFirstInvalid, type FieldErrors } from '../field-errors';
import { formatWhen } from '../format';
import { TextField } from '../ui/Field';
import { ErrorState, FormError, Loading, Notice } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { CAPTCHA_FIELDS, captchaDraft, captchaRequests, type CaptchaDraft } from './captcha-settings';

type NoticeState = { kind: 'success' | 'error'; text: string } | null;

const known = (key: string) => (CAPTCHA_FIELDS as readonly string[]).includes(key);
const PROVIDER_NAMES = { altcha: 'ALTCHA', recaptcha: 'reCAPTCHA' } as const;

/**
 * The captcha a site's forms ask for: ALTCHA (the default: proof of work checked by this
 * server, no outside service) or reCAPTCHA (the public site key in pages, the secret only on the
 * server, checked through a verification address). The secret is write-only: the API says only
 * whether one is stored, and an empty field keeps it.
 */
export function CaptchaSettingsForm({ api, site, onSiteChanged }: { api: Api; site: Pick<Site, 'id' | 'name' | 'captchaSiteKey'>; onSiteChanged(): Promise<void> }) {
  const params = { site: site.id };
  const [state, reload] = useLoad(async () => (await api.call(routes.getCaptchaSettings, { params })).captcha, routeHref(routes.getCaptchaSettings, { params }));
  const stored = state.status === 'ready' ? state.data : null;
  const [draft, setDraft] = useState<CaptchaDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<NoticeState>(null);
  const [busy, setBusy] = useState(false);
  const providerName = useId();

  useEffect(() => {
    if (state.status === 'ready') setDraft(captchaDraft({ stored: state.data, siteKey: site.captchaSiteKey }));
    // The site key is read when the settings (re)load, not on every change of the site list.
  }, [state]);

  if (state.status === 'loading' || (stored && !draft)) return <Loading>Loading the captcha settings…</Loading>;
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={reload} />;
  if (!stored || !draft) return null;

  const change = (patch: Partial<CaptchaDraft>) => setDraft({ ...draft, ...patch });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setNotice(null);
    const requests = captchaRequests({ draft: draft!, stored: stored!, siteKey: site.captchaSiteKey });
    if (!requests.ok) {
      setErrors(requests.errors);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api.call(routes.setCaptchaSettings, { params, body: requests.captcha });
      if (requests.site) {
        await api.call(routes.updateSite, { params, body: requests.site });
        await onSiteChanged();
      }
      await reload();
      setNotice({
        kind: 'success',
        text: `Saved. Forms of ${site.name} ask for ${PROVIDER_NAMES[requests.captcha.provider]}${requests.captcha.provider === 'altcha' ? ' (proof of work checked by this server)' : ''}.`,
      });
    } catch (error) {
      setErrors(apiFieldErrors(error, { known }));
      focusFirstInvalid(form);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-idp" onSubmit={save} noValidate aria-label={`Captcha of ${site.name}`}>
      <p className="admin-muted">
        Forms of this site ask for {PROVIDER_NAMES[stored.provider]}.{stored.updatedAt ? ` Last changed ${formatWhen(stored.updatedAt)}.` : ''}
      </p>
      <FormError message={errors.form ?? errors.provider} />
      <fieldset className="admin-fieldset">
        <legend className="admin-field__label">Provider</legend>
        <label className="admin-choice">
          <input type="radio" name={providerName} value="altcha" checked={draft.provider === 'altcha'} onChange={() => change({ provider: 'altcha' })} /> ALTCHA
          <span className="admin-choice__hint">The default. A proof of work the visitor’s browser solves and this server checks: no outside service, works offline.</span>
        </label>
        <label className="admin-choice">
          <input type="radio" name={providerName} value="recaptcha" checked={draft.provider === 'recaptcha'} onChange={() => change({ provider: 'recaptcha' })} />{' '}
          reCAPTCHA
          <span className="admin-choice__hint">Google’s service: pages carry the public site key, the secret stays on this server.</span>
        </label>
      </fieldset>
      {draft.provider === 'recaptcha' && (
        <div className="admin-idp__fields">
          <TextField
            label="Site key"
            value={draft.siteKey}
            maxLength={200}
            autoComplete="off"
            hint="The public key reCAPTCHA gave for this site; it is part of every page with a form."
            onChange={(e) => change({ siteKey: e.target.value })}
            error={errors.captchaSiteKey}
            required
          />
          <TextField
            label="Secret key"
            type="password"
            value={draft.secret}
            maxLength={500}
            autoComplete="new-password"
            placeholder={stored.hasSecret ? 'Unchanged' : undefined}
            hint={stored.hasSecret ? 'A secret is stored. Leave this empty to keep it.' : 'Only this server uses it, to check answers; it is never shown again.'}
            onChange={(e) => change({ secret: e.target.value })}
            error={errors.secret}
            required={!stored.hasSecret}
          />
          <TextField
            label="Verification URL"
            type="url"
            value={draft.verifyUrl}
            maxLength={500}
            autoComplete="off"
            hint="Where this server checks answers; empty for Google’s own address."
            onChange={(e) => change({ verifyUrl: e.target.value })}
            error={errors.verifyUrl}
          />
          <TextField
            label="Lowest score (reCAPTCHA v3)"
            inputMode="decimal"
            value={draft.minScore}
            maxLength={4}
            autoComplete="off"
            hint="Answers of v3 keys below this score are refused (0 to 1; Google suggests 0.5). v2 answers carry no score."
            onChange={(e) => change({ minScore: e.target.value })}
            error={errors.minScore}
          />
        </div>
      )}
      <div className="admin-idp__actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save captcha'}
        </button>
      </div>
      <Notice notice={notice} />
    </form>
  );
}
