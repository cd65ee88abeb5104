import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TesseraError } from '../../core/errors';
import { imageSrc } from '../../core/schemas';
import { SITE_IDS } from '../../core/sites';
import {
  createDocument,
  deleteDocument,
  getDocument,
  getVersion,
  listDocuments,
  listVersions,
  publish,
  restoreVersion,
  saveDraft,
  setAccessCodeHash,
  unpublish,
} from '../../store';
import type { DocumentRecord } from '../../store/types';
import { assertMayEdit, editor, publisher } from '../access';
import { hashAccessCode } from '../access-code';
import { checkPath, starterTree, validateDocumentTree } from '../content';
import { parseInput } from '../http';

const Seo = z
  .object({
    description: z.string().max(300).optional(),
    // The same URL rule as every image prop: it reaches og:image.
    image: imageSrc({ allowEmpty: true }).optional(),
    noindex: z.boolean().optional(),
  })
  .strict();

const SiteParams = z.object({ site: z.enum(SITE_IDS, { message: `Unknown site; use one of ${SITE_IDS.join(', ')}` }) });
const IdParams = z.object({ id: z.uuid('Document ids are UUIDs') });
const VersionParams = IdParams.extend({ version: z.coerce.number().int().min(1) });

const CreateBody = z
  .object({
    path: z.string().min(1).max(200),
    kind: z.enum(['page', 'partial']).default('page'),
    title: z.string().trim().min(1, 'Title is required.').max(200),
    seo: Seo.default({}),
    tree: z.unknown().optional(),
  })
  .strict();

const DraftBody = z
  .object({
    revision: z.number().int().min(0, 'revision is the draft revision you started from'),
    tree: z.unknown().optional(),
    title: z.string().trim().min(1, 'Title is required.').max(200).optional(),
    seo: Seo.optional(),
    path: z.string().min(1).max(200).optional(),
  })
  .strict();

const PublishBody = z.object({ note: z.string().max(500).optional() }).strict();
const AccessCodeBody = z.object({ code: z.string().min(4, 'Access codes have at least 4 characters').max(100).nullable() }).strict();

/** Documents (pages and partials), drafts, publishing and versions. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { db, registry, changes } = app.tessera;

  async function load(id: string): Promise<DocumentRecord> {
    const doc = await getDocument(db, { id });
    if (!doc) throw new TesseraError('NOT_FOUND', { what: `Document ${id}` });
    return doc;
  }

  app.get('/sites', { config: { access: editor } }, async () => ({ sites: app.tessera.sites.all() }));

  app.get('/components', { config: { access: editor } }, async () => ({
    components: registry.all().map((def) => ({
      name: def.name,
      label: def.label,
      category: def.category,
      description: def.description ?? null,
      slots: def.slots,
      defaults: def.defaults,
      interactive: def.interactive,
      rootOnly: def.rootOnly,
      version: def.version,
      schema: z.toJSONSchema(def.props, { io: 'input', unrepresentable: 'any' }),
    })),
  }));

  app.get('/sites/:site/documents', { config: { access: editor } }, async (request) => {
    const { site } = parseInput(SiteParams, request.params, 'params');
    return { documents: await listDocuments(db, { site }) };
  });

  app.post('/sites/:site/documents', { config: { access: editor } }, async (request, reply) => {
    const { site } = parseInput(SiteParams, request.params, 'params');
    const body = parseInput(CreateBody, request.body, 'body');
    assertMayEdit(request.user!, body.kind);
    const path = checkPath(body.path);
    const tree = validateDocumentTree({
      registry,
      site,
      kind: body.kind,
      tree: body.tree === undefined ? starterTree(site, body.kind) : body.tree,
    });
    const doc = await createDocument(db, { site, path, kind: body.kind, title: body.title, seo: body.seo, draft: tree, actor: request.user!.email });
    return reply.status(201).send({ document: doc });
  });

  app.get('/documents/:id', { config: { access: editor } }, async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    return { document: await load(id) };
  });

  app.put('/documents/:id/draft', { config: { access: editor } }, async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const body = parseInput(DraftBody, request.body, 'body');
    const doc = await load(id);
    assertMayEdit(request.user!, doc.kind);
    const draft = body.tree === undefined ? undefined : validateDocumentTree({ registry, site: doc.site, kind: doc.kind, tree: body.tree });
    const path = body.path === undefined ? undefined : checkPath(body.path);
    const saved = await saveDraft(db, {
      id,
      baseRevision: body.revision,
      ...(draft ? { draft } : {}),
      ...(body.title === undefined ? {} : { title: body.title }),
      ...(body.seo === undefined ? {} : { seo: body.seo }),
      ...(path === undefined ? {} : { path }),
      actor: request.user!.email,
    });
    // A path change of a published page waits for the next publish: visitors see no change yet.
    return { document: saved };
  });

  app.post('/documents/:id/publish', { config: { access: publisher } }, async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const body = parseInput(PublishBody, request.body, 'body');
    const doc = await load(id);
    // Registry rules may have tightened since the draft was saved: never publish an invalid tree.
    validateDocumentTree({ registry, site: doc.site, kind: doc.kind, tree: doc.draft });
    const version = await publish(db, { id, actor: request.user!.email, ...(body.note ? { note: body.note } : {}) });
    await changes.contentChanged(doc.site);
    return { version, document: await load(id) };
  });

  app.post('/documents/:id/unpublish', { config: { access: publisher } }, async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const doc = await load(id);
    if (doc.publishedVersion === null) throw new TesseraError('NOT_PUBLISHED');
    await unpublish(db, { id, actor: request.user!.email });
    await changes.contentChanged(doc.site);
    return { document: await load(id) };
  });

  app.get('/documents/:id/versions', { config: { access: editor } }, async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    await load(id);
    const versions = await listVersions(db, { id });
    return { versions: versions.map(({ tree: _tree, ...summary }) => summary) };
  });

  app.get('/documents/:id/versions/:version', { config: { access: editor } }, async (request) => {
    const { id, version } = parseInput(VersionParams, request.params, 'params');
    const found = await getVersion(db, { id, version });
    if (!found) throw new TesseraError('NOT_FOUND', { what: `Version ${version} of document ${id}` });
    return { version: found };
  });

  app.post('/documents/:id/versions/:version/restore', { config: { access: publisher } }, async (request) => {
    const { id, version } = parseInput(VersionParams, request.params, 'params');
    const found = await getVersion(db, { id, version });
    if (!found) throw new TesseraError('NOT_FOUND', { what: `Version ${version} of document ${id}` });
    return { document: await restoreVersion(db, { id, version, actor: request.user!.email }) };
  });

  app.delete('/documents/:id', { config: { access: publisher } }, async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const doc = await load(id);
    await deleteDocument(db, { id, actor: request.user!.email });
    await changes.contentChanged(doc.site);
    return reply.status(204).send();
  });

  app.put('/documents/:id/access-code', { config: { access: publisher } }, async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const { code } = parseInput(AccessCodeBody, request.body, 'body');
    const doc = await load(id);
    await setAccessCodeHash(db, { id, hash: code === null ? null : hashAccessCode(code), actor: request.user!.email });
    await changes.contentChanged(doc.site);
    return { document: await load(id) };
  });
}

