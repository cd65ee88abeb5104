import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { diffTrees } from '../../core/diff';
import { TesseraError } from '../../core/errors';
import type { Node } from '../../core/node';
import { cloneWithFreshIds } from '../../core/tree';
import {
  cancelSchedule,
  createDocument,
  createPreviewLink,
  getDocument,
  getPreviewLink,
  getSchedule,
  getVersion,
  leavePresence,
  listPresence,
  listPreviewLinks,
  resolvePreviewToken,
  revokePreviewLink,
  setSchedule,
  touchPresence,
} from '../../store';
import type { DocumentRecord, PreviewLink, User } from '../../store/types';
import { anyone, assertMayEdit, editor, hasRole, publisher } from '../access';
import { checkPath, validateDocumentTree } from '../content';
import { parseInput } from '../http';
import { renderPreview, renderPreviewProblem } from '../preview-link';
import { Scheduler } from '../scheduler';
import { PREVIEW_POLICY } from '../security-headers';

/** Another editor counts as present while their last heartbeat is at most this old. */
export const PRESENCE_WINDOW_MS = 60_000;
/** Schedules further ahead than this are almost certainly typing mistakes. */
const MAX_SCHEDULE_AHEAD_MS = 366 * 24 * 60 * 60_000;
const HTML = 'text/html; charset=utf-8';

const IdParams = z.object({ id: z.uuid('Document ids are UUIDs') });
const LinkParams = z.object({ linkId: z.uuid('Preview link ids are UUIDs') });

const ScheduleBody = z
  .object({
    at: z.iso
      .datetime({ offset: true, message: 'at must be an ISO 8601 date and time with a time zone, like 2030-01-31T09:00:00Z' })
      .refine((at) => Date.parse(at) > Date.now(), 'at must be in the future')
      .refine((at) => Date.parse(at) <= Date.now() + MAX_SCHEDULE_AHEAD_MS, 'at must be within a year from now'),
    note: z.string().max(500).optional(),
  })
  .strict();

const PreviewLinkBody = z
  .object({
    expiresInMinutes: z.number().int().min(5).max(10_080).default(1440),
    version: z.number().int().min(1).optional(),
  })
  .strict();

const DiffSide = z
  .string()
  .regex(/^(draft|[1-9]\d{0,8})$/, 'Use "draft" or a version number')
  .transform((value) => (value === 'draft' ? ('draft' as const) : Number(value)));
const DiffQuery = z.object({ from: DiffSide, to: DiffSide }).strict();

const DuplicateBody = z
  .object({
    path: z.string().min(1).max(200),
    title: z.string().trim().min(1, 'Title is required.').max(200).optional(),
  })
  .strict();

const TokenParams = z.object({ token: z.string().max(400) });

/** A link's author may revoke it; Super Users and Admins may revoke anyone's. */
function mayRevoke(user: Pick<User, 'id' | 'role'>, link: PreviewLink): boolean {
  return link.createdBy.id === user.id || hasRole(user, 'CMSTWO Super User');
}

/**
 * What the editor needs beyond the content API: presence, scheduled publishing, preview
 * links, version diffs and duplicating. Also the visitor route that serves preview links,
 * and the scheduler of this process when the configuration turns it on.
 */
export async function editorRoutes(app: FastifyInstance): Promise<void> {
  await app.register(editorApi, { prefix: '/api/cms' });
  await app.register(previewRoute);

  const { config } = app.tessera;
  if (config.schedulerIntervalMs > 0) {
    const scheduler = new Scheduler(app.tessera, { intervalMs: config.schedulerIntervalMs, log: app.log });
    scheduler.start();
    app.addHook('onClose', () => scheduler.stop());
  }
}

async function editorApi(app: FastifyInstance): Promise<void> {
  const { db, registry } = app.tessera;

  async function load(id: string): Promise<DocumentRecord> {
    const doc = await getDocument(db, { id });
    if (!doc) throw new TesseraError('NOT_FOUND', { what: `Document ${id}` });
    return doc;
  }

  async function treeAt(doc: DocumentRecord, side: 'draft' | number): Promise<Node> {
    if (side === 'draft') return doc.draft;
    const version = await getVersion(db, { id: doc.id, version: side });
    if (!version) throw new TesseraError('NOT_FOUND', { what: `Version ${side} of document ${doc.id}` });
    return version.tree;
  }

  // Presence: a heartbeat every few seconds while the page is open in the editor.
  app.post('/documents/:id/presence', { config: { access: editor } }, async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    await load(id);
    const user = request.user!;
    await touchPresence(db, { documentId: id, userId: user.id, windowMs: PRESENCE_WINDOW_MS });
    const others = await listPresence(db, { documentId: id, windowMs: PRESENCE_WINDOW_MS, exceptUserId: user.id });
    return { editors: others.map(({ userId, name, email, since }) => ({ userId, name, email, since })) };
  });

  app.delete('/documents/:id/presence', { config: { access: editor } }, async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    await leavePresence(db, { documentId: id, userId: request.user!.id });
    return reply.status(204).send();
  });

  // Scheduled publishing.
  app.get('/documents/:id/schedule', { config: { access: editor } }, async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    await load(id);
    return { schedule: (await getSchedule(db, { documentId: id })) ?? null };
  });

  app.put('/documents/:id/schedule', { config: { access: publisher } }, async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const body = parseInput(ScheduleBody, request.body, 'body');
    const doc = await load(id);
    // Refuse now what the scheduler would refuse later; it checks again when the time comes.
    validateDocumentTree({ registry, site: doc.site, kind: doc.kind, tree: doc.draft });
    const user = request.user!;
    const schedule = await setSchedule(db, {
      documentId: id,
      at: new Date(body.at).toISOString(),
      note: body.note ?? null,
      userId: user.id,
      actor: user.email,
    });
    return { schedule };
  });

  app.delete('/documents/:id/schedule', { config: { access: publisher } }, async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    await load(id);
    await cancelSchedule(db, { documentId: id, actor: request.user!.email });
    return reply.status(204).send();
  });

  // Shareable preview links: stored, listed per document, revocable.
  app.post('/documents/:id/preview-link', { config: { access: editor } }, async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const body = parseInput(PreviewLinkBody, request.body, 'body');
    const doc = await load(id);
    if (body.version !== undefined) await treeAt(doc, body.version);
    const user = request.user!;
    const { token, link } = await createPreviewLink(db, {
      documentId: id,
      version: body.version ?? null,
      expiresAt: new Date(Date.now() + body.expiresInMinutes * 60_000).toISOString(),
      userId: user.id,
      actor: user.email,
    });
    return { id: link.id, url: `/_preview/${token}`, expiresAt: link.expiresAt };
  });

  app.get('/documents/:id/preview-links', { config: { access: editor } }, async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    await load(id);
    const user = request.user!;
    const links = await listPreviewLinks(db, { documentId: id });
    return {
      links: links.map((link) => ({
        id: link.id,
        version: link.version,
        createdAt: link.createdAt,
        expiresAt: link.expiresAt,
        revokedAt: link.revokedAt,
        createdBy: { name: link.createdBy.name, email: link.createdBy.email },
        status: link.status,
        canRevoke: link.status !== 'revoked' && mayRevoke(user, link),
      })),
    };
  });

  app.delete('/preview-links/:linkId', { config: { access: editor } }, async (request, reply) => {
    const { linkId } = parseInput(LinkParams, request.params, 'params');
    const link = await getPreviewLink(db, { id: linkId });
    if (!link) throw new TesseraError('NOT_FOUND', { what: `Preview link ${linkId}` });
    const user = request.user!;
    if (!mayRevoke(user, link)) throw new TesseraError('FORBIDDEN', { role: user.role, action: "revoke other people's preview links" });
    await revokePreviewLink(db, { id: linkId, actor: user.email });
    return reply.status(204).send();
  });

  // Differences between two versions, or a version and the draft.
  app.get('/documents/:id/diff', { config: { access: editor } }, async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const { from, to } = parseInput(DiffQuery, request.query, 'query');
    const doc = await load(id);
    const [a, b] = await Promise.all([treeAt(doc, from), treeAt(doc, to)]);
    return { from, to, ...diffTrees(a, b) };
  });

  app.post('/documents/:id/duplicate', { config: { access: editor } }, async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const body = parseInput(DuplicateBody, request.body, 'body');
    const source = await load(id);
    assertMayEdit(request.user!, source.kind);
    const path = checkPath(body.path);
    const tree = validateDocumentTree({ registry, site: source.site, kind: source.kind, tree: cloneWithFreshIds(source.draft) });
    const document = await createDocument(db, {
      site: source.site,
      path,
      kind: source.kind,
      title: body.title ?? `${source.title} (copy)`.slice(0, 200),
      seo: source.seo,
      draft: tree,
      actor: request.user!.email,
    });
    return reply.status(201).send({ document });
  });
}

/** `GET /_preview/{token}`: a preview link, on any host, for reviewers without an account. */
async function previewRoute(app: FastifyInstance): Promise<void> {
  const tessera = app.tessera;

  app.get('/_preview/:token', { config: { access: anyone } }, async (request, reply) => {
    reply
      .header('content-type', HTML)
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      // The token is the credential: do not hand it to other sites in the Referer header.
      .header('referrer-policy', 'no-referrer')
      // A draft is untrusted: it runs in an opaque origin, never with the viewer's session.
      .header('content-security-policy', PREVIEW_POLICY);
    const problem = (reason: 'invalid' | 'expired' | 'revoked') => {
      const { status, html } = renderPreviewProblem(tessera, reason);
      return reply.status(status).send(html);
    };
    // Checked on every request, so revoking a link or disabling its author takes effect at once.
    const params = TokenParams.safeParse(request.params);
    const checked = params.success ? await resolvePreviewToken(tessera.db, { token: params.data.token }) : ({ ok: false, reason: 'invalid' } as const);
    if (!checked.ok) return problem(checked.reason);
    const { claim } = checked;
    const doc = await getDocument(tessera.db, { id: claim.documentId });
    const version = doc && claim.version !== null ? await getVersion(tessera.db, { id: doc.id, version: claim.version }) : undefined;
    if (!doc || (claim.version !== null && !version)) return problem('invalid');
    const page = version
      ? { site: doc.site, path: doc.path, kind: doc.kind, title: version.title, seo: version.seo, tree: version.tree }
      : { site: doc.site, path: doc.path, kind: doc.kind, title: doc.title, seo: doc.seo, tree: doc.draft };
    return reply.send(await renderPreview(tessera, page, claim));
  });
}
