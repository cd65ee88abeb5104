import type { VersionRecord, VersionSummary } from '../../core/contracts';
import { diffTrees, type TreeDiff } from '../../core/diff';
import { TesseraError } from '../../core/errors';
import type { Node } from '../../core/node';
import * as store from '../../store';
import type { Actor, ContentContext } from '../context';
import { getDocument } from '../documents/read';

/** Published versions of a document, newest first, without their trees. */
export async function listVersions(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<VersionSummary[]> {
  await getDocument(ctx, { actor, id });
  const versions = await store.listVersions(ctx.db, { id });
  return versions.map(({ tree: _tree, ...summary }) => summary);
}

export function versionNotFound(id: string, version: number): TesseraError {
  return new TesseraError('NOT_FOUND', { what: `Version ${version} of document ${id}` });
}

export async function getVersion(ctx: ContentContext, { actor, id, version }: { actor: Actor; id: string; version: number }): Promise<VersionRecord> {
  await getDocument(ctx, { actor, id });
  const found = await store.getVersion(ctx.db, { id, version });
  if (!found) throw versionNotFound(id, version);
  return found;
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
