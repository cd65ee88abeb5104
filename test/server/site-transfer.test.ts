// Issue 27 item 2: a site moves between installations as a bundle. Two installations (each a
// fresh copy of the seeded template, as staging and production would start): changes made on
// the first are exported through the API, checked on the second (a dry run changes nothing),
// imported in one transaction, and served there; a damaged bundle is refused naming every
// problem with where it is, and nothing is written.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Header } from 'tar';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/components/registry';
import { node, type Node } from '../../src/core/node';
import { createTestApp, findDocument, signIn, TEST_PASSWORD, TEST_USERS, type Session, type TestApp } from '../support/app';

let staging: TestApp;
let production: TestApp;
let source: Session;
let target: Session;
let work: string;
let image: { hash: string; url: string; bytes: Buffer };
let bundle: Buffer;

const SITE = 'nyse';
const PAGE = '/bundle-moved';

function multipart(file: Buffer, name = 'site.tar.gz') {
  const boundary = '----tessera-bundle-test';
  const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: application/gzip\r\n\r\n`);
  return { payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const importInto = (session: Session, file: Buffer, { dryRun, site = SITE, from }: { dryRun: boolean; site?: string; from?: string }) =>
  session.request({ method: 'POST', url: `/api/cms/sites/${site}/import?dryRun=${dryRun}`, ...multipart(file), ...(from ? { remoteAddress: from } : {}) });

/** A bundle cut off inside its second entry, a library file whose header declares 50 GB. */
function cutOffBundle(): Buffer {
  const json = Buffer.from(JSON.stringify({ format: 'tessera-site-bundle' }));
  const header = (path: string, size: number) => {
    const block = Buffer.alloc(512);
    new Header({ path, size, type: 'File', mode: 0o644, mtime: new Date() }).encode(block, 0);
    return block;
  };
  const padded = Buffer.concat([json, Buffer.alloc(512 - (json.length % 512))]);
  return gzipSync(Buffer.concat([header('site.json', json.length), padded, header(`media/${'a'.repeat(64)}.png`, 50 * 1024 ** 3), Buffer.alloc(1000, 7)]));
}

/** Unpacks a bundle, lets `change` edit its files, packs it again (the system `tar`, as a person would). */
async function tampered(file: Buffer, change: (dir: string) => Promise<void>): Promise<Buffer> {
  const dir = await mkdtemp(join(work, 'tamper-'));
  await writeFile(join(dir, 'in.tar.gz'), file);
  execFileSync('mkdir', [join(dir, 'x')]);
  execFileSync('tar', ['xzf', join(dir, 'in.tar.gz'), '-C', join(dir, 'x')]);
  await change(join(dir, 'x'));
  execFileSync('tar', ['czf', join(dir, 'out.tar.gz'), '-C', join(dir, 'x'), '.']);
  return readFile(join(dir, 'out.tar.gz'));
}

const documentCount = async (session: Session) => ((await session.request({ method: 'GET', url: `/api/cms/sites/${SITE}/documents` })).json().documents as unknown[]).length;

beforeAll(async () => {
  [staging, production] = await Promise.all([createTestApp(), createTestApp()]);
  [source, target] = await Promise.all([signIn(staging.app, TEST_USERS.admin), signIn(production.app, TEST_USERS.admin)]);
  work = await mkdtemp(join(tmpdir(), 'tessera-bundle-test-'));

  // On staging: an image, a new page using it in two published versions and a newer draft, with an access code.
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } }).png().toBuffer();
  const upload = await source.request({ method: 'POST', url: '/api/cms/media', ...multipartField(png) });
  expect(upload.statusCode).toBe(201);
  image = { hash: upload.json().media.hash, url: upload.json().media.url, bytes: png };
  const created = await source.request({ method: 'POST', url: `/api/cms/sites/${SITE}/documents`, payload: { path: PAGE, title: 'Moved between installations' } });
  expect(created.statusCode).toBe(201);
  let doc = created.json().document as { id: string; draftRevision: number; draft: Node };
  const withMain = (main: Node[]) => ({ ...doc.draft, slots: { ...doc.draft.slots, main } });
  const hero = (heading: string) => node('hero', { ...registry.get('hero')!.defaults, heading, imageSrc: image.url });
  for (const heading of ['First heading of the moved page', 'Second heading of the moved page']) {
    const saved = await source.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, tree: withMain([hero(heading)]) } });
    expect(saved.statusCode).toBe(200);
    doc = saved.json().document;
    const published = await source.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: doc.draftRevision } });
    expect(published.statusCode).toBe(200);
    doc = published.json().document;
  }
  const later = await source.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, tree: withMain([hero('A draft heading not yet published')]) } });
  expect(later.statusCode).toBe(200);
  expect((await source.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/access-code`, payload: { code: 'members-only-2026' } })).statusCode).toBe(200);
  expect((await source.request({ method: 'POST', url: `/api/cms/sites/${SITE}/redirects`, payload: { from: '/old-bundle-page', to: PAGE, status: 301 } })).statusCode).toBe(201);

  const exported = await source.request({ method: 'GET', url: `/api/cms/sites/${SITE}/export?versions=true` });
  expect(exported.statusCode).toBe(200);
  expect(exported.headers['content-type']).toBe('application/gzip');
  expect(String(exported.headers['content-disposition'])).toMatch(/^attachment; filename="nyse-site-\d{8}-\d{4}\.tar\.gz"$/);
  bundle = exported.rawPayload;
}, 120_000);

function multipartField(file: Buffer) {
  const boundary = '----tessera-media-test';
  const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="swatch.png"\r\ncontent-type: image/png\r\n\r\n`);
  return { payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

afterAll(async () => {
  await Promise.all([staging?.close(), production?.close()]);
  if (work) await rm(work, { recursive: true, force: true });
});

describe('site export and import', () => {
  it('holds site.json and the library files it uses, documented by its format and version', async () => {
    const dir = await mkdtemp(join(work, 'look-'));
    await writeFile(join(dir, 'b.tar.gz'), bundle);
    const names = execFileSync('tar', ['tzf', join(dir, 'b.tar.gz')], { encoding: 'utf8' }).trim().split('\n');
    expect(names[0]).toBe('site.json');
    expect(names).toContain(`media/${image.hash}.png`);
    execFileSync('tar', ['xzf', join(dir, 'b.tar.gz'), '-C', dir, 'site.json']);
    const json = JSON.parse(await readFile(join(dir, 'site.json'), 'utf8'));
    expect(json).toMatchObject({ format: 'tessera-site-bundle', formatVersion: 1, withVersions: true, site: { id: SITE } });
    const page = json.documents.find((d: { path: string }) => d.path === PAGE);
    expect(page.published.version).toBe(2);
    expect(page.history.map((v: { version: number }) => v.version)).toEqual([1]);
    expect(page.accessCodeHash).toMatch(/^scrypt-ci\$/);
    expect(JSON.stringify(json)).not.toContain('members-only-2026');
    expect(json.redirects).toEqual([{ from: '/old-bundle-page', to: PAGE, status: 301 }]);
  });

  it('a dry run reports what would change and changes nothing', async () => {
    const before = await documentCount(target);
    const res = await importInto(target, bundle, { dryRun: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ site: SITE, dryRun: true, documents: { created: 1, published: 1 }, history: 1, redirects: 1, media: { added: 1 } });
    expect(await documentCount(target)).toBe(before);
    expect((await production.app.inject({ method: 'GET', url: `/media/${image.hash}.png` })).statusCode).toBe(404);
  });

  it('imports in one go: the page is live and gated, its history, draft, redirect and image came along', async () => {
    const res = await importInto(target, bundle, { dryRun: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: false, documents: { created: 1, published: 1 }, media: { added: 1 } });

    const doc = await findDocument(target, SITE, PAGE);
    const versions = (await target.request({ method: 'GET', url: `/api/cms/documents/${doc.id}/versions` })).json().versions as { version: number; note: string | null }[];
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
    expect(versions.find((v) => v.version === 2)!.note).toMatch(/^Imported: version 2 of a bundle exported /);
    const record = (await target.request({ method: 'GET', url: `/api/cms/documents/${doc.id}` })).json().document;
    expect(JSON.stringify(record.draft)).toContain('A draft heading not yet published');
    expect(record.hasAccessCode).toBe(true);

    // A gated page is never live ungated: visitors get the access-code form, not the page.
    const visit = await production.app.inject({ method: 'GET', url: PAGE, headers: { host: 'nyse.localhost' } });
    expect(visit.body).not.toContain('Second heading of the moved page');
    const code = await production.app.inject({
      method: 'POST',
      url: '/_access',
      headers: { host: 'nyse.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `path=${encodeURIComponent(PAGE)}&code=MEMBERS-ONLY-2026`,
    });
    expect(code.statusCode).toBe(303);
    const grant = code.cookies[0]!;
    const opened = await production.app.inject({ method: 'GET', url: PAGE, headers: { host: 'nyse.localhost' }, cookies: { [grant.name]: grant.value } });
    expect(opened.body).toContain('Second heading of the moved page');

    const file = await production.app.inject({ method: 'GET', url: `/media/${image.hash}.png` });
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, image.bytes)).toBe(0);
    const redirect = await production.app.inject({ method: 'GET', url: '/old-bundle-page', headers: { host: 'nyse.localhost' } });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toContain(PAGE);
  });

  it('importing the same bundle again changes nothing: no revision, version, audit or record entry, and the dry run says unchanged', async () => {
    /** What an import could touch: every draft revision and version of the site, notices, redirects, settings, the audit log and the record. */
    const state = async () => {
      const one = async <T,>(sql: string, params: unknown[] = []) => (await production.db.query<T>(sql, params)).rows;
      return {
        documents: await one(`SELECT path, draft_revision, published_version, updated_at::text FROM documents WHERE site = $1 ORDER BY path`, [SITE]),
        versions: await one(`SELECT count(*)::int AS n FROM versions v JOIN documents d ON d.id = v.document_id WHERE d.site = $1`, [SITE]),
        notices: await one(`SELECT count(*)::int AS n, max(updated_at)::text AS last FROM notices`),
        redirects: await one(`SELECT id, from_path, created_at::text FROM site_redirects WHERE site = $1 ORDER BY from_path`, [SITE]),
        settings: await one(`SELECT updated_at::text FROM sites WHERE id = $1`, [SITE]),
        audit: await one(`SELECT count(*)::int AS n FROM audit_log WHERE action <> 'site.import'`),
        record: await one(`SELECT (SELECT count(*) FROM archive_entries)::int AS entries, (SELECT count(*) FROM archive_pending)::int AS pending, (SELECT count(*) FROM archive_publications)::int AS publications`),
      };
    };
    const before = await state();
    const dry = await importInto(target, bundle, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    const notices = dry.json().notices as { created: number; updated: number; unchanged: number };
    expect(notices).toMatchObject({ created: 0, updated: 0 });
    expect(notices.unchanged).toBeGreaterThan(0);
    expect(dry.json()).toMatchObject({ documents: { created: 0, updated: 0, published: 0 }, redirectsUnchanged: true, settings: false });
    expect(dry.json().documents.unchanged).toBeGreaterThan(10);

    const res = await importInto(target, bundle, { dryRun: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ documents: { created: 0, updated: 0, published: 0 }, notices: { created: 0, updated: 0, unchanged: notices.unchanged } });
    expect(await state()).toEqual(before);
  });

  it('lifts nodes of older component versions through their migrations', async () => {
    const changed = await tampered(bundle, async (dir) => {
      const json = JSON.parse(await readFile(join(dir, 'site.json'), 'utf8'));
      const page = json.documents.find((d: { path: string }) => d.path === PAGE);
      // A box of version 1, whose `flex` was a boolean.
      page.draft.slots.main.push({ id: '0b0b0b0b-0000-4000-8000-000000000001', name: 'box', props: { presets: 'card', flex: true }, slots: { content: [] } });
      await writeFile(join(dir, 'site.json'), JSON.stringify(json));
    });
    const res = await importInto(target, changed, { dryRun: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().documents).toMatchObject({ updated: 1, published: 0 });
    const doc = await findDocument(target, SITE, PAGE);
    const draft = (await target.request({ method: 'GET', url: `/api/cms/documents/${doc.id}` })).json().document.draft as Node;
    const box = draft.slots.main!.find((n) => n.name === 'box')!;
    expect(box.version).toBe(2);
    expect(box.props.flex).toMatchObject({ direction: 'row', wrap: true });
  });

  it('refuses a damaged bundle naming every problem with where it is, and writes nothing', async () => {
    const damaged = await tampered(bundle, async (dir) => {
      const json = JSON.parse(await readFile(join(dir, 'site.json'), 'utf8'));
      const index = json.documents.findIndex((d: { path: string }) => d.path === PAGE);
      json.documents[index].published.tree.slots.main[0].props.headingLevel = 9;
      json.documents[index].draft.slots.main.push({ id: '0b0b0b0b-0000-4000-8000-000000000002', name: 'no-such-kind', props: {}, slots: {} });
      json.documents.push({ ...json.documents[index], path: '/Not A Path', published: null, history: [] });
      json.redirects.push({ from: PAGE, to: '/elsewhere', status: 301 });
      await writeFile(join(dir, 'site.json'), JSON.stringify(json));
      // The image's bytes changed under its name (its size kept).
      const changed = Buffer.from(image.bytes);
      changed[20] = changed[20]! ^ 0xff;
      await writeFile(join(dir, 'media', `${image.hash}.png`), changed);
    });
    const fresh = await createTestApp();
    try {
      const admin = await signIn(fresh.app, TEST_USERS.admin);
      const before = await documentCount(admin);
      const res = await importInto(admin, damaged, { dryRun: false });
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.error).toBe('BUNDLE_INVALID');
      expect(body.message).toMatch(/^The site bundle cannot be imported: \d+ problems; nothing was changed$/);
      const issues = body.issues as { path: string; message: string }[];
      const at = (pattern: RegExp) => issues.filter((i) => pattern.test(i.path));
      expect(at(new RegExp(`^media\\[\\d+\\] media/${image.hash}\\.png$`))[0]!.message).toMatch(/SHA-256/);
      expect(at(/^documents\[\d+\] \/bundle-moved › published version 2 \/root\/slots\/main\/0\/props\/headingLevel$/)).toHaveLength(1);
      expect(at(/^documents\[\d+\] \/bundle-moved › draft \/root\/slots\/main\/1/)[0]!.message).toMatch(/no-such-kind/);
      expect(at(/^documents\[\d+\] \/Not A Path$/)).toHaveLength(1);
      expect(at(/^redirects\[1\] \/bundle-moved$/)[0]!.message).toMatch(/^a chain: \/old-bundle-page already redirects to \/bundle-moved/);
      expect(await documentCount(admin)).toBe(before);
      expect((await fresh.app.inject({ method: 'GET', url: `/media/${image.hash}.png` })).statusCode).toBe(404);
    } finally {
      await fresh.close();
    }
  });

  it('answers what is not a bundle, a bundle of another site, and people who are not its Admins', async () => {
    const notGzip = await importInto(target, Buffer.from('just some text'), { dryRun: true });
    expect(notGzip.statusCode).toBe(422);
    expect(notGzip.json()).toMatchObject({ error: 'BUNDLE_INVALID', issues: [{ path: 'archive', message: expect.stringMatching(/^Not a readable site bundle: it is not a gzipped tar archive/) }] });
    // Cut off inside an entry that declares 50 GB: refused whole, nothing written.
    const before = await target.request({ method: 'GET', url: `/api/cms/sites/${SITE}/documents?limit=1` });
    const cut = await importInto(target, cutOffBundle(), { dryRun: false });
    expect(cut.statusCode, cut.body).toBe(422);
    expect(cut.json().issues[0].message).toMatch(/Truncated input/);
    expect((await target.request({ method: 'GET', url: `/api/cms/sites/${SITE}/documents?limit=1` })).json().total).toBe(before.json().total);
    const strange = await tampered(bundle, async (dir) => writeFile(join(dir, 'notes.txt'), 'hello'));
    const extra = await importInto(target, strange, { dryRun: true });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().issues[0].message).toContain('notes.txt');
    const wrongSite = await importInto(target, bundle, { dryRun: true, site: 'ice' });
    expect(wrongSite.statusCode).toBe(422);
    expect(wrongSite.json().issues[0].message).toBe('this is a bundle of nyse, not of ice: import it into nyse');
    const superUser = await signIn(production.app, TEST_USERS.superUser);
    expect((await importInto(superUser, bundle, { dryRun: true })).statusCode).toBe(403);
    expect((await superUser.request({ method: 'GET', url: `/api/cms/sites/${SITE}/export` })).statusCode).toBe(403);
    // An Admin of another site is refused before the upload is read: not a word about its bytes.
    const admin = await signIn(production.app, TEST_USERS.admin);
    const created = await admin.request({ method: 'POST', url: '/api/cms/users', payload: { email: 'ice.admin@transfer.test', name: 'Ice Admin', roles: { ice: 'CMSTWO Admin' }, password: TEST_PASSWORD } });
    expect(created.statusCode, created.body).toBe(201);
    const iceAdmin = await signIn(production.app, 'ice.admin@transfer.test');
    const elsewhere = await importInto(iceAdmin, Buffer.from('not a bundle at all'), { dryRun: true });
    expect(elsewhere.statusCode, elsewhere.body).toBe(403);
    expect(elsewhere.json().error).toBe('FORBIDDEN');
    // From another address: this file's imports have used up the route's ten a minute for 127.0.0.1.
    const noFile = await target.request({ method: 'POST', url: `/api/cms/sites/${SITE}/import`, payload: { bundle: 1 }, remoteAddress: '127.0.0.2' });
    expect(noFile.statusCode).toBe(400);
  });

  it('audits exports and imports', async () => {
    const audit = (await target.request({ method: 'GET', url: `/api/cms/audit?site=${SITE}&action=site.import` })).json();
    expect(JSON.stringify(audit)).toContain('site.import');
    const exports = (await source.request({ method: 'GET', url: `/api/cms/audit?site=${SITE}&action=site.export` })).json();
    expect(JSON.stringify(exports)).toContain('site.export');
  });
  // Last: it changes staging's page and production's approval (from another address: the route allows ten imports a minute).
  it('on a site that needs approval, imports what it would publish as drafts with review requests, or publishes it with an Admin\'s urgent reason', { timeout: 60_000 }, async () => {
    // Staging publishes a new version of the page; production's nyse now needs approval.
    const doc = await findDocument(source, SITE, PAGE);
    const current = (await source.request({ method: 'GET', url: `/api/cms/documents/${doc.id}` })).json().document as { draftRevision: number; draft: Node };
    const withHeading = (heading: string) => ({ ...current.draft, slots: { ...current.draft.slots, main: [node('heading', { ...registry.get('heading')!.defaults, text: heading })] } });
    const saved = await source.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: current.draftRevision, tree: withHeading('Third heading, under review') } });
    expect((await source.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: saved.json().document.draftRevision } })).statusCode).toBe(200);
    const changed = (await source.request({ method: 'GET', url: `/api/cms/sites/${SITE}/export?versions=true` })).rawPayload;
    expect((await target.request({ method: 'PATCH', url: `/api/cms/sites/${SITE}`, payload: { needsApproval: true } })).statusCode).toBe(200);
    const here = await findDocument(target, SITE, PAGE);
    const liveBefore = (await target.request({ method: 'GET', url: `/api/cms/documents/${here.id}` })).json().document.publishedVersion;

    const dry = await importInto(target, changed, { dryRun: true, from: '127.0.0.3' });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ approval: 'review', documents: { published: 0, reviewRequested: 1 } });

    const res = await importInto(target, changed, { dryRun: false, from: '127.0.0.3' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ approval: 'review', documents: { published: 0, reviewRequested: 1 } });
    const after = (await target.request({ method: 'GET', url: `/api/cms/documents/${here.id}` })).json().document;
    expect(after.publishedVersion).toBe(liveBefore);
    expect(JSON.stringify(after.draft)).toContain('Third heading, under review');
    const requests = (await target.request({ method: 'GET', url: `/api/cms/review-requests?document=${here.id}&state=open` })).json().requests as { revision: number; note: string }[];
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ revision: after.draftRevision });
    expect(requests[0]!.note).toMatch(/^Imported: version \d+ of a bundle exported /);
    const { rows: mail } = await production.db.query<{ payload: { subject: string } }>(`SELECT payload FROM outbox WHERE payload->>'subject' LIKE 'Review requested: % of a site import'`);
    expect(mail.length).toBeGreaterThan(0);

    // A reason that is too long is refused before anything is written; a Super User may not give one.
    expect((await target.request({ method: 'POST', url: `/api/cms/sites/${SITE}/import?dryRun=false&reason=${'x'.repeat(501)}`, ...multipart(changed), remoteAddress: '127.0.0.3' })).statusCode).toBe(400);
    const superUser = await signIn(production.app, TEST_USERS.superUser);
    expect((await superUser.request({ method: 'POST', url: `/api/cms/sites/${SITE}/import?dryRun=true&reason=now`, ...multipart(changed), remoteAddress: '127.0.0.3' })).statusCode).toBe(403);

    // The Admin's urgent reason: published now, the reason in the audit log and the record.
    const urgent = await target.request({ method: 'POST', url: `/api/cms/sites/${SITE}/import?dryRun=false&reason=${encodeURIComponent('Fee change effective at the open')}`, ...multipart(changed), remoteAddress: '127.0.0.3' });
    expect(urgent.statusCode, urgent.body).toBe(200);
    expect(urgent.json()).toMatchObject({ approval: 'urgent', documents: { published: 1, reviewRequested: 0 } });
    expect((await target.request({ method: 'GET', url: `/api/cms/documents/${here.id}` })).json().document.publishedVersion).toBe(liveBefore + 1);
    const { rows: audit } = await production.db.query<{ detail: { reason?: string } }>(`SELECT detail FROM audit_log WHERE action = 'site.import' ORDER BY id DESC LIMIT 1`);
    expect(audit[0]!.detail).toMatchObject({ approval: 'urgent', urgent: true, reason: 'Fee change effective at the open' });
    const { rows: record } = await production.db.query<{ urgent_reason: string }>(`SELECT urgent_reason FROM archive_publications WHERE site = $1 ORDER BY id DESC LIMIT 1`, [SITE]);
    expect(record[0]?.urgent_reason).toBe('Fee change effective at the open');
    expect((await target.request({ method: 'PATCH', url: `/api/cms/sites/${SITE}`, payload: { needsApproval: false } })).statusCode).toBe(200);
  });
});
