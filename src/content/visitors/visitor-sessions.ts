import { createHash } from 'node:crypto';
import type { Visitor } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import type { ContentContext } from '../context';

// A visitor's own session.

export interface VisitorSignIn {
  visitor: Visitor;
  token: string;
  expiresAt: string;
}

/** Starts a session for a visitor who has proved who they are, and records the sign-in. */
export async function startVisitorSession(ctx: ContentContext, { visitor, ttlMs }: { visitor: Visitor; ttlMs: number }): Promise<VisitorSignIn> {
  const session = await ctx.db.transaction(async (tx) => {
    const started = await store.insertVisitorSession(tx, { visitorId: visitor.id, ttlMs });
    await store.recordVisitorSignIn(tx, { visitorId: visitor.id });
    return started;
  });
  return { visitor, ...session };
}

/** Signs a visitor in with e-mail and password; a wrong pair (or a disabled visitor) → BAD_CREDENTIALS. */
export async function visitorSignIn(ctx: ContentContext, { email, password, ttlMs }: { email: string; password: string; ttlMs: number }): Promise<VisitorSignIn> {
  const visitor = await store.verifyVisitorLogin(ctx.db, { email, password });
  if (!visitor) throw new TesseraError('BAD_CREDENTIALS');
  return startVisitorSession(ctx, { visitor, ttlMs });
}

/** The signed-in, enabled visitor of a session token (sliding expiry), or undefined. */
export function resumeVisitorSession(ctx: ContentContext, { token, ttlMs }: { token: string; ttlMs: number }): Promise<Visitor | undefined> {
  return store.getVisitorSession(ctx.db, { token, ttlMs });
}

/**
 * What names a visitor session apart from its token: the token's SHA-256 (the session's id as
 * stored). Processes that keep sessions key them by it, and sign-outs announce it.
 */
export function visitorSessionKey(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Ends this session; every process stops accepting it within a second (`visitorSessionsChanged`). */
export async function visitorSignOut(ctx: ContentContext, { token }: { token: string }): Promise<void> {
  await store.deleteVisitorSession(ctx.db, { token });
  await ctx.changes.visitorSessionsChanged?.({ sessionId: visitorSessionKey(token) });
}
