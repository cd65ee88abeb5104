import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openPglite } from '../store';

/*
 * `tessera archive verify` as a process of its own on a PGlite data directory made from the
 * seeded template: exit 0 with a line per site, then exit 1 naming the entry a database owner
 * altered behind the application's back.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let parent: string;
let dataDir: string;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'tessera-archive-cli-'));
  dataDir = join(parent, 'data');
  const db = await openPglite({ dataDir, loadDataDir: new Blob([await readFile(inject('templateDbPath'))]) });
  await db.close();
});

afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

function tessera(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('tessera archive verify', () => {
  it('exits 0 on intact chains and 1 naming the first broken entry', { timeout: 120_000 }, async () => {
    const intact = await tessera(['archive', 'verify']);
    expect(intact.code, intact.stderr).toBe(0);
    expect(intact.stdout).toMatch(/^nyse: \d+ entries verified/m);
    expect(intact.stdout).toMatch(/^ice: \d+ entries verified/m);

    const db = await openPglite({ dataDir });
    let target: { id: string; seq: number; path: string };
    try {
      target = (await db.query<{ id: string; seq: number; path: string }>(`SELECT id, seq, path FROM archive_entries WHERE site = 'nyse' AND path = '/fees' ORDER BY seq LIMIT 1`)).rows[0]!;
      await db.exec(`ALTER TABLE archive_entries DISABLE TRIGGER archive_entries_no_update_delete`);
      await db.query(`UPDATE archive_entries SET published_by = 'someone else' WHERE id = $1`, [target.id]);
      await db.exec(`ALTER TABLE archive_entries ENABLE TRIGGER archive_entries_no_update_delete`);
    } finally {
      await db.close();
    }

    const broken = await tessera(['archive', 'verify', '--site', 'nyse']);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain(`nyse: BROKEN at entry ${target.id} (#${target.seq} of the chain, /fees, `);
    expect(broken.stdout).toContain('its hash does not match its contents');
  });
});
