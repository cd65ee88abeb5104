import type { IdentityProvider, IdentityProviderBody } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import type { SiteId } from '../../core/sites';
import { outboundProblem } from '../../services/outbound';
import * as store from '../../store';
import { assertAllowed, mayAdminister } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';

const ACTION = 'manage users, sites and settings';

/** A site's OpenID Connect provider as editors see it (never its secret), or null. */
export async function getIdentityProvider(ctx: ContentContext, { actor, site }: { actor: Actor; site: SiteId }): Promise<IdentityProvider | null> {
  assertAllowed(mayAdminister(actor, site), actor, ACTION, site);
  const found = await store.getIdentityProvider(ctx.db, { site });
  if (!found) return null;
  const { clientSecret: _secret, ...shown } = found;
  return shown;
}

/**
 * Sets a site's provider; pages offering it (the login chooser, `/login`) change at once. The
 * server reads the issuer's discovery document, keys and tokens, so the issuer passes the
 * outbound policy here, as every address the server fetches does when it is saved.
 */
export async function setIdentityProvider(ctx: ContentContext, { actor, site, ...body }: { actor: Actor; site: SiteId } & IdentityProviderBody): Promise<IdentityProvider> {
  assertAllowed(mayAdminister(actor, site), actor, ACTION, site);
  const problem = outboundProblem(body.issuer, ctx.outbound);
  if (problem) throw new TesseraError('INVALID_BODY', { detail: `issuer: ${problem}` }, [{ path: '/body/issuer', message: problem }]);
  const saved = await ctx.db.transaction(async (tx) => {
    const settings = await store.upsertIdentityProvider(tx, { site, ...body });
    // The secret itself never goes into the audit log.
    await store.appendAudit(tx, {
      actor: actorName(actor),
      action: 'site.identity-provider.set',
      site,
      detail: { label: settings.label, issuer: settings.issuer, clientId: settings.clientId, secret: body.clientSecret === undefined ? 'unchanged' : 'set' },
    });
    return settings;
  });
  await ctx.changes.sitesChanged([site]);
  const { clientSecret: _secret, ...shown } = saved;
  return shown;
}

/** Removes a site's provider; linked visitor identities stay. */
export async function removeIdentityProvider(ctx: ContentContext, { actor, site }: { actor: Actor; site: SiteId }): Promise<void> {
  assertAllowed(mayAdminister(actor, site), actor, ACTION, site);
  await ctx.db.transaction(async (tx) => {
    const issuer = await store.deleteIdentityProvider(tx, { site });
    if (issuer === undefined) throw new TesseraError('NOT_FOUND', { what: `An identity provider of ${site}` });
    await store.appendAudit(tx, { actor: actorName(actor), action: 'site.identity-provider.remove', site, detail: { issuer } });
  });
  await ctx.changes.sitesChanged([site]);
}

/** What visitors may know of each site's provider: its label (for "Sign in with …"). */
export function signInProviderLabels(ctx: Pick<ContentContext, 'db'>): Promise<Map<SiteId, string>> {
  return store.identityProviderLabels(ctx.db);
}
