import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { node, type Node } from '../../src/core/node';
import { listAudit } from '../../src/store';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
let su: Session;
let uma: Session;
beforeAll(async () => {
  t = await createTestApp();
  [su, uma] = await Promise.all([signIn(t.app, TEST_USERS.superUser), signIn(t.app, TEST_USERS.user)]);
});
afterAll(() => t.close());

const page = (text: string): Node => node('page-layout-no-banner', {}, { headerContent: [], main: [node('heading', { text, level: 2 })], footerContent: [] });
const headingOf = (doc: { draft: Node }) => doc.draft.slots.main![0]!.props.text;
const discard = (session: Session, id: string, revision: number) => session.request({ method: 'POST', url: `/api/cms/documents/${id}/discard-changes`, payload: { revision } });

async function create(text: string): Promise<{ id: string; draftRevision: number }> {
  const res = await su.request({ method: 'POST', url: '/api/cms/sites/ctaplan/documents', payload: { path: `/discard-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`, title: 'Live title', tree: page(text) } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().document;
}

describe('discard changes (issue 24 item 8b)', () => {
  it('makes the draft the live version again as a new revision, audited; a stale revision gets 409 with the current one', async () => {
    const doc = await create('Live words');
    expect((await su.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/publish`, payload: { revision: 1 } })).statusCode).toBe(200);
    const saved = await uma.request({ method: 'PUT', url: `/api/cms/documents/${doc.id}/draft`, payload: { revision: 1, title: 'Draft title', tree: page('Draft words') } });
    expect(saved.json().document.status).toBe('changed');

    const stale = await discard(uma, doc.id, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toBe(2);

    // A CMSTWO User may do it: it changes only the draft.
    const res = await discard(uma, doc.id, 2);
    expect(res.statusCode, res.body).toBe(200);
    const back = res.json().document;
    expect(back).toMatchObject({ status: 'published', title: 'Live title', draftRevision: 3, publishedVersion: 1 });
    expect(headingOf(back)).toBe('Live words');
    const entries = (await listAudit(t.db, { documentId: doc.id })).filter((e) => e.action === 'draft.discard');
    expect(entries.map((e) => [e.actor, e.detail])).toEqual([[TEST_USERS.user, { version: 1, fromRevision: 2, revision: 3 }]]);

    // Nothing left to discard: the draft stays as it is, unaudited.
    const again = await discard(uma, doc.id, 3);
    expect(again.json().document.draftRevision).toBe(3);
    expect((await listAudit(t.db, { documentId: doc.id })).filter((e) => e.action === 'draft.discard')).toHaveLength(1);
  });

  it('refuses a page that was never published, a bad body and an unknown page', async () => {
    const doc = await create('Never live');
    const res = await discard(uma, doc.id, 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('no live version');
    const bad = await uma.request({ method: 'POST', url: `/api/cms/documents/${doc.id}/discard-changes`, payload: { revision: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('/body/revision');
    expect((await discard(uma, '7e0b3c1e-95cd-4f5c-9a89-1a2b3c4d5e6f', 1)).statusCode).toBe(404);
  });
});
