import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

/** `/healthz` and `/readyz` (issue 26 item 2): what a load balancer routes by. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const readyz = (app: TestApp, host = 'localhost') => app.app.inject({ url: '/readyz', headers: { host } });

describe('/healthz and /readyz', () => {
  it('answer on every host, never cached: alive, and ready with each check named', async () => {
    for (const host of ['localhost', 'nyse.localhost', 'mersmembers.localhost', 'unknown.example.test']) {
      const alive = await t.app.inject({ url: '/healthz', headers: { host } });
      expect(alive.statusCode, host).toBe(200);
      expect(alive.json()).toEqual({ status: 'ok' });
      expect(alive.headers['cache-control']).toBe('no-store');
      const ready = await readyz(t, host);
      expect(ready.statusCode, host).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', failed: [], checks: { store: 'ok', migrations: 'ok', draining: 'ok' } });
      expect(ready.headers['cache-control']).toBe('no-store');
    }
  });

  it('/readyz: 503 naming each failed check: a pending migration, draining, a store that does not answer', async () => {
    const other = await createTestApp();
    try {
      await other.db.query('DELETE FROM schema_migrations WHERE version = 28');
      const pending = await readyz(other);
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual({ status: 'not ready', failed: ['migrations'], checks: { store: 'ok', migrations: 'pending: 028_shared_state', draining: 'ok' } });
      expect(pending.headers['cache-control']).toBe('no-store');
      await other.db.query("INSERT INTO schema_migrations (version, name) VALUES (28, 'shared_state')");
      expect((await readyz(other)).statusCode).toBe(200);

      // At once when the process starts stopping, while other requests are still served.
      other.app.startDraining();
      const draining = await readyz(other);
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ failed: ['draining'], checks: { store: 'ok', migrations: 'ok', draining: expect.stringContaining('stopping') } });
      expect((await other.app.inject({ url: '/fees', headers: { host: 'nyse.localhost' } })).statusCode).toBe(200);

      await other.db.close();
      const closed = await readyz(other);
      expect(closed.statusCode).toBe(503);
      expect(closed.json().failed).toEqual(['store', 'draining']);
      expect(closed.json().checks.store).toMatch(/^the store does not answer: /);
      expect((await other.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      // The change feed's unsubscribe fails on the closed store.
      await other.app.close().catch(() => {});
    }
  });
});
