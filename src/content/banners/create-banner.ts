import type { BannerInput, BannerRecord } from '../../core/contracts';
import * as store from '../../store';
import { actorName, type Actor, type ContentContext } from '../context';
import { assertMayManageBanners, toBannerRecord } from './shared';
import { checkBannerSites } from './validate';

/** Adds a banner or disclaimer to its sites; their cached pages are dropped so it shows when it starts. */
export async function createBanner(ctx: ContentContext, { actor, ...input }: { actor: Actor } & BannerInput): Promise<BannerRecord> {
  assertMayManageBanners(actor, input.sites);
  const by = actorName(actor);
  const banner = await ctx.db.transaction(async (tx) => {
    await checkBannerSites(tx, input.sites);
    const row = await store.insertBanner(tx, { ...input, actor: by });
    for (const site of row.sites) {
      await store.appendAudit(tx, { actor: by, action: 'banner.create', site, detail: { banner: row.id, kind: row.kind, message: row.message, sites: row.sites, startsAt: row.startsAt, endsAt: row.endsAt } });
    }
    return row;
  });
  for (const site of banner.sites) await ctx.changes.contentChanged(site);
  return toBannerRecord(banner, ctx.clock.now());
}
