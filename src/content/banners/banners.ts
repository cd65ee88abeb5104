import type { BannerKind, BannerRecord, BannerState, LiveBanner, Page, PageRequest } from '../../core/contracts';
import { SITE_IDS, type SiteId } from '../../core/sites';
import * as store from '../../store';
import { mayPublish } from '../access';
import type { Actor, ContentContext } from '../context';
import { assertMayManageBanners, toBannerRecord } from './shared';

/** A page of the banners and disclaimers on the actor's sites, with their state now (scheduled, live, ended), latest start first; by kind and state. */
export async function listBanners(
  ctx: ContentContext,
  { actor, kind, state, page }: { actor: Actor; kind?: BannerKind | undefined; state?: BannerState | undefined; page: PageRequest },
): Promise<Page<BannerRecord>> {
  assertMayManageBanners(actor, []);
  const now = ctx.clock.now();
  // The banners that reach at least one of the sites this Super User or Admin publishes on.
  const sites = SITE_IDS.filter((site) => mayPublish(actor, site));
  const found = await store.pageBanners(ctx.db, { sites, kind, state, now, page });
  return { ...found, items: found.items.map((row) => toBannerRecord(row, now)) };
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
