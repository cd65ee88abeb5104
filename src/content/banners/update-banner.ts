import type { BannerInput, BannerRecord } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import { actorName, type Actor, type ContentContext } from '../context';
import { assertMayManageBanners, toBannerRecord } from './shared';
import { checkBannerSites } from './validate';

/**
 * Replaces a banner's text, tone, times and sites. The sites it leaves and the sites it gains
 * are both checked for the actor and both refreshed.
 */
export async function updateBanner(ctx: ContentContext, { actor, id, ...input }: { actor: Actor; id: string } & BannerInput): Promise<BannerRecord> {
  assertMayManageBanners(actor, input.sites);
  const by = actorName(actor);
  const { banner, affected } = await ctx.db.transaction(async (tx) => {
    const before = await store.getBanner(tx, { id, lock: true });
    if (!before) throw new TesseraError('NOT_FOUND', { what: `Banner ${id}` });
    assertMayManageBanners(actor, before.sites);
    await checkBannerSites(tx, input.sites);
    const row = (await store.updateBanner(tx, { id, ...input, actor: by }))!;
    const affected = [...new Set([...before.sites, ...row.sites])];
    for (const site of affected) {
      await store.appendAudit(tx, {
        actor: by,
        action: 'banner.update',
        site,
        detail: { banner: id, kind: row.kind, message: row.message, sites: row.sites, startsAt: row.startsAt, endsAt: row.endsAt, before: { message: before.message, sites: before.sites, startsAt: before.startsAt, endsAt: before.endsAt } },
      });
    }
    return { banner: row, affected };
  });
  for (const site of affected) await ctx.changes.contentChanged(site);
  return toBannerRecord(banner, ctx.clock.now());
}
