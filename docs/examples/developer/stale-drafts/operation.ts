// In the project: src/content/documents/stale-drafts.ts, exported from src/content/index.ts.
// Content: core, store, services; never server.
import type { DocumentSummary } from '../../../../src/core/contracts/documents';
import { SITE_IDS, type SiteId } from '../../../../src/core/sites';
import { assertAllowed, mayEdit } from '../../../../src/content/access';
import type { Actor, ContentContext } from '../../../../src/content/context';
import * as store from '../../../../src/store';

const DAY_MS = 86_400_000;

/** Documents with unpublished changes (never published, or changed since) last saved before `olderThanDays` ago, oldest first. */
function staleAmong(documents: readonly DocumentSummary[], { olderThanDays, now }: { olderThanDays: number; now: Date }): DocumentSummary[] {
  const before = now.getTime() - olderThanDays * DAY_MS;
  return documents
    .filter((doc) => doc.status !== 'published' && Date.parse(doc.updatedAt) <= before)
    .sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt));
}

/**
 * A site's stale drafts, for its editors. A read: the access check, then the repository; a
 * change would open `ctx.db.transaction` and append its audit entry there (content/README.md).
 */
export async function listStaleDrafts(
  ctx: ContentContext,
  { actor, site, olderThanDays }: { actor: Actor; site: SiteId; olderThanDays: number },
): Promise<DocumentSummary[]> {
  assertAllowed(mayEdit(actor, site), actor, 'read documents', site);
  return staleAmong(await store.listDocuments(ctx.db, { site }), { olderThanDays, now: ctx.clock.now() });
}

/** How many stale drafts each site has: the platform's own count (the background job's), which names no content. */
export async function countStaleDrafts(ctx: ContentContext, { olderThanDays }: { olderThanDays: number }): Promise<Partial<Record<SiteId, number>>> {
  const now = ctx.clock.now();
  const counts: Partial<Record<SiteId, number>> = {};
  for (const site of SITE_IDS) {
    const stale = staleAmong(await store.listDocuments(ctx.db, { site }), { olderThanDays, now });
    if (stale.length > 0) counts[site] = stale.length;
  }
  return counts;
}
