import type { Site, UpdateSiteBody } from '../../core/contracts';
import { message, TesseraError } from '../../core/errors';
import { normalizePublicOrigin, publicOriginProblem, type SiteId } from '../../core/sites';
import * as store from '../../store';
import { actorName, type Actor, type ContentContext } from '../context';
import { assertMayAdminister, saveSite } from './shared';

/** Renames a site or changes its hosts, captcha key, public origin or whether publishing needs approval; every process reloads its host map. */
export async function updateSite(ctx: ContentContext, { actor, id, patch }: { actor: Actor; id: SiteId; patch: UpdateSiteBody }): Promise<Site> {
  assertMayAdminister(actor, id);
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
    const saved = await saveSite(tx, {
      id,
      name: patch.name ?? current.name,
      hosts: patch.hosts ?? current.hosts,
      captchaSiteKey: patch.captchaSiteKey === undefined ? current.captchaSiteKey : patch.captchaSiteKey,
      settings: current.settings,
      ...(patch.needsApproval === undefined ? {} : { needsApproval: patch.needsApproval }),
      // The contract checked its shape; empty or null returns the site to the configured default.
      ...(patch.publicOrigin === undefined ? {} : { publicOrigin: patch.publicOrigin ? normalizePublicOrigin(patch.publicOrigin) : null }),
    });
    await store.appendAudit(tx, { actor: actorName(actor), action: 'site.update', site: id, documentId: null, path: null, detail: patch });
    return saved;
  });
  await ctx.changes.sitesChanged([id]);
  return site;
}
