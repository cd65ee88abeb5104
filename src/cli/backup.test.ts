import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { create, extract, list } from 'tar';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../server/app';
import { loadConfig } from '../services/config';
import { fileMediaStorage } from '../services/media';
import { insertSubmission, openPglite } from '../store';
import { CLI, createContentContext, verifyArchive } from '../content';
import { registry } from '../components/registry';
import { pageRenderer } from './bootstrap';
import { signIn, TEST_PASSWORD, TEST_USERS } from '../../test/support/app';
import { installationState, type InstallationState } from '../../test/support/backup-state';
import { runTessera, type CliResult } from '../../test/support/cli';
import { killAllTessera, send, startTessera, type Response, type Tessera } from '../../test/support/tessera-process';

/*
 * `tessera backup` and `tessera restore` as a user runs them: processes of their own on real
 * directories. The source is the seeded template as a PGlite data directory, plus an uploaded
 * image (its original and sizes on disk, in DATA_DIR/media) and a submission with an attached file
 * (DATA_DIR/submissions, numbered from the standalone reference sequence).
 */

let parent: string;
let source: string;
let archive: string;
let original: InstallationState;

const env = (dataDir: string) => ({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SECRET: 'backup-test-secret-0001', SCHEDULER_INTERVAL_MS: '0', OUTBOX_INTERVAL_MS: '0', ARCHIVE_INTERVAL_MS: '0' });

const tessera = (args: string[], dataDir: string): Promise<CliResult> => runTessera(args, env(dataDir));

/** The installation in `dataDir` as a server shows it (`installationState`), read in this process. */
async function stateOf(dataDir: string): Promise<InstallationState> {
  const config = loadConfig(env(dataDir));
  const db = await openPglite({ dataDir });
  const app = await buildApp({ config, db, logger: false });
  try {
    return await installationState({ db, app, mediaDir: config.mediaDir, submissionsDir: config.submissionsDir });
  } finally {
    await app.close();
    await db.close();
  }
}

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'tessera-backup-cli-'));
  source = join(parent, 'source');
  archive = join(parent, 'tessera.backup.tar.gz');
  const config = loadConfig(env(source));
  const db = await openPglite({ dataDir: source, loadDataDir: new Blob([await readFile(inject('templateDbPath'))]) });
  const app = await buildApp({ config, db, logger: false });
  try {
    const admin = await signIn(app, TEST_USERS.admin);
    const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#1f4e79' } }).png().toBuffer();
    const boundary = '----backup-test';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Trading floor.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await admin.request({ method: 'POST', url: '/api/cms/media', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(upload.statusCode, upload.body).toBe(201);

    const attachment = Buffer.from('2026-03-14 09:31:02 ERROR connection reset by peer\n');
    const hash = createHash('sha256').update(attachment).digest('hex');
    await fileMediaStorage(config.submissionsDir).write(`${hash}.txt`, attachment);
    const { rows: [page] } = await db.query<{ id: string }>(`SELECT id FROM documents WHERE site = 'imt' AND kind = 'page' AND published_version IS NOT NULL LIMIT 1`);
    const submission = await insertSubmission(db, {
      site: 'imt',
      documentId: page!.id,
      path: '/support',
      formId: 'support-request',
      formKind: 'form',
      formName: 'Support request',
      values: { name: 'Dana Ortiz', email: 'dana@example.com', description: 'The file transfer stopped at 9:31.' },
      files: [{ field: 'attachment', hash, ext: 'txt', name: 'transfer.log', mime: 'text/plain', size: attachment.length }],
      retentionDays: 90,
      idempotencyKey: null,
      reference: { prefix: 'SR', year: 2026 },
    });
    expect(submission?.reference).toMatch(/^SR-2026-\d{6}$/);
    original = await installationState({ db, app, mediaDir: config.mediaDir, submissionsDir: config.submissionsDir });
  } finally {
    await app.close();
    await db.close();
  }
  // The upload's original and its sizes, inside DATA_DIR: what the PGlite dump must leave out.
  expect(Object.keys(original.files).filter((name) => name.startsWith('media/')).length).toBeGreaterThan(1);
  expect(Object.keys(original.files).filter((name) => name.startsWith('submissions/'))).toHaveLength(1);
}, 120_000);

afterAll(async () => {
  killAllTessera();
  await rm(parent, { recursive: true, force: true });
});

describe('tessera backup and restore on PGlite', () => {
  it('restores into a new directory an installation identical to the one backed up', { timeout: 180_000 }, async () => {
    const backup = await tessera(['backup', archive], source);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Wrote .*tessera\.backup\.tar\.gz: [\d.]+ MB, schema \d+, [\d,]+ rows in \d+ tables, \d+ media and 1 submission files/);
    expect(backup.stderr).toContain('PGlite data directory:');

    const restored = join(parent, 'restored');
    const restore = await tessera(['restore', archive], restored);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stderr).toContain('from the PGlite dump');
    expect(restore.stdout).toMatch(/^Restored .* into PGlite in .*restored: \d+ documents, \d+ versions, \d+ users, \d+ archive entries, \d+ media and 1 submission files/);

    const state = await stateOf(restored);
    expect(Object.keys(state.pages).length).toBeGreaterThan(40);
    expect(state).toEqual(original);
    const db = await openPglite({ dataDir: restored });
    try {
      const { chains } = await verifyArchive(createContentContext({ db, registry, archive: pageRenderer(registry) }), { actor: CLI });
      expect(chains.filter((chain) => chain.entries > 0).length).toBeGreaterThan(3);
      expect(chains.filter((chain) => chain.broken)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('refuses an archive whose file does not match its checksum, naming it, and changes nothing', { timeout: 60_000 }, async () => {
    const unpacked = join(parent, 'unpacked');
    await mkdir(unpacked);
    await extract({ file: archive, cwd: unpacked });
    // The PGlite dump holds PostgreSQL's files only: not the lock, nor the media kept in DATA_DIR.
    const dumped = new Set<string>();
    await list({ file: join(unpacked, 'database/pglite.tar'), onReadEntry: (entry) => dumped.add(entry.path.split('/')[0]!) });
    expect(dumped).toContain('PG_VERSION');
    expect([...dumped].filter((name) => !/^(PG_VERSION|base|global|pg_.+|postgresql(\.auto)?\.conf)$/.test(name))).toEqual([]);

    const manifest = JSON.parse(await readFile(join(unpacked, 'manifest.json'), 'utf8')) as { files: Record<string, { sha256: string }> };
    const key = (await readdir(join(unpacked, 'media'))).find((name) => /^[0-9a-f]{64}\.png$/.test(name))!;
    const bytes = await readFile(join(unpacked, 'media', key));
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 20) ^ 0xff, bytes.length - 20);
    await writeFile(join(unpacked, 'media', key), bytes);
    const tampered = join(parent, 'tampered.tar.gz');
    await create({ gzip: true, file: tampered, cwd: unpacked }, await readdir(unpacked));

    const target = join(parent, 'from-tampered');
    const restore = await tessera(['restore', tampered], target);
    expect(restore.code).toBe(1);
    const actual = createHash('sha256').update(bytes).digest('hex');
    expect(restore.stderr).toContain(`media/${key}: expected SHA-256 ${manifest.files[`media/${key}`]!.sha256}, found ${actual}`);
    expect(restore.stderr).toContain('nothing was changed');
    expect(existsSync(target)).toBe(false);
  });

  it('refuses a DATA_DIR that holds a database unless --force, which moves it aside', { timeout: 120_000 }, async () => {
    const target = join(parent, 'occupied');
    await mkdir(target);
    await writeFile(join(target, 'PG_VERSION'), '18\n');
    const refused = await tessera(['restore', archive], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Not restoring over an installation that holds data: DATA_DIR ${target}.`);
    expect(await readdir(target)).toEqual(['PG_VERSION']);

    const forced = await tessera(['restore', '--force', archive], target);
    expect(forced.code, forced.stderr).toBe(0);
    const aside = /What it replaced is kept in (.+)\.$/m.exec(forced.stdout)?.[1];
    expect(aside).toMatch(/occupied\.before-restore-/);
    expect(await readdir(aside!)).toEqual(['PG_VERSION']);
    expect(existsSync(join(target, 'base'))).toBe(true);
    expect(existsSync(join(target, 'tessera.lock'))).toBe(false);
  });

  it('refuses to back up a data directory a running server holds, in one line; usage errors exit 2', { timeout: 60_000 }, async () => {
    const db = await openPglite({ dataDir: source });
    try {
      const busy = await tessera(['backup', join(parent, 'busy.tar.gz')], source);
      expect(busy.code).toBe(1);
      const last = busy.stderr.trim().split('\n').at(-1);
      expect(last).toContain(`${source} is in use by a running Tessera (pid ${process.pid} on `);
      expect(last).toContain('PGlite serves one process: stop the server for the backup and start it again after, or run on PostgreSQL (DATABASE_URL)');
      expect(existsSync(join(parent, 'busy.tar.gz'))).toBe(false);
    } finally {
      await db.close();
    }
    const usage = await tessera(['restore'], join(parent, 'unused'));
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('restore takes one FILE to read.');
  });
});

/** A line sent to a control socket and the first line it answers. */
function askSocket(path: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(path, () => socket.write(`${line}\n`));
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.includes('\n')) {
        socket.destroy();
        resolve(answer.slice(0, answer.indexOf('\n')));
      }
    });
    socket.on('error', reject);
  });
}

describe('tessera backup while a server serves the PGlite directory', () => {
  it('is one consistent archive taken while pages are served and drafts saved; a restore reproduces every published page and file', { timeout: 300_000 }, async () => {
    const startOn = () => startTessera({ dataDir: source, adminPassword: TEST_PASSWORD, env: { SECRET: env(source).SECRET, OUTBOX_INTERVAL_MS: '0' } });
    let server: Tessera = await startOn();
    await server.ready;
    const socket = join(source, 'tessera.sock');
    const mode = await stat(socket);
    expect(mode.isSocket()).toBe(true);
    expect(mode.mode & 0o777).toBe(0o600);

    const login = await send(server.port, 'POST', '/api/cms/login', { body: { email: TEST_USERS.admin, password: TEST_PASSWORD, tokenType: 'bearer' } });
    expect(login.status, login.body).toBe(200);
    const auth = { authorization: `Bearer ${(JSON.parse(login.body) as { token: string }).token}` };
    const listed = await send(server.port, 'GET', '/api/cms/sites/imt/documents', { headers: auth });
    const doc = (JSON.parse(listed.body) as { documents: { id: string; kind: string; path: string }[] }).documents.find((d) => d.kind === 'page')!;
    const opened = await send(server.port, 'GET', `/api/cms/documents/${doc.id}`, { headers: auth });
    let revision = (JSON.parse(opened.body) as { document: { draftRevision: number } }).document.draftRevision;
    const paths = Object.keys(original.pages).filter((key) => key.startsWith('imt ')).map((key) => key.slice(4));

    // Visitors and an editor keep the server busy for the whole backup.
    let running = true;
    const failures: string[] = [];
    const check = (what: string, res: Response) => res.status >= 500 && failures.push(`${what}: ${res.status}`);
    let pages = 0;
    const editing = (async () => {
      while (running) {
        const res = await send(server.port, 'PUT', `/api/cms/documents/${doc.id}/draft`, { headers: auth, body: { revision, title: `Trading hours, revision ${revision + 1}` } });
        check('draft save', res);
        if (res.status === 200) revision = (JSON.parse(res.body) as { document: { draftRevision: number } }).document.draftRevision;
      }
    })();
    const visiting = (async () => {
      while (running) {
        check('page', await send(server.port, 'GET', paths[pages % paths.length]!, { headers: { host: `imt.localhost:${server.port}` } }));
        pages += 1;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = revision;
    const served = join(parent, 'served.tar.gz');
    const backup = await tessera(['backup', served], source);
    const after = revision;
    running = false;
    await Promise.all([editing, visiting]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stderr).toContain(`${source} is served by a running Tessera (pid ${server.child.pid}): asking it for a copy of the database through ${socket}`);
    expect(backup.stderr).toMatch(/Copied by the server: [\d.]+ MB in [\d,]+ files .*its database statements waited [\d.]+ s for a checkpoint and [\d.]+ s for the copy\./);
    expect(backup.stdout).toMatch(/^Wrote .*served\.tar\.gz: [\d.]+ MB, schema \d+, [\d,]+ rows in \d+ tables, \d+ media and 1 submission files/);
    expect(failures).toEqual([]);
    expect(after, 'drafts were saved while the backup ran').toBeGreaterThan(before);
    expect(pages).toBeGreaterThan(10);

    // A server killed outright leaves its socket file: the next start replaces it.
    server.child.kill('SIGKILL');
    await server.exited;
    expect(existsSync(socket)).toBe(true);
    server = await startOn();
    await server.ready;
    expect(JSON.parse(await askSocket(socket, '{"op":"shutdown"}'))).toEqual({ state: 'failed', error: 'not a request this server knows (a newer or older tessera?)' });
    expect((await stat(socket)).mode & 0o777).toBe(0o600);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(socket)).toBe(false);

    const restored = join(parent, 'restored-served');
    const restore = await tessera(['restore', served], restored);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stderr).toContain('from the PGlite dump');
    // Only drafts and sessions changed while it served: published pages and files are the original's.
    const back = await stateOf(restored);
    expect(Object.keys(back.pages).length).toBeGreaterThan(40);
    expect(back.pages).toEqual(original.pages);
    expect(back.files).toEqual(original.files);
    // The snapshot fell among the saves: it holds every save answered before the backup began, and none after it ended.
    const db = await openPglite({ dataDir: restored });
    try {
      const { rows: [row] } = await db.query<{ draft_revision: number }>('SELECT draft_revision FROM documents WHERE id = $1', [doc.id]);
      expect(row!.draft_revision).toBeGreaterThanOrEqual(before);
      expect(row!.draft_revision).toBeLessThanOrEqual(after);
    } finally {
      await db.close();
    }
  });
});
