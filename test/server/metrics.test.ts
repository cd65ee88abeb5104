// Issue 27 item 3: Prometheus metrics at /metrics, behind a token or on an address of their own.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedProvider } from '../../src/services/market-data';
import { createTestApp, TEST_PASSWORD, TEST_VISITORS, type TestApp } from '../support/app';
import { parsePrometheusText, type Exposition } from '../support/prometheus';

const TOKEN = 'metrics-token-for-the-tests-0123';
const NYSE = { host: 'nyse.localhost' };

let t: TestApp;

async function scrape(app: TestApp = t): Promise<Exposition> {
  const res = await app.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parsePrometheusText(res.body);
}

const requests = (m: Exposition, labels: Record<string, string>) => m.value('tessera_http_request_duration_seconds_count', labels) ?? 0;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

describe('GET /metrics with METRICS_TOKEN', () => {
  it('answers only a request bearing the token (401 otherwise), never cached, on any host, and not in the API reference', async () => {
    const none = await t.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.headers['cache-control']).toBe('no-store');
    expect(none.body).not.toContain('tessera_');
    for (const authorization of [`Bearer ${TOKEN.slice(0, -1)}`, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
      expect((await t.app.inject({ url: '/metrics', headers: { authorization } })).statusCode, authorization).toBe(401);
    }
    for (const host of ['localhost', 'nyse.localhost', 'unknown.example']) {
      const res = await t.app.inject({ url: '/metrics', headers: { host, authorization: `bearer  ${TOKEN}` } });
      expect(res.statusCode, host).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['surrogate-key']).toBeUndefined();
    }
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths).filter((path) => path.includes('metrics'))).toEqual([]);
    // No rate limit: many scrapes in a row are all answered.
    const codes = await Promise.all(Array.from({ length: 40 }, () => t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }).then((r) => r.statusCode)));
    expect(new Set(codes)).toEqual(new Set([200]));
  });

  it('counts requests by route pattern and status with latency buckets; unknown routes as unmatched', async () => {
    const before = await scrape();
    expect(before.types.get('tessera_http_request_duration_seconds')).toBe('histogram');
    await t.app.inject({ url: '/fees', headers: NYSE });
    await t.app.inject({ url: '/no-such-page-here', headers: NYSE });
    await t.app.inject({ method: 'POST', url: '/nothing/here', payload: {} });
    await t.app.inject({ url: '/healthz' });
    const after = await scrape();
    expect(requests(after, { method: 'GET', route: '/*', status: '200' }) - requests(before, { method: 'GET', route: '/*', status: '200' })).toBe(1);
    expect(requests(after, { method: 'GET', route: '/*', status: '404' }) - requests(before, { method: 'GET', route: '/*', status: '404' })).toBe(1);
    expect(requests(after, { method: 'POST', route: 'unmatched', status: '404' }) - requests(before, { method: 'POST', route: 'unmatched', status: '404' })).toBe(1);
    expect(requests(after, { method: 'GET', route: '/healthz', status: '200' }) - requests(before, { method: 'GET', route: '/healthz', status: '200' })).toBe(1);
    // Never the raw address: the page's path is no label.
    expect(after.samples.some((s) => Object.values(s.labels).some((v) => v.includes('no-such-page')))).toBe(false);
    // Buckets are cumulative up to +Inf, which equals the count.
    const buckets = after.series('tessera_http_request_duration_seconds_bucket', { method: 'GET', route: '/healthz', status: '200' });
    expect(buckets.map((b) => b.labels.le)).toContain('0.005');
    expect(buckets.find((b) => b.labels.le === '+Inf')!.value).toBe(requests(after, { method: 'GET', route: '/healthz', status: '200' }));
    const values = buckets.map((b) => b.value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('counts a page view as a page-cache miss and a render, then a second view as a hit without one', async () => {
    const path = '/rule-book';
    const m0 = await scrape();
    const lookups = (m: Exposition, result: string) => m.value('tessera_page_cache_lookups_total', { cache: 'page', result }) ?? 0;
    const renders = (m: Exposition) => m.value('tessera_render_duration_seconds_count', { stage: 'prepare' }) ?? 0;
    expect((await t.app.inject({ url: path, headers: NYSE })).statusCode).toBe(200);
    const m1 = await scrape();
    expect(lookups(m1, 'miss') - lookups(m0, 'miss')).toBe(1);
    expect(lookups(m1, 'hit') - lookups(m0, 'hit')).toBe(0);
    expect(renders(m1) - renders(m0)).toBe(1);
    expect((await t.app.inject({ url: path, headers: NYSE })).statusCode).toBe(200);
    const m2 = await scrape();
    expect(lookups(m2, 'hit') - lookups(m1, 'hit')).toBe(1);
    expect(lookups(m2, 'miss') - lookups(m1, 'miss')).toBe(0);
    expect(renders(m2) - renders(m1)).toBe(0);
    expect(m2.value('tessera_page_cache_entries')).toBeGreaterThanOrEqual(1);
    expect(m2.value('tessera_page_cache_bytes')).toBeGreaterThan(0);
  });

  it('counts visitor sign-ins: signed in, failed, and locked out after too many failures', async () => {
    const attempt = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/visitor/login', headers: NYSE, payload: { email, password } });
    const signIns = (m: Exposition, outcome: string) => m.value('tessera_visitor_sign_ins_total', { method: 'password', outcome }) ?? 0;
    const m0 = await scrape();
    expect((await attempt(TEST_VISITORS.member, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await attempt(TEST_VISITORS.visitor, `wrong password ${i}`)).statusCode).toBe(401);
    expect((await attempt(TEST_VISITORS.visitor, TEST_PASSWORD)).statusCode).toBe(429);
    // A form with a field missing is no attempt.
    expect((await attempt('', '')).statusCode).toBe(400);
    const m1 = await scrape();
    expect(signIns(m1, 'signed_in') - signIns(m0, 'signed_in')).toBe(1);
    expect(signIns(m1, 'failed') - signIns(m0, 'failed')).toBe(10);
    expect(signIns(m1, 'locked_out') - signIns(m0, 'locked_out')).toBe(1);
  });

  it("reports the outbox's backlog and failures by channel, and each job's last run, from the database", async () => {
    await t.db.query(
      `INSERT INTO outbox (channel, target, payload, status, attempts, created_at) VALUES
        ('webhook', 'https://hooks.example/a', '{}', 'pending', 0, now() - interval '90 seconds'),
        ('webhook', 'https://hooks.example/b', '{}', 'pending', 3, now()),
        ('email', 'ops@example.test', '{}', 'failed', 10, now()),
        ('email', 'ops@example.test', '{}', 'sent', 1, now())`,
    );
    await t.db.query(`UPDATE job_runs SET last_started_at = '2026-12-01T10:00:00Z', last_outcome = 'failed' WHERE name = 'outbox'`);
    const m = await scrape();
    expect(m.value('tessera_outbox_messages', { channel: 'webhook', state: 'pending' })).toBe(1);
    expect(m.value('tessera_outbox_messages', { channel: 'webhook', state: 'retrying' })).toBe(1);
    expect(m.value('tessera_outbox_messages', { channel: 'email', state: 'failed' })).toBe(1);
    expect(m.series('tessera_outbox_messages', { state: 'sent' })).toEqual([]);
    expect(m.value('tessera_outbox_oldest_message_age_seconds', { channel: 'webhook', state: 'pending' })).toBeGreaterThanOrEqual(89);
    expect(m.value('tessera_job_last_run_failed', { job: 'outbox' })).toBe(1);
    expect(m.value('tessera_job_last_run_failed', { job: 'scheduled-publishing' })).toBe(0);
    expect(m.value('tessera_job_last_run_timestamp_seconds', { job: 'outbox' })).toBe(Date.parse('2026-12-01T10:00:00Z') / 1000);
  });

  it('reports failed database statements (PGlite has no pool), and the process', async () => {
    const m0 = await scrape();
    await expect(t.db.query('SELECT * FROM no_such_table')).rejects.toThrow();
    const m1 = await scrape();
    expect((m1.value('tessera_db_errors_total', { kind: 'statement' }) ?? 0) - (m0.value('tessera_db_errors_total', { kind: 'statement' }) ?? 0)).toBe(1);
    expect(m1.value('tessera_db_errors_total', { kind: 'unavailable' })).toBe(0);
    expect(m1.series('tessera_db_pool_connections')).toEqual([]);
    expect(m1.value('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(m1.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not served: a 404 like any missing page, with or without a bearer', async () => {
    const plain = await createTestApp();
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }, { ...NYSE, authorization: `Bearer ${TOKEN}` }]) {
        const res = await plain.app.inject({ url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('tessera_http');
      }
    } finally {
      await plain.close();
    }
  });
});

describe('METRICS_LISTEN: an address of their own', () => {
  const get = async (port: number, path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
    return { status: res.status, headers: res.headers, body: await res.text() };
  };

  it('serves the metrics there without a token, and not on the main port', async () => {
    const app = await createTestApp({ env: { METRICS_LISTEN: '127.0.0.1:0' } });
    try {
      const { port } = app.app.metricsAddress()!;
      await app.app.inject({ url: '/fees', headers: NYSE });
      const res = await get(port, '/metrics');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const m = parsePrometheusText(res.body);
      expect(m.value('tessera_http_request_duration_seconds_count', { method: 'GET', route: '/*', status: '200' })).toBe(1);
      expect((await get(port, '/')).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(405);
      expect((await app.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      await app.close();
      await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
    } finally {
      await app.close().catch(() => {});
    }
  });

  it('asks for the token there too when METRICS_TOKEN is set', async () => {
    const app = await createTestApp({ env: { METRICS_LISTEN: '127.0.0.1:0', METRICS_TOKEN: TOKEN } });
    try {
      const { port } = app.app.metricsAddress()!;
      const refused = await get(port, '/metrics');
      expect(refused.status).toBe(401);
      expect(refused.body).not.toContain('tessera_');
      expect((await get(port, '/metrics', { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('market data metrics', () => {
  let feed: Server;
  let failing = false;
  const simulated = new SimulatedProvider({ now: () => new Date() });

  beforeAll(async () => {
    feed = createServer(async (req, res) => {
      if (failing) {
        res.statusCode = 500;
        return res.end('upstream broke');
      }
      const symbols = new URL(req.url!, 'http://feed').searchParams.get('symbols')!.split(',');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ quotes: await simulated.quotes(symbols) }));
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => feed.close(() => resolve())));

  it('counts upstream errors and answers served stale, and says when the provider last gave good data', async () => {
    const port = (feed.address() as AddressInfo).port;
    const app = await createTestApp({ env: { METRICS_TOKEN: TOKEN, MARKET_DATA_URL: `http://127.0.0.1:${port}`, OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${port}`, MARKET_DATA_INTERVAL_MS: '250' } });
    try {
      const startedAt = Date.now() / 1000;
      expect((await app.app.inject({ url: '/api/market-data/quotes?symbols=HBLN' })).json().stale).toBe(false);
      failing = true;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await app.app.inject({ url: '/api/market-data/quotes?symbols=HBLN' })).json().stale).toBe(true);
      const m = await scrape(app);
      expect(m.value('tessera_market_data_upstream_errors_total', { data: 'quotes' })).toBe(1);
      expect(m.value('tessera_market_data_stale_answers_total', { data: 'quotes' })).toBe(1);
      expect(m.value('tessera_market_data_last_success_timestamp_seconds', { data: 'quotes' })).toBeGreaterThanOrEqual(Math.floor(startedAt));
      expect(m.value('tessera_market_data_breaker_open')).toBe(0);
    } finally {
      failing = false;
      await app.close();
    }
  });
});

describe('job metrics', () => {
  it('counts the runs this process made, by job and outcome, with their durations', async () => {
    const app = await createTestApp({ env: { METRICS_TOKEN: TOKEN, OUTBOX_INTERVAL_MS: '50' } });
    try {
      let m = await scrape(app);
      for (let i = 0; i < 100 && !m.value('tessera_job_runs_total', { job: 'outbox', outcome: 'ok' }); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        m = await scrape(app);
      }
      expect(m.value('tessera_job_runs_total', { job: 'outbox', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
      expect(m.value('tessera_job_run_duration_seconds_count', { job: 'outbox' })).toBe(m.value('tessera_job_runs_total', { job: 'outbox', outcome: 'ok' }));
    } finally {
      await app.close();
    }
  });
});
