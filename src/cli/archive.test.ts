import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { registry } from '../components/registry';
import { CLI, createContentContext, createDocument, publishDocument, recordArchive } from '../content';
import { entryHash } from '../content/archive/hash';
import { node } from '../core/node';
import { archiveChainPage, openPglite } from '../store';
import type { Db } from '../store/types';
import { pageRenderer } from './bootstrap';

/*
 * `tessera archive record` and `verify` as processes of their own on a PGlite data directory made
 * from the seeded template: not anchored until a checkpoint is signed; then exit 0 with a line
 * per site, and exit 1 naming what a database owner did behind the application's back — an
 * entry removed after the last checkpoint (missing for its published version), a chain
 * recomputed with the public formula after an edit, the newest entry removed, an entry altered.
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

/** Runs `sql` on the data directory as its owner, the archive's append-only trigger set aside (an attacker holding the database). */
async function asOwner(work: (db: Db) => Promise<void>): Promise<void> {
  const db = await openPglite({ dataDir });
  try {
    await db.exec('ALTER TABLE archive_entries DISABLE TRIGGER archive_entries_no_update_delete');
    await work(db);
    await db.exec('ALTER TABLE archive_entries ENABLE TRIGGER archive_entries_no_update_delete');
  } finally {
    await db.close();
  }
}

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
  it('exits 0 on intact chains anchored by a signed checkpoint, and 1 naming what is altered, removed, re-chained, missing or not anchored', { timeout: 180_000 }, async () => {
    const unanchored = await tessera(['archive', 'verify', '--site', 'nyse']);
    expect(unanchored.code).toBe(1);
    expect(unanchored.stdout).toContain('nyse: BROKEN: no checkpoint signed with the key');
    expect(unanchored.stdout).toContain('the end of the chain is not anchored');

    // `archive record` records what is pending and signs a checkpoint (the key made beside DATA_DIR, mode 0600).
    const recorded = await tessera(['archive', 'record']);
    expect(recorded.code, recorded.stderr).toBe(0);
    expect(recorded.stdout).toMatch(/^Recorded 0 entries of 0 publications, wrote 1 checkpoint; nothing is pending\.$/m);
    expect((await stat(`${dataDir}.archive-key.pem`)).mode & 0o777).toBe(0o600);
    expect((await readFile(`${dataDir}.archive-witness.jsonl`, 'utf8')).split('\n').filter(Boolean)).toHaveLength(1);

    const intact = await tessera(['archive', 'verify']);
    expect(intact.code, intact.stdout + intact.stderr).toBe(0);
    expect(intact.stdout).toMatch(/^nyse: \d+ entries verified .*; anchored up to #\d+ by the checkpoint of /m);
    expect(intact.stdout).toMatch(/^ice: \d+ entries verified/m);
    expect(intact.stdout).toContain(`Checked against the signed checkpoint of `);

    // A page published and recorded after the checkpoint (no checkpoint names it), its entry then removed: the chain still links.
    let late: { id: string; path: string };
    const direct = await openPglite({ dataDir });
    try {
      const ctx = createContentContext({ db: direct, registry, archive: pageRenderer(registry) });
      const tree = node('page-layout', {}, { main: [node('heading', { text: 'Published late', level: 2 })] });
      late = await createDocument(ctx, { actor: CLI, site: 'ice', path: '/published-late', title: 'Published late', tree });
      await publishDocument(ctx, { actor: CLI, id: late.id, revision: 1 });
      await recordArchive(ctx);
    } finally {
      await direct.close();
    }
    await asOwner((db) => db.query(`DELETE FROM archive_entries WHERE document_id = $1`, [late.id]).then(() => undefined));
    const missing = await tessera(['archive', 'verify', '--site', 'ice']);
    expect(missing.code, missing.stdout + missing.stderr).toBe(1);
    expect(missing.stdout).toMatch(/^ice: \d+ entries verified/m);
    expect(missing.stdout).toMatch(new RegExp(`^ice: BROKEN: version 1 of /published-late \\(document ${late.id}\\), published .*, has no entry in the record: its entry is missing$`, 'm'));

    // imt's chain recomputed from an edited entry on with the public formula: consistent in itself, not the chain the checkpoint signed.
    await asOwner(async (db) => {
      const [first, ...rest] = await archiveChainPage(db, { site: 'imt', afterSeq: 0, limit: 10_000, withHtml: false });
      let prevHash: string | null = null;
      for (const { id, hash: _hash, html: _html, ...row } of [first!, ...rest]) {
        const fields = { ...row, prevHash, ...(id === first!.id ? { publishedBy: 'someone else' } : {}) };
        const hash = entryHash(fields);
        await db.query('UPDATE archive_entries SET published_by = $2, prev_hash = $3, hash = $4 WHERE id = $1', [id, fields.publishedBy, prevHash, hash]);
        prevHash = hash;
      }
    });
    const rechained = await tessera(['archive', 'verify', '--site', 'imt']);
    expect(rechained.code, rechained.stdout + rechained.stderr).toBe(1);
    expect(rechained.stdout).toMatch(/^imt: \d+ entries verified/m);
    expect(rechained.stdout).toMatch(/^imt: BROKEN: entry #\d+'s hash is not the one the checkpoint signed at .* names: the chain was rewritten \(recomputed after an edit\) at or before that entry$/m);

    // The newest nyse entry deleted by the database's owner: the chain still links, the checkpoint names it.
    const db = await openPglite({ dataDir });
    let newest: { id: string; seq: number };
    let target: { id: string; seq: number; path: string };
    try {
      newest = (await db.query<{ id: string; seq: number }>(`SELECT id, seq FROM archive_entries WHERE site = 'nyse' ORDER BY seq DESC LIMIT 1`)).rows[0]!;
      target = (await db.query<{ id: string; seq: number; path: string }>(`SELECT id, seq, path FROM archive_entries WHERE site = 'nyse' AND path = '/fees' ORDER BY seq LIMIT 1`)).rows[0]!;
      await db.exec(`ALTER TABLE archive_entries DISABLE TRIGGER archive_entries_no_update_delete`);
      await db.query(`DELETE FROM archive_entries WHERE id = $1`, [newest.id]);
      await db.exec(`ALTER TABLE archive_entries ENABLE TRIGGER archive_entries_no_update_delete`);
    } finally {
      await db.close();
    }
    const truncated = await tessera(['archive', 'verify', '--site', 'nyse']);
    expect(truncated.code).toBe(1);
    expect(truncated.stdout).toContain(`nyse: BROKEN: the chain ends at entry #${newest.seq - 1}, but the checkpoint signed at `);
    expect(truncated.stdout).toContain('1 entry was removed from its end');

    const again = await openPglite({ dataDir });
    try {
      await again.exec(`ALTER TABLE archive_entries DISABLE TRIGGER archive_entries_no_update_delete`);
      await again.query(`UPDATE archive_entries SET published_by = 'someone else' WHERE id = $1`, [target.id]);
      await again.exec(`ALTER TABLE archive_entries ENABLE TRIGGER archive_entries_no_update_delete`);
    } finally {
      await again.close();
    }
    const broken = await tessera(['archive', 'verify', '--site', 'nyse']);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain(`nyse: BROKEN at entry ${target.id} (#${target.seq} of the chain, /fees, `);
    expect(broken.stdout).toContain('its hash does not match its contents');
  });
});
