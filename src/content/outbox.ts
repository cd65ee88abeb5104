import { randomUUID } from 'node:crypto';
import { message } from '../core/errors';
import type { BodyContentType } from '../core/forms';
import { outboundRequest } from '../services/outbound';
import * as store from '../store';
import type { ContentContext } from './context';

/** Attempts per message before it is marked failed (about a day of backing off). */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 4 * 60 * 60_000;
/** How long a sender holds a claimed message before another may take it. */
const LEASE_MS = 2 * 60_000;

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

async function deliver(ctx: ContentContext, entry: store.OutboxEntry): Promise<void> {
  if (entry.channel === 'webhook') {
    const { body, contentType } = webhookBody(entry.payload, (entry.payload.bodyContentType as BodyContentType | undefined) ?? 'JSON');
    const response = await outboundRequest(
      entry.target,
      // The same key on every attempt: a target that saw it already can drop the repeat.
      { method: 'POST', headers: { 'content-type': contentType, 'idempotency-key': `tessera-outbox-${entry.id}`, 'user-agent': 'Tessera forms' }, body },
      ctx.outbound,
    );
    if (response.status < 200 || response.status >= 300) throw new Error(message('FETCH_FAILED', { status: response.status, statusText: response.statusText, url: entry.target }));
    return;
  }
  if (entry.channel === 'email') {
    await ctx.mailer.send({
      to: entry.target,
      subject: String(entry.payload.subject ?? 'A message from the website'),
      text: String(entry.payload.text ?? ''),
      messageId: `<outbox-${entry.id}@tessera.invalid>`,
    });
    return;
  }
  throw new Error(`No ${entry.channel} provider is configured; the message is kept in the outbox`);
}

/**
 * Sends due outbox messages once. Each is claimed for a while first, so processes never send
 * one at the same time; a failure is tried again later (backing off), and given up after
 * MAX_ATTEMPTS. Delivery is at least once: a crash between sending and marking sends again,
 * with the same Idempotency-Key / Message-ID so the receiver can tell.
 */
export async function deliverOutbox(ctx: ContentContext, { limit = 20 }: { limit?: number } = {}): Promise<{ sent: number; failed: number }> {
  const due = await store.claimOutbox(ctx.db, { limit, leaseMs: LEASE_MS });
  let sent = 0;
  let failed = 0;
  for (const entry of due) {
    try {
      await deliver(ctx, entry);
      await store.markOutboxSent(ctx.db, { id: entry.id });
      sent++;
    } catch (error) {
      failed++;
      const retryAt = entry.attempts >= MAX_ATTEMPTS ? null : new Date(ctx.clock.now().getTime() + nextAttemptDelay(entry.attempts));
      await store.markOutboxFailed(ctx.db, { id: entry.id, error: error instanceof Error ? error.message : String(error), retryAt });
    }
  }
  return { sent, failed };
}

/** Deletes submissions past their retention, and their files no other submission holds. */
export async function runRetention(ctx: ContentContext): Promise<number> {
  const { deleted, orphanFiles } = await store.deleteExpiredSubmissions(ctx.db, { now: ctx.clock.now() });
  if (orphanFiles.length) await ctx.uploads.remove(orphanFiles.map((f) => `${f.hash}.${f.ext}`));
  await store.pruneCaptchaUsed(ctx.db);
  return deleted;
}
