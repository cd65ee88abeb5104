import type { LookupAddress } from 'node:dns';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOutbox } from '../../src/content';
import * as store from '../../src/store';
import { createTestApp, signIn, TEST_USERS, type TestApp } from '../support/app';

/*
 * The outbox against real local targets: one that answers a byte a second cannot hold the
 * others, a target the address policy refuses fails for good with the reason, and a stopping
 * process puts what it was sending back in the queue.
 */

let t: TestApp;
let hooks: Server;
let hostPort = '';
const fastHits: string[] = [];
const slowHits: number[] = [];
const open = new Set<ServerResponse>();

/** A resolver that answers as an internal DNS would: every name is 10.0.0.1. No connection is made to it. */
const internalDns = ((_host: string, _options: unknown, callback: (e: null, a: LookupAddress[]) => void) =>
  callback(null, [{ address: '10.0.0.1', family: 4 }])) as unknown as typeof import('node:dns').lookup;

beforeAll(async () => {
  hooks = createServer((req, res) => {
    req.resume();
    if (req.url === '/slow') {
      // Headers at once, then a byte a second for 8 s: never idle long enough for a socket timeout.
      slowHits.push(Date.now());
      open.add(res);
      res.writeHead(200, { 'content-type': 'text/plain' });
      let sent = 0;
      const drip = setInterval(() => {
        if (++sent > 8) return clearInterval(drip), res.end();
        res.write('.');
      }, 1000);
      return res.on('close', () => (clearInterval(drip), open.delete(res)));
    }
    req.on('end', () => {
      fastHits.push(req.url ?? '');
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  hostPort = `127.0.0.1:${(hooks.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { OUTBOUND_ALLOWED_HOSTS: hostPort } });
});

afterAll(async () => {
  await t?.close();
  for (const res of open) res.destroy();
  await new Promise<void>((resolve) => hooks.close(() => resolve()));
});

const webhook = (target: string) => ({ channel: 'webhook' as const, target, payload: { form: 'Press enquiry', values: { first_name: 'Grace' } } });

async function row(target: string) {
  const { rows } = await t.db.query<{ id: number; status: string; attempts: number; last_error: string | null; due: boolean; claimed: boolean }>(
    `SELECT id, status, attempts, last_error, next_attempt_at <= now() AS due, claimed_until IS NOT NULL AS claimed FROM outbox WHERE target = $1`,
    [target],
  );
  return rows[0]!;
}

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

describe('outbox deliveries that end', () => {
  it('sends the fast targets while a slow one is in flight, ends the slow one at its deadline, and fails policy refusals for good', { timeout: 20_000 }, async () => {
    const slow = `http://${hostPort}/slow`;
    const fast = [1, 2, 3, 4, 5].map((n) => `http://${hostPort}/fast-${n}`);
    const literal = 'https://127.0.0.2/hook';
    const internal = 'https://hooks.example.com/hook';
    // The slow one first: a sender that goes through the queue in order meets it before the others.
    await store.enqueueMessages(t.db, { site: 'nyse', messages: [webhook(slow), ...fast.map(webhook), webhook(literal), webhook(internal)] });
    const ctx = t.app.content;
    const started = Date.now();
    const run = deliverOutbox({ ...ctx, outbound: { ...ctx.outbound, timeoutMs: 1500, lookup: internalDns } });

    expect(await until(() => fastHits.length === fast.length, 3000), `fast targets reached: ${fastHits.join(', ')}`).toBe(true);
    const fastDone = Date.now() - started;
    expect(fastDone).toBeLessThan(1500);
    expect(await until(async () => (await Promise.all(fast.map(row))).every((r) => r.status === 'sent'), 1000)).toBe(true);
    // Meanwhile the slow one is still being sent.
    expect(slowHits).toHaveLength(1);
    expect(await row(slow)).toMatchObject({ status: 'sending', claimed: true });

    expect(await run).toEqual({ sent: 5, failed: 3, optedOut: 0 });
    expect(Date.now() - started).toBeLessThan(3000);
    // A deadline is worth another try, later.
    expect(await row(slow)).toMatchObject({ status: 'pending', attempts: 1, due: false, claimed: false, last_error: `${slow}: no complete answer within 1500 ms` });
    // A refusal of the address policy is final at once, with its reason.
    expect(await row(literal)).toMatchObject({ status: 'failed', attempts: 1, last_error: `${literal}: 127.0.0.2 is not a public address` });
    expect(await row(internal)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'hooks.example.com resolves to 10.0.0.1, which is not a public address' });

    const admin = await signIn(t.app, TEST_USERS.admin);
    const listed = await admin.request({ method: 'GET', url: '/api/cms/outbox?status=failed' });
    expect(listed.statusCode).toBe(200);
    const reasons = (listed.json().entries as { target: string; lastError: string }[]).filter((e) => e.target === literal || e.target === internal).map((e) => e.lastError);
    expect(reasons.sort()).toEqual(['hooks.example.com resolves to 10.0.0.1, which is not a public address', `${literal}: 127.0.0.2 is not a public address`]);
  });

  it('puts a delivery back in the queue, its attempt not counted, when the process stops sending', { timeout: 20_000 }, async () => {
    const slow = `http://${hostPort}/slow`;
    await t.db.query(`UPDATE outbox SET next_attempt_at = now() WHERE target = $1`, [slow]);
    const before = await row(slow);
    const stopping = new AbortController();
    const ctx = t.app.content;
    const run = deliverOutbox({ ...ctx, outbound: { ...ctx.outbound, timeoutMs: 30_000 } }, { signal: stopping.signal });
    const hits = slowHits.length;
    expect(await until(() => slowHits.length > hits, 3000)).toBe(true);
    const started = Date.now();
    stopping.abort();
    expect(await run).toEqual({ sent: 0, failed: 0, optedOut: 0 });
    expect(Date.now() - started).toBeLessThan(500);
    expect(await row(slow)).toMatchObject({ status: 'pending', attempts: before.attempts, due: true, claimed: false, last_error: `${slow}: stopped before it ended` });
  });
});
