import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow } from '../../src/core/contracts';
import { appendAudit } from '../../src/store';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, TEST_USERS.admin);
});
afterAll(() => t.close());

const PAGE_A = '11111111-1111-4111-8111-111111111111';
const PAGE_B = '22222222-2222-4222-8222-222222222222';

async function save(actor: string, documentId: string, revision: number): Promise<number> {
  const entry = await appendAudit(t.db, { actor, action: 'draft.save', site: 'nyse', documentId, path: documentId === PAGE_A ? '/fees' : '/rules', detail: { revision } });
  return entry.id;
}

async function list(query: string): Promise<{ entries: AuditRow[]; next: number | null }> {
  const res = await admin.request({ method: 'GET', url: `/api/cms/audit?site=nyse&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the audit log API', () => {
  it('names the editor who acted', async () => {
    await appendAudit(t.db, { actor: TEST_USERS.superUser, action: 'document.publish', site: 'nyse', documentId: PAGE_A, path: '/fees', detail: { version: 3, note: 'New fees' } });
    const { entries } = await list('action=document.publish&limit=1');
    expect(entries[0]).toMatchObject({ actor: TEST_USERS.superUser, actorName: 'Sam Super', detail: { version: 3 } });
  });

  it('folds consecutive draft saves of one page by one person into one row, and pages by whole rows', async () => {
    // Oldest first: Sam saves /fees 3 times, Uma saves /fees once, Sam saves /rules twice, then /fees 4 times.
    const ids: number[] = [];
    for (let r = 1; r <= 3; r++) ids.push(await save(TEST_USERS.superUser, PAGE_A, r));
    ids.push(await save(TEST_USERS.user, PAGE_A, 4));
    for (let r = 1; r <= 2; r++) ids.push(await save(TEST_USERS.superUser, PAGE_B, r));
    for (let r = 5; r <= 8; r++) ids.push(await save(TEST_USERS.superUser, PAGE_A, r));

    const folded = await list('action=draft.save&fold=true&limit=10');
    expect(folded.next).toBeNull();
    const shape = folded.entries.map((row) => [row.actor, row.path, row.folded?.length ?? 1]);
    expect(shape).toEqual([
      [TEST_USERS.superUser, '/fees', 4],
      [TEST_USERS.superUser, '/rules', 2],
      [TEST_USERS.user, '/fees', 1],
      [TEST_USERS.superUser, '/fees', 3],
    ]);
    // The row is its newest save; the folded saves are listed newest first.
    expect(folded.entries[0]!.id).toBe(ids[9]);
    expect(folded.entries[0]!.folded!.map((e) => e.detail.revision)).toEqual([8, 7, 6, 5]);
    expect(folded.entries[3]!.folded!.map((e) => e.id)).toEqual([ids[2], ids[1], ids[0]]);

    // Two rows a page: the cursor points past whole rows, so no run is split.
    const first = await list('action=draft.save&fold=true&limit=2');
    expect(first.entries.map((row) => row.folded?.length ?? 1)).toEqual([4, 2]);
    expect(first.next).toEqual(expect.any(String));
    const second = await list(`action=draft.save&fold=true&limit=2&cursor=${first.next}`);
    expect(second.entries.map((row) => row.folded?.length ?? 1)).toEqual([1, 3]);
    expect(second.next).toBeNull();

    // Without fold=true every entry is its own row, as before.
    const plain = await list('action=draft.save&limit=5');
    expect(plain.entries).toHaveLength(5);
    expect(plain.entries.every((row) => row.folded === undefined)).toBe(true);
    const rest = await list(`action=draft.save&limit=5&cursor=${plain.next}`);
    expect([...plain.entries, ...rest.entries].map((row) => row.id)).toEqual([...ids].reverse());
  });

  it('refuses a bad filter with 400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['action=Draft%20saved', '/query/action'],
      ['site=nowhere', '/query/site'],
      ['cursor=yesterday', '/query/cursor'],
      ['fold=yes', '/query/fold'],
      ['limit=0', '/query/limit'],
    ];
    for (const [query, path] of cases) {
      const res = await admin.request({ method: 'GET', url: `/api/cms/audit?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path), query).toContain(path);
      expect(res.json().message, query).toContain(path.replace('/query/', ''));
    }
  });
});
