import type { CaptchaSettingsBody, CaptchaSettingsView } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import type { SiteId } from '../../core/sites';
import { DEFAULT_MIN_SCORE, RECAPTCHA_VERIFY_URL, type CaptchaSettings } from '../../services/captcha';
import { outboundProblem } from '../../services/outbound';
import * as store from '../../store';
import { assertAllowed, mayAdminister } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';

// Each site's captcha: what its forms and subscription requests check.

/** A site's captcha settings for checking an answer (ALTCHA when none are stored). */
export async function siteCaptcha(ctx: ContentContext, site: SiteId): Promise<CaptchaSettings> {
  const stored = await store.getSiteCaptcha(ctx.db, { site });
  return stored
    ? { provider: stored.provider, secret: stored.secret, verifyUrl: stored.verifyUrl, minScore: stored.minScore }
    : { provider: 'altcha', secret: '', verifyUrl: RECAPTCHA_VERIFY_URL, minScore: DEFAULT_MIN_SCORE };
}

function view(site: SiteId, record: store.CaptchaRecord | undefined): CaptchaSettingsView {
  return record
    ? { site, provider: record.provider, verifyUrl: record.verifyUrl, hasSecret: record.secret !== '', minScore: record.minScore, updatedAt: record.updatedAt }
    : { site, provider: 'altcha', verifyUrl: RECAPTCHA_VERIFY_URL, hasSecret: false, minScore: DEFAULT_MIN_SCORE, updatedAt: null };
}

export async function getCaptchaSettings(ctx: ContentContext, { actor, site }: { actor: Actor; site: SiteId }): Promise<CaptchaSettingsView> {
  assertAllowed(mayAdminister(actor, site), actor, 'manage users, sites and settings', site);
  return view(site, await store.getSiteCaptcha(ctx.db, { site }));
}

export async function setCaptchaSettings(ctx: ContentContext, { actor, site, ...body }: { actor: Actor; site: SiteId } & CaptchaSettingsBody): Promise<CaptchaSettingsView> {
  assertAllowed(mayAdminister(actor, site), actor, 'manage users, sites and settings', site);
  // The server will fetch this address: the outbound policy decides now, and again at each connection.
  const problem = body.verifyUrl === undefined ? undefined : outboundProblem(body.verifyUrl, ctx.outbound);
  if (problem) throw new TesseraError('INVALID_BODY', { detail: `verifyUrl: ${problem}` }, [{ path: '/body/verifyUrl', message: problem }]);
  const verifyUrl = body.verifyUrl ?? RECAPTCHA_VERIFY_URL;
  const saved = await ctx.db.transaction(async (tx) => {
    const record = await store.upsertSiteCaptcha(tx, {
      site,
      provider: body.provider,
      verifyUrl,
      ...(body.secret === undefined ? {} : { secret: body.secret }),
      ...(body.minScore === undefined ? {} : { minScore: body.minScore }),
    });
    // The secret itself never goes into the audit log.
    await store.appendAudit(tx, {
      actor: actorName(actor),
      action: 'site.captcha.set',
      site,
      detail: { provider: body.provider, verifyUrl, minScore: record.minScore, secret: body.secret === undefined ? 'unchanged' : 'set' },
    });
    return record;
  });
  // Pages carry the reCAPTCHA site key (and their policy admits Google's script) by the provider: every server reloads it.
  await ctx.changes.sitesChanged([site]);
  return view(site, saved);
}

/** The captcha a site's forms show: its provider and, for reCAPTCHA, the public site key. */
export async function publicCaptcha(ctx: ContentContext, { site }: { site: SiteId }): Promise<'altcha' | 'recaptcha'> {
  return (await store.getSiteCaptcha(ctx.db, { site }))?.provider ?? 'altcha';
}

/** A new ALTCHA challenge for a visitor of `site`. */
export function captchaChallenge(ctx: ContentContext, { site }: { site: SiteId }) {
  return ctx.captcha.challenge(site);
}
