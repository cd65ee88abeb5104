import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { node, type Node } from '../../src/core/node';
import { listAudit } from '../../src/store';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
let admin: Session;
let su: Session;
let uma: Session;
beforeAll(async () => {
  t = await createTestApp();
  [admin, su, uma] = await Promise.all([signIn(t.app, TEST_USERS.admin), signIn(t.app, TEST_USERS.superUser), signIn(t.app, TEST_USERS.user)]);
});
afterAll(() => t.close());

interface ListedLink {
  id: string;
  version: number | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  createdBy: { name: string; email: string };
  status: string;
  canRevoke: boolean;
}

let counter = 0;
const page = (text: string): Node =>
  node('page-layout', {}, { headerContent: [], main: [node('heading', { text, level: 2 })], footerContent: [] });

/** A page whose draft holds `text`, made by the Super User. */
async function draftPage(text: string): Promise<string> {
  const res = await su.request({
    method: 'POST',
    url: '/api/cms/sites/ice/documents',
    payload: { path: `/preview-links-${Date.now()}-${++counter}`, title: 'Review me', tree: page(text) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().document.id as string;
}

async function makeLink(session: Session, documentId: string): Promise<{ id: string; url: string; expiresAt: string }> {
  const res = await session.request({ method: 'POST', url: `/api/cms/documents/${documentId}/preview-link`, payload: {} });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function listLinks(session: Session, documentId: string): Promise<ListedLink[]> {
  const res = await session.request({ method: 'GET', url: `/api/cms/documents/${documentId}/preview-links` });
  expect(res.statusCode).toBe(200);
  return res.json().links;
}

const revoke = (session: Session, linkId: string) => session.request({ method: 'DELETE', url: `/api/cms/preview-links/${linkId}` });
const visit = (url: string) => t.app.inject({ url: new URL(url).pathname, headers: { host: 'reviews.example.org' } });

describe('stored preview links', () => {
  it('opens the draft with private, unindexed, no-referrer headers, and is listed with its author', async () => {
    const id = await draftPage('Draft for the reviewers');
    const made = await makeLink(uma, id);
    expect(made.url).toMatch(/^http:\/\/ice\.localhost:\d+\/_preview\/[\w-]{43}$/);
    const res = await visit(made.url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Draft for the reviewers');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer');

    const links = await listLinks(su, id);
    expect(links).toEqual([
      {
        id: made.id,
        version: null,
        createdAt: expect.any(String),
        expiresAt: made.expiresAt,
        revokedAt: null,
        createdBy: { name: 'Uma User', email: TEST_USERS.user },
        status: 'active',
        canRevoke: true,
      },
    ]);
    expect(JSON.stringify(links)).not.toContain(new URL(made.url).pathname.slice('/_preview/'.length));
    const [entry] = await listAudit(t.db, { documentId: id, action: 'preview-link.create' });
    expect(entry).toMatchObject({ actor: TEST_USERS.user, detail: { linkId: made.id, version: null } });
  });

  it('stops at once when revoked: 410 without the draft, listed as revoked, audited, not revoked twice', async () => {
    const id = await draftPage('Words that must disappear');
    const made = await makeLink(uma, id);
    expect((await visit(made.url)).statusCode).toBe(200);

    expect((await revoke(uma, made.id)).statusCode).toBe(204);
    const res = await visit(made.url);
    expect(res.statusCode).toBe(410);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('This preview link has been withdrawn');
    expect(res.body).not.toContain('Words that must disappear');

    const [listed] = await listLinks(uma, id);
    expect(listed).toMatchObject({ id: made.id, status: 'revoked', canRevoke: false });
    expect(Date.parse(listed!.revokedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const [entry] = await listAudit(t.db, { documentId: id, action: 'preview-link.revoke' });
    expect(entry).toMatchObject({ actor: TEST_USERS.user, detail: { linkId: made.id, createdBy: TEST_USERS.user } });

    const again = await revoke(uma, made.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('NOT_FOUND');
    expect(await listAudit(t.db, { documentId: id, action: 'preview-link.revoke' })).toHaveLength(1);
  });

  it('dies with its author: a CMSTWO User who is disabled takes their links down on the next request', async () => {
    const email = `reviewer-${Date.now()}@example.test`;
    const password = 'a password for the reviewer';
    const created = await admin.request({ method: 'POST', url: '/api/cms/users', payload: { email, name: 'Dana Draft', role: 'CMSTWO User', password } });
    expect(created.statusCode).toBe(201);
    const userId = created.json().user.id as string;
    const dana = await signIn(t.app, email, password);
    const id = await draftPage('Draft shared by Dana');
    const made = await makeLink(dana, id);
    expect((await visit(made.url)).statusCode).toBe(200);

    const patch = (disabled: boolean) => admin.request({ method: 'PATCH', url: `/api/cms/users/${userId}`, payload: { disabled } });
    expect((await patch(true)).statusCode).toBe(200);
    const res = await visit(made.url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This preview link does not work');
    expect(res.body).not.toContain('Draft shared by Dana');
    expect((await listLinks(su, id))[0]).toMatchObject({ id: made.id, status: 'author-disabled', canRevoke: true });

    // Enabling the account again restores what it had made, unless someone revoked it meanwhile.
    expect((await patch(false)).statusCode).toBe(200);
    expect((await visit(made.url)).statusCode).toBe(200);
  });

  it('answers an expired link with 410 and lists it as expired', async () => {
    const id = await draftPage('Draft past its time');
    const made = await makeLink(su, id);
    await t.db.query(`UPDATE preview_links SET expires_at = now() - interval '1 minute' WHERE id = $1`, [made.id]);
    const res = await visit(made.url);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('This preview link has expired');
    expect(res.body).not.toContain('Draft past its time');
    expect((await listLinks(su, id))[0]).toMatchObject({ id: made.id, status: 'expired' });
  });

  it("lets a CMSTWO User revoke only their own links, and Super Users and Admins anyone's", async () => {
    const id = await draftPage('Shared by the Super User');
    const suLink = await makeLink(su, id);
    const adminLink = await makeLink(admin, id);

    const listedForUma = await listLinks(uma, id);
    expect(listedForUma.map((l) => [l.id, l.canRevoke])).toEqual(
      expect.arrayContaining([
        [suLink.id, false],
        [adminLink.id, false],
      ]),
    );
    const refused = await revoke(uma, suLink.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'FORBIDDEN', message: "Your role on ice (CMSTWO User) may not revoke other people's preview links" });
    expect((await visit(suLink.url)).statusCode).toBe(200);

    const umaLink = await makeLink(uma, id);
    expect((await revoke(su, umaLink.id)).statusCode).toBe(204);
    expect((await revoke(su, adminLink.id)).statusCode).toBe(204);
    expect((await revoke(admin, suLink.id)).statusCode).toBe(204);
    for (const link of [umaLink, adminLink, suLink]) expect((await visit(link.url)).statusCode).toBe(410);
  });

  it('stores only the SHA-256 of the token, nowhere in clear', async () => {
    const id = await draftPage('Hashed');
    const made = await makeLink(uma, id);
    const token = new URL(made.url).pathname.slice('/_preview/'.length);
    const { rows } = await t.db.query<{ token_hash: string; row: string }>(
      'SELECT token_hash, row_to_json(l)::text AS row FROM preview_links l WHERE id = $1',
      [made.id],
    );
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0]!.row).not.toContain(token);
    const audit = await t.db.query<{ n: number }>('SELECT count(*) AS n FROM audit_log WHERE strpos(detail::text, $1) > 0', [token]);
    expect(audit.rows[0]!.n).toBe(0);
  });

  it('answers unknown ids with 404 JSON and malformed ones with 400', async () => {
    const unknown = await revoke(su, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('NOT_FOUND');
    const malformed = await revoke(su, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues[0].path).toBe('/params/linkId');
    expect((await su.request({ method: 'GET', url: `/api/cms/documents/${randomUUID()}/preview-links` })).statusCode).toBe(404);
  });
});

describe('links inside a preview (issue 24 item 3)', () => {
  const layout = (main: Node[]) => node('page-layout-no-banner', {}, { headerContent: [], main, footerContent: [] });
  async function create(path: string, tree: Node): Promise<string> {
    const res = await su.request({ method: 'POST', url: '/api/cms/sites/ctaplan/documents', payload: { path, title: path, tree } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().document.id as string;
  }

  it("stay inside the preview where the target has unpublished changes, and open the live page otherwise", async () => {
    const base = `/preview-nav-${Date.now()}`;
    const liveId = await create(`${base}-live`, layout([node('heading', { text: 'Live words', level: 2 })]));
    expect((await su.request({ method: 'POST', url: `/api/cms/documents/${liveId}/publish`, payload: { revision: 1 } })).statusCode).toBe(200);
    await create(`${base}-draft`, layout([node('heading', { text: 'Other draft words', level: 2 })]));
    const links = `<p><a href="${base}-draft#top">Draft</a> <a href="${base}-live">Live</a> <a href="${base}-a">Self</a> <a href="/nowhere">None</a></p>`;
    const id = await create(`${base}-a`, layout([node('rich-text', { html: links })]));
    const made = await makeLink(uma, id);
    expect(made.url).toMatch(/^http:\/\/ctaplan\.localhost:\d+\/_preview\//);
    const preview = new URL(made.url).pathname;

    const res = await visit(made.url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`href="${preview}${base}-draft#top"`);
    expect(res.body).toContain(`href="${preview}"`);
    expect(res.body).toContain(`href="${base}-live"`);
    expect(res.body).toContain('href="/nowhere"');

    const inside = await visit(`${made.url}${base}-draft`);
    expect(inside.statusCode).toBe(200);
    expect(inside.body).toContain('Other draft words');
    expect(inside.body).toContain('Preview — not published');
    expect(inside.headers['cache-control']).toBe('private, no-store');
    expect(inside.headers['x-robots-tag']).toBe('noindex');
    expect(inside.headers['content-security-policy']).toMatch(/^sandbox allow-scripts;/);

    // Pages without changes, and paths that are no page, are the live site's: the reviewer goes there.
    for (const path of [`${base}-live`, '/nowhere']) {
      const out = await visit(`${made.url}${path}`);
      expect(out.statusCode).toBe(302);
      expect(out.headers.location).toBe(path);
      expect(out.headers['cache-control']).toBe('private, no-store');
    }
    // A malformed path or token shows nothing and sends nobody anywhere.
    expect((await visit(`${made.url}/Bad//path`)).statusCode).toBe(404);
    expect((await visit(`${made.url.slice(0, -2)}xx${base}-draft`)).statusCode).toBe(404);

    // Revoking the link closes every page reached through it.
    expect((await revoke(uma, made.id)).statusCode).toBe(204);
    const closed = await visit(`${made.url}${base}-draft`);
    expect(closed.statusCode).toBe(410);
    expect(closed.body).not.toContain('Other draft words');
  });

  it('a link to one version keeps only that page inside the preview', async () => {
    const base = `/preview-version-${Date.now()}`;
    await create(`${base}-draft`, layout([node('heading', { text: 'Unpublished', level: 2 })]));
    const id = await create(`${base}-a`, layout([node('rich-text', { html: `<p><a href="${base}-draft">Draft</a></p>` })]));
    expect((await su.request({ method: 'POST', url: `/api/cms/documents/${id}/publish`, payload: { revision: 1 } })).statusCode).toBe(200);
    const made = (await su.request({ method: 'POST', url: `/api/cms/documents/${id}/preview-link`, payload: { version: 1 } })).json();
    expect((await visit(made.url)).body).toContain(`href="${base}-draft"`);
    expect((await visit(`${made.url}${base}-draft`)).statusCode).toBe(302);
  });
});
