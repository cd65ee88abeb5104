import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as content from '../../content';
import { CONNECTION_REQUEST_ENTITIES, routes } from '../../core/contracts';
import { toCsv } from '../../core/csv';
import { FORM_SUBMITTED_MESSAGE } from '../../core/form-check';
import { platformId } from '../../core/ids';
import { message, TesseraError } from '../../core/errors';
import type { Site } from '../../core/contracts';
import { actorOf, anyone } from '../access';
import { cutOff, multipartError, tooLongField, type PartLimits } from '../multipart';
import { serve } from '../route-table';
import { visitorOf } from '../visitor-session';
import { finishPage, preparePage } from '../render-page';
import { siteHostnames } from '../public-origin';
import type { FormState } from '../../components/view';

/** Submissions per form and client address before a pause (successful ones count too). */
const PER_FORM_AND_CLIENT = { max: 10, windowMs: 10 * 60_000 };
const IdempotencyKey = z.string().trim().min(8).max(200).regex(/^[\w.:-]+$/);

function siteOf(request: FastifyRequest): Site {
  if (request.site.kind !== 'site') throw new TesseraError('NOT_FOUND', { what: 'A site at this address' });
  return request.site.site;
}

/** What a multipart form post may hold (the plugin's defaults suit single-file uploads to the media library). */
const FORM_LIMITS: PartLimits = { fields: 120, fieldSize: 64 * 1024, parts: 130, files: 10 };
const CAPTCHA_FIELDS = ['_captcha', 'altcha', 'g-recaptcha-response'];

/** The fields that name a post's form: they come before any file of a multipart post. */
interface PostTarget {
  path: string;
  formId: string;
  captcha?: string;
}

/** A form post as it is read: its target once known, its values, and the post the gate let in. */
interface ReadPost {
  path?: string;
  formId?: string;
  values: Record<string, unknown>;
  post?: content.FormPost;
}

/**
 * Reads a form post (the same names as the JSON body, underscored): URL-encoded, or multipart
 * streamed part by part. `_path`, `_form` and the captcha answer come before any file; at the
 * first file (or the end) `open` lets the post in — the form looked up, its captcha checked —
 * and each file then streams to a temporary file under the form's attachment budget. A refusal
 * cuts the rest of the body off. What was read so far stays in `into` (for the page with the
 * errors), and so does the post (for discarding its files).
 */
async function readFormPost(
  ctx: content.ContentContext,
  request: FastifyRequest,
  reply: FastifyReply,
  open: (target: PostTarget) => Promise<content.FormPost>,
  into: ReadPost,
): Promise<content.FormPost> {
  const values = into.values;
  const add = (name: string, value: string) => {
    const current = values[name];
    values[name] = current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value];
  };
  const take = (name: string) => {
    const value = values[name];
    delete values[name];
    return typeof value === 'string' ? value : undefined;
  };
  const gate = async (): Promise<content.FormPost> => {
    if (into.post) return into.post;
    const path = take('_path');
    const formId = take('_form');
    const captcha = CAPTCHA_FIELDS.map(take).find((answer) => answer !== undefined);
    if (!path || !formId) throw new TesseraError('BAD_REQUEST', { detail: 'A form post names its page (_path) and its form (_form)' });
    into.path = path;
    into.formId = formId;
    into.post = await open({ path, formId, ...(captcha ? { captcha } : {}) });
    return into.post;
  };
  if (!request.isMultipart()) {
    for (const [name, value] of Object.entries((request.body ?? {}) as Record<string, string | string[]>)) for (const v of [value].flat()) add(name, v);
    return gate();
  }
  try {
    // At its own file limit the parser would skip the rest in silence; one byte more and receiveFormFile stops it.
    for await (const part of request.parts({ limits: { ...FORM_LIMITS, fileSize: content.MAX_ATTACHMENT_BYTES + 1 } })) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw tooLongField(part.fieldname, FORM_LIMITS);
        add(part.fieldname, String(part.value));
        continue;
      }
      if (!into.post && (typeof values._path !== 'string' || typeof values._form !== 'string')) {
        throw new TesseraError('FORM_FILE_FIRST', { fields: '_path, _form and the captcha answer' });
      }
      const post = await gate();
      // A file input left empty: a part without a name or bytes.
      if (!part.filename) {
        for await (const chunk of part.file) if ((chunk as Buffer).length > 0) throw new TesseraError('BAD_REQUEST', { detail: `The file part "${part.fieldname.slice(0, 64)}" has bytes but no filename` });
        continue;
      }
      await content.receiveFormFile(ctx, post, { field: part.fieldname, filename: part.filename, stream: part.file });
    }
    return await gate();
  } catch (error) {
    cutOff(request, reply);
    throw multipartError(error, FORM_LIMITS);
  }
}

/** Visitors' form submissions and captcha challenges; submissions, outbox and captcha settings for editors. */
export async function formRoutes(app: FastifyInstance): Promise<void> {
  const server = app;
  const ctx = server.content;
  const perForm = content.attemptLimiter(ctx, { name: 'form-post', ...PER_FORM_AND_CLIENT });

  /** Who posts to which form, once the client's pause and Idempotency-Key are checked (429, 400). */
  async function targetOf(request: FastifyRequest, reply: FastifyReply, target: PostTarget, kind?: string) {
    const site = siteOf(request);
    const limiterKey = `${site.id}\n${target.formId}\n${request.ip}`;
    const wait = await perForm.retryAfter(limiterKey);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new TesseraError('RATE_LIMITED', { retry: `${Math.ceil(wait / 60)} minutes` });
    }
    const header = request.headers['idempotency-key'];
    const idempotency = typeof header === 'string' ? IdempotencyKey.safeParse(header) : undefined;
    if (idempotency && !idempotency.success) throw new TesseraError('BAD_REQUEST', { detail: 'Idempotency-Key is 8 to 200 letters, digits, and . _ : -' });
    const visitor = await visitorOf(request, server);
    const formTarget: content.FormPostTarget = {
      site: site.id,
      path: target.path,
      formId: target.formId,
      ...(target.captcha ? { captchaAnswer: target.captcha } : {}),
      visitor,
      cookies: request.cookies,
      remoteIp: request.ip,
      hostnames: siteHostnames(app, site),
      ...(kind ? { kind } : {}),
    };
    return { target: formTarget, limiterKey, ...(idempotency?.success ? { idempotencyKey: idempotency.data } : {}) };
  }

  /** Stores a JSON submission for this request's visitor, or throws (400 naming the fields, 404, 429, 503). */
  async function submit(request: FastifyRequest, reply: FastifyReply, body: PostTarget & { values: Record<string, unknown> }, kind?: string): Promise<content.SubmitResult> {
    const { target, limiterKey, idempotencyKey } = await targetOf(request, reply, body, kind);
    const result = await content.submitForm(ctx, { ...target, values: body.values, ...(idempotencyKey ? { idempotencyKey } : {}) });
    if (result.created) await perForm.fail(limiterKey);
    return result;
  }

  /** Reads and stores a multipart or URL-encoded post; its temporary files are gone afterwards, whatever happened. */
  async function submitPost(request: FastifyRequest, reply: FastifyReply, into: ReadPost): Promise<content.SubmitResult> {
    let opened: Awaited<ReturnType<typeof targetOf>> | undefined;
    try {
      const post = await readFormPost(ctx, request, reply, async (target) => {
        opened = await targetOf(request, reply, target);
        return content.openFormPost(ctx, opened.target);
      }, into);
      const result = await content.submitForm(ctx, { post, values: into.values, ...(opened?.idempotencyKey ? { idempotencyKey: opened.idempotencyKey } : {}) });
      if (result.created && opened) await perForm.fail(opened.limiterKey);
      return result;
    } finally {
      if (into.post) await content.discardFormPost(into.post);
    }
  }

  serve(app, routes.submitForm, { config: { rateLimit: { max: 30, timeWindow: '1 minute' } }, attachValidation: true }, async (request, reply) => {
    let result: content.SubmitResult;
    if (request.isMultipart()) result = await submitPost(request, reply, { values: {} });
    else {
      if (request.validationError) throw request.validationError;
      const body = request.body!;
      result = await submit(request, reply, { path: body.path, formId: body.formId, values: body.values, ...(body.captcha ? { captcha: body.captcha } : {}) });
    }
    return reply
      .status(result.created ? 201 : 200)
      .send({ id: result.id, message: FORM_SUBMITTED_MESSAGE, ...(result.redirectUrl ? { redirectUrl: result.redirectUrl } : {}), ...(result.reference ? { reference: result.reference } : {}) });
  });

  /**
   * The page a form is on, rendered for this visitor with the outcome of their post in that
   * form (never cached): errors beside the fields, or the submitted state.
   */
  async function sendFormPage(request: FastifyRequest, reply: FastifyReply, path: string, formId: string, state: FormState, status: number) {
    const site = siteOf(request);
    const visit = await content.visitPage(ctx, { site: site.id, path, cookies: request.cookies });
    if (visit.kind !== 'page' || visit.page.doc.kind !== 'page') throw new TesseraError('NOT_FOUND', { what: `The page ${path}` });
    const prepared = preparePage(server, visit.page, { formStates: new Map([[formId, state]]) });
    const html = finishPage(server, prepared, await visitorOf(request, server));
    return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'private, no-store').send(html);
  }

  // Without JavaScript: a plain form post, answered with a redirect or the page with the errors in it.
  app.post(
    '/_forms/submit',
    { schema: { hide: true }, config: { access: anyone, acceptsForm: true, rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const into: ReadPost = { values: {} };
      try {
        const result = await submitPost(request, reply, into);
        const reference = result.reference ? `&reference=${encodeURIComponent(result.reference)}` : '';
        return reply.redirect(result.redirectUrl ?? `${into.path}?submitted=${encodeURIComponent(into.formId!)}${reference}#${platformId(into.formId!)}`, 303);
      } catch (error) {
        // Before the form is known (no _path or _form, a file first) there is no page to show the error on.
        if (!(error instanceof TesseraError) || error.status >= 500 || error.code === 'NOT_FOUND' || !into.path || !into.formId) throw error;
        const errors: Record<string, string> =
          error.issues.length > 0 ? Object.fromEntries(error.issues.map((i) => [i.path.replace(/^\/values\/?/, ''), i.message])) : { '': error.message };
        return sendFormPage(request, reply, into.path, into.formId, { status: 'error', values: into.values, errors }, error.status);
      }
    },
  );

  // The specification's endpoints of the two connectivity forms (§7): the same durable
  // submission, for a form of that kind only, answered with the specification's message.
  const kindRoute = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  serve(app, routes.submitSessionRequest, { config: kindRoute }, async (request, reply) => {
    const { path, formId, values, captcha } = request.body;
    const result = await submit(request, reply, { path, formId, values, ...(captcha ? { captcha } : {}) }, 'session-request-form');
    return reply.status(result.created ? 201 : 200).send({ id: result.id, message: message('CONNECTION_REQUEST_SUCCESS'), ...(result.reference ? { reference: result.reference } : {}) });
  });
  serve(app, routes.submitConnectionRequest, { config: kindRoute }, async (request, reply) => {
    const { path, formId, values, captcha } = request.body;
    if (values.entityType !== CONNECTION_REQUEST_ENTITIES[request.params.entity]) {
      throw new TesseraError('FORM_INVALID', {}, [{ path: '/values/entityType', message: `This endpoint takes ${CONNECTION_REQUEST_ENTITIES[request.params.entity]} requests` }]);
    }
    const result = await submit(request, reply, { path, formId, values, ...(captcha ? { captcha } : {}) }, 'connection-request-form');
    return reply.status(result.created ? 201 : 200).send({ id: result.id, message: message('CONNECTION_REQUEST_SUCCESS') });
  });

  serve(app, routes.getCaptchaChallenge, { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } }, async (request, reply) => {
    const site = siteOf(request);
    reply.header('cache-control', 'no-store');
    return (await content.captchaChallenge(ctx, { site: site.id })) as unknown as Record<string, unknown>;
  });

  // Editors.
  serve(app, routes.listSubmissions, async (request, reply) => {
    const { format, limit, cursor, from, to, ...rest } = request.query;
    const filter = { ...rest, ...(from ? { from } : {}), ...(to ? { to: new Date(Date.parse(to) + 86_400_000).toISOString().slice(0, 10) } : {}) };
    const actor = actorOf(request);
    if (format === 'json') {
      const { items, ...page } = await content.listSubmissions(ctx, { actor, ...filter, page: { limit, cursor } });
      return { submissions: items, ...page };
    }
    const all = await content.exportSubmissions(ctx, { actor, ...filter });
    const names = [...new Set(all.flatMap((s) => Object.keys(s.values)))];
    const rows = all.map((s) => [s.id, s.createdAt, s.site, s.path, s.formName, s.reference ?? '', ...names.map((n) => csvValue(s.values[n])), s.files.map((f) => f.name).join('; ')]);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="submissions.csv"')
      .send(toCsv(['id', 'submitted_at', 'site', 'page', 'form', 'reference', ...names, 'files'], rows));
  });
  serve(app, routes.listSubmissionForms, async (request) => ({ forms: await content.submissionForms(ctx, { actor: actorOf(request), ...(request.query.site ? { site: request.query.site } : {}) }) }));
  serve(app, routes.getSubmissionFile, async (request, reply) => {
    const { file, bytes } = await content.submissionFile(ctx, { actor: actorOf(request), id: request.params.id, hash: request.params.hash });
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  serve(app, routes.listOutbox, async (request) => {
    const { status, site, limit, cursor } = request.query;
    const { items, ...page } = await content.listOutbox(ctx, { actor: actorOf(request), status, site, page: { limit, cursor } });
    return { entries: items, ...page };
  });
  serve(app, routes.retryOutbox, async (request) => ({ entry: await content.retryOutbox(ctx, { actor: actorOf(request), id: request.params.id }) }));

  serve(app, routes.getCaptchaSettings, async (request) => ({ captcha: await content.getCaptchaSettings(ctx, { actor: actorOf(request), site: request.params.site }) }));
  serve(app, routes.setCaptchaSettings, async (request) => ({ captcha: await content.setCaptchaSettings(ctx, { actor: actorOf(request), site: request.params.site, ...request.body }) }));
}

function csvValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return value.join('; ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
