import { createHash } from 'node:crypto';
import type { ComponentDefinition } from '../core/component';
import { TesseraError } from '../core/errors';
import { checkSubmission, type FormSpec } from '../core/forms';
import type { VisitorView } from '../core/gates';
import type { Node } from '../core/node';
import type { SiteId } from '../core/sites';
import { RECAPTCHA_VERIFY_URL, type CaptchaSettings } from '../services/captcha';
import { inspectFile } from '../services/media';
import * as store from '../store';
import type { PublishedPage } from '../store/types';
import type { ContentContext } from './context';
import { displayName } from './media';
import { loadPartials } from './published';

/** A form node as this visitor can see it on a published page. */
interface FoundForm {
  node: Node;
  def: ComponentDefinition & { form: NonNullable<ComponentDefinition['form']> };
  spec: FormSpec;
}

/**
 * Finds form `formId` on a page the way the visitor sees it: through includes, and into an
 * auth gate's slot only when it is this visitor's. A form the visitor cannot see is not found.
 */
function findForm(ctx: ContentContext, tree: Node, partials: ReadonlyMap<string, Node>, formId: string, visitor: VisitorView | null): FoundForm | undefined {
  const seen = new Set<string>();
  const visit = (node: Node): FoundForm | undefined => {
    const def = ctx.registry.get(node.name);
    if (!def) return undefined;
    if (node.id === formId && def.form) return { node, def: def as FoundForm['def'], spec: def.form(node.props as never) };
    if (node.name === 'include' && typeof node.props.path === 'string') {
      const partial = partials.get(node.props.path);
      if (!partial || seen.has(node.props.path)) return undefined;
      seen.add(node.props.path);
      return visit(partial);
    }
    const slots = def.chooseSlot ? [def.chooseSlot(node.props as never, visitor)] : Object.keys(node.slots);
    for (const slot of slots) for (const child of node.slots[slot] ?? []) {
      const found = visit(child);
      if (found) return found;
    }
    return undefined;
  };
  return visit(tree);
}

/** A file a visitor attached, before it is stored. */
export interface IncomingFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

/** Largest attachment, in bytes. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export interface SubmitResult {
  id: string;
  created: boolean;
  redirectUrl?: string;
}

/** A site's captcha settings for checking (ALTCHA when none are stored). */
async function captchaSettings(ctx: ContentContext, site: SiteId): Promise<CaptchaSettings> {
  const stored = await store.getSiteCaptcha(ctx.db, { site });
  return stored ? { provider: stored.provider, secret: stored.secret, verifyUrl: stored.verifyUrl } : { provider: 'altcha', secret: '', verifyUrl: RECAPTCHA_VERIFY_URL };
}

/**
 * Takes a visitor's submission of form `formId` on the published page at `path`: checks every
 * value against the form's own definition (unknown fields refused, HIDDEN values re-derived),
 * its captcha (fail closed), and its files (type from the bytes, size); then stores the
 * submission, its files and its outgoing messages in one transaction. Only then is it a 2xx.
 * `visitor` is who the page is shown to (a form inside a gate slot they cannot see is not
 * found); `granted` whether they passed the page's access code.
 */
export async function submitForm(
  ctx: ContentContext,
  options: {
    site: SiteId;
    path: string;
    formId: string;
    values: Record<string, unknown>;
    files?: readonly IncomingFile[];
    captchaAnswer?: string;
    idempotencyKey?: string;
    visitor: VisitorView | null;
    granted: (page: PublishedPage) => boolean;
    remoteIp?: string;
    /** Only a form of this kind is accepted (endpoints of one kind: the session and connection requests). */
    kind?: string;
  },
): Promise<SubmitResult> {
  const page = await store.getPublishedPage(ctx.db, { site: options.site, path: options.path });
  if (!page || page.kind !== 'page' || !options.granted(page)) throw new TesseraError('NOT_FOUND', { what: `A form on ${options.path}` });
  const partials = await loadPartials(ctx, options.site, page.tree);
  const found = findForm(ctx, page.tree, partials, options.formId, options.visitor);
  if (!found || (options.kind !== undefined && found.node.name !== options.kind)) throw new TesseraError('NOT_FOUND', { what: `The form ${options.formId.slice(0, 40)} on ${options.path}` });
  const { spec } = found;
  const files = options.files ?? [];
  const fileFields = new Set(files.map((f) => f.field));
  const check: { values: Record<string, unknown>; errors: Record<string, string> } = spec.parse
    ? spec.parse(options.values)
    : (() => {
        const flat = checkSubmission(spec.fields, options.values, fileFields);
        return { values: flat.values, errors: { ...(spec.check?.(flat.values) ?? {}), ...flat.errors } };
      })();
  const errors = check.errors;
  for (const file of files) {
    const field = spec.fields.find((f) => f.name === file.field);
    if (field?.type !== 'FILE') errors[''] ??= `This form has no file field "${file.field.slice(0, 64)}"`;
    else if (file.bytes.length > MAX_ATTACHMENT_BYTES) errors[file.field] ??= `${field.displayName || field.name}: the file is larger than ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB`;
    else if (file.bytes.length === 0) errors[file.field] ??= `${field.displayName || field.name}: the file is empty`;
  }
  const stored: { file: store.StoredFile; bytes: Buffer }[] = [];
  if (Object.keys(errors).length === 0) {
    for (const file of files) {
      try {
        const kind = await inspectFile(file.bytes);
        const hash = createHash('sha256').update(file.bytes).digest('hex');
        stored.push({ bytes: file.bytes, file: { field: file.field, hash, ext: kind.ext, mime: kind.mime, size: file.bytes.length, name: displayName(file.filename) } });
      } catch (error) {
        if (!(error instanceof TesseraError)) throw error;
        errors[file.field] ??= error.message;
      }
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(spec, errors);

  const captcha = spec.captcha
    ? await ctx.captcha.verify(await captchaSettings(ctx, options.site), { site: options.site, answer: options.captchaAnswer, ...(options.remoteIp ? { remoteIp: options.remoteIp } : {}) })
    : null;
  // Files first: a stored submission always finds its files (an unused file is harmless).
  for (const { file, bytes } of stored) await ctx.uploads.write(`${file.hash}.${file.ext}`, bytes);

  const outcome = await store.storeSubmission(ctx.db, {
    site: options.site,
    documentId: page.documentId,
    path: page.path,
    formId: options.formId,
    formKind: found.node.name,
    formName: spec.name,
    values: check.values,
    files: stored.map((s) => s.file),
    retentionDays: spec.retentionDays,
    idempotencyKey: options.idempotencyKey ?? null,
    captcha,
    messages: (id) => spec.forward.map((forward) => outboxMessage(ctx, forward, { id, site: options.site, path: page.path, form: spec.name, values: check.values, files: stored.map((s) => s.file) })),
  });
  if ('replayed' in outcome) throw new TesseraError('CAPTCHA_FAILED', { reason: 'this answer was used before; reload the page and send the form again' });
  return { id: outcome.submission.id, created: outcome.created, ...(spec.redirectUrl ? { redirectUrl: spec.redirectUrl } : {}) };
}


/** FORM_INVALID with one issue per field (`/values/{name}`), in the form's field order. */
function invalid(spec: FormSpec, errors: Record<string, string>): TesseraError {
  // The form as a whole first, then the fields in the form's order; structured forms' nested
  // paths (`markets/0/senderCompIDs`) keep the parser's order.
  const rank = (key: string, index: number) => (key === '' ? -1 : spec.fields.findIndex((f) => f.name === key) + 1 || 1000 + index);
  const issues = Object.entries(errors)
    .map(([name, message], index) => ({ name, message, rank: rank(name, index) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ name, message }) => ({ path: name === '' ? '/values' : `/values/${name}`, message }));
  return new TesseraError('FORM_INVALID', {}, issues);
}

/** What a forward sends: the submission, as the form's target expects it. */
function outboxMessage(
  ctx: ContentContext,
  forward: FormSpec['forward'][number],
  submission: { id: string; site: SiteId; path: string; form: string; values: Record<string, unknown>; files: store.StoredFile[] },
): store.OutboxMessage {
  const payload = { submissionId: submission.id, site: submission.site, page: submission.path, form: submission.form, values: submission.values, files: submission.files.map(({ field, name, mime, size }) => ({ field, name, mime, size })) };
  if (forward.channel === 'webhook') return { channel: 'webhook', target: forward.url, payload: { ...payload, bodyContentType: forward.bodyContentType } };
  const lines = Object.entries(submission.values).map(([key, value]) => `${key}: ${typeof value === 'object' && value !== null && !Array.isArray(value) ? JSON.stringify(value) : Array.isArray(value) ? value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ') : String(value)}`);
  const text = [`A visitor sent the ${submission.form} on ${submission.site}${submission.path}.`, '', ...lines, '', `Submission ${submission.id}`].join('\n');
  return { channel: 'email', target: forward.to, payload: { subject: forward.subject, text }, held: !ctx.mailer.configured };
}
