// Issue 39 item 1: `tessera start` as a new user meets it — a first start that says what it
// does, step by step, serves once the pages are seeded, then publishes the demo notices with the
// documents it rendered meanwhile, exactly as rendering them here gives them; a restart that
// finds nothing to do and bootstraps nothing.
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoNoticeFields } from '../../src/cli/bootstrap';
import { renderNoticeDocument } from '../../src/content';
import { killAllTessera, startTessera, type Tessera } from '../support/tessera-process';

let dataDir: string | undefined;
afterAll(async () => {
  killAllTessera();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A request with the bytes of the answer. */
function get(port: number, path: string, method = 'GET'): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function stop(tessera: Tessera): Promise<void> {
  tessera.child.kill('SIGTERM');
  expect(await tessera.exited).toEqual({ code: 0, signal: null });
}

describe('tessera start, first and again', () => {
  it('prints each step of the first start, serves documents identical to eager rendering, and restarts without bootstrapping', { timeout: 300_000 }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tessera-first-start-'));
    const first = await startTessera({ dataDir, adminPassword: 'first start password' });
    await first.ready;
    // It serves before the notices are published: their documents take longest.
    await expect.poll(() => first.stdout(), { timeout: 120_000, interval: 250 }).toMatch(/^Demo notices: 2,518 published/m);
    const lines = first.stdout().split('\n');
    const at = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
    const order = [
      /^First start: creating the database/,
      /^Seeding documents: 85\/85/,
      /^Demo visitors: 2 created/,
      /^Tessera is running on PGlite in .* \(ready in \d+\.\d s\)\.$/,
      /^Demo notices: rendering their documents and publishing them while Tessera serves…$/,
      /^Demo notices: 2,518 published/,
    ].map(at);
    expect(order.every((index) => index >= 0), first.stdout()).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Migrations print their line unless the build's migrated cluster was loaded.
    if (at(/^Migrations: \d+ applied/) >= 0) expect(at(/^Migrations: \d+ applied/)).toBeLessThan(order[1]!);

    // Every notice links to its document at once; a sample's bytes are what rendering its fields gives.
    const found = JSON.parse((await get(first.port, '/api/site-search/search/websitenotices?searchCollections=exchange-circulars,clearing-notices&pageSize=9999', 'POST')).body.toString()) as {
      results: { noticeNumber: string; filePath: string }[];
    };
    const fields = await demoNoticeFields();
    const sample = found.results.filter((_, i) => i % Math.ceil(found.results.length / 12) === 0);
    expect(sample.length).toBeGreaterThan(5);
    for (const notice of sample) {
      const served = await get(first.port, notice.filePath);
      expect(served.status, notice.noticeNumber).toBe(200);
      const eager = await renderNoticeDocument(fields.find((f) => f.noticeNumber === notice.noticeNumber)!);
      expect(served.body.equals(eager), notice.noticeNumber).toBe(true);
    }
    await stop(first);

    // Nothing to do: no bootstrap child, so no step printed.
    const again = await startTessera({ dataDir, adminPassword: 'first start password' });
    await again.ready;
    expect(again.stdout()).not.toMatch(/First start|Preparing the database|Migrations:|Seeding|Notices:|Demo notices/);
    expect(again.stdout()).toMatch(/^Tessera is running on PGlite in .* \(ready in \d+\.\d s\)\.$/m);
    expect((await get(again.port, '/admin')).status).toBe(200);
    await stop(again);
  });
});
