// Issue 16 point 6: History also lists recent draft saves, to compare with and restore from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { node, type Node } from '../../src/core/node';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
let su: Session;
let uma: Session;
beforeAll(async () => {
  t = await createTestApp();
  [su, uma] = await Promise.all([signIn(t.app, TEST_USERS.superUser), signIn(t.app, TEST_USERS.user)]);
});
afterAll(() => t.close());

let counter = 0;
const page = (text: string): Node =>
  node('page-layout', {}, { headerContent: [node('include', { path: '/header' })], main: [node('heading', { text, level: 2 })], footerContent: [node('include', { path: '/footer' })] });
const headingOf = (tree: Node) => tree.slots.main?.[0]?.props.text;

interface Doc {
  id: string;
  draftRevision: number;
  draft: Node;
}

async function createDoc(session: Session, payload: Record<string, unknown>): Promise<Doc> {
  const res = await session.request({ method: 'POST', url: '/api/cms/sites/ice/documents', payload: { path: `/draft-saves-${Date.now()}-${++counter}`, title: 'Draft saves', ...payload } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().document as Doc;
}

async function save(session: Session, doc: Doc, tree: Node): Promise<Doc> {
  const res = await session.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: doc.draftRevision, tree } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().document as Doc;
}

describe('draft saves over the API', () => {
  it('lists the saves of a draft newest first, gives one with its tree, and restores it on top of the current revision', async () => {
    let doc = await createDoc(uma, { tree: page('Created') });
    doc = await save(uma, doc, page('First edit'));
    doc = await save(uma, doc, page('Second edit'));

    const list = await uma.request({ method: 'GET', url: `/api/cms/documents/${doc.id}/draft-saves` });
    expect(list.statusCode).toBe(200);
    const saves = list.json().saves as { revision: number; savedBy: string; savedAt: string; title: string; path: string }[];
    expect(saves.map((s) => s.revision)).toEqual([3, 2]);
    expect(saves[0]).toMatchObject({ savedBy: TEST_USERS.user, title: 'Draft saves' });
    expect(Object.keys(saves[0]!).sort()).toEqual(['documentId', 'path', 'revision', 'savedAt', 'savedBy', 'title']);

    const one = await uma.request({ method: 'GET', url: `/api/cms/documents/${doc.id}/draft-saves/2` });
    expect(one.statusCode).toBe(200);
    expect(headingOf(one.json().save.tree)).toBe('First edit');

    const restored = await uma.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/draft-saves/2/restore`, payload: { baseRevision: 3 } });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().document.draftRevision).toBe(4);
    expect(headingOf(restored.json().document.draft)).toBe('First edit');
    const after = await uma.request({ method: 'GET', url: `/api/cms/documents/${doc.id}/draft-saves` });
    expect((after.json().saves as { revision: number }[]).map((s) => s.revision)).toEqual([4, 3, 2]);
  });

  it('answers 409 CONFLICT with the current revision when someone saved meanwhile, and changes nothing', async () => {
    let doc = await createDoc(uma, { tree: page('Created') });
    doc = await save(uma, doc, page('Mine'));
    doc = await save(su, doc, page('Theirs'));
    const res = await uma.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/draft-saves/2/restore`, payload: { baseRevision: 2 } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'CONFLICT', current: 3 });
    const now = await uma.request({ method: 'GET', url: `/api/cms/documents/${doc.id}` });
    expect(headingOf(now.json().document.draft)).toBe('Theirs');
  });

  it('answers 404 for an unknown document or a save that is not kept', async () => {
    const doc = await createDoc(uma, { tree: page('Created') });
    const unknown = '3f1c7a52-6b7e-4a0e-9d55-0f3f8b8f6c21';
    for (const url of [`/api/cms/documents/${unknown}/draft-saves`, `/api/cms/documents/${unknown}/draft-saves/2`, `/api/cms/documents/${doc.id}/draft-saves/7`]) {
      const res = await uma.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe('NOT_FOUND');
    }
    const restore = await uma.request({ method: 'POST', url: `/api/cms/documents/${unknown}/draft-saves/2/restore`, payload: { baseRevision: 1 } });
    expect(restore.statusCode).toBe(404);
    const gone = await uma.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/draft-saves/7/restore`, payload: { baseRevision: 1 } });
    expect(gone.statusCode).toBe(404);
  });

  it('answers 400 naming the field for a bad revision', async () => {
    const doc = await createDoc(uma, { tree: page('Created') });
    const cases = [
      { url: `/api/cms/documents/${doc.id}/draft-saves/0/restore`, payload: { baseRevision: 1 }, field: 'revision' },
      { url: `/api/cms/documents/${doc.id}/draft-saves/two/restore`, payload: { baseRevision: 1 }, field: 'revision' },
      { url: `/api/cms/documents/${doc.id}/draft-saves/2/restore`, payload: { baseRevision: 'latest' }, field: 'baseRevision' },
      { url: `/api/cms/documents/${doc.id}/draft-saves/2/restore`, payload: {}, field: 'baseRevision' },
    ];
    for (const { url, payload, field } of cases) {
      const res = await uma.request({ method: 'POST', url, payload });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.body).toContain(field);
    }
    expect((await uma.request({ method: 'GET', url: `/api/cms/documents/${doc.id}/draft-saves/x` })).statusCode).toBe(400);
  });

  it('lets every editor read the saves of a partial, and only Super Users and Admins restore them (403)', async () => {
    let partial = await createDoc(su, { kind: 'partial', tree: node('fragment', {}, { content: [node('heading', { text: 'Part one', level: 2 })] }) });
    partial = await save(su, partial, node('fragment', {}, { content: [node('heading', { text: 'Part two', level: 2 })] }));
    partial = await save(su, partial, node('fragment', {}, { content: [node('heading', { text: 'Part three', level: 2 })] }));
    expect((await uma.request({ method: 'GET', url: `/api/cms/documents/${partial.id}/draft-saves` })).statusCode).toBe(200);
    const refused = await uma.request({ method: 'POST', url: `/api/cms/documents/${partial.id}/draft-saves/2/restore`, payload: { baseRevision: 3 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('FORBIDDEN');
    const allowed = await su.request({ method: 'POST', url: `/api/cms/documents/${partial.id}/draft-saves/2/restore`, payload: { baseRevision: 3 } });
    expect(allowed.statusCode).toBe(200);
  });

  it('is for signed-in editors only', async () => {
    const doc = await createDoc(uma, { tree: page('Created') });
    const res = await t.app.inject({ method: 'GET', url: `/api/cms/documents/${doc.id}/draft-saves` });
    expect(res.statusCode).toBe(401);
  });
});
