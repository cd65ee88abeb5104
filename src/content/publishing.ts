import type { DocumentRecord, VersionRecord, VersionSummary } from '../core/contracts';
import { diffTrees, type TreeDiff } from '../core/diff';
import { TesseraError } from '../core/errors';
import type { Node } from '../core/node';
import * as store from '../store';
import type { Db } from '../store/types';
import { assertAllowed, mayPublish } from './access';
import { actorName, type Actor, type ContentContext } from './context';
import { getDocument } from './documents';
import { publishableTree } from './trees';
import { indexForSearch } from './search/index-pages';

const PUBLISHER_ACTION = 'publish, unpublish, restore or delete documents';

/**
 * The publish step, the one place it is written; call it inside the operation's transaction
 * `tx` (the publish's own, or the scheduler's claim). It locks the document row, and checks
 * and writes exactly that draft: the revision the publisher reviewed (`revision`; a newer one →
 * DRAFT_CHANGED naming who saved it and when), then the full validation (the registry may have
 * tightened since it was saved; drafts may hold incomplete values), then version row,
 * published pointer, live path, redirect, search index row and audit entry. Without
 * `revision` (a schedule) the draft as it is at that moment is published, checked the same way.
 */
export async function publishDraft(
  ctx: ContentContext,
  tx: Db,
  {
    actor,
    id,
    revision,
    note,
    refuseUnchanged,
  }: { actor: Actor; id: string; revision?: number; note: string | null; refuseUnchanged: boolean },
): Promise<{ version: VersionRecord; document: DocumentRecord }> {
  assertAllowed(mayPublish(actor), actor, PUBLISHER_ACTION);
  const doc = await store.lockDocument(tx, { id });
  if (!doc) throw new TesseraError('NOT_FOUND', { what: `Document ${id}` });
  if (revision !== undefined && revision !== doc.draftRevision) {
    throw new TesseraError('DRAFT_CHANGED', { current: doc.draftRevision, by: doc.updatedBy ?? 'someone', at: doc.updatedAt });
  }
  // A version identical to the live one would only clutter the history.
  if (refuseUnchanged && doc.status === 'published') throw new TesseraError('NOTHING_TO_PUBLISH', { version: doc.publishedVersion });
  publishableTree(ctx, doc);
  const by = actorName(actor);
  const version = await store.insertVersion(tx, { document: doc, actor: by, note });
  // Site search sees the page as published in the same transaction: both or neither.
  await indexForSearch(ctx, tx, { id: doc.id, site: doc.site, kind: doc.kind, title: version.title, tree: version.tree });
  const moved = doc.publishedPath !== null && doc.publishedPath !== doc.path;
  await store.appendAudit(tx, {
    actor: by,
    action: 'document.publish',
    site: doc.site,
    documentId: doc.id,
    path: doc.path,
    detail: { version: version.version, revision: doc.draftRevision, note: version.note, ...(moved ? { previousPath: doc.publishedPath } : {}) },
  });
  return { version, document: doc };
}

/**
 * Publishes the draft at `revision`, the one the publisher reviewed, in one transaction;
 * visitors see it at once, in this process and the others.
 */
export async function publishDocument(
  ctx: ContentContext,
  { actor, id, revision, note }: { actor: Actor; id: string; revision: number; note?: string },
): Promise<{ version: VersionRecord; document: DocumentRecord }> {
  assertAllowed(mayPublish(actor), actor, PUBLISHER_ACTION);
  const { version, document } = await ctx.db.transaction((tx) =>
    publishDraft(ctx, tx, { actor, id, revision, note: note || null, refuseUnchanged: true }),
  );
  await ctx.changes.contentChanged(document.site);
  return { version, document: await getDocument(ctx, { actor, id }) };
}

/** Takes a document off the site; its versions stay. */
export async function unpublishDocument(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<DocumentRecord> {
  assertAllowed(mayPublish(actor), actor, PUBLISHER_ACTION);
  const doc = await getDocument(ctx, { actor, id });
  if (doc.publishedVersion === null) throw new TesseraError('NOT_PUBLISHED');
  await store.unpublish(ctx.db, { id, actor: actorName(actor) });
  await ctx.changes.contentChanged(doc.site);
  return getDocument(ctx, { actor, id });
}

/** Published versions of a document, newest first, without their trees. */
export async function listVersions(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<VersionSummary[]> {
  await getDocument(ctx, { actor, id });
  const versions = await store.listVersions(ctx.db, { id });
  return versions.map(({ tree: _tree, ...summary }) => summary);
}

export async function getVersion(ctx: ContentContext, { actor, id, version }: { actor: Actor; id: string; version: number }): Promise<VersionRecord> {
  await getDocument(ctx, { actor, id });
  const found = await store.getVersion(ctx.db, { id, version });
  if (!found) throw new TesseraError('NOT_FOUND', { what: `Version ${version} of document ${id}` });
  return found;
}

/** Makes a version's title, seo and tree the draft again, as a new revision. */
export async function restoreVersion(
  ctx: ContentContext,
  { actor, id, version }: { actor: Actor; id: string; version: number },
): Promise<DocumentRecord> {
  assertAllowed(mayPublish(actor), actor, PUBLISHER_ACTION);
  await getVersion(ctx, { actor, id, version });
  return store.restoreVersion(ctx.db, { id, version, actor: actorName(actor) });
}

/** What changed between two versions, or a version and the draft. */
export async function diffDocument(
  ctx: ContentContext,
  { actor, id, from, to }: { actor: Actor; id: string; from: 'draft' | number; to: 'draft' | number },
): Promise<TreeDiff> {
  const doc = await getDocument(ctx, { actor, id });
  const treeAt = async (side: 'draft' | number): Promise<Node> => (side === 'draft' ? doc.draft : (await getVersion(ctx, { actor, id, version: side })).tree);
  const [a, b] = await Promise.all([treeAt(from), treeAt(to)]);
  return diffTrees(a, b);
}
