import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { toCsv } from '../../core/csv';
import { TesseraError } from '../../core/errors';
import { ROLES, SITE_IDS } from '../../core/sites';
import { appendAudit, createUser, getSite, getUser, listAudit, listUsers, updateUser, upsertSite } from '../../store';
import type { AuditEntry } from '../../store/types';
import { admin } from '../access';
import { parseInput } from '../http';

const UserBody = z
  .object({
    email: z.email('Enter a valid e-mail address').max(320),
    name: z.string().trim().min(1, 'Name is required.').max(200),
    role: z.enum(ROLES),
    password: z.string().min(12, 'Passwords have at least 12 characters').max(1000),
  })
  .strict();

const UserPatch = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    role: z.enum(ROLES).optional(),
    disabled: z.boolean().optional(),
  })
  .strict();

const SitePatch = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    hosts: z
      .array(z.string().trim().toLowerCase().max(260).regex(/^[a-z0-9.-]+(:\d+)?$/, 'Host names are letters, digits, dots and hyphens'))
      .min(1)
      .max(20)
      .optional(),
    captchaSiteKey: z.string().max(200).nullable().optional(),
  })
  .strict();

const AuditQuery = z.object({
  site: z.enum(SITE_IDS).optional(),
  actor: z.string().max(320).optional(),
  action: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  before: z.coerce.number().int().min(1).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

const CSV_MAX_ROWS = 100_000;


/** Users, sites and the audit log: CMSTWO Admin only. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { db, sites, changes } = app.tessera;

  app.get('/users', { config: { access: admin } }, async () => ({ users: await listUsers(db) }));

  app.post('/users', { config: { access: admin } }, async (request, reply) => {
    const body = parseInput(UserBody, request.body, 'body');
    const user = await createUser(db, body);
    await appendAudit(db, { actor: request.user!.email, action: 'user.create', site: null, documentId: null, path: null, detail: { email: user.email, role: user.role } });
    return reply.status(201).send({ user });
  });

  app.patch('/users/:id', { config: { access: admin } }, async (request) => {
    const { id } = parseInput(z.object({ id: z.uuid('User ids are UUIDs') }), request.params, 'params');
    const patch = parseInput(UserPatch, request.body, 'body');
    if (!(await getUser(db, { id }))) throw new TesseraError('NOT_FOUND', { what: `User ${id}` });
    const user = await updateUser(db, { id, ...patch });
    await appendAudit(db, { actor: request.user!.email, action: 'user.update', site: null, documentId: null, path: null, detail: { id, ...patch } });
    return { user };
  });

  app.patch('/sites/:site', { config: { access: admin } }, async (request) => {
    const { site: id } = parseInput(z.object({ site: z.enum(SITE_IDS) }), request.params, 'params');
    const patch = parseInput(SitePatch, request.body, 'body');
    const current = await getSite(db, { id });
    if (!current) throw new TesseraError('NOT_FOUND', { what: `Site ${id}` });
    const taken = patch.hosts?.find((host) => sites.all().some((s) => s.id !== id && s.hosts.includes(host)));
    if (taken) throw new TesseraError('ALREADY_EXISTS', { what: `Host ${taken}` });
    const site = await upsertSite(db, {
      id,
      name: patch.name ?? current.name,
      hosts: patch.hosts ?? current.hosts,
      captchaSiteKey: patch.captchaSiteKey === undefined ? current.captchaSiteKey : patch.captchaSiteKey,
      settings: current.settings,
    });
    await appendAudit(db, { actor: request.user!.email, action: 'site.update', site: id, documentId: null, path: null, detail: patch });
    await changes.sitesChanged();
    return { site };
  });

  app.get('/audit', { config: { access: admin } }, async (request, reply) => {
    const { format, ...query } = parseInput(AuditQuery, request.query, 'query');
    if (format === 'json') return { entries: await listAudit(db, query) };
    // The export holds every matching entry, read a page at a time (bounded all the same).
    const entries: AuditEntry[] = [];
    for (let before = query.before; entries.length < CSV_MAX_ROWS; ) {
      const page = await listAudit(db, { ...query, limit: 500, ...(before === undefined ? {} : { before }) });
      entries.push(...page);
      if (page.length < 500) break;
      before = page[page.length - 1]!.id;
    }
    const header = ['id', 'at', 'actor', 'action', 'site', 'document_id', 'path', 'detail'];
    const rows = entries.map((e) => [e.id, e.at, e.actor, e.action, e.site, e.documentId, e.path, e.detail]);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit-log.csv"')
      .send(toCsv(header, rows));
  });
}
