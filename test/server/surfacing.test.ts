import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { node, type Node } from '../../src/core/node';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
let admin: Session;

async function publishPage(path: string, title: string, seo: Record<string, unknown>, main: Node[] = [node('heading', { text: title, level: 1 })]) {
  const created = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path, title, seo, tree: node('page-layout', {}, { main }) } });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().document.id as string;
  expect((await admin.request({ method: 'POST', url: `/api/cms/documents/${id}/publish`, payload: { revision: created.json().document.draftRevision } })).statusCode).toBe(200);
  return id;
}

/** The listed titles, in order, of the listing page. */
async function listed(path: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: path, headers: { host: 'nyse.localhost' } });
  return [...res.body.matchAll(/class="t-content-surfacing__title"><a href="[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]!);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, TEST_USERS.admin);
  await publishPage('/outlook/rates', 'Rates outlook', { tags: ['outlook'], category: 'Research', subtitle: 'Treasuries', description: 'Where rates go next.' });
  await publishPage('/outlook/equities', 'Equities outlook', { tags: ['outlook', 'equities'] });
  await publishPage('/outlook/untagged', 'About our research', {});
  const coded = await publishPage('/outlook/members', 'Members outlook', { tags: ['outlook'] });
  await admin.request({ method: 'PUT', url: `/api/cms/documents/${coded}/access-code`, payload: { code: 'members only' } });
});
afterAll(() => t.close());

describe('content surfacing lists published pages chosen by tags', () => {
  it('newest first, pinned first, never access-coded pages or itself, up to tiles × rows', async () => {
    await publishPage('/outlook', 'Outlook', { tags: ['outlook'] }, [
      node('content-surfacing', { tagIds: [{ id: 'outlook' }], tilesPerRow: 3, numberOfRows: 1, pinnedLinkIds: [{ path: '/outlook/untagged' }] }),
    ]);
    expect(await listed('/outlook')).toEqual(['About our research', 'Equities outlook', 'Rates outlook']);
    const page = await t.app.inject({ method: 'GET', url: '/outlook', headers: { host: 'nyse.localhost' } });
    expect(page.body).toContain('<span class="t-content-surfacing__category">Research</span>');
    expect(page.body).toContain('Where rates go next.');
    expect(page.body).not.toContain('Members outlook');
  });

  it('orders by title or oldest first when asked', async () => {
    await publishPage('/outlook/by-title', 'By title', {}, [node('content-surfacing', { tagIds: [{ id: 'outlook' }], criteria: 'title', tilesPerRow: 6 })]);
    expect(await listed('/outlook/by-title')).toEqual(['Equities outlook', 'Outlook', 'Rates outlook']);
    await publishPage('/outlook/oldest', 'Oldest', {}, [node('content-surfacing', { tagIds: [{ id: 'equities' }, { id: 'outlook' }], criteria: 'oldest', tilesPerRow: 2, numberOfRows: 1 })]);
    expect(await listed('/outlook/oldest')).toEqual(['Rates outlook', 'Equities outlook']);
  });

  it('publishing a page updates every listing that shows it, even one already cached', async () => {
    const before = await listed('/outlook/by-title');
    expect(before).not.toContain('Agriculture outlook');
    await publishPage('/outlook/agriculture', 'Agriculture outlook', { tags: ['outlook'] });
    expect(await listed('/outlook/by-title')).toEqual(['Agriculture outlook', ...before]);
  });
});
