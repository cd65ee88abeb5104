import type { BannerRecord, BannerState } from '../../core/contracts';
import type { SiteId } from '../../core/sites';
import type { BannerRow } from '../../store';
import { assertAllowed, mayPublish, SOME_SITE } from '../access';
import type { Actor } from '../context';

/**
 * Banners and disclaimers are the Super Users' and Admins'. The one check of the area: that
 * role on every site the banner targets (`sites`); a 403 names the first site refused.
 * Without sites (before the banner is read): that role on some site.
 */
export function assertMayManageBanners(actor: Actor, sites: readonly SiteId[]): void {
  if (sites.length === 0) return assertAllowed(mayPublish(actor, SOME_SITE), actor, 'manage banners and disclaimers', SOME_SITE);
  const refused = sites.find((site) => !mayPublish(actor, site));
  assertAllowed(refused === undefined, actor, 'manage banners and disclaimers', refused);
}

export function bannerState(banner: Pick<BannerRow, 'startsAt' | 'endsAt'>, now: Date): BannerState {
  if (Date.parse(banner.startsAt) > now.getTime()) return 'scheduled';
  if (banner.endsAt !== null && Date.parse(banner.endsAt) <= now.getTime()) return 'ended';
  return 'live';
}

export function toBannerRecord(row: BannerRow, now: Date): BannerRecord {
  return { ...row, state: bannerState(row, now) };
}
