import type { EditorSite, Site, UpdateSiteBody } from '../core/contracts';
import { message, TesseraError } from '../core/errors';
import { normalizePublicOrigin, publicOriginProblem, SITE_IDS, type SiteId } from '../core/sites';
import * as store from '../store';
import { themeFor } from '../themes';
import { siteDefaults } from '../themes/sites';
import { assertAllowed, mayAdminister, mayEdit } from './access';
import { actorName, type Actor, type ContentContext } from './context';
import { rootKindsFor } from './trees';

/**
 * The sites with what the editor needs of their brand (theme data: name, logo, page layouts),
 * and the public origin each has while none is set (`defaultPublicOrigin`: the process's configuration).
 */
export async function listSites(
  ctx: ContentContext,
  { actor, defaultPublicOrigin }: { actor: Actor; defaultPublicOrigin: (site: SiteId) => string },
): Promise<EditorSite[]> {
  assertAllowed(mayEdit(actor), actor, 'read documents');
  const sites = await store.listSites(ctx.db);
  return sites.map((site) => {
    const theme = themeFor(site.id);
    return { ...site, brand: theme.name, logoSvg: theme.logoSvg, pageLayouts: rootKindsFor(site.id, 'page'), defaultPublicOrigin: defaultPublicOrigin(site.id) };
  });
}

/** Renames a site or changes its hosts, captcha key or public origin; every process reloads its host map. */
export async function updateSite(ctx: ContentContext, { actor, id, patch }: { actor: Actor; id: SiteId; patch: UpdateSiteBody }): Promise<Site> {
  assertAllowed(mayAdminister(actor), actor, 'manage users, sites and settings');
  const originProblem = patch.publicOrigin ? publicOriginProblem(patch.publicOrigin) : undefined;
  if (originProblem) {
    const text = message('PUBLIC_ORIGIN_INVALID', { reason: originProblem });
    throw new TesseraError('INVALID_BODY', { detail: `publicOrigin: ${text}` }, [{ path: '/body/publicOrigin', message: text }]);
  }
  const site = await ctx.db.transaction(async (tx) => {
    const current = await store.getSite(tx, { id });
    if (!current) throw new TesseraError('NOT_FOUND', { what: `Site ${id}` });
    const others = (await store.listSites(tx)).filter((s) => s.id !== id);
    const taken = patch.hosts?.find((host) => others.some((s) => s.hosts.includes(host)));
    if (taken) throw new TesseraError('ALREADY_EXISTS', { what: `Host ${taken}` });
    const saved = await store.upsertSite(tx, {
      id,
      name: patch.name ?? current.name,
      hosts: patch.hosts ?? current.hosts,
      captchaSiteKey: patch.captchaSiteKey === undefined ? current.captchaSiteKey : patch.captchaSiteKey,
      settings: current.settings,
      // The contract checked its shape; empty or null returns the site to the configured default.
      ...(patch.publicOrigin === undefined ? {} : { publicOrigin: patch.publicOrigin ? normalizePublicOrigin(patch.publicOrigin) : null }),
    });
    await store.appendAudit(tx, { actor: actorName(actor), action: 'site.update', site: id, documentId: null, path: null, detail: patch });
    return saved;
  });
  await ctx.changes.sitesChanged();
  return site;
}

/** Creates the eight sites with their default names and hosts (idempotent: existing sites keep theirs). */
export async function installSites(ctx: Pick<ContentContext, 'db'>): Promise<void> {
  for (const id of SITE_IDS) {
    const defaults = siteDefaults[id];
    await store.upsertSite(ctx.db, { id, name: defaults.name, hosts: defaults.hosts, captchaSiteKey: defaults.captchaSiteKey, settings: {} });
  }
}
