import type { BannerRecord, BannerState } from '../../core/contracts';
import type { SiteId } from '../../core/sites';
import type { BannerRow } from '../../store';
import { assertAllowed, mayPublish } from '../access';
import type { Actor } from '../context';

/**
 * Banners and disclaimers are the Super Users' and Admins'. The one check of the area: with
 * roles per site it asks for that role on every site the banner targets (`sites`).
 */
export function assertMayManageBanners(actor: Actor, sites: readonly SiteId[]): void {
  void sites;
  assertAllowed(mayPublish(actor), actor, 'manage banners and disclaimers');
}

export function bannerState(banner: Pick<BannerRow, 'startsAt' | 'endsAt'>, now: Date): BannerState {
  if (Date.parse(banner.startsAt) > now.getTime()) return 'scheduled';
  if (banner.endsAt !== null && Date.parse(banner.endsAt) <= now.getTime()) return 'ended';
  return 'live';
}

export function toBannerRecord(row: BannerRow, now: Date): BannerRecord {
  return { ...row, state: bannerState(row, now) };
}
