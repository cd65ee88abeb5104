import type { User } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import type { Session } from '../../store/types';
import type { ContentContext } from '../context';

/** Signs an editor in: a session whose token goes to the client only (the store keeps its hash). */
export async function signIn(
  ctx: ContentContext,
  { email, password, ttlMs }: { email: string; password: string; ttlMs: number },
): Promise<{ user: User; token: string; session: Session }> {
  const user = await store.verifyLogin(ctx.db, { email, password });
  if (!user) throw new TesseraError('BAD_CREDENTIALS');
  const { token, session } = await store.createSession(ctx.db, { userId: user.id, ttlMs });
  return { user, token, session };
}

/** The live session of a token and its user (sliding expiry), or undefined. */
export function resumeSession(ctx: ContentContext, { token, ttlMs }: { token: string; ttlMs: number }): Promise<{ session: Session; user: User } | undefined> {
  return store.getSession(ctx.db, { token, ttlMs });
}

export async function signOut(ctx: ContentContext, { token }: { token: string }): Promise<void> {
  await store.deleteSession(ctx.db, { token });
}
