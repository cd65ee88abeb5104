import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { registry } from '../components/registry';
import { node, type Node } from '../core/node';
import { buildApp } from '../server/app';
import { loadConfig } from '../services/config';
import { openPglite } from '../store';
import { signIn, TEST_USERS } from '../../test/support/app';
import { runTessera } from '../../test/support/cli';

/*
 * `tessera site export` and `tessera site import` as a user runs them (issue 27 item 2): child
 * processes on real PGlite directories, the bundle written with `> FILE`. Staging and production
 * both start as the seeded template; a page is added and published on staging, moved with the
 * commands, and served by production.
 */

let parent: string;
let staging: string;
let production: string;
let bundle: string;
const SITE = 'imt';
const PAGE = '/moved-by-command';
const HEADING = 'A page that moved by the command line';

const env = (dataDir: string) => ({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SECRET: 'site-transfer-test-01', SCHEDULER_INTERVAL_MS: '0', OUTBOX_INTERVAL_MS: '0' });

/** Runs `fn` with a server on `dataDir` in this process (its own app, closed after). */
async function withApp<T>(dataDir: string, fn: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const db = await openPglite({ dataDir });
  const app = await buildApp({ config: loadConfig(env(dataDir)), db, logger: false });
  try {
    return await fn(app);
  } finally {
    await app.close();
    await db.close();
  }
}

async function fromTemplate(dataDir: string): Promise<void> {
  const db = await openPglite({ dataDir, loadDataDir: new Blob([await readFile(inject('templateDbPath'))]) });
  await db.close();
}

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'tessera-site-cli-'));
  staging = join(parent, 'staging');
  production = join(parent, 'production');
  bundle = join(parent, 'imt.tar.gz');
  await Promise.all([fromTemplate(staging), fromTemplate(production)]);
  await withApp(staging, async (app) => {
    const admin = await signIn(app, TEST_USERS.admin);
    const created = await admin.request({ method: 'POST', url: `/api/cms/sites/${SITE}/documents`, payload: { path: PAGE, title: 'Moved by command' } });
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json().document as { id: string; draftRevision: number; draft: Node };
    const tree = { ...doc.draft, slots: { ...doc.draft.slots, main: [node('heading', { ...registry.get('heading')!.defaults, text: HEADING })] } };
    const saved = await admin.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, tree } });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await admin.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: saved.json().document.draftRevision } });
    expect(published.statusCode, published.body).toBe(200);
  });
}, 120_000);

afterAll(async () => {
  if (parent) await rm(parent, { recursive: true, force: true });
});

describe('tessera site export / import', () => {
  it('exports a site to standard output as a gzipped bundle, with a summary on standard error', async () => {
    const result = await runTessera(['site', 'export', SITE], env(staging), { stdoutFile: bundle });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/^Exported imt: \d+ documents \(\d+ published\), \d+ redirects, \d+ notices, \d+ library files\.$/m);
    const bytes = await readFile(bundle);
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    expect(execFileSync('tar', ['tzf', bundle], { encoding: 'utf8' }).split('\n')[0]).toBe('site.json');
  }, 60_000);

  it('checks with --dry-run and changes nothing', async () => {
    const result = await runTessera(['site', 'import', bundle, '--dry-run'], env(production));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Checked; nothing was changed (dry run) imt from a bundle exported');
    expect(result.stdout).toMatch(/documents: 1 would be created, 0 would be updated, 1 would be published, \d+ unchanged/);
    expect(result.stderr).toContain('Checking documents: 100%');
    const status = await withApp(production, async (app) => (await app.inject({ method: 'GET', url: PAGE, headers: { host: 'imt.localhost' } })).statusCode);
    expect(status).toBe(404);
  }, 60_000);

  it('imports, and production serves the page', async () => {
    const result = await runTessera(['site', 'import', bundle], env(production));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Imported imt from a bundle exported .*\n {2}documents: 1 created, 0 updated, 1 published, \d+ unchanged/);
    const page = await withApp(production, async (app) => app.inject({ method: 'GET', url: PAGE, headers: { host: 'imt.localhost' } }));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(HEADING);
  }, 60_000);

  it('refuses a damaged bundle: every problem with where it is, exit code 1, nothing written', async () => {
    const dir = join(parent, 'damaged');
    await mkdir(dir);
    execFileSync('tar', ['xzf', bundle, '-C', dir]);
    const json = JSON.parse(await readFile(join(dir, 'site.json'), 'utf8'));
    const index = json.documents.findIndex((d: { path: string }) => d.path === PAGE);
    json.documents[index].published.tree.slots.main[0].props.level = 7;
    json.documents[index].path = '/Bad Path';
    await writeFile(join(dir, 'site.json'), JSON.stringify(json));
    const damaged = join(parent, 'damaged.tar.gz');
    execFileSync('tar', ['czf', damaged, '-C', dir, '.']);
    const fresh = join(parent, 'fresh');
    await fromTemplate(fresh);
    const result = await runTessera(['site', 'import', damaged], env(fresh));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^The site bundle cannot be imported: 2 problems; nothing was changed$/m);
    expect(result.stderr).toMatch(new RegExp(`^ {2}documents\\[${index}\\] /Bad Path: path /Bad Path: `, 'm'));
    expect(result.stderr).toMatch(new RegExp(`^ {2}documents\\[${index}\\] /Bad Path › published version 1 /root/slots/main/0/props/level: `, 'm'));
    const status = await withApp(fresh, async (app) => (await app.inject({ method: 'GET', url: PAGE, headers: { host: 'imt.localhost' } })).statusCode);
    expect(status).toBe(404);
  }, 60_000);

  it('says what is wrong with the command itself', async () => {
    const unknown = await runTessera(['site', 'export', 'nowhere'], env(staging), { stdoutFile: join(parent, 'nothing.tar.gz') });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown site "nowhere"; use one of ice, nyse');
    const notABundle = join(parent, 'notes.txt');
    await writeFile(notABundle, 'not a bundle');
    const unreadable = await runTessera(['site', 'import', notABundle], env(production));
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toMatch(/^.*notes\.txt is not a readable site bundle: it is not a gzipped tar archive/m);
  }, 60_000);
});
