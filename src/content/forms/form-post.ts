import type { Readable } from 'node:stream';
import type { ComponentDefinition } from '../../core/component';
import { message, TesseraError } from '../../core/errors';
import type { FormSpec } from '../../core/forms';
import type { VisitorView } from '../../core/gates';
import type { Node } from '../../core/node';
import { recaptchaAction } from '../../core/recaptcha';
import type { SiteId } from '../../core/sites';
import { receiveFile, type TemporaryFile } from '../../services/media';
import * as store from '../../store';
import type { PublishedPage } from '../../store/types';
import type { ContentContext } from '../context';
import { megabytes } from '../media/shared';
import { loadPartials } from '../published';
import { mayOpen, type Cookies } from '../site-pages/access-code';
import { siteCaptcha } from './captcha';

/** A form node as this visitor can see it on a published page. */
export interface FoundForm {
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

/** A file a visitor attached, before it is stored: streamed into a temporary file of `ctx.uploads`, hashed on the way. */
export interface IncomingFile {
  field: string;
  filename: string;
  temp: TemporaryFile;
  size: number;
  /** SHA-256 of the bytes, hex. */
  hash: string;
}

/** Largest attachment, in bytes. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** What a form accepts in files in all: one file of at most MAX_ATTACHMENT_BYTES per FILE field. */
export function attachmentBudget(spec: Pick<FormSpec, 'fields'>): number {
  return spec.fields.filter((f) => f.type === 'FILE').length * MAX_ATTACHMENT_BYTES;
}

/** Who posts to which form: what `openFormPost` checks before anything else of the post is read. */
export interface FormPostTarget {
  site: SiteId;
  path: string;
  formId: string;
  captchaAnswer?: string;
  /** Who the page is shown to (a form inside a gate slot they cannot see is not found). */
  visitor: VisitorView | null;
  /** The request's cookies: where a grant of the page's access code would be. */
  cookies: Cookies;
  remoteIp?: string;
  /** The host names the site's pages are served under: a reCAPTCHA answer solved on another is refused. */
  hostnames?: readonly string[];
  /** Only a form of this kind is accepted (endpoints of one kind: the session and connection requests). */
  kind?: string;
}

/**
 * A form post let in: the form found and its captcha checked, with the files received so far.
 * Made by `openFormPost`, filled by `receiveFormFile`, ended by `submitForm` (which stores it) or
 * `discardFormPost` (which removes its temporary files).
 */
export interface FormPost {
  readonly site: SiteId;
  readonly path: string;
  readonly formId: string;
  /** Bytes of files this post may still carry (the form's attachment budget, less what arrived). */
  remaining: number;
  readonly files: IncomingFile[];
  readonly page: PublishedPage;
  readonly found: FoundForm;
  /** The answer's replay key; `forward`: the reCAPTCHA token the form's target checks itself (`captchaForwarded`). */
  readonly captcha: { replayKey: string; expiresAt: Date; forward?: string } | null;
}

/**
 * The submission gate: finds form `formId` on the published page at `path` as this visitor sees
 * it, and checks its captcha (fail closed), before any value or file of the post is looked at.
 * An unknown form is NOT_FOUND, a missing or wrong answer CAPTCHA_FAILED: a multipart post is
 * refused here, before one byte of its files is stored.
 */
export async function openFormPost(ctx: ContentContext, target: FormPostTarget): Promise<FormPost> {
  const page = await store.getPublishedPage(ctx.db, { site: target.site, path: target.path });
  if (!page || page.kind !== 'page' || !mayOpen(ctx, page, target.cookies)) throw new TesseraError('NOT_FOUND', { what: `A form on ${target.path}` });
  const partials = await loadPartials(ctx, target.site, page.tree);
  const found = findForm(ctx, page.tree, partials, target.formId, target.visitor);
  if (!found || (target.kind !== undefined && found.node.name !== target.kind)) throw new TesseraError('NOT_FOUND', { what: `The form ${target.formId.slice(0, 40)} on ${target.path}` });
  const settings = found.spec.captcha ? await siteCaptcha(ctx, target.site) : null;
  const captcha = !settings
    ? null
    : settings.provider === 'recaptcha' && found.spec.captchaForwarded
      ? forwardedToken(target.captchaAnswer)
      : await ctx.captcha.verify(settings, {
          site: target.site,
          answer: target.captchaAnswer,
          ...(target.remoteIp ? { remoteIp: target.remoteIp } : {}),
          ...(target.hostnames ? { hostnames: target.hostnames } : {}),
          action: recaptchaAction(found.node.name),
        });
  return { site: target.site, path: target.path, formId: target.formId, remaining: attachmentBudget(found.spec), files: [], page, found, captcha };
}

/** Google's tokens live two minutes; a replayed one is refused here for longer than that. */
const FORWARDED_TOKEN_TTL_MS = 10 * 60_000;

/**
 * A reCAPTCHA token the form's target checks itself (the form's `useRecaptchaProxy` off): it must
 * be there and count once here, and it goes out with the submission unspent.
 */
function forwardedToken(answer: string | undefined): { replayKey: string; expiresAt: Date; forward: string } {
  if (!answer || answer.trim() === '') throw new TesseraError('CAPTCHA_FAILED', { reason: 'the check was not done; wait for it to finish, or reload the page' });
  if (answer.length > 10_000) throw new TesseraError('CAPTCHA_FAILED', { reason: 'the answer is not one this site gave' });
  return { replayKey: `recaptcha:${answer}`, expiresAt: new Date(Date.now() + FORWARDED_TOKEN_TTL_MS), forward: answer };
}

/**
 * Takes one file of a post that `openFormPost` let in: it must be for one of the form's FILE
 * fields (one each), and streams into a temporary file under the per-file limit, within what
 * is left of the form's budget. The byte past it stops it at once (413 naming the field and
 * the limit, the temporary file removed); the caller cuts the request off and calls
 * `discardFormPost`.
 */
export async function receiveFormFile(ctx: ContentContext, post: FormPost, file: { field: string; filename: string; stream: Readable }): Promise<void> {
  const { spec } = post.found;
  const field = spec.fields.find((f) => f.name === file.field && f.type === 'FILE');
  const label = field ? field.displayName || field.name : '';
  const problem = !field
    ? `This form has no file field "${file.field.slice(0, 64)}"`
    : post.files.some((f) => f.field === file.field)
      ? `${label}: send one file`
      : undefined;
  if (problem) throw invalid(spec, { [field ? file.field : '']: problem });
  // One file per field, each within the per-file limit: the post stays within the form's budget.
  const maxBytes = Math.min(MAX_ATTACHMENT_BYTES, post.remaining);
  const limit = megabytes(maxBytes);
  const received = await receiveFile(ctx.uploads, file.stream, {
    maxBytes,
    tooLarge: () => new TesseraError('ATTACHMENT_TOO_LARGE', { label, limit }, [{ path: `/values/${file.field}`, message: message('ATTACHMENT_TOO_LARGE', { label, limit }) }]),
  });
  post.remaining -= received.size;
  post.files.push({ field: file.field, filename: file.filename, ...received });
}

/** Removes the temporary files of a post that was not stored (nothing happens to those stored). */
export async function discardFormPost(post: FormPost): Promise<void> {
  await Promise.all(post.files.map((f) => f.temp.discard()));
}

/** FORM_INVALID with one issue per field (`/values/{name}`), in the form's field order. */
export function invalid(spec: FormSpec, errors: Record<string, string>): TesseraError {
  // The form as a whole first, then the fields in the form's order; structured forms' nested
  // paths (`markets/0/senderCompIDs`) keep the parser's order.
  const rank = (key: string, index: number) => (key === '' ? -1 : spec.fields.findIndex((f) => f.name === key) + 1 || 1000 + index);
  const issues = Object.entries(errors)
    .map(([name, message], index) => ({ name, message, rank: rank(name, index) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ name, message }) => ({ path: name === '' ? '/values' : `/values/${name}`, message }));
  return new TesseraError('FORM_INVALID', {}, issues);
}

