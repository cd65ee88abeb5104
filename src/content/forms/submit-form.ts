import { TesseraError } from '../../core/errors';
import { checkSubmission, type FormSpec } from '../../core/forms';
import type { SiteId } from '../../core/sites';
import { newId } from '../../core/node';
import { RECAPTCHA_FIELD } from '../../core/recaptcha';
import { inspectFile, type TemporaryFile } from '../../services/media';
import * as store from '../../store';
import { fieldLines, linesText, type SubmissionLine } from '../../core/submission-lines';
import type { ContentContext } from '../context';
import { displayName } from '../media/shared';
import { postToTarget } from './deliver-outbox';
import { discardFormPost, invalid, openFormPost, type FormPost, type FormPostTarget } from './form-post';

export interface SubmitResult {
  id: string;
  created: boolean;
  redirectUrl?: string;
  /** The visitor's reference, for forms that give one (`SR-2026-000123`). */
  reference?: string;
}

/**
 * Takes a visitor's submission of form `formId` on the published page at `path`: the form and
 * its captcha through `openFormPost` (or a `post` it let in, with the files received), then
 * every value against the form's own definition (unknown fields refused, HIDDEN values
 * re-derived) and its files (type from the bytes, decoded when images); then stores the
 * submission, its files and its outgoing messages in one transaction, the files moved into
 * place inside it. Only then is it a 2xx. The post's temporary files are gone afterwards,
 * stored or not.
 */
export async function submitForm(
  ctx: ContentContext,
  options: ({ post: FormPost } | FormPostTarget) & { values: Record<string, unknown>; idempotencyKey?: string },
): Promise<SubmitResult> {
  const post = 'post' in options ? options.post : await openFormPost(ctx, options);
  try {
    return await storeFormPost(ctx, post, options.values, options.idempotencyKey);
  } finally {
    await discardFormPost(post);
  }
}

async function storeFormPost(ctx: ContentContext, post: FormPost, input: Record<string, unknown>, idempotencyKey: string | undefined): Promise<SubmitResult> {
  const { page, found, files } = post;
  const { spec } = found;
  const fileFields = new Set(files.map((f) => f.field));
  const check: { values: Record<string, unknown>; errors: Record<string, string> } = spec.parse
    ? spec.parse(input)
    : (() => {
        const flat = checkSubmission(spec.fields, input, fileFields);
        return { values: flat.values, errors: { ...(spec.check?.(flat.values) ?? {}), ...flat.errors } };
      })();
  const errors = check.errors;
  for (const file of files) {
    const field = spec.fields.find((f) => f.name === file.field)!;
    if (file.size === 0) errors[file.field] ??= `${field.displayName || field.name}: the file is empty`;
  }
  const stored: { file: store.StoredFile; temp: TemporaryFile }[] = [];
  if (Object.keys(errors).length === 0) {
    for (const file of files) {
      try {
        const kind = await inspectFile(file.temp.path);
        stored.push({ temp: file.temp, file: { field: file.field, hash: file.hash, ext: kind.ext, mime: kind.mime, size: file.size, name: displayName(file.filename) } });
      } catch (error) {
        if (!(error instanceof TesseraError)) throw error;
        errors[file.field] ??= error.message;
      }
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(spec, errors);

  const values = check.values;
  const storedFiles = stored.map((s) => s.file);
  // Labelled with the form as it is now: a later edit of the form does not rewrite this submission.
  const lines = spec.lines ? spec.lines(values) : fieldLines({ fields: spec.fields, values, files: storedFiles });
  const retried = idempotencyKey ? await store.findSubmissionByKey(ctx.db, { formId: post.formId, idempotencyKey }) : undefined;
  // useRecaptchaProxy off: the form's target checks the reCAPTCHA token. It gets the submission first; only what it accepts is stored and sent on.
  const checked = post.captcha?.forward !== undefined && !retried ? await checkedByTarget(ctx, post, { site: post.site, path: page.path, form: spec.name, values, lines, files: storedFiles }, idempotencyKey) : undefined;
  const outcome = await ctx.db.transaction(async (tx): Promise<{ submission: store.Submission; created: boolean } | { replayed: true }> => {
    if (idempotencyKey) {
      const first = await store.findSubmissionByKey(tx, { formId: post.formId, idempotencyKey });
      if (first) return { submission: first, created: false };
    }
    if (post.captcha && !(await store.markUsedOnce(tx, post.captcha))) return { replayed: true };
    const submission = await store.insertSubmission(tx, {
      ...(checked ? { id: checked.id, ...(checked.reference ? { reference: { given: checked.reference } } : {}) } : {}),
      site: post.site,
      documentId: page.documentId,
      path: page.path,
      formId: post.formId,
      formKind: found.node.name,
      formName: spec.name,
      values,
      files: storedFiles,
      lines,
      retentionDays: spec.retentionDays,
      idempotencyKey: idempotencyKey ?? null,
      ...(spec.referencePrefix && !checked ? { reference: { prefix: spec.referencePrefix, year: ctx.clock.now().getUTCFullYear() } } : {}),
    });
    // Two retries raced: the other one's row stands.
    if (!submission) return { submission: (await store.findSubmissionByKey(tx, { formId: post.formId, idempotencyKey: idempotencyKey! }))!, created: false };
    const sent = { id: submission.id, reference: submission.reference, site: post.site, path: page.path, form: spec.name, values, lines, files: storedFiles };
    // The target that checked the token has the submission: its message is recorded as sent.
    const messages = spec.forward.map((forward) => (checked && forward.channel === 'webhook' ? checked.sent : outboxMessage(ctx, forward, sent)));
    const receipt = spec.receipt?.(values);
    if (receipt) messages.push(receiptMessage(ctx, receipt, sent));
    await store.enqueueMessages(tx, { site: post.site, submissionId: submission.id, messages });
    // Files are content-addressed: one already in place (another submission's) holds the same bytes.
    for (const { file, temp } of stored) await temp.keep(`${file.hash}.${file.ext}`);
    return { submission, created: true };
  });
  if ('replayed' in outcome) throw new TesseraError('CAPTCHA_FAILED', { reason: 'this answer was used before; reload the page and send the form again' });
  const { reference } = outcome.submission;
  return { id: outcome.submission.id, created: outcome.created, ...(spec.redirectUrl ? { redirectUrl: spec.redirectUrl } : {}), ...(reference ? { reference } : {}) };
}

/**
 * A submission of a form whose target checks the visitor's reCAPTCHA token itself (its
 * `useRecaptchaProxy` off), sent there before anything is stored: the token travels unspent with
 * the values, and the target's answer decides (it counts once here too, when the submission is stored). A 2xx is the target's
 * acceptance (then the submission is stored under the id and reference it was sent with); any
 * other 4xx is a captcha refusal that says no more than the proxy's would; a 5xx, a 429, no
 * answer or an address the policy refuses is a 503, nothing stored or sent on.
 */
async function checkedByTarget(ctx: ContentContext, post: FormPost, submission: Omit<SentSubmission, 'id' | 'reference'>, idempotencyKey: string | undefined): Promise<{ id: string; reference: string | null; sent: store.OutboxMessage }> {
  const { spec } = post.found;
  const forward = spec.forward.find((f) => f.channel === 'webhook');
  if (!forward || !post.captcha?.forward) throw new Error('A form whose target checks the captcha has a webhook target and a token');
  const id = newId();
  const reference = spec.referencePrefix ? await store.nextSubmissionReference(ctx.db, { prefix: spec.referencePrefix, year: ctx.clock.now().getUTCFullYear() }) : null;
  const message = outboxMessage(ctx, forward, { ...submission, id, reference }, post.captcha.forward);
  let status: number;
  try {
    status = (await postToTarget(ctx, { target: message.target, payload: message.payload, idempotencyKey: idempotencyKey ? `tessera-form-${post.formId}-${idempotencyKey}` : `tessera-submission-${id}` })).status;
  } catch (error) {
    throw Object.assign(new TesseraError('CAPTCHA_UNAVAILABLE'), { cause: error });
  }
  if (status >= 500 || status === 429) throw new TesseraError('CAPTCHA_UNAVAILABLE');
  if (status < 200 || status >= 300) throw new TesseraError('CAPTCHA_FAILED', { reason: 'the answer was not accepted; reload the page and send the form again' });
  return { id, reference, sent: { ...message, sent: true } };
}

interface SentSubmission {
  id: string;
  reference: string | null;
  site: SiteId;
  path: string;
  form: string;
  values: Record<string, unknown>;
  lines: SubmissionLine[];
  files: store.StoredFile[];
}

/**
 * The visitor's receipt (issue 25): their answers as labelled lines and the reference to quote,
 * to the address they gave. Held like every e-mail when no SMTP server is configured.
 */
function receiptMessage(ctx: ContentContext, receipt: { to: string; subject: string }, submission: SentSubmission): store.OutboxMessage {
  const quote = submission.reference ? `Your reference is ${submission.reference}. Quote it when you write to us about this request.` : '';
  const text = [
    `Thank you: we received your ${submission.form} on ${submission.site}${submission.path}.`,
    ...(quote ? ['', quote] : []),
    '',
    'What you sent:',
    '',
    linesText(submission.lines),
  ].join('\n');
  const subject = submission.reference ? `${receipt.subject} (${submission.reference})` : receipt.subject;
  return { channel: 'email', target: receipt.to, payload: { subject, text, receipt: true }, held: !ctx.mailer.configured };
}

/** What a forward sends: the submission, as the form's target expects it. */
function outboxMessage(
  ctx: ContentContext,
  forward: FormSpec['forward'][number],
  submission: SentSubmission,
  captchaToken?: string,
): store.OutboxMessage {
  const payload = { submissionId: submission.id, ...(submission.reference ? { reference: submission.reference } : {}), site: submission.site, page: submission.path, form: submission.form, values: submission.values, files: submission.files.map(({ field, name, mime, size }) => ({ field, name, mime, size })) };
  if (forward.channel === 'webhook') {
    // The target checks the visitor's reCAPTCHA token itself (useRecaptchaProxy off): it travels with the values, under Google's field name.
    const values = captchaToken ? { ...submission.values, [RECAPTCHA_FIELD]: captchaToken } : submission.values;
    return { channel: 'webhook', target: forward.url, payload: { ...payload, values, bodyContentType: forward.bodyContentType } };
  }
  // People read the e-mail: the answers labelled, in the form's order (attachments by name); never JSON.
  const text = [`A visitor sent the ${submission.form} on ${submission.site}${submission.path}.`, '', linesText(submission.lines), '', submission.reference ? `Reference ${submission.reference} (submission ${submission.id})` : `Submission ${submission.id}`].join('\n');
  return { channel: 'email', target: forward.to, payload: { subject: forward.subject, text }, held: !ctx.mailer.configured };
}
