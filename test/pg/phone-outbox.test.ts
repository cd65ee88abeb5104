import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  claimOutbox,
  enqueueMessages,
  getOutboxEntry,
  isPhoneOptedOut,
  markOutboxDelivery,
  markOutboxFailed,
  markOutboxOptedOut,
  markOutboxSent,
  optPhoneIn,
  optPhoneOut,
  releaseOutbox,
} from '../../src/store';
import type { Db } from '../../src/store/types';
import { migratedDatabase } from './databases';

// Migration 027 (SMS and voice states, opt-outs) and its queries on PostgreSQL, as on PGlite (test/server/sms-voice.test.ts).

const database = migratedDatabase('tessera_phone');
let db: Db;

beforeEach(async () => {
  db = await database.open();
});
afterEach(async () => {
  await db.close();
});

describe('the outbox’s SMS and voice states on PostgreSQL', () => {
  it('claims as sending, sends with the provider id, records delivery or failure, and opt-outs', async () => {
    await enqueueMessages(db, {
      site: 'nyse',
      messages: [
        { channel: 'sms', target: '+12125550100', payload: { text: 'a' } },
        { channel: 'voice', target: '+12125550101', payload: { text: 'b' } },
        { channel: 'sms', target: '+12125550102', payload: { text: 'c' } },
      ],
    });
    const claimed = await claimOutbox(db, { limit: 3, leaseMs: 60_000 });
    expect(claimed.map((e) => e.status)).toEqual(['sending', 'sending', 'sending']);
    expect(await claimOutbox(db, { limit: 3, leaseMs: 60_000 })).toEqual([]);
    const [sms, voice, third] = claimed as [(typeof claimed)[0], (typeof claimed)[0], (typeof claimed)[0]];

    await markOutboxSent(db, { id: sms.id, providerId: 'SM1' });
    expect(await markOutboxDelivery(db, { id: sms.id, providerId: 'SM2', outcome: { state: 'delivered' } })).toBeUndefined();
    const delivered = await markOutboxDelivery(db, { id: sms.id, providerId: 'SM1', outcome: { state: 'delivered' } });
    expect(delivered).toMatchObject({ status: 'delivered', providerId: 'SM1', lastError: null });
    expect(delivered!.deliveredAt).not.toBeNull();

    await markOutboxSent(db, { id: voice.id, providerId: 'CA1' });
    expect(await markOutboxDelivery(db, { id: voice.id, providerId: 'CA1', outcome: { state: 'failed', reason: 'busy' } })).toMatchObject({ status: 'failed', lastError: 'busy' });

    await releaseOutbox(db, { id: third.id, error: 'stopped' });
    expect(await getOutboxEntry(db, { id: third.id })).toMatchObject({ status: 'pending', attempts: 0 });
    const [again] = await claimOutbox(db, { limit: 1, leaseMs: 60_000 });
    await markOutboxFailed(db, { id: again!.id, error: '500', retryAt: new Date(Date.now() + 30_000) });
    expect(await getOutboxEntry(db, { id: third.id })).toMatchObject({ status: 'pending', lastError: '500' });
    await markOutboxOptedOut(db, { id: third.id, reason: 'Not sent: replied STOP' });
    expect(await getOutboxEntry(db, { id: third.id })).toMatchObject({ status: 'opted_out', lastError: 'Not sent: replied STOP' });

    expect(await optPhoneOut(db, { site: 'nyse', phone: '+12125550100', keyword: 'STOP' })).toBe(true);
    expect(await optPhoneOut(db, { site: 'nyse', phone: '+12125550100', keyword: 'QUIT' })).toBe(false);
    expect(await isPhoneOptedOut(db, { site: 'nyse', phone: '+12125550100' })).toMatchObject({ keyword: 'STOP' });
    expect(await isPhoneOptedOut(db, { site: 'ice', phone: '+12125550100' })).toBeUndefined();
    expect(await optPhoneIn(db, { site: 'nyse', phone: '+12125550100' })).toBe(true);
    expect(await isPhoneOptedOut(db, { site: 'nyse', phone: '+12125550100' })).toBeUndefined();
    await expect(db.query("UPDATE outbox SET status = 'lost' WHERE id = $1", [sms.id])).rejects.toThrow(/outbox_status_check/);
  });

  it('takes back a message whose sender’s lease ran out', async () => {
    await enqueueMessages(db, { site: 'ice', messages: [{ channel: 'sms', target: '+12125550103', payload: { text: 'd' } }] });
    const [first] = await claimOutbox(db, { limit: 1, leaseMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [second] = await claimOutbox(db, { limit: 1, leaseMs: 60_000 });
    expect(second).toMatchObject({ id: first!.id, status: 'sending', attempts: 2 });
  });
});
