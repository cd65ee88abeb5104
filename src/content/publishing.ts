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
import { indexForSearch } from './search';

const PUBLISHER_ACTION = 'publish, unpublish, restore or delete documents';

/**
 * The publish step, the one place it is written: the draft is validated again (the registry
 * may have tightened since it was saved), then version row, published pointer, live path,
 * redirect and audit entry commit in one transaction (`store.publish`). Run inside `tx` when
 * the caller's transaction must hold it too (the scheduler's claim).
 */
export async function publishDraft(
  ctx: ContentContext,
  tx: Db,
  { actor, doc, note }: { actor: Actor; doc: Pick<DocumentRecord, 'id' | 'site' | 'kind' | 'draft'>; note?: string | null },
): Promise<VersionRecord> {
  assertAllowed(mayPublish(actor), actor, PUBLISHER_ACTION);
  publishableTree(ctx, doc);
  // Site search sees the page as published in the same transaction: both or neither.
  return tx.transaction(async (inner) => {
    const version = await store.publish(inner, { id: doc.id, actor: actorName(actor), ...(note ? { note } : {}) });
    await indexForSearch(ctx, inner, { id: doc.id, site: doc.site, kind: doc.kind, title: version.title, tree: version.tree });
    return version;
  });
}

/** Publishes the current draft; visitors see it at once, in this process and the others. */
export async function publishDocument(
  ctx: ContentContext,
  { actor, id, note }: { actor: Actor; id: string; note?: string },
): Promise<{ version: VersionRecord; document: DocumentRecord }> {
  assertAllowed(mayPublish(actor), actor, PUBLISHER_ACTION);
  const doc = await getDocument(ctx, { actor, id });
  // A version identical to the live one would only clutter the history.
  if (doc.status === 'published') throw new TesseraError('NOTHING_TO_PUBLISH', { version: doc.publishedVersion });
  const version = await publishDraft(ctx, ctx.db, { actor, doc, note: note ?? null });
  await ctx.changes.contentChanged(doc.site);
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
