import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TesseraError } from '../core/errors';
import type { SiteId } from '../core/sites';
import { RECAPTCHA_VERIFY_URL } from '../services/captcha';
import * as store from '../store';
import type { ContentContext } from './context';

/** Verification links work this long, once. */
const TOKEN_TTL_MS = 24 * 60 * 60_000;
/** Manage links work this long. */
const MANAGE_TTL_MS = 7 * 24 * 60 * 60_000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

function signature(secret: string, id: string, expires: number): string {
  return createHmac('sha256', secret).update(`subscription\n${id}\n${expires}`).digest('base64url');
}

/** A signed link to manage a verified subscription, valid for a week. */
export function manageLink({ origin, secret, id, now = Date.now() }: { origin: string; secret: string; id: string; now?: number }): string {
  const expires = now + MANAGE_TTL_MS;
  return `${origin}/subscriptions/manage?id=${id}&expires=${expires}&sig=${signature(secret, id, expires)}`;
}

function mailsFor(
  ctx: ContentContext,
  { origin, secret, siteName, token }: { origin: string; secret: string; siteName: string; token: string },
): (subscription: store.Subscription, kind: 'verify' | 'manage') => store.OutboxMessage[] {
  return (subscription, kind) => {
    const text =
      kind === 'verify'
        ? `Someone (we hope you) asked for ${siteName} alerts at this address.\n\nConfirm your subscription within 24 hours by opening this link:\n${origin}/subscriptions/verify?token=${token}\n\nIf you did not ask for alerts, ignore this e-mail: nothing is sent until the link is followed.`
        : `Someone asked for ${siteName} alerts at this address, which is subscribed already.\n\nChange or end your subscription here (the link works for a week):\n${manageLink({ origin, secret, id: subscription.id })}\n\nIf this was not you, ignore this e-mail.`;
    return [
      {
        channel: 'email',
        target: subscription.email,
        payload: { subject: kind === 'verify' ? `Confirm your ${siteName} alerts` : `Your ${siteName} alerts`, text },
        held: !ctx.mailer.configured,
      },
    ];
  };
}

/**
 * A visitor asks for alerts. The answer is the same whether or not the address is known (no
 * one learns who subscribes): a new or pending address gets a verification link (a 256-bit,
 * single-use token, kept hashed, valid 24 hours); a verified one gets a link to manage its
 * subscription. The captcha answer counts once.
 */
export async function requestSubscription(
  ctx: ContentContext,
  options: {
    site: SiteId;
    siteName: string;
    origin: string;
    secret: string;
    email: string;
    phone: string;
    channels: store.Channel[];
    topics: string[];
    captchaAnswer?: string;
    remoteIp?: string;
  },
): Promise<void> {
  const stored = await store.getSiteCaptcha(ctx.db, { site: options.site });
  const settings = stored ? { provider: stored.provider, secret: stored.secret, verifyUrl: stored.verifyUrl } : { provider: 'altcha' as const, secret: '', verifyUrl: RECAPTCHA_VERIFY_URL };
  const answer = await ctx.captcha.verify(settings, { site: options.site, answer: options.captchaAnswer, ...(options.remoteIp ? { remoteIp: options.remoteIp } : {}) });
  if (!(await store.markUsedOnce(ctx.db, answer))) throw new TesseraError('CAPTCHA_FAILED', { reason: 'this answer was used before; reload the page and send the form again' });
  const token = randomBytes(32).toString('base64url');
  await store.requestSubscription(ctx.db, {
    site: options.site,
    email: options.email,
    phone: options.phone,
    channels: options.channels,
    topics: options.topics,
    tokenHash: hash(token),
    tokenTtlMs: TOKEN_TTL_MS,
    mail: mailsFor(ctx, { origin: options.origin, secret: options.secret, siteName: options.siteName, token }),
  });
}

/** Follows a verification link; SUBSCRIPTION_LINK_INVALID when it is unknown, used or expired. */
export async function verifySubscription(ctx: ContentContext, { token }: { token: string }): Promise<store.Subscription> {
  if (token.length < 20 || token.length > 200) throw new TesseraError('SUBSCRIPTION_LINK_INVALID');
  const subscription = await store.verifySubscription(ctx.db, { tokenHash: hash(token) });
  if (!subscription) throw new TesseraError('SUBSCRIPTION_LINK_INVALID');
  if (subscription.channels.includes('sms') && subscription.phone) {
    // SMS goes through a provider interface; without one configured it is kept in the outbox.
    await store.enqueueMessages(ctx.db, { site: subscription.site, messages: [{ channel: 'sms', target: subscription.phone, payload: { text: 'Your alerts are confirmed.' }, held: true }] });
  }
  return subscription;
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
