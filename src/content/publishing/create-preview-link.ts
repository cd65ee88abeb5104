import { TesseraError } from '../../core/errors';
import { previewPath } from '../../core/preview-paths';
import type { SiteId } from '../../core/sites';
import { isUuid } from '../../core/node';
import * as store from '../../store';
import { assertAllowed, mayEdit } from '../access';
import type { Actor, ContentContext } from '../context';
import { mapViolations } from '../database-errors';
import { documentIn } from '../documents/shared';
import { versionNotFound } from './versions';

/**
 * A link for reviewers without an account: the draft (or a version) until it expires, is
 * revoked, or its author loses access. The token is in the returned URL only; the store keeps its hash.
 * The URL is absolute, on the site's public origin (`originOf`), where the preview is served
 * so that the page's own links work inside it.
 */
export async function createPreviewLink(
  ctx: ContentContext,
  { actor, id, version, expiresInMinutes, originOf }: { actor: Actor; id: string; version?: number; expiresInMinutes: number; originOf(site: SiteId): string },
): Promise<{ id: string; url: string; expiresAt: string }> {
  if (actor.kind !== 'user') throw new TesseraError('BAD_REQUEST', { detail: 'A preview link belongs to a person' });
  const expiresAt = new Date(ctx.clock.now().getTime() + expiresInMinutes * 60_000).toISOString();
  const userNotFound = () => new TesseraError('NOT_FOUND', { what: 'User' });
  const { token, link, site } = await ctx.db.transaction(async (tx) => {
    const doc = await documentIn(tx, { id });
    assertAllowed(mayEdit(actor, doc.site), actor, 'make preview links', doc.site);
    if (version !== undefined && !(await store.getVersion(tx, { id, version }))) throw versionNotFound(id, version);
    if (!isUuid(actor.id)) throw userNotFound();
    const made = await mapViolations(store.insertPreviewLink(tx, { documentId: id, version: version ?? null, expiresAt, userId: actor.id }), {
      foreignKey: userNotFound,
    });
    await store.appendAudit(tx, {
      actor: actor.email,
      action: 'preview-link.create',
      site: doc.site,
      documentId: id,
      path: doc.path,
      detail: { linkId: made.link.id, version: version ?? null, expiresAt: made.link.expiresAt },
    });
    return { ...made, site: doc.site };
  });
  return { id: link.id, url: `${originOf(site)}${previewPath(token)}`, expiresAt: link.expiresAt };
}
