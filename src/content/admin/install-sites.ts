import { SITE_IDS, type SiteId } from '../../core/sites';
import * as store from '../../store';
import { siteDefaults } from '../../themes/sites';
import type { ContentContext } from '../context';
import { saveSite } from './shared';

/** Sites whose publishing needs approval when they are installed (issue 23 item 3); an Admin may change it. */
const APPROVAL_BY_DEFAULT: readonly SiteId[] = ['ice', 'nyse'];

/**
 * Creates those of the eight sites that are missing, with their default names, hosts and
 * approval setting. A site that exists is left exactly as its Admins set it: a bootstrap runs
 * again after every upgrade that brings a migration, and must not reset names, hosts, captcha
 * keys or settings.
 */
export async function installSites(ctx: Pick<ContentContext, 'db'>): Promise<void> {
  for (const id of SITE_IDS) {
    const defaults = siteDefaults[id];
    await ctx.db.transaction(async (tx) => {
      if ((await store.getSite(tx, { id })) !== undefined) return;
      await saveSite(tx, {
        id,
        name: defaults.name,
        hosts: defaults.hosts,
        captchaSiteKey: defaults.captchaSiteKey,
        settings: {},
        needsApproval: APPROVAL_BY_DEFAULT.includes(id),
      });
    });
  }
}
