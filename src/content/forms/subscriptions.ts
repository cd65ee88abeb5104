import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import type { ContentContext } from '../context';

/** Manage links work this long. */
const MANAGE_TTL_MS = 7 * 24 * 60 * 60_000;

/** How a verification token is kept: its SHA-256. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

function signature(secret: string, id: string, expires: number): string {
  return createHmac('sha256', secret).update(`subscription\n${id}\n${expires}`).digest('base64url');
}

/** A signed link to manage a verified subscription (`/subscriptions/manage`), or to end it (`/subscriptions/unsubscribe`), valid for a week. */
export function manageLink({ origin, secret, id, now = Date.now(), page = 'manage' }: { origin: string; secret: string; id: string; now?: number; page?: 'manage' | 'unsubscribe' }): string {
  const expires = now + MANAGE_TTL_MS;
  return `${origin}/subscriptions/${page}?id=${id}&expires=${expires}&sig=${signature(secret, id, expires)}`;
}

/** Follows a verification link; SUBSCRIPTION_LINK_INVALID when it is unknown, used or expired. */
export async function verifySubscription(ctx: ContentContext, { token }: { token: string }): Promise<store.Subscription> {
  if (token.length < 20 || token.length > 200) throw new TesseraError('SUBSCRIPTION_LINK_INVALID');
  return ctx.db.transaction(async (tx) => {
    const subscription = await store.verifySubscription(tx, { tokenHash: tokenHash(token) });
    if (!subscription) throw new TesseraError('SUBSCRIPTION_LINK_INVALID');
    // SMS and voice go through the provider (services/sms); without one configured they are kept in the outbox.
    const phoneChannels = subscription.phone ? (['sms', 'voice'] as const).filter((channel) => subscription.channels.includes(channel)) : [];
    if (phoneChannels.length > 0) {
      const messages = phoneChannels.map((channel) => ({ channel, target: subscription.phone, payload: { text: 'Your alerts are confirmed.' }, held: !ctx.phone.configured }));
      await store.enqueueMessages(tx, { site: subscription.site, messages });
    }
    return subscription;
  });
}

/** The subscription a signed manage link names; SUBSCRIPTION_LINK_INVALID for a bad, expired or stale link. */
export async function managedSubscription(
  ctx: ContentContext,
  { id, expires, sig, secret, now = Date.now() }: { id: string; expires: number; sig: string; secret: string; now?: number },
): Promise<store.Subscription> {
  const expected = Buffer.from(signature(secret, id, expires));
  const given = Buffer.from(sig);
  if (!Number.isFinite(expires) || expires < now || expected.length !== given.length || !timingSafeEqual(expected, given)) throw new TesseraError('SUBSCRIPTION_LINK_INVALID');
  const subscription = await store.getSubscription(ctx.db, { id });
  if (!subscription || subscription.status !== 'verified') throw new TesseraError('SUBSCRIPTION_LINK_INVALID');
  return subscription;
}

/** Changes or ends a subscription through its signed link. */
export async function changeSubscription(
  ctx: ContentContext,
  options: { id: string; expires: number; sig: string; secret: string; phone?: string; channels?: store.Channel[]; topics?: string[]; unsubscribe?: boolean },
): Promise<store.Subscription | undefined> {
  const { id, expires, sig, secret, ...change } = options;
  await managedSubscription(ctx, { id, expires, sig, secret });
  return store.updateSubscription(ctx.db, { id, ...change });
}
