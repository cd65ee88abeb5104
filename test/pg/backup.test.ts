import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../src/cli/bootstrap';
import { registry } from '../../src/components/registry';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/services/config';
import { openDb } from '../../src/store';
import type { Db } from '../../src/store/types';
import { findDocument, signIn, type Session } from '../support/app';
import { installationState, type InstallationState } from '../support/backup-state';
import { NOTICE_DOCUMENT_CACHE } from '../support/notice-document-cache';
import { createDatabase } from './databases';
import { runTessera, type CliResult } from '../support/cli';

/*
 * `tessera backup` and `tessera restore` across engines (issue 27 item 1), as processes of their
 * own. The seeded source on PostgreSQL is backed up while a server on it saves drafts; the archive
 * restores natively into an empty database (pg_restore; the restore compares each table's count
 * with the rows read in the snapshot, so the dump and the rows are one instant), and through the
 * engine-neutral rows into PGlite, whose own backup restores into another PostgreSQL database.
 */

const PASSWORD = 'a password for the backup test';
const SECRET = 'backup-test-secret-0001';
let parent: string;
let source: Awaited<ReturnType<typeof createDatabase>>;
const databases: Awaited<ReturnType<typeof createDatabase>>[] = [];
let db: Db;
let app: FastifyInstance;
let admin: Session;
let archive: string;

type Target = { databaseUrl: string; dir: string } | { dataDir: string };

function settings(target: Target): Record<string, string> {
  const common = { LOG_LEVEL: 'silent', SECRET, SCHEDULER_INTERVAL_MS: '0', OUTBOX_INTERVAL_MS: '0' };
  if ('dataDir' in target) return { ...common, DATA_DIR: target.dataDir };
  return { ...common, DATABASE_URL: target.databaseUrl, DATA_DIR: join(target.dir, 'unused'), MEDIA_DIR: join(target.dir, 'media'), SUBMISSIONS_DIR: join(target.dir, 'submissions') };
}

const tessera = (args: string[], target: Target): Promise<CliResult> => runTessera(args, settings(target));

async function newDatabase(prefix: string): Promise<Target & { databaseUrl: string; dir: string }> {
  const database = await createDatabase(prefix);
  databases.push(database);
  return { databaseUrl: database.url, dir: await mkdtemp(join(parent, `${prefix}-`)) };
}

async function stateOf(target: Target): Promise<InstallationState> {
  const config = loadConfig(settings(target));
  const store = await openDb(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  const server = await buildApp({ config, db: store, logger: false });
  try {
    return await installationState({ db: store, app: server, mediaDir: config.mediaDir, submissionsDir: config.submissionsDir });
  } finally {
    await server.close();
    await store.close();
  }
}

const sourceTarget = (): Target => ({ databaseUrl: source.url, dir: parent });

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'tessera-backup-pg-'));
  archive = join(parent, 'from-postgres.tar.gz');
  source = await createDatabase('tessera_backup_source');
  const config = loadConfig({ ...settings(sourceTarget()), ADMIN_PASSWORD: PASSWORD });
  db = await openDb({ databaseUrl: source.url });
  await bootstrap(db, { registry, adminEmail: 'admin@tessera.local', adminPassword: PASSWORD, noticeDocumentCache: NOTICE_DOCUMENT_CACHE });
  app = await buildApp({ config, db, logger: false });
  admin = await signIn(app, 'admin@tessera.local', PASSWORD);
  const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#7a1f4e' } }).png().toBuffer();
  const boundary = '----backup-pg-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Bell podium.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const upload = await admin.request({ method: 'POST', url: '/api/cms/media', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(upload.statusCode, upload.body).toBe(201);
}, 240_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
  for (const database of [source, ...databases]) await database?.drop();
  await rm(parent, { recursive: true, force: true });
});

/** Each draft save appends an audit entry (draft_saves keeps only the latest 50 of a draft). */
const auditEntries = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n;

describe('tessera backup and restore between PostgreSQL and PGlite', () => {
  let native: Target;

  it('backs up PostgreSQL while the server saves drafts, in one snapshot', { timeout: 120_000 }, async () => {
    const before = await auditEntries();
    const doc = await findDocument(admin, 'nyse', '/fees');
    let revision = doc.draftRevision;
    let running = true;
    const backup = tessera(['backup', archive], sourceTarget()).finally(() => (running = false));
    let saves = 0;
    while (running) {
      const saved = await admin.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision, title: `Fees, save ${saves + 1}` } });
      expect(saved.statusCode, saved.body).toBe(200);
      revision = saved.json().document.draftRevision;
      saves += 1;
    }
    const result = await backup;
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/pg_dump: [\d.]+ MB/);
    expect(result.stdout).toMatch(/^Wrote .*from-postgres\.tar\.gz: [\d.]+ MB, schema \d+, [\d,]+ rows in \d+ tables, \d+ media and 0 submission files/);

    // The snapshot fell among the saves: some committed before it, some after.
    const unpacked = await mkdtemp(join(parent, 'manifest-'));
    await extract({ file: archive, cwd: unpacked, filter: (path) => path === 'manifest.json' });
    const manifest = JSON.parse(await readFile(join(unpacked, 'manifest.json'), 'utf8')) as { engine: string; tables: { name: string; rows: number }[] };
    expect(manifest.engine).toBe('postgres');
    const inSnapshot = manifest.tables.find((t) => t.name === 'audit_log')!.rows;
    expect(inSnapshot).toBeGreaterThan(before);
    expect(inSnapshot).toBeLessThan(await auditEntries());
  });

  it('restores natively into an empty database, and over one that holds data only with --force', { timeout: 120_000 }, async () => {
    native = await newDatabase('tessera_backup_native');
    const restore = await tessera(['restore', archive], native);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stderr).toContain('from the PostgreSQL dump');

    const refused = await tessera(['restore', archive], native);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Not restoring over an installation that holds data: the database of DATABASE_URL \(\d+ tables\); MEDIA_DIR /);

    const forced = await tessera(['restore', '--force', archive], native);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stderr).toMatch(/Dropping the \d+ tables of the database \(--force\)/);
    expect(forced.stdout).toMatch(/What it replaced is kept in .*media\.before-restore-/);
  });

  it('restores PostgreSQL into PGlite and PGlite into PostgreSQL, identical', { timeout: 240_000 }, async () => {
    const pglite: Target = { dataDir: join(parent, 'pglite') };
    const intoPglite = await tessera(['restore', archive], pglite);
    expect(intoPglite.code, intoPglite.stderr).toBe(0);
    expect(intoPglite.stderr).toContain('from the engine-neutral rows');

    const fromPglite = join(parent, 'from-pglite.tar.gz');
    const backup = await tessera(['backup', fromPglite], pglite);
    expect(backup.code, backup.stderr).toBe(0);
    const postgres = await newDatabase('tessera_backup_rows');
    const intoPostgres = await tessera(['restore', fromPglite], postgres);
    expect(intoPostgres.code, intoPostgres.stderr).toBe(0);
    expect(intoPostgres.stderr).toContain('from the engine-neutral rows');

    const reference = await stateOf(native);
    expect(Object.keys(reference.pages).length).toBeGreaterThan(40);
    expect(Object.keys(reference.files).length).toBeGreaterThan(1);
    const viaPglite = await stateOf(pglite);
    const back = await stateOf(postgres);
    // Sequences are not part of a snapshot (pg_dump reads them outside it too): under the writes above, the
    // dump's and the rows' positions may differ, each past every row it holds. The rows' two loads agree.
    expect({ ...viaPglite, sequences: {} }).toEqual({ ...reference, sequences: {} });
    const unpacked = await mkdtemp(join(parent, 'sequences-'));
    await extract({ file: archive, cwd: unpacked, filter: (path) => path === 'database/sequences.json' });
    const inArchive = JSON.parse(await readFile(join(unpacked, 'database/sequences.json'), 'utf8')) as { name: string; lastValue: string; isCalled: boolean }[];
    expect(viaPglite.sequences).toEqual(Object.fromEntries(inArchive.map((s) => [s.name, `${s.lastValue} ${s.isCalled}`])));
    expect(back).toEqual(viaPglite);
  });
});
