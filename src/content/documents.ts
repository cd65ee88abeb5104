import type { DocumentKind, DocumentRecord, DocumentSummary, Seo } from '../core/contracts';
import { TesseraError } from '../core/errors';
import { checkPath } from '../core/paths';
import type { SiteId } from '../core/sites';
import { cloneWithFreshIds } from '../core/tree';
import * as store from '../store';
import { assertAllowed, mayEdit, mayEditKind, mayPublish } from './access';
import { hashAccessCode } from './access-codes';
import { actorName, type Actor, type ContentContext } from './context';
import { starterTree, validateDocumentTree } from './trees';

/** Reading documents is every editor's; `NOT_FOUND` names the id. */
export async function getDocument(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<DocumentRecord> {
  assertAllowed(mayEdit(actor), actor, 'read documents');
  const doc = await store.getDocument(ctx.db, { id });
  if (!doc) throw new TesseraError('NOT_FOUND', { what: `Document ${id}` });
  return doc;
}

export async function listDocuments(ctx: ContentContext, { actor, site }: { actor: Actor; site: SiteId }): Promise<DocumentSummary[]> {
  assertAllowed(mayEdit(actor), actor, 'read documents');
  return store.listDocuments(ctx.db, { site });
}

/** Partials are edited by Super Users and Admins only (DESIGN.md §6). */
function assertMayEditKind(actor: Actor, kind: DocumentKind): void {
  assertAllowed(mayEditKind(actor, kind), actor, kind === 'partial' ? 'edit partials' : 'edit drafts');
}

/** A new unpublished document; without a tree, the site's starter tree. */
export async function createDocument(
  ctx: ContentContext,
  options: { actor: Actor; site: SiteId; path: string; kind?: DocumentKind; title: string; seo?: Seo; tree?: unknown },
): Promise<DocumentRecord> {
  const { actor, site, kind = 'page' } = options;
  assertMayEditKind(actor, kind);
  const path = checkPath(options.path);
  const draft = validateDocumentTree(ctx, { site, kind, tree: options.tree === undefined ? starterTree(site, kind) : options.tree, incomplete: true });
  return store.createDocument(ctx.db, { site, path, kind, title: options.title, seo: options.seo ?? {}, draft, actor: actorName(actor) });
}

/**
 * Saves the given parts of a draft on top of `revision` (a newer one → CONFLICT). A path
 * change of a published document waits for its next publish: visitors see no change yet.
 */
export async function saveDraft(
  ctx: ContentContext,
  options: { actor: Actor; id: string; revision: number; tree?: unknown; title?: string; seo?: Seo; path?: string },
): Promise<DocumentRecord> {
  const { actor, id } = options;
  const doc = await getDocument(ctx, { actor, id });
  assertMayEditKind(actor, doc.kind);
  const draft = options.tree === undefined ? undefined : validateDocumentTree(ctx, { site: doc.site, kind: doc.kind, tree: options.tree, incomplete: true });
  const path = options.path === undefined ? undefined : checkPath(options.path);
  return store.saveDraft(ctx.db, {
    id,
    baseRevision: options.revision,
    ...(draft ? { draft } : {}),
    ...(options.title === undefined ? {} : { title: options.title }),
    ...(options.seo === undefined ? {} : { seo: options.seo }),
    ...(path === undefined ? {} : { path }),
    actor: actorName(actor),
  });
}

/** Moves a document's draft to `path` (a published page moves for visitors when it is published). */
export function moveDocument(ctx: ContentContext, options: { actor: Actor; id: string; revision: number; path: string }): Promise<DocumentRecord> {
  return saveDraft(ctx, options);
}

/** A copy of a document's draft, with fresh node ids, as a new unpublished document. */
export async function duplicateDocument(
  ctx: ContentContext,
  options: { actor: Actor; id: string; path: string; title?: string },
): Promise<DocumentRecord> {
  const { actor } = options;
  const source = await getDocument(ctx, { actor, id: options.id });
  return createDocument(ctx, {
    actor,
    site: source.site,
    path: options.path,
    kind: source.kind,
    title: options.title ?? `${source.title} (copy)`.slice(0, 200),
    seo: source.seo,
    tree: cloneWithFreshIds(source.draft),
  });
}

/** Deletes a document with its versions; visitors lose it at once. */
export async function deleteDocument(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<void> {
  assertAllowed(mayPublish(actor), actor, 'publish, unpublish, restore or delete documents');
  const doc = await getDocument(ctx, { actor, id });
  await store.deleteDocument(ctx.db, { id, actor: actorName(actor) });
  await ctx.changes.contentChanged(doc.site);
}

/** Sets (or with `null` removes) the code that gates a page; only its hash is stored. */
export async function setAccessCode(
  ctx: ContentContext,
  { actor, id, code }: { actor: Actor; id: string; code: string | null },
): Promise<DocumentRecord> {
  assertAllowed(mayPublish(actor), actor, 'publish, unpublish, restore or delete documents');
  const doc = await getDocument(ctx, { actor, id });
  const saved = await store.setAccessCodeHash(ctx.db, { id, hash: code === null ? null : hashAccessCode(code), actor: actorName(actor) });
  await ctx.changes.contentChanged(doc.site);
  return saved;
}
