// Issue 27 item 3 with WORKERS=N: a scrape of any worker answers the figures of all of them.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrometheusText } from '../support/prometheus';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let primary: ChildProcess;
let port: number;

beforeAll(async () => {
  primary = spawn(process.execPath, ['--import', 'tsx', 'test/support/metrics-cluster-fixture.ts'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    primary.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening (\d+)/.exec(out);
      if (found) resolve(Number(found[1]));
    });
    primary.once('exit', (code) => reject(new Error(`The cluster exited (${code}) before it listened`)));
  });
}, 60_000);

afterAll(() => {
  primary?.kill('SIGTERM');
});

describe('metrics of several workers (node:cluster)', () => {
  it('answers every scrape, whichever worker takes it, with the workers added up as each series says', async () => {
    const answeredBy = new Set<string>();
    for (let i = 0; i < 8; i++) {
      // A connection of its own each time, so that the primary hands the scrapes out to both workers.
      const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { connection: 'close' } });
      expect(res.status).toBe(200);
      answeredBy.add(res.headers.get('x-worker')!);
      const m = parsePrometheusText(await res.text());
      // Counted in each process: summed.
      expect(m.value('tessera_visitor_sign_ins_total', { method: 'password', outcome: 'failed' })).toBe(3);
      expect(m.value('tessera_http_request_duration_seconds_count', { method: 'GET', route: '/*', status: '200' })).toBe(2);
      expect(m.value('tessera_http_request_duration_seconds_bucket', { method: 'GET', route: '/*', status: '200', le: '0.005' })).toBe(1);
      expect(m.value('tessera_job_runs_total', { job: 'outbox', outcome: 'ok' })).toBe(2);
      expect(m.value('tessera_page_cache_lookups_total', { cache: 'page', result: 'hit' })).toBe(30);
      expect(m.value('tessera_page_cache_entries')).toBe(3);
      expect(m.value('tessera_db_pool_connections', { state: 'active' })).toBe(4);
      expect(m.value('tessera_db_errors_total', { kind: 'statement' })).toBe(3);
      // Read from the one shared database by each worker: counted once.
      expect(m.value('tessera_outbox_messages', { channel: 'email', state: 'failed' })).toBe(7);
      // Open in any worker: open.
      expect(m.value('tessera_market_data_breaker_open')).toBe(1);
    }
    expect(answeredBy).toEqual(new Set(['1', '2']));
  });
});
