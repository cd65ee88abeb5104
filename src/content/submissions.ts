import type { CaptchaSettingsBody, CaptchaSettingsView } from '../core/contracts';
import { TesseraError } from '../core/errors';
import type { SiteId } from '../core/sites';
import { RECAPTCHA_VERIFY_URL } from '../services/captcha';
import { outboundProblem } from '../services/outbound';
import * as store from '../store';
import { assertAllowed, mayAdminister, mayPublish } from './access';
import { actorName, type Actor, type ContentContext } from './context';

// What editors see of visitors' submissions: Super Users and Admins (they hold personal data).

const READ = 'read form submissions';

export function listSubmissions(ctx: ContentContext, { actor, ...query }: { actor: Actor; limit: number; offset: number } & store.SubmissionFilter) {
  assertAllowed(mayPublish(actor), actor, READ);
  return store.listSubmissions(ctx.db, query);
}

/** Every submission matching the filter, for a CSV export (pages through the store). */
export async function exportSubmissions(ctx: ContentContext, { actor, ...filter }: { actor: Actor } & store.SubmissionFilter): Promise<store.Submission[]> {
  assertAllowed(mayPublish(actor), actor, READ);
  const all: store.Submission[] = [];
  for (let offset = 0; ; offset += 500) {
    const { submissions } = await store.listSubmissions(ctx.db, { ...filter, limit: 500, offset });
    all.push(...submissions);
    if (submissions.length < 500) return all;
  }
}

export function submissionForms(ctx: ContentContext, { actor, site }: { actor: Actor; site?: SiteId }) {
  assertAllowed(mayPublish(actor), actor, READ);
  return store.submissionForms(ctx.db, site ? { site } : {});
}

/** A file a visitor attached, for an editor to download. */
export async function submissionFile(ctx: ContentContext, { actor, id, hash }: { actor: Actor; id: string; hash: string }): Promise<{ file: store.StoredFile; bytes: Buffer }> {
  assertAllowed(mayPublish(actor), actor, READ);
  const submission = await store.getSubmission(ctx.db, { id });
  const file = submission?.files.find((f) => f.hash === hash);
  const bytes = file && (await ctx.uploads.read(`${file.hash}.${file.ext}`));
  if (!file || !bytes) throw new TesseraError('NOT_FOUND', { what: 'The attached file' });
  return { file, bytes };
}

export function listOutbox(ctx: ContentContext, { actor, ...query }: { actor: Actor; status?: store.OutboxEntry['status']; site?: string; limit: number; offset: number }) {
  assertAllowed(mayAdminister(actor), actor, 'manage users, sites and settings');
  return store.listOutbox(ctx.db, query);
}

export async function retryOutbox(ctx: ContentContext, { actor, id }: { actor: Actor; id: number }): Promise<store.OutboxEntry> {
  assertAllowed(mayAdminister(actor), actor, 'manage users, sites and settings');
  const entry = await store.retryOutbox(ctx.db, { id, actor: actorName(actor) });
  if (!entry) throw new TesseraError('NOT_FOUND', { what: `A failed or waiting outbox message ${id}` });
  return entry;
}

// Each site's captcha.

function view(site: SiteId, record: store.CaptchaRecord | undefined): CaptchaSettingsView {
  return record
    ? { site, provider: record.provider, verifyUrl: record.verifyUrl, hasSecret: record.secret !== '', updatedAt: record.updatedAt }
    : { site, provider: 'altcha', verifyUrl: RECAPTCHA_VERIFY_URL, hasSecret: false, updatedAt: null };
}

export async function getCaptchaSettings(ctx: ContentContext, { actor, site }: { actor: Actor; site: SiteId }): Promise<CaptchaSettingsView> {
  assertAllowed(mayAdminister(actor), actor, 'manage users, sites and settings');
  return view(site, await store.getSiteCaptcha(ctx.db, { site }));
}

export async function setCaptchaSettings(ctx: ContentContext, { actor, site, ...body }: { actor: Actor; site: SiteId } & CaptchaSettingsBody): Promise<CaptchaSettingsView> {
  assertAllowed(mayAdminister(actor), actor, 'manage users, sites and settings');
  // The server will fetch this address: the outbound policy decides now, and again at each connection.
  const problem = body.verifyUrl === undefined ? undefined : outboundProblem(body.verifyUrl, ctx.outbound);
  if (problem) throw new TesseraError('INVALID_BODY', { detail: `verifyUrl: ${problem}` }, [{ path: '/body/verifyUrl', message: problem }]);
  const saved = await store.setSiteCaptcha(ctx.db, {
    site,
    provider: body.provider,
    verifyUrl: body.verifyUrl ?? RECAPTCHA_VERIFY_URL,
    ...(body.secret === undefined ? {} : { secret: body.secret }),
    actor: actorName(actor),
  });
  await ctx.changes.contentChanged(site);
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
