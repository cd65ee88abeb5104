import type { PreviewLinkEntry } from '../../core/contracts';
import * as store from '../../store';
import type { PreviewClaim } from '../../store/types';
import { mayRevokePreview } from '../access';
import type { Actor, ContentContext } from '../context';
import { getDocument } from '../documents/read';
import { renderableDraft } from '../documents/trees';
import type { PageToRender } from '../published';

/** A document's links, whatever their status, with whether `actor` may revoke each. */
export async function listPreviewLinks(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<PreviewLinkEntry[]> {
  const doc = await getDocument(ctx, { actor, id });
  const links = await store.listPreviewLinks(ctx.db, { documentId: id });
  return links.map((link) => ({
    id: link.id,
    version: link.version,
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    revokedAt: link.revokedAt,
    createdBy: { name: link.createdBy.name, email: link.createdBy.email },
    status: link.status,
    canRevoke: link.status !== 'revoked' && mayRevokePreview(actor, doc.site, link),
  }));
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
