import { createHash } from 'node:crypto';
import type { IdentityProvider, IdentityProviderBody } from '../core/contracts';
import { TesseraError } from '../core/errors';
import type { SiteId } from '../core/sites';
import type { PendingSignIn } from '../services/identity';
import { outboundProblem } from '../services/outbound';
import * as store from '../store';
import { assertAllowed, mayAdminister } from './access';
import { actorName, type Actor, type ContentContext } from './context';
import { startVisitorSession, type VisitorSignIn } from './visitors';

const ACTION = 'manage users, sites and settings';

/** A site's OpenID Connect provider as editors see it (never its secret), or null. */
export async function getIdentityProvider(ctx: ContentContext, { actor, site }: { actor: Actor; site: SiteId }): Promise<IdentityProvider | null> {
  assertAllowed(mayAdminister(actor), actor, ACTION);
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
  assertAllowed(mayAdminister(actor), actor, ACTION);
  const problem = outboundProblem(body.issuer, ctx.outbound);
  if (problem) throw new TesseraError('INVALID_BODY', { detail: `issuer: ${problem}` }, [{ path: '/body/issuer', message: problem }]);
  const { clientSecret: _secret, ...shown } = await store.setIdentityProvider(ctx.db, { site, ...body, actor: actorName(actor) });
  await ctx.changes.sitesChanged();
  return shown;
}

export async function removeIdentityProvider(ctx: ContentContext, { actor, site }: { actor: Actor; site: SiteId }): Promise<void> {
  assertAllowed(mayAdminister(actor), actor, ACTION);
  if (!(await store.removeIdentityProvider(ctx.db, { site, actor: actorName(actor) }))) throw new TesseraError('NOT_FOUND', { what: `An identity provider of ${site}` });
  await ctx.changes.sitesChanged();
}

/** What visitors may know of each site's provider: its label (for "Sign in with …"). */
export function signInProviderLabels(ctx: Pick<ContentContext, 'db'>): Promise<Map<SiteId, string>> {
  return store.identityProviderLabels(ctx.db);
}

async function providerOf(ctx: ContentContext, site: SiteId) {
  const provider = await store.getIdentityProvider(ctx.db, { site });
  if (!provider) throw new TesseraError('NOT_FOUND', { what: 'Sign-in with an identity provider on this site' });
  return provider;
}

/** Sends a visitor to the site's provider: the URL to go to, and what to check on their return. */
export async function startProviderSignIn(ctx: ContentContext, { site, redirectUri }: { site: SiteId; redirectUri: string }): Promise<{ url: string; pending: PendingSignIn }> {
  return ctx.identity.start(await providerOf(ctx, site), { redirectUri, outbound: ctx.outbound });
}

/**
 * Completes a provider sign-in: checks the answer (state, nonce, PKCE, the ID token), then
 * signs in the visitor linked to that identity, linking or creating them as needed. Each
 * pending sign-in is redeemed once, whatever the outcome: its state is recorded as used (in
 * the database, so in every process) until `pendingUntil`, when the signed cookie that
 * carries it expires, before the provider is asked; a replay, even with a copied cookie,
 * makes no second token request.
 */
export async function finishProviderSignIn(
  ctx: ContentContext,
  { site, callbackUrl, pending, pendingUntil, ttlMs }: { site: SiteId; callbackUrl: URL; pending: PendingSignIn; pendingUntil: Date; ttlMs: number },
): Promise<VisitorSignIn> {
  const provider = await providerOf(ctx, site);
  const first = await store.markUsedOnce(ctx.db, { replayKey: `signin-state:${createHash('sha256').update(pending.state).digest('base64url')}`, expiresAt: pendingUntil });
  if (!first) throw new TesseraError('SIGN_IN_FAILED', { provider: provider.issuer, reason: 'this answer was used already. Sign in again' });
  const claims = await ctx.identity.finish(provider, { callbackUrl, pending, outbound: ctx.outbound });
  const visitor = await store.visitorForIdentity(ctx.db, claims);
  if (!visitor) throw new TesseraError('ACCOUNT_DISABLED');
  return startVisitorSession(ctx, { visitor, ttlMs });
}
