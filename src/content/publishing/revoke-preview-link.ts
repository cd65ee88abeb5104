import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { assertAllowed, mayEdit, mayRevokePreview } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';
import { documentIn } from '../documents/shared';

/**
 * Stops a preview link for good, audited with who did it: its author, or a Super User or Admin.
 * An already revoked link → NOT_FOUND (revoking is not repeated, nor audited twice).
 */
export async function revokePreviewLink(ctx: ContentContext, { actor, linkId }: { actor: Actor; linkId: string }): Promise<void> {
  const by = actorName(actor);
  await ctx.db.transaction(async (tx) => {
    const link = await store.getPreviewLink(tx, { id: linkId });
    if (!link) throw new TesseraError('NOT_FOUND', { what: `Preview link ${linkId}` });
    const { site } = await documentIn(tx, { id: link.documentId });
    assertAllowed(mayEdit(actor, site), actor, 'revoke preview links', site);
    assertAllowed(mayRevokePreview(actor, site, link), actor, "revoke other people's preview links", site);
    const revoked = await store.markPreviewLinkRevoked(tx, { id: linkId, actor: by });
    if (!revoked) throw new TesseraError('NOT_FOUND', { what: `Unrevoked preview link ${linkId}` });
    await store.appendAudit(tx, {
      actor: by,
      action: 'preview-link.revoke',
      site: revoked.site,
      documentId: revoked.link.documentId,
      path: revoked.path,
      detail: { linkId, version: revoked.link.version, createdBy: revoked.link.createdBy.email },
    });
  });
}
