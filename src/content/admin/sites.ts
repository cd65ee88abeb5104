import type { EditorSite } from '../../core/contracts';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import { themeFor } from '../../themes';
import { assertAllowed, mayEdit, SOME_SITE } from '../access';
import type { Actor, ContentContext } from '../context';
import { rootKindsFor } from '../documents/trees';

/**
 * The sites where the actor holds a role (issue 23 item 1: an editor sees only their sites),
 * with what the editor needs of their brand (theme data: name, logo, page layouts),
 * and the public origin each has while none is set (`defaultPublicOrigin`: the process's configuration).
 */
export async function listSites(
  ctx: ContentContext,
  { actor, defaultPublicOrigin }: { actor: Actor; defaultPublicOrigin: (site: SiteId) => string },
): Promise<EditorSite[]> {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, 'read documents', SOME_SITE);
  const sites = (await store.listSites(ctx.db)).filter((site) => mayEdit(actor, site.id));
  return sites.map((site) => {
    const theme = themeFor(site.id);
    return { ...site, brand: theme.name, logoSvg: theme.logoSvg, pageLayouts: rootKindsFor(site.id, 'page'), defaultPublicOrigin: defaultPublicOrigin(site.id) };
  });
}
