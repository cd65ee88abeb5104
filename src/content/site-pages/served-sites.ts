import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import type { Site } from '../../store/types';
import type { ContentContext } from '../context';
import { signInProviderLabels } from '../visitors/identity-providers';
import { siteList } from '../published';

/**
 * Every site with its hosts, the label of its sign-in provider, its redirects and whether its
 * captcha is reCAPTCHA: what a server needs to route and brand requests and render their forms.
 */
export async function servedSites(
  ctx: Pick<ContentContext, 'db'>,
): Promise<{ sites: Site[]; signInProviders: Map<SiteId, string>; redirects: store.RedirectRow[]; recaptchaSites?: SiteId[] }> {
  const [sites, signInProviders, redirects, recaptchaSites] = await Promise.all([siteList(ctx), signInProviderLabels(ctx), store.listAllRedirects(ctx.db), store.listRecaptchaSites(ctx.db)]);
  return { sites, signInProviders, redirects, recaptchaSites };
}
