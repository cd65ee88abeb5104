import { createHash } from 'node:crypto';
import type { Visitor } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import type { SiteId } from '../../core/sites';
import type { PendingSignIn } from '../../services/identity';
import * as store from '../../store';
import type { ContentContext } from '../context';
import { startVisitorSession, type VisitorSignIn } from './visitor-sessions';

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
  const visitor = await visitorForIdentity(ctx, claims);
  if (!visitor) throw new TesseraError('ACCOUNT_DISABLED');
  return startVisitorSession(ctx, { visitor, ttlMs });
}

/**
 * The visitor an identity provider vouches for: the one linked to `(issuer, subject)`, else the
 * visitor with that e-mail address when the provider says it verified it (then linked), else a
 * new visitor without a password or roles (then linked). A disabled visitor → undefined.
 */
export async function visitorForIdentity(
  ctx: ContentContext,
  claims: { issuer: string; subject: string; email: string; emailVerified: boolean; name: string },
): Promise<Visitor | undefined> {
  const { issuer, subject, email } = claims;
  const id = await ctx.db.transaction(async (tx) => {
    const linked = await store.visitorIdForIdentity(tx, { issuer, subject });
    if (linked) return linked;
    let visitorId = claims.emailVerified ? await store.visitorIdByEmail(tx, { email }) : undefined;
    if (!visitorId) {
      visitorId = await store.insertVisitor(tx, { email: email.trim(), name: claims.name, passwordHash: null });
      // An unverified address that another visitor has: not theirs to take.
      if (!visitorId) throw new TesseraError('ALREADY_EXISTS', { what: `A visitor with the e-mail address ${email}` });
      await store.appendAudit(tx, { actor: issuer, action: 'visitor.create', detail: { visitorId, email, issuer } });
    }
    await store.linkVisitorIdentity(tx, { issuer, subject, visitorId });
    return visitorId;
  });
  const visitor = await store.getVisitor(ctx.db, { id });
  return visitor && !visitor.disabled ? visitor : undefined;
}
