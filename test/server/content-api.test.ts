import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/components/registry';
import { createTestApp, findDocument, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
let su: Session;
beforeAll(async () => {
  t = await createTestApp();
  su = await signIn(t.app, TEST_USERS.superUser);
});
afterAll(() => t.close());

const layout = (main: unknown[]) => ({ id: randomUUID(), name: 'page-layout', props: {}, slots: { main } });
const chrome = (name: string) => ({ id: randomUUID(), name, props: registry.get(name)!.defaults, slots: {} });
const heading = (text: string, extra: Record<string, unknown> = {}) => ({ id: randomUUID(), name: 'heading', props: { text, level: 2, ...extra }, slots: {} });

async function documentCount(site: string): Promise<number> {
  return (await su.request({ method: 'GET', url: `/api/cms/sites/${site}/documents` })).json().documents.length;
}

async function create(payload: unknown) {
  return su.request({ method: 'POST', url: '/api/cms/sites/ice/documents', payload: payload as Record<string, unknown> });
}

describe('content API: documents, drafts, publishing', () => {
  it('creates a page, publishes it, and visitors see it', async () => {
    const res = await create({ path: '/market-notes', title: 'Market notes', tree: layout([heading('Weekly market notes')]) });
    expect(res.statusCode).toBe(201);
    const doc = res.json().document;
    expect(doc.status).toBe('draft');
    expect((await t.app.inject({ url: '/market-notes', headers: { host: 'ice.localhost' } })).statusCode).toBe(404);
    const pub = await su.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: doc.draftRevision, note: 'First' } });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().version.version).toBe(1);
    const page = await t.app.inject({ url: '/market-notes', headers: { host: 'ice.localhost' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Weekly market notes');
  });

  it('reports a stale revision as 409 with the current revision, and keeps the newer draft', async () => {
    const created = (await create({ path: '/conflict-test', title: 'Conflict', tree: layout([]) })).json().document;
    const first = await su.request({ method: 'PUT', url: `/api/cms/documents/${created.id}/draft`, payload: { revision: created.draftRevision, tree: layout([heading('Editor A')]) } });
    expect(first.statusCode).toBe(200);
    const stale = await su.request({ method: 'PUT', url: `/api/cms/documents/${created.id}/draft`, payload: { revision: created.draftRevision, tree: layout([heading('Editor B')]) } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'CONFLICT' });
    expect(stale.json().message).toContain(String(first.json().document.draftRevision));
    expect(stale.json().current).toBe(first.json().document.draftRevision);
    const now = (await su.request({ method: 'GET', url: `/api/cms/documents/${created.id}` })).json().document;
    expect(JSON.stringify(now.draft)).toContain('Editor A');
    expect(JSON.stringify(now.draft)).not.toContain('Editor B');
  });

  it('publishes only the revision sent: a missing or invalid one is 400, a stale one 409 naming who saved the newer draft', async () => {
    const created = (await create({ path: '/publish-revision', title: 'Reviewed', tree: layout([heading('Reviewed text')]) })).json().document;
    const publish = (payload: Record<string, unknown>) => su.request({ method: 'POST', url: `/api/cms/documents/${created.id}/publish`, payload });
    for (const payload of [{}, { note: 'No revision' }, { revision: 'one' }, { revision: 0 }, { revision: 1.5 }]) {
      const refused = await publish(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message, JSON.stringify(payload)).toMatch(/revision/);
    }
    const admin = await signIn(t.app, TEST_USERS.admin);
    const changed = await admin.request({ method: 'PUT', url: `/api/cms/documents/${created.id}/draft`, payload: { revision: created.draftRevision, tree: layout([heading('Changed a second ago')]) } });
    expect(changed.statusCode, changed.body).toBe(200);
    const { draftRevision, updatedAt } = changed.json().document;

    const stale = await publish({ revision: created.draftRevision });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'DRAFT_CHANGED',
      message: `The draft changed after you reviewed it: ${TEST_USERS.admin} saved revision ${draftRevision} at ${updatedAt}. Review that revision, then publish again`,
      current: draftRevision,
      updatedBy: TEST_USERS.admin,
      updatedAt,
    });
    expect((await su.request({ method: 'GET', url: `/api/cms/documents/${created.id}/versions` })).json().versions).toEqual([]);
    expect((await t.app.inject({ url: '/publish-revision', headers: { host: 'ice.localhost' } })).statusCode).toBe(404);

    const published = await publish({ revision: draftRevision });
    expect(published.statusCode, published.body).toBe(200);
    expect(JSON.stringify(published.json().version.tree)).toContain('Changed a second ago');
    expect((await publish({ revision: draftRevision })).json()).toMatchObject({ error: 'NOTHING_TO_PUBLISH' });
  });

  it('shows draft / published / changed status', async () => {
    const doc = await findDocument(su, 'nyse', '/privacy-policy');
    const list = async () => (await su.request({ method: 'GET', url: '/api/cms/sites/nyse/documents' })).json().documents.find((d: { id: string }) => d.id === doc.id);
    expect((await list()).status).toBe('published');
    await su.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, title: 'Privacy notice' } });
    expect((await list()).status).toBe('changed');
  });

  it('lists versions, restores an old one as the draft, and unpublishes', async () => {
    const created = (await create({ path: '/versions-test', title: 'Versions', tree: layout([heading('Version one')]) })).json().document;
    await su.request({ method: 'POST', url: `/api/cms/documents/${created.id}/publish`, payload: { revision: created.draftRevision } });
    const doc = (await su.request({ method: 'GET', url: `/api/cms/documents/${created.id}` })).json().document;
    const second = await su.request({ method: 'PUT', url: `/api/cms/documents/${created.id}/draft`, payload: { revision: doc.draftRevision, tree: layout([heading('Version two')]) } });
    await su.request({ method: 'POST', url: `/api/cms/documents/${created.id}/publish`, payload: { revision: second.json().document.draftRevision, note: 'Second' } });
    const versions = (await su.request({ method: 'GET', url: `/api/cms/documents/${created.id}/versions` })).json().versions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[0].note).toBe('Second');
    const restored = await su.request({ method: 'POST', url: `/api/cms/documents/${created.id}/versions/1/restore` });
    expect(restored.statusCode).toBe(200);
    expect(JSON.stringify(restored.json().document.draft)).toContain('Version one');
    expect((await su.request({ method: 'POST', url: `/api/cms/documents/${created.id}/versions/9/restore` })).statusCode).toBe(404);
    expect((await su.request({ method: 'POST', url: `/api/cms/documents/${created.id}/unpublish` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/versions-test', headers: { host: 'ice.localhost' } })).statusCode).toBe(404);
    expect((await su.request({ method: 'POST', url: `/api/cms/documents/${created.id}/unpublish` })).statusCode).toBe(409);
  });

  it('deletes a document and its page disappears', async () => {
    const created = (await create({ path: '/delete-me', title: 'Delete me', tree: layout([heading('Temporary')]) })).json().document;
    await su.request({ method: 'POST', url: `/api/cms/documents/${created.id}/publish`, payload: { revision: created.draftRevision } });
    expect((await t.app.inject({ url: '/delete-me', headers: { host: 'ice.localhost' } })).statusCode).toBe(200);
    expect((await su.request({ method: 'DELETE', url: `/api/cms/documents/${created.id}` })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/delete-me', headers: { host: 'ice.localhost' } })).statusCode).toBe(404);
    expect((await su.request({ method: 'GET', url: `/api/cms/documents/${created.id}` })).statusCode).toBe(404);
  });

  it('lets pages on a brand with a banner use the layout without one, and refuses a banner on brands without', async () => {
    const noBanner = (main: unknown[]) => ({ id: randomUUID(), name: 'page-layout-no-banner', props: {}, slots: { main } });
    const nyse = (await su.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: '/layout-choice', title: 'Layout choice' } })).json().document;
    expect(nyse.draft.name).toBe('page-layout');
    const switched = await su.request({ method: 'PUT', url: `/api/cms/documents/${nyse.id}/draft`, payload: { revision: nyse.draftRevision, tree: noBanner([heading('No banner here')]) } });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().document.draft.name).toBe('page-layout-no-banner');
    expect((await su.request({ method: 'POST', url: `/api/cms/documents/${nyse.id}/publish`, payload: { revision: switched.json().document.draftRevision } })).statusCode).toBe(200);
    const page = await t.app.inject({ url: '/layout-choice', headers: { host: 'nyse.localhost' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('No banner here');

    const cta = (await su.request({ method: 'POST', url: '/api/cms/sites/ctaplan/documents', payload: { path: '/layout-choice', title: 'Layout choice' } })).json().document;
    expect(cta.draft.name).toBe('page-layout-no-banner');
    const refused = await su.request({ method: 'PUT', url: `/api/cms/documents/${cta.id}/draft`, payload: { revision: cta.draftRevision, tree: layout([heading('With a banner')]) } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'INVALID_TREE' });
    expect(refused.json().message).toContain('The root must be one of: page-layout-no-banner');
    const kept = (await su.request({ method: 'GET', url: `/api/cms/documents/${cta.id}` })).json().document;
    expect(kept.draftRevision).toBe(cta.draftRevision);
    expect(kept.draft.name).toBe('page-layout-no-banner');

    // Partials stay fragments, whatever the brand.
    const partial = await su.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: '/layout-partial', title: 'Partial', kind: 'partial', tree: noBanner([]) } });
    expect(partial.statusCode).toBe(400);
  });
});

describe('content API: bad input is a clear 4xx and stores nothing', () => {
  const cases: [string, unknown, number, RegExp | string][] = [
    ['an unknown component', { path: '/bad-1', title: 'x', tree: layout([{ id: randomUUID(), name: 'marquee', props: {}, slots: {} }]) }, 400, '/root/slots/main/0/name'],
    ['an unknown prop', { path: '/bad-2', title: 'x', tree: layout([heading('Hi', { colour: 'red' })]) }, 400, '/root/slots/main/0/props/colour'],
    ['a wrong prop type', { path: '/bad-3', title: 'x', tree: layout([heading('Hi', { level: 'two' })]) }, 400, '/root/slots/main/0/props/level'],
    ['an unknown slot', { path: '/bad-4', title: 'x', tree: { id: randomUUID(), name: 'page-layout', props: {}, slots: { sidebar: [] } } }, 400, '/root/slots/sidebar'],
    ['a duplicate id', { path: '/bad-5', title: 'x', tree: (() => { const h = heading('Twice'); return layout([h, h]); })() }, 400, 'Duplicate node id'],
    ['a layout below the root', { path: '/bad-6', title: 'x', tree: layout([layout([])]) }, 400, 'may only be the root'],
    ['the wrong layout for the brand', { path: '/bad-7', title: 'x', tree: { id: randomUUID(), name: 'fragment', props: {}, slots: {} } }, 400, 'The root must be one of'],
    ['an upper-case path', { path: '/Bad', title: 'x' }, 400, 'Invalid path'],
    ['a path with ..', { path: '/a/../b', title: 'x' }, 400, 'Invalid path'],
    ['a missing title', { path: '/bad-8' }, 400, '/body/title'],
    ['an unknown body field', { path: '/bad-9', title: 'x', owner: 'me' }, 400, 'owner'],
    ['site chrome in main content', { path: '/bad-10', title: 'x', tree: layout([heading('Fees'), chrome('header')]) }, 400, '/root/slots/main/1: Header is site chrome'],
    ['a second of a kind a page shows once', { path: '/bad-11', title: 'x', tree: { ...layout([]), slots: { main: [], headerContent: [chrome('header'), chrome('header')] } } }, 400, 'Header is shown once a page'],
  ];
  for (const [what, payload, status, expected] of cases) {
    it(`rejects ${what}`, async () => {
      const before = await documentCount('ice');
      const res = await create(payload);
      expect(res.statusCode).toBe(status);
      expect(res.body).toContain(typeof expected === 'string' ? expected : '');
      expect(res.body).not.toMatch(/at .+\.ts:\d+/);
      expect(await documentCount('ice')).toBe(before);
    });
  }

  it('rejects a duplicate path with 409', async () => {
    const res = await create({ path: '/insights', title: 'Again' });
    expect(res.statusCode).toBe(409);
  });

  it('rejects __proto__ keys', async () => {
    const body = `{"path":"/proto","title":"x","tree":{"id":"${randomUUID()}","name":"page-layout","props":{"__proto__":{"admin":true}},"slots":{}}}`;
    const res = await su.request({ method: 'POST', url: '/api/cms/sites/ice/documents', payload: body, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
  });

  it('rejects malformed JSON, other media types and bodies over 1 MiB', async () => {
    const malformed = await su.request({ method: 'POST', url: '/api/cms/sites/ice/documents', payload: '{"path": "/x",', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/Malformed JSON/);
    const text = await su.request({ method: 'POST', url: '/api/cms/sites/ice/documents', payload: 'path=/x', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    const big = { path: '/big', title: 'Big', tree: layout([heading('x'.repeat(1024 * 1024 + 10))]) };
    const large = await create(big);
    expect(large.statusCode).toBe(413);
  });

  it('rejects trees deeper than 64 levels or larger than 5,000 nodes', async () => {
    let deep: Record<string, unknown> = { id: randomUUID(), name: 'box', props: {}, slots: { content: [] } };
    for (let i = 0; i < 70; i++) deep = { id: randomUUID(), name: 'box', props: {}, slots: { content: [deep] } };
    const tooDeep = await create({ path: '/deep', title: 'Deep', tree: layout([deep]) });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().message).toContain('deeper than 64');
    const wide = layout(Array.from({ length: 5001 }, () => ({ id: randomUUID(), name: 'anchor', props: { anchorId: 'a' }, slots: {} })));
    const tooLarge = await create({ path: '/wide', title: 'Wide', tree: wide });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toContain('more than 5000 nodes');
  });

  it('answers 404 for unknown documents, sites and routes, and 400 for bad ids', async () => {
    expect((await su.request({ method: 'GET', url: `/api/cms/documents/${randomUUID()}` })).statusCode).toBe(404);
    expect((await su.request({ method: 'GET', url: '/api/cms/documents/not-a-uuid' })).statusCode).toBe(400);
    expect((await su.request({ method: 'GET', url: '/api/cms/sites/acme/documents' })).statusCode).toBe(400);
    expect((await su.request({ method: 'GET', url: '/api/cms/nothing-here' })).statusCode).toBe(404);
    expect((await su.request({ method: 'DELETE', url: '/api/cms/sites' })).statusCode).toBe(404);
  });

  it('serves the component catalogue with JSON schemas', async () => {
    const res = await su.request({ method: 'GET', url: '/api/cms/components' });
    const alert = res.json().components.find((c: { name: string }) => c.name === 'alert');
    expect(alert.interactive).toBe(true);
    expect(alert.schema.properties.intent.enum).toContain('assimilate');
  });
});
