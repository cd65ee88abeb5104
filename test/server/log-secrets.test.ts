// The browser run's closing check (test/support/log-secrets.ts) finds a secret when one is logged.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATA_POLICIES_ACCESS_CODE } from '../../src/cli/seed/sites/ctaplan';
import { secretsInServerLogs } from '../support/log-secrets';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-log-secrets-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const line = (fields: object) => JSON.stringify({ level: 30, reqId: '0b1c2d3e-0000-4000-8000-000000000000', ...fields });

describe('the check of the servers’ logs', () => {
  it('passes a log of redacted requests', async () => {
    await writeFile(join(dir, 'a.secrets.json'), JSON.stringify({ secrets: ['the admin password of a'] }));
    await writeFile(join(dir, 'a.log'), [line({ req: { url: '/_preview/[redacted]' } }), line({ req: { url: '/subscriptions/verify?token=[redacted]' } }), line({ password: '[redacted]' })].join('\n'));
    expect(await secretsInServerLogs(dir)).toEqual({ findings: [], files: 1, lines: 3 });
  });

  it("finds the server's own password, a demo access code, typed form contents, and credentials by their shape", async () => {
    await writeFile(join(dir, 'b.secrets.json'), JSON.stringify({ secrets: ['the admin password of b'] }));
    await writeFile(
      join(dir, 'b.log'),
      [
        line({ msg: 'the admin password of b' }),
        line({ req: { url: `/_access?code=${encodeURIComponent(DATA_POLICIES_ACCESS_CODE)}` } }),
        line({ body: { company: 'Riverbend Title' } }),
        line({ req: { url: '/_preview/Zq3-token' } }),
        line({ headers: { cookie: 'tessera_session=abc' } }),
        line({ detail: 'Bearer abcdefghijklmnopqrstuvwxyz' }),
      ].join('\n'),
    );
    const { findings } = await secretsInServerLogs(dir);
    expect(findings).toEqual([
      'b.log:1: "the admin password of b"',
      `b.log:2: ${JSON.stringify(DATA_POLICIES_ACCESS_CODE)}`,
      'b.log:2: a token in an address',
      'b.log:3: "Riverbend Title"',
      'b.log:4: a preview link token',
      'b.log:5: a session cookie',
      'b.log:5: a cookie header',
      'b.log:6: a bearer token',
    ]);
  });
});
