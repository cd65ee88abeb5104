import type { PreviewLinkEntry } from '../core/contracts';
import { TesseraError } from '../core/errors';
import * as store from '../store';
import type { PreviewClaim } from '../store/types';
import { assertAllowed, mayEdit, mayRevokePreview } from './access';
import { actorName, type Actor, type ContentContext } from './context';
import { getDocument } from './documents';
import { getVersion } from './publishing';
import type { PageToRender } from './published';
import { renderableDraft } from './trees';

/** A link for reviewers without an account: the draft (or a version) until it expires, is revoked, or its author loses access. */
export async function createPreviewLink(
  ctx: ContentContext,
  { actor, id, version, expiresInMinutes }: { actor: Actor; id: string; version?: number; expiresInMinutes: number },
): Promise<{ id: string; url: string; expiresAt: string }> {
  assertAllowed(mayEdit(actor), actor, 'make preview links');
  if (actor.kind !== 'user') throw new TesseraError('BAD_REQUEST', { detail: 'A preview link belongs to a person' });
  await getDocument(ctx, { actor, id });
  if (version !== undefined) await getVersion(ctx, { actor, id, version });
  const { token, link } = await store.createPreviewLink(ctx.db, {
    documentId: id,
    version: version ?? null,
    expiresAt: new Date(ctx.clock.now().getTime() + expiresInMinutes * 60_000).toISOString(),
    userId: actor.id,
    actor: actor.email,
  });
  return { id: link.id, url: `/_preview/${token}`, expiresAt: link.expiresAt };
}

/** A document's links, whatever their status, with whether `actor` may revoke each. */
export async function listPreviewLinks(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<PreviewLinkEntry[]> {
  await getDocument(ctx, { actor, id });
  const links = await store.listPreviewLinks(ctx.db, { documentId: id });
  return links.map((link) => ({
    id: link.id,
    version: link.version,
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    revokedAt: link.revokedAt,
    createdBy: { name: link.createdBy.name, email: link.createdBy.email },
    status: link.status,
    canRevoke: link.status !== 'revoked' && mayRevokePreview(actor, link),
  }));
}

export async function revokePreviewLink(ctx: ContentContext, { actor, linkId }: { actor: Actor; linkId: string }): Promise<void> {
  assertAllowed(mayEdit(actor), actor, 'revoke preview links');
  const link = await store.getPreviewLink(ctx.db, { id: linkId });
  if (!link) throw new TesseraError('NOT_FOUND', { what: `Preview link ${linkId}` });
  assertAllowed(mayRevokePreview(actor, link), actor, "revoke other people's preview links");
  await store.revokePreviewLink(ctx.db, { id: linkId, actor: actorName(actor) });
}

export type PreviewOutcome = { ok: true; page: PageToRender; claim: PreviewClaim } | { ok: false; reason: 'invalid' | 'expired' | 'revoked' };

/**
 * What a preview token shows, checked on every request: revoking a link or disabling its
 * author takes effect at once.
 */
export async function openPreview(ctx: ContentContext, { token }: { token: string }): Promise<PreviewOutcome> {
  const checked = await store.resolvePreviewToken(ctx.db, { token });
  if (!checked.ok) return checked;
  const { claim } = checked;
  const doc = await store.getDocument(ctx.db, { id: claim.documentId });
  const version = doc && claim.version !== null ? await store.getVersion(ctx.db, { id: doc.id, version: claim.version }) : undefined;
  if (!doc || (claim.version !== null && !version)) return { ok: false, reason: 'invalid' };
  const page: PageToRender = version
    ? { site: doc.site, path: doc.path, kind: doc.kind, title: version.title, seo: version.seo, tree: version.tree }
    : { site: doc.site, path: doc.path, kind: doc.kind, title: doc.title, seo: doc.seo, tree: renderableDraft(ctx, doc.draft) };
  return { ok: true, page, claim };
}
