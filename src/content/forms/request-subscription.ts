import { randomBytes } from 'node:crypto';
import { TesseraError } from '../../core/errors';
import type { SiteId } from '../../core/sites';
import { recaptchaAction } from '../../core/recaptcha';
import * as store from '../../store';
import type { ContentContext } from '../context';
import { siteCaptcha } from './captcha';
import { manageLink, tokenHash } from './subscriptions';

/** Verification links work this long, once. */
const TOKEN_TTL_MS = 24 * 60 * 60_000;

function mailsFor(
  ctx: ContentContext,
  { origin, secret, siteName, token }: { origin: string; secret: string; siteName: string; token: string },
): (subscription: store.Subscription, kind: 'verify' | 'manage') => store.OutboxMessage[] {
  return (subscription, kind) => {
    const text =
      kind === 'verify'
        ? `Someone (we hope you) asked for ${siteName} alerts at this address.\n\nConfirm your subscription within 24 hours: open this link and choose Confirm:\n${origin}/subscriptions/verify?token=${token}\n\nIf you did not ask for alerts, ignore this e-mail: nothing is sent until the link is followed.`
        : `Someone asked for ${siteName} alerts at this address, which is subscribed already.\n\nChange or end your subscription here (the link works for a week):\n${manageLink({ origin, secret, id: subscription.id })}\n\nIf this was not you, ignore this e-mail.`;
    // To a subscriber: mail clients offer to end it in one click (RFC 8058, a POST no link scanner makes).
    const headers =
      kind === 'manage'
        ? { 'List-Unsubscribe': `<${manageLink({ origin, secret, id: subscription.id, page: 'unsubscribe' })}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : undefined;
    return [
      {
        channel: 'email',
        target: subscription.email,
        payload: { subject: kind === 'verify' ? `Confirm your ${siteName} alerts` : `Your ${siteName} alerts`, text, ...(headers ? { headers } : {}) },
        held: !ctx.mailer.configured,
      },
    ];
  };
}

/**
 * A visitor asks for alerts. The answer is the same whether or not the address is known (no
 * one learns who subscribes): a new or pending address gets a verification link (a 256-bit,
 * single-use token, kept hashed, valid 24 hours); a verified one gets a link to manage its
 * subscription, queued in the same transaction. The captcha answer counts once.
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
    /** The host names the site's pages are served under (a reCAPTCHA answer solved on another is refused). */
    hostnames?: readonly string[];
  },
): Promise<void> {
  const answer = await ctx.captcha.verify(await siteCaptcha(ctx, options.site), {
    site: options.site,
    answer: options.captchaAnswer,
    ...(options.remoteIp ? { remoteIp: options.remoteIp } : {}),
    ...(options.hostnames ? { hostnames: options.hostnames } : {}),
    action: recaptchaAction('subscription-center'),
  });
  const token = randomBytes(32).toString('base64url');
  const mail = mailsFor(ctx, { origin: options.origin, secret: options.secret, siteName: options.siteName, token });
  await ctx.db.transaction(async (tx) => {
    if (!(await store.markUsedOnce(tx, answer))) throw new TesseraError('CAPTCHA_FAILED', { reason: 'this answer was used before; reload the page and send the form again' });
    const existing = await store.lockSubscriptionByEmail(tx, { site: options.site, email: options.email });
    // A verified address is left as it is: its owner gets a link to manage it.
    const [subscription, kind] =
      existing?.status === 'verified'
        ? [existing, 'manage' as const]
        : [
            await store.upsertPendingSubscription(tx, {
              site: options.site,
              email: options.email,
              phone: options.phone,
              channels: options.channels,
              topics: options.topics,
              tokenHash: tokenHash(token),
              tokenTtlMs: TOKEN_TTL_MS,
            }),
            'verify' as const,
          ];
    await store.enqueueMessages(tx, { site: options.site, messages: mail(subscription, kind) });
  });
}
