import { SITE_IDS } from '../../core/sites';
import { siteDefaults } from '../../themes/sites';
import type { ContentContext } from '../context';
import { saveSite } from './shared';

/** Creates the eight sites with their default names and hosts (idempotent: existing sites keep theirs). */
export async function installSites(ctx: Pick<ContentContext, 'db'>): Promise<void> {
  for (const id of SITE_IDS) {
    const defaults = siteDefaults[id];
    await ctx.db.transaction((tx) => saveSite(tx, { id, name: defaults.name, hosts: defaults.hosts, captchaSiteKey: defaults.captchaSiteKey, settings: {} }));
  }
}
