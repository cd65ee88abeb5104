/** A site's captcha form apart from React: the draft, what it checks, and the requests it sends. */
import { CaptchaSettingsBody, UpdateSiteBody, type CaptchaSettingsView } from '../../core/contracts';
import { zodFieldErrors, type FieldErrors } from '../field-errors';

export interface CaptchaDraft {
  provider: CaptchaSettingsView['provider'];
  /** Write-only: empty keeps the stored secret. */
  secret: string;
  verifyUrl: string;
  /** The lowest v3 score, as typed. */
  minScore: string;
  /** The site's public reCAPTCHA key (a field of the site itself). */
  siteKey: string;
}

export const CAPTCHA_FIELDS = ['provider', 'secret', 'verifyUrl', 'minScore', 'captchaSiteKey'] as const;
const known = (key: string) => (CAPTCHA_FIELDS as readonly string[]).includes(key);

export function captchaDraft({ stored, siteKey }: { stored: CaptchaSettingsView; siteKey: string | null }): CaptchaDraft {
  return { provider: stored.provider, secret: '', verifyUrl: stored.verifyUrl, minScore: String(stored.minScore), siteKey: siteKey ?? '' };
}

export type CaptchaRequests =
  | { ok: true; captcha: CaptchaSettingsBody; site: { captchaSiteKey: string | null } | null }
  | { ok: false; errors: FieldErrors };

/**
 * What saving sends: the captcha settings (`PUT …/captcha`) and, when the public key changed,
 * the site (`PATCH /api/cms/sites/{site}`); or the messages beside the fields. reCAPTCHA needs a
 * secret (stored or typed) and a site key; ALTCHA keeps whatever reCAPTCHA settings are stored.
 */
export function captchaRequests({ draft, stored, siteKey }: { draft: CaptchaDraft; stored: CaptchaSettingsView; siteKey: string | null }): CaptchaRequests {
  if (draft.provider === 'altcha') {
    const keep = CaptchaSettingsBody.safeParse({ provider: 'altcha', verifyUrl: stored.verifyUrl });
    return { ok: true, captcha: keep.success ? keep.data : { provider: 'altcha' }, site: null };
  }
  const errors: FieldErrors = {};
  const secret = draft.secret.trim();
  const verifyUrl = draft.verifyUrl.trim();
  const key = draft.siteKey.trim();
  const score = draft.minScore.trim();
  const minScore = score === '' ? undefined : /^\d*\.?\d+$|^\d+\.$/.test(score) ? Number(score) : Number.NaN;
  if (Number.isNaN(minScore)) errors.minScore = 'Enter a score from 0 to 1, like 0.5';
  const parsed = CaptchaSettingsBody.safeParse({ provider: 'recaptcha', ...(secret ? { secret } : {}), ...(verifyUrl ? { verifyUrl } : {}), ...(minScore !== undefined && !Number.isNaN(minScore) ? { minScore } : {}) });
  if (!parsed.success) Object.assign(errors, zodFieldErrors(parsed.error, known));
  const sitePatch = key === (siteKey ?? '') ? null : { captchaSiteKey: key === '' ? null : key };
  if (sitePatch) {
    const site = UpdateSiteBody.safeParse(sitePatch);
    if (!site.success) Object.assign(errors, zodFieldErrors(site.error, known));
  }
  if (!secret && !stored.hasSecret) errors.secret ??= 'Enter the secret key: without it no reCAPTCHA answer can be checked';
  if (!key) errors.captchaSiteKey ??= 'Enter the site key: pages need it to show reCAPTCHA';
  if (Object.values(errors).some(Boolean) || !parsed.success) return { ok: false, errors };
  return { ok: true, captcha: parsed.data, site: sitePatch };
}
