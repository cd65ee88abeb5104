import { createHash } from 'node:crypto';
import { TesseraError } from '../../core/errors';
import { normalizePhone, replyKeyword } from '../../core/phone';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import type { Db } from '../../store/types';
import { deliveryOutcome } from '../../services/sms';
import type { ContentContext } from '../context';

// What the SMS and voice provider posts back (issue 25 item 4): delivery reports and replies.

interface Callback {
  /** The path and query the provider called (`/api/sms/status/12`), as it signed them after the callback origin. */
  path: string;
  fields: Record<string, string>;
  /** The `X-Twilio-Signature` header. */
  signature: string | undefined;
}

/** Only the configured provider may call back: its signature of the public URL and the fields, keyed with the account's token. */
function checkSignature(ctx: ContentContext, { path, fields, signature }: Callback): void {
  const origin = ctx.phone.callbackOrigin;
  // Without a public callback origin there is no URL the provider could have signed: the routes are not there.
  if (!ctx.phone.configured || !origin) throw new TesseraError('NOT_FOUND', { what: 'SMS provider callbacks (set SMS_CALLBACK_URL)' });
  if (!ctx.phone.verifySignature({ url: `${origin}${path}`, params: fields, signature })) throw new TesseraError('PHONE_SIGNATURE_INVALID');
}

/** How long a signed callback is remembered to refuse its replays (providers retry within hours). */
const CALLBACK_MEMORY_MS = 30 * 24 * 60 * 60_000;

/**
 * Records a signed callback as received, in the transaction that acts on it: the same signed
 * request again (a replay by whoever copied it) is refused with 409 and changes nothing.
 */
async function receivedOnce(db: Db, { path, fields, signature }: Callback): Promise<void> {
  const request = JSON.stringify([path, signature ?? '', Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
  const replayKey = `phone-callback:${createHash('sha256').update(request).digest('hex')}`;
  if (!(await store.markUsedOnce(db, { replayKey, expiresAt: new Date(Date.now() + CALLBACK_MEMORY_MS) }))) throw new TesseraError('PHONE_CALLBACK_REPLAYED');
}

/**
 * A delivery report of a message the outbox sent: it becomes delivered, or failed with the
 * provider's reason. Reports on the way (queued, ringing) change nothing. The message must have
 * been sent with the id the report names.
 */
export async function reportPhoneDelivery(ctx: ContentContext, { id, ...callback }: Callback & { id: number }): Promise<store.OutboxEntry> {
  checkSignature(ctx, callback);
  const providerId = callback.fields.MessageSid ?? callback.fields.CallSid;
  if (!providerId) throw new TesseraError('BAD_REQUEST', { detail: 'A delivery report names its message (MessageSid) or call (CallSid)' });
  const outcome = deliveryOutcome(callback.fields);
  return ctx.db.transaction(async (tx) => {
    await receivedOnce(tx, callback);
    const entry =
      outcome.state === 'in-progress'
        ? await store.getOutboxEntry(tx, { id }).then((found) => (found?.providerId === providerId ? found : undefined))
        : await store.markOutboxDelivery(tx, { id, providerId, outcome });
    if (!entry) throw new TesseraError('NOT_FOUND', { what: `Outbox message ${id} sent as ${providerId}` });
    return entry;
  });
}

/**
 * A reply to a site's alerts. STOP, STOPALL, UNSUBSCRIBE, CANCEL, END or QUIT opts the number
 * out of that site's SMS and voice alerts (later ones are recorded as opted out, not sent);
 * START or UNSTOP opts it back in; other text changes nothing. Both are audited: they are the
 * record of the recipient's consent.
 */
export async function receivePhoneReply(ctx: ContentContext, { site, ...callback }: Callback & { site: SiteId }): Promise<'opted-out' | 'opted-in' | 'ignored'> {
  checkSignature(ctx, callback);
  const phone = normalizePhone(callback.fields.From ?? '');
  if (!phone) throw new TesseraError('BAD_REQUEST', { detail: 'From is not a phone number' });
  const keyword = replyKeyword(callback.fields.Body ?? '');
  return ctx.db.transaction(async (tx) => {
    await receivedOnce(tx, callback);
    if (!keyword) return 'ignored';
    if (keyword === 'stop') {
      const word = (callback.fields.Body ?? '').trim().replace(/[.!]+$/, '').toUpperCase();
      if (await store.optPhoneOut(tx, { site, phone, keyword: word })) {
        await store.appendAudit(tx, { actor: 'sms-provider', action: 'phone.opt-out', site, detail: { phone, keyword: word } });
      }
      return 'opted-out';
    }
    if (await store.optPhoneIn(tx, { site, phone })) await store.appendAudit(tx, { actor: 'sms-provider', action: 'phone.opt-in', site, detail: { phone } });
    return 'opted-in';
  });
}
