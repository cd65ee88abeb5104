import type { SiteId } from '../../core/sites';
import type { Site } from '../../store/types';
import type { ContentContext } from '../context';
import { signInProviderLabels } from '../visitors/identity-providers';
import { siteList } from '../published';

/** Every site with its hosts and the label of its sign-in provider: what a server needs to route and brand requests. */
export async function servedSites(ctx: Pick<ContentContext, 'db'>): Promise<{ sites: Site[]; signInProviders: Map<SiteId, string> }> {
  const [sites, signInProviders] = await Promise.all([siteList(ctx), signInProviderLabels(ctx)]);
  return { sites, signInProviders };
}
