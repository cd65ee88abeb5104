import { SITE_IDS, type SiteId } from '../../core/sites';
import * as store from '../../store';
import { siteDefaults } from '../../themes/sites';
import type { ContentContext } from '../context';
import { saveSite } from './shared';

/** Sites whose publishing needs approval when they are installed (issue 23 item 3); an Admin may change it. */
const APPROVAL_BY_DEFAULT: readonly SiteId[] = ['ice', 'nyse'];

/** Creates the eight sites with their default names and hosts (idempotent: existing sites keep theirs, and their approval setting). */
export async function installSites(ctx: Pick<ContentContext, 'db'>): Promise<void> {
  for (const id of SITE_IDS) {
    const defaults = siteDefaults[id];
    await ctx.db.transaction(async (tx) => {
      const isNew = (await store.getSite(tx, { id })) === undefined;
      await saveSite(tx, {
        id,
        name: defaults.name,
        hosts: defaults.hosts,
        captchaSiteKey: defaults.captchaSiteKey,
        settings: {},
        ...(isNew ? { needsApproval: APPROVAL_BY_DEFAULT.includes(id) } : {}),
      });
    });
  }
}
