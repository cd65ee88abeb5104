import { randomUUID } from 'node:crypto';
import { routes } from '../../core/contracts/routes';
import { message } from '../../core/errors';
import type { BodyContentType } from '../../core/forms';
import { normalizePhone } from '../../core/phone';
import { OutboundAborted, OutboundRefused, outboundRequest } from '../../services/outbound';
import { PhoneProviderError } from '../../services/sms';
import * as store from '../../store';
import type { ContentContext } from '../context';

/** Attempts per message before it is marked failed (about a day of backing off). */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 4 * 60 * 60_000;
/** How long a sender holds a claimed message before another may take it. */
const LEASE_MS = 2 * 60_000;
/** How long one message may take, whatever its channel (well within the lease). */
export const DELIVERY_DEADLINE_MS = 30_000;
/** Messages sent at the same time by one run, so a slow target holds one sender, not all. */
export const DELIVERY_CONCURRENCY = 4;

/** When to try again after `attempts` failures: doubling from 30 s, at most 4 h, with jitter. */
export function nextAttemptDelay(attempts: number, random = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

function flatValues(values: Record<string, unknown>): [string, string][] {
  return Object.entries(values).flatMap(([key, value]) => (Array.isArray(value) ? value.map((v) => [key, String(v)] as [string, string]) : [[key, String(value)] as [string, string]]));
}

/** The request body a webhook target gets, in the form's body content type. */
function webhookBody(payload: Record<string, unknown>, type: BodyContentType): { body: Buffer; contentType: string } {
  const values = (payload.values ?? {}) as Record<string, unknown>;
  if (type === 'URL_ENCODED') return { body: Buffer.from(new URLSearchParams(flatValues(values)).toString()), contentType: 'application/x-www-form-urlencoded' };
  if (type === 'MULTIPART') {
    const boundary = `tessera-${randomUUID()}`;
    const parts = flatValues(values).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, '')}"\r\n\r\n${v}\r\n`);
    return { body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), contentType: `multipart/form-data; boundary=${boundary}` };
  }
  const { bodyContentType: _type, ...rest } = payload;
  return { body: Buffer.from(JSON.stringify(rest)), contentType: 'application/json' };
}

/** The extra headers an e-mail's payload holds (only string values: the payload is JSON from the store). */
function mailHeaders(headers: unknown): Record<string, string> | undefined {
  if (typeof headers !== 'object' || headers === null) return undefined;
  const entries = Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && /^[A-Za-z-]+$/.test(entry[0]) && !/[\r\n]/.test(entry[1]));
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** A message that cannot be sent, whatever is tried later (an SMS to something that is no phone number). */
class Undeliverable extends Error {}

/** Where the SMS provider reports on this message, when the platform's public callback origin is configured. */
function statusCallback(ctx: ContentContext, entry: store.OutboxEntry): string | undefined {
  const origin = ctx.phone.callbackOrigin;
  return origin ? `${origin}${routes.reportPhoneDelivery.path.replace(':id', String(entry.id))}` : undefined;
}

/** Sends one message; the provider's id of it for SMS and voice, null otherwise; 'opted-out' when its number replied STOP. */
async function deliver(ctx: ContentContext, entry: store.OutboxEntry, signal: AbortSignal): Promise<{ providerId: string | null } | { optedOut: string }> {
  if (entry.channel === 'sms' || entry.channel === 'voice') {
    const to = normalizePhone(entry.target);
    if (!to) throw new Undeliverable(`${entry.target} is not a phone number (E.164, like +12125550100)`);
    // Checked at each send, so a STOP after the message was queued still holds it back.
    const optedOut = entry.site ? await store.isPhoneOptedOut(ctx.db, { site: entry.site, phone: to }) : undefined;
    if (optedOut) return { optedOut: `Not sent: ${to} replied ${optedOut.keyword} to ${entry.site} alerts on ${optedOut.at.slice(0, 10)} and has not replied START since` };
    const text = String(entry.payload.text ?? '');
    const callback = statusCallback(ctx, entry);
    const phoneMessage = { to, text, ...(callback ? { statusCallback: callback } : {}) };
    return entry.channel === 'sms' ? ctx.phone.sendSms(phoneMessage, { signal }) : ctx.phone.placeCall(phoneMessage, { signal });
  }
  await deliverOther(ctx, entry, signal);
  return { providerId: null };
}

/**
 * Posts a submission to a form's webhook target, in the form's body content type, under the
 * outbound policy. `idempotencyKey` is the same on every attempt: a target that saw it already
 * can drop the repeat. Resolves to the target's answer, whatever its status.
 */
export function postToTarget(ctx: ContentContext, { target, payload, idempotencyKey, signal }: { target: string; payload: Record<string, unknown>; idempotencyKey: string; signal?: AbortSignal }) {
  const { body, contentType } = webhookBody(payload, (payload.bodyContentType as BodyContentType | undefined) ?? 'JSON');
  return outboundRequest(target, { method: 'POST', headers: { 'content-type': contentType, 'idempotency-key': idempotencyKey, 'user-agent': 'Tessera forms' }, body, ...(signal ? { signal } : {}) }, ctx.outbound);
}

async function deliverOther(ctx: ContentContext, entry: store.OutboxEntry, signal: AbortSignal): Promise<void> {
  if (entry.channel === 'webhook') {
    const response = await postToTarget(ctx, { target: entry.target, payload: entry.payload, idempotencyKey: `tessera-outbox-${entry.id}`, signal });
    if (response.status < 200 || response.status >= 300) throw new Error(message('FETCH_FAILED', { status: response.status, statusText: response.statusText, url: entry.target }));
    return;
  }
  if (entry.channel === 'email') {
    await ctx.mailer.send(
      {
        to: entry.target,
        subject: String(entry.payload.subject ?? 'A message from the website'),
        text: String(entry.payload.text ?? ''),
        messageId: `<outbox-${entry.id}@tessera.invalid>`,
        ...(mailHeaders(entry.payload.headers) ? { headers: mailHeaders(entry.payload.headers)! } : {}),
      },
      { signal },
    );
    return;
  }
  throw new Error(`No ${entry.channel} provider is configured; the message is kept in the outbox`);
}

/** Sends one claimed message and records the outcome. */
async function settle(ctx: ContentContext, entry: store.OutboxEntry, stop: AbortSignal | undefined, deadlineMs: number): Promise<'sent' | 'failed' | 'released' | 'opted-out'> {
  const deadline = AbortSignal.timeout(deadlineMs);
  const signal = stop ? AbortSignal.any([stop, deadline]) : deadline;
  try {
    const outcome = await deliver(ctx, entry, signal);
    if ('optedOut' in outcome) {
      await store.markOutboxOptedOut(ctx.db, { id: entry.id, reason: outcome.optedOut });
      return 'opted-out';
    }
    await store.markOutboxSent(ctx.db, { id: entry.id, providerId: outcome.providerId });
    return 'sent';
  } catch (error) {
    const cut = error instanceof OutboundAborted || (signal.aborted && error === signal.reason);
    // Stopped by this process (it is shutting down), not by the target: back in the queue, the attempt not counted.
    if (cut && (stop?.aborted || ctx.outbound.signal?.aborted)) {
      await store.releaseOutbox(ctx.db, { id: entry.id, error: message('OUTBOUND_ABORTED', { url: entry.target }) });
      return 'released';
    }
    const reason = cut ? message('OUTBOUND_TIMEOUT', { url: entry.target, ms: deadlineMs }) : error instanceof Error ? error.message : String(error);
    // The address policy refuses the target, the SMS provider refuses the message (an invalid number): no later attempt can succeed.
    const permanent = (error instanceof OutboundRefused && error.permanent) || (error instanceof PhoneProviderError && error.permanent) || error instanceof Undeliverable;
    const final = permanent || entry.attempts >= MAX_ATTEMPTS;
    const retryAt = final ? null : new Date(ctx.clock.now().getTime() + nextAttemptDelay(entry.attempts));
    await store.markOutboxFailed(ctx.db, { id: entry.id, error: reason, retryAt });
    return 'failed';
  }
}

/**
 * Sends due outbox messages once, `concurrency` at a time, each within `deadlineMs`. Each is
 * claimed just before it is sent, so processes never send one at the same time; a failure is
 * tried again later (backing off), and given up after MAX_ATTEMPTS or at once when the address
 * policy refuses the target. `signal` (a stopping process) stops the run: messages in flight
 * go back to the queue. Delivery is at least once: a crash between sending and marking sends
 * again, with the same Idempotency-Key / Message-ID so the receiver can tell.
 */
export async function deliverOutbox(
  ctx: ContentContext,
  { limit = 20, concurrency = DELIVERY_CONCURRENCY, deadlineMs = DELIVERY_DEADLINE_MS, signal }: { limit?: number; concurrency?: number; deadlineMs?: number; signal?: AbortSignal } = {},
): Promise<{ sent: number; failed: number; optedOut: number }> {
  let taken = 0;
  let sent = 0;
  let failed = 0;
  let optedOut = 0;
  const sender = async () => {
    while (taken < limit && !signal?.aborted && !ctx.outbound.signal?.aborted) {
      taken++;
      const [entry] = await store.claimOutbox(ctx.db, { limit: 1, leaseMs: LEASE_MS });
      if (!entry) return;
      const outcome = await settle(ctx, entry, signal, deadlineMs);
      if (outcome === 'sent') sent++;
      else if (outcome === 'failed') failed++;
      else if (outcome === 'opted-out') optedOut++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, limit)) }, sender));
  return { sent, failed, optedOut };
}
