import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as content from '../../content';
import {
  CaptchaSettingsBody,
  CaptchaSettingsResponse,
  OutboxEntryResponse,
  OutboxListResponse,
  OutboxParams,
  OutboxQuery,
  SiteParams,
  SubmissionFileParams,
  SubmissionFormsResponse,
  SubmissionListResponse,
  SubmissionQuery,
  SubmitFormBody,
  SubmitFormResponse,
} from '../../core/contracts';
import { toCsv } from '../../core/csv';
import { FORM_SUBMITTED_MESSAGE } from '../../core/form-check';
import { platformId } from '../../core/ids';
import { message, TesseraError } from '../../core/errors';
import type { Site } from '../../core/contracts';
import { actorOf, admin, anyone, publisher } from '../access';
import { hasAccess } from '../access-code';
import { AttemptLimiter } from '../attempts';
import { responses } from '../responses';
import { visitorOf } from '../visitor-session';
import { finishPage, preparePage } from '../render-page';
import type { FormState } from '../../components/view';

/** Submissions per form and client address before a pause (successful ones count too). */
const PER_FORM_AND_CLIENT = { max: 10, windowMs: 10 * 60_000 };
const IdempotencyKey = z.string().trim().min(8).max(200).regex(/^[\w.:-]+$/);

function siteOf(request: FastifyRequest): Site {
  if (request.site.kind !== 'site') throw new TesseraError('NOT_FOUND', { what: 'A site at this address' });
  return request.site.site;
}

/** A submission as the forms route reads it: JSON, or multipart with `_path`, `_form`, `_captcha` beside the fields. */
export interface ParsedSubmission {
  path: string;
  formId: string;
  values: Record<string, unknown>;
  files: content.IncomingFile[];
  captcha?: string;
}

/** Reads a multipart or URL-encoded form post (the same names as the JSON body, underscored). */
export async function readFormPost(request: FastifyRequest): Promise<ParsedSubmission> {
  const values: Record<string, unknown> = {};
  const files: content.IncomingFile[] = [];
  const add = (name: string, value: string) => {
    const current = values[name];
    values[name] = current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value];
  };
  if (request.isMultipart()) {
    // A form's own limits (the plugin's defaults suit single-file uploads to the media library).
    for await (const part of request.parts({ limits: { fields: 120, fieldSize: 64 * 1024, parts: 130, files: 10 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.filename) files.push({ field: part.fieldname, filename: part.filename, bytes });
      } else add(part.fieldname, String(part.value));
    }
  } else {
    for (const [name, value] of Object.entries((request.body ?? {}) as Record<string, string | string[]>)) for (const v of [value].flat()) add(name, v);
  }
  const take = (name: string) => {
    const value = values[name];
    delete values[name];
    return typeof value === 'string' ? value : undefined;
  };
  const path = take('_path');
  const formId = take('_form');
  const captcha = take('_captcha') ?? take('altcha') ?? take('g-recaptcha-response');
  if (!path || !formId) throw new TesseraError('BAD_REQUEST', { detail: 'A form post names its page (_path) and its form (_form)' });
  return { path, formId, values, files, ...(captcha ? { captcha } : {}) };
}

/** Visitors' form submissions and captcha challenges; submissions, outbox and captcha settings for editors. */
export async function formRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tessera = app.tessera;
  const ctx = tessera.content;
  const perForm = new AttemptLimiter(PER_FORM_AND_CLIENT);

  /** Stores a submission for this request's visitor, or throws (400 naming the fields, 429, 503). */
  async function submit(request: FastifyRequest, reply: FastifyReply, parsed: ParsedSubmission, kind?: string): Promise<content.SubmitResult> {
    const site = siteOf(request);
    const key = `${site.id}\n${parsed.formId}\n${request.ip}`;
    const wait = perForm.retryAfter(key);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new TesseraError('RATE_LIMITED', { retry: `${Math.ceil(wait / 60)} minutes` });
    }
    const header = request.headers['idempotency-key'];
    const idempotency = typeof header === 'string' ? IdempotencyKey.safeParse(header) : undefined;
    if (idempotency && !idempotency.success) throw new TesseraError('BAD_REQUEST', { detail: 'Idempotency-Key is 8 to 200 letters, digits, and . _ : -' });
    const visitor = await visitorOf(request, tessera);
    const result = await content.submitForm(ctx, {
      site: site.id,
      path: parsed.path,
      formId: parsed.formId,
      values: parsed.values,
      files: parsed.files,
      ...(parsed.captcha ? { captchaAnswer: parsed.captcha } : {}),
      ...(idempotency?.success ? { idempotencyKey: idempotency.data } : {}),
      visitor,
      granted: (page) => hasAccess(request, tessera.config.secret, page),
      remoteIp: request.ip,
      ...(kind ? { kind } : {}),
    });
    if (result.created) perForm.fail(key);
    return result;
  }

  api.post(
    '/api/forms/submit',
    {
      schema: {
        tags: ['Forms'],
        summary: "A visitor's submission (JSON; multipart/form-data with _path, _form and _captcha when it carries files). Stored before the answer.",
        body: SubmitFormBody,
        response: responses({ 201: SubmitFormResponse, 200: SubmitFormResponse }),
      },
      config: { access: anyone, rateLimit: { max: 30, timeWindow: '1 minute' } },
      // A multipart post is read in the handler; the JSON contract applies to JSON bodies only.
      attachValidation: true,
    },
    async (request, reply) => {
      let parsed: ParsedSubmission;
      if (request.isMultipart()) parsed = await readFormPost(request);
      else {
        if (request.validationError) throw request.validationError;
        const body = request.body!;
        parsed = { path: body.path, formId: body.formId, values: body.values, files: [], ...(body.captcha ? { captcha: body.captcha } : {}) };
      }
      const result = await submit(request, reply, parsed);
      return reply.status(result.created ? 201 : 200).send({ id: result.id, message: FORM_SUBMITTED_MESSAGE, ...(result.redirectUrl ? { redirectUrl: result.redirectUrl } : {}) });
    },
  );

  /**
   * The page a form is on, rendered for this visitor with the outcome of their post in that
   * form (never cached): errors beside the fields, or the submitted state.
   */
  async function sendFormPage(request: FastifyRequest, reply: FastifyReply, path: string, formId: string, state: FormState, status: number) {
    const site = siteOf(request);
    const page = await content.publishedPage(ctx, { site: site.id, path });
    if (!page || page.kind !== 'page' || !hasAccess(request, tessera.config.secret, page)) throw new TesseraError('NOT_FOUND', { what: `The page ${path}` });
    const prepared = await preparePage(tessera, page, { formStates: new Map([[formId, state]]) });
    const html = finishPage(tessera, prepared, await visitorOf(request, tessera));
    return reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'private, no-store').send(html);
  }

  // Without JavaScript: a plain form post, answered with a redirect or the page with the errors in it.
  app.post(
    '/_forms/submit',
    { schema: { hide: true }, config: { access: anyone, acceptsForm: true, rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const parsed = await readFormPost(request);
      try {
        const result = await submit(request, reply, parsed);
        return reply.redirect(result.redirectUrl ?? `${parsed.path}?submitted=${encodeURIComponent(parsed.formId)}#${platformId(parsed.formId)}`, 303);
      } catch (error) {
        if (!(error instanceof TesseraError) || error.status >= 500 || error.code === 'NOT_FOUND') throw error;
        const errors: Record<string, string> =
          error.code === 'FORM_INVALID' ? Object.fromEntries(error.issues.map((i) => [i.path.replace(/^\/values\/?/, ''), i.message])) : { '': error.message };
        return sendFormPage(request, reply, parsed.path, parsed.formId, { status: 'error', values: parsed.values, errors }, error.status);
      }
    },
  );

  // The specification's endpoints of the two connectivity forms (§7): the same durable
  // submission, for a form of that kind only, answered with the specification's message.
  const kindRoute = { access: anyone, rateLimit: { max: 30, timeWindow: '1 minute' } };
  api.post(
    '/api/notification-web/public/servicenow/contact',
    { schema: { tags: ['Forms'], summary: 'A session request (stored, then forwarded through the outbox)', body: SubmitFormBody, response: responses({ 201: SubmitFormResponse, 200: SubmitFormResponse }) }, config: kindRoute },
    async (request, reply) => {
      const { path, formId, values, captcha } = request.body;
      const result = await submit(request, reply, { path, formId, values, files: [], ...(captcha ? { captcha } : {}) }, 'session-request-form');
      return reply.status(result.created ? 201 : 200).send({ id: result.id, message: message('CONNECTION_REQUEST_SUCCESS') });
    },
  );
  const ENTITIES = { ice: 'ICE', nyse: 'NYSE', mers: 'MERS', 'ice-data-services': 'ICE Data Services' } as const;
  api.post(
    '/api/new-connection-request/:entity',
    {
      schema: {
        tags: ['Forms'],
        summary: 'A connection request to one entity’s service-request endpoint (ICE, NYSE, MERS, ICE Data Services)',
        params: z.object({ entity: z.enum(Object.keys(ENTITIES) as [keyof typeof ENTITIES, ...(keyof typeof ENTITIES)[]]) }),
        body: SubmitFormBody,
        response: responses({ 201: SubmitFormResponse, 200: SubmitFormResponse }),
      },
      config: kindRoute,
    },
    async (request, reply) => {
      const { path, formId, values, captcha } = request.body;
      if (values.entityType !== ENTITIES[request.params.entity]) {
        throw new TesseraError('FORM_INVALID', {}, [{ path: '/values/entityType', message: `This endpoint takes ${ENTITIES[request.params.entity]} requests` }]);
      }
      const result = await submit(request, reply, { path, formId, values, files: [], ...(captcha ? { captcha } : {}) }, 'connection-request-form');
      return reply.status(result.created ? 201 : 200).send({ id: result.id, message: message('CONNECTION_REQUEST_SUCCESS') });
    },
  );

  api.get(
    '/api/forms/captcha',
    { schema: { tags: ['Forms'], summary: 'A new ALTCHA challenge for a form of this site', response: responses({ 200: z.record(z.string(), z.unknown()) }) }, config: { access: anyone, rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const site = siteOf(request);
      reply.header('cache-control', 'no-store');
      return (await content.captchaChallenge(ctx, { site: site.id })) as unknown as Record<string, unknown>;
    },
  );

  // Editors.
  const tags = ['Submissions'];
  api.get(
    '/api/cms/submissions',
    {
      schema: {
        tags,
        summary: 'Form submissions, newest first, as JSON pages or (format=csv) every match',
        querystring: SubmissionQuery,
        response: responses({ 200: { description: 'The submissions', content: { 'application/json': { schema: SubmissionListResponse }, 'text/csv': { schema: z.string() } } } }),
      },
      config: { access: publisher },
    },
    async (request, reply) => {
      const { format, limit, offset, from, to, ...rest } = request.query;
      const filter = { ...rest, ...(from ? { from } : {}), ...(to ? { to: new Date(Date.parse(to) + 86_400_000).toISOString().slice(0, 10) } : {}) };
      const actor = actorOf(request);
      if (format === 'json') return content.listSubmissions(ctx, { actor, ...filter, limit, offset });
      const all = await content.exportSubmissions(ctx, { actor, ...filter });
      const names = [...new Set(all.flatMap((s) => Object.keys(s.values)))];
      const rows = all.map((s) => [s.id, s.createdAt, s.site, s.path, s.formName, ...names.map((n) => csvValue(s.values[n])), s.files.map((f) => f.name).join('; ')]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="submissions.csv"')
        .send(toCsv(['id', 'submitted_at', 'site', 'page', 'form', ...names, 'files'], rows));
    },
  );
  api.get(
    '/api/cms/submissions/forms',
    { schema: { tags, summary: 'The forms that have submissions, with counts', querystring: z.object({ site: SiteParams.shape.site.optional() }), response: responses({ 200: SubmissionFormsResponse }) }, config: { access: publisher } },
    async (request) => ({ forms: await content.submissionForms(ctx, { actor: actorOf(request), ...(request.query.site ? { site: request.query.site } : {}) }) }),
  );
  api.get(
    '/api/cms/submissions/:id/files/:hash',
    { schema: { tags, summary: 'A file a visitor attached (always downloaded, never shown)', params: SubmissionFileParams }, config: { access: publisher } },
    async (request, reply) => {
      const { file, bytes } = await content.submissionFile(ctx, { actor: actorOf(request), id: request.params.id, hash: request.params.hash });
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  api.get(
    '/api/cms/outbox',
    { schema: { tags: ['Outbox'], summary: 'Messages to send (webhooks, e-mail): pending, failed with the last error, sent, held', querystring: OutboxQuery, response: responses({ 200: OutboxListResponse }) }, config: { access: admin } },
    async (request) => content.listOutbox(ctx, { actor: actorOf(request), ...request.query }),
  );
  api.post(
    '/api/cms/outbox/:id/retry',
    { schema: { tags: ['Outbox'], summary: 'Try a failed or waiting message again now', params: OutboxParams, response: responses({ 200: OutboxEntryResponse }) }, config: { access: admin } },
    async (request) => ({ entry: await content.retryOutbox(ctx, { actor: actorOf(request), id: request.params.id }) }),
  );

  api.get(
    '/api/cms/sites/:site/captcha',
    { schema: { tags: ['Sites'], summary: "The site's captcha (without its secret)", params: SiteParams, response: responses({ 200: CaptchaSettingsResponse }) }, config: { access: admin } },
    async (request) => ({ captcha: await content.getCaptchaSettings(ctx, { actor: actorOf(request), site: request.params.site }) }),
  );
  api.put(
    '/api/cms/sites/:site/captcha',
    { schema: { tags: ['Sites'], summary: "Set the site's captcha: ALTCHA, or reCAPTCHA with its secret", params: SiteParams, body: CaptchaSettingsBody, response: responses({ 200: CaptchaSettingsResponse }) }, config: { access: admin } },
    async (request) => ({ captcha: await content.setCaptchaSettings(ctx, { actor: actorOf(request), site: request.params.site, ...request.body }) }),
  );
}

function csvValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return value.join('; ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
