import type { BannerRecord, LiveBanner } from '../../core/contracts';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import { mayPublish } from '../access';
import type { Actor, ContentContext } from '../context';
import { assertMayManageBanners, toBannerRecord } from './shared';

/** Every banner and disclaimer on the actor's sites, with its state now (scheduled, live, ended), latest start first. */
export async function listBanners(ctx: ContentContext, { actor }: { actor: Actor }): Promise<BannerRecord[]> {
  assertMayManageBanners(actor, []);
  const now = ctx.clock.now();
  // The banners that reach at least one of the sites this Super User or Admin publishes on.
  const rows = (await store.listBanners(ctx.db)).filter((row) => row.sites.some((site) => mayPublish(actor, site)));
  return rows.map((row) => toBannerRecord(row, now));
}

/** What a site's pages show at the clock's time, and for how long that holds. */
export interface SiteBanners {
  banners: LiveBanner[];
  disclaimers: LiveBanner[];
  /** Until the next banner of the site starts or ends; absent: no change is scheduled. */
  maxAgeMs?: number;
}

/** The live banners and disclaimers of a site, for visitors' pages (page composition). */
export async function siteBanners(ctx: ContentContext, { site }: { site: SiteId }): Promise<SiteBanners> {
  const now = ctx.clock.now();
  const { live, nextChangeAt } = await store.siteBannersAt(ctx.db, { site, at: now });
  return {
    banners: live.filter((b) => b.kind === 'banner'),
    disclaimers: live.filter((b) => b.kind === 'disclaimer'),
    ...(nextChangeAt === null ? {} : { maxAgeMs: Math.max(1, Date.parse(nextChangeAt) - now.getTime()) }),
  };
}
