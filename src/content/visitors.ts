import type { CreateVisitorBody, UpdateVisitorBody, Visitor } from '../core/contracts';
import { TesseraError } from '../core/errors';
import * as store from '../store';
import { assertAllowed, mayAdminister } from './access';
import { actorName, type Actor, type ContentContext } from './context';

const ACTION = 'manage users, sites and settings';

// Managing visitors: CMSTWO Admins (and the platform itself, for demo visitors).

export async function listVisitors(
  ctx: ContentContext,
  { actor, q, limit, offset }: { actor: Actor; q?: string; limit: number; offset: number },
): Promise<{ visitors: Visitor[]; total: number }> {
  assertAllowed(mayAdminister(actor), actor, ACTION);
  return store.listVisitors(ctx.db, { ...(q ? { q } : {}), limit, offset });
}

export async function getVisitor(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<Visitor> {
  assertAllowed(mayAdminister(actor), actor, ACTION);
  const visitor = await store.getVisitor(ctx.db, { id });
  if (!visitor) throw new TesseraError('NOT_FOUND', { what: `Visitor ${id}` });
  return visitor;
}

export async function createVisitor(ctx: ContentContext, { actor, ...body }: { actor: Actor } & CreateVisitorBody): Promise<Visitor> {
  assertAllowed(mayAdminister(actor), actor, ACTION);
  return store.createVisitor(ctx.db, { ...body, actor: actorName(actor) });
}

/** Changes a visitor; disabling ends their sessions, so they lose access on their next request. */
export async function updateVisitor(ctx: ContentContext, { actor, id, ...patch }: { actor: Actor; id: string } & UpdateVisitorBody): Promise<Visitor> {
  await getVisitor(ctx, { actor, id });
  return store.updateVisitor(ctx.db, { id, ...patch, actor: actorName(actor) });
}

/** Signs a visitor out everywhere. */
export async function signOutVisitor(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<number> {
  await getVisitor(ctx, { actor, id });
  return store.endVisitorSessions(ctx.db, { visitorId: id, actor: actorName(actor) });
}

// A visitor's own session.

export interface VisitorSignIn {
  visitor: Visitor;
  token: string;
  expiresAt: string;
}

/** Starts a session for a visitor who has proved who they are. */
export async function startVisitorSession(ctx: ContentContext, { visitor, ttlMs }: { visitor: Visitor; ttlMs: number }): Promise<VisitorSignIn> {
  return { visitor, ...(await store.createVisitorSession(ctx.db, { visitorId: visitor.id, ttlMs })) };
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

export async function visitorSignOut(ctx: ContentContext, { token }: { token: string }): Promise<void> {
  await store.deleteVisitorSession(ctx.db, { token });
}
