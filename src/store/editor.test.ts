import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, node } from '../core/node';
import { everySite } from '../core/sites';
import { openTestDb } from '../../test/support/db';
import { deleteDocument, insertDocument } from './documents';
import { hashPassword } from './passwords';
import { leavePresence, listPresence, touchPresence } from './presence';
import { claimDueSchedule, deletePendingSchedule, failSchedule, finishSchedule, getSchedule, insertSchedule, lockPendingSchedule } from './schedules';
import { foreignKeyViolation, uniqueViolation } from './sql-errors';
import { createUser, updateUser } from './users';
import type { Db, DocumentRecord, User } from './types';

const HOUR = 3_600_000;
let db: Db;
let ann: User;
let bob: User;
let counter = 0;

beforeAll(async () => {
  db = await openTestDb();
  const passwordHash = await hashPassword('a long enough password');
  ann = await createUser(db, { email: 'ann@editor-store.test', name: 'Ann', role: 'CMSTWO Super User', passwordHash });
  bob = await createUser(db, { email: 'bob@editor-store.test', name: 'Bob', role: 'CMSTWO User', passwordHash });
});
afterAll(() => db.close());

async function newDocument(): Promise<DocumentRecord> {
  counter += 1;
  return insertDocument(db, {
    site: 'ice',
    path: `/editor-store-${counter}`,
    kind: 'page',
    title: 'Store',
    draft: node('page-layout', {}, { main: [] }),
    actor: ann.email,
  });
}

const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

async function failure(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => {
      throw new Error('Expected the call to fail, and it succeeded');
    },
    (e: unknown) => e,
  );
}

/** A pending schedule of Ann's for the document's current revision. */
function schedule(doc: DocumentRecord, at: string, note: string | null = null) {
  return insertSchedule(db, { documentId: doc.id, at, note, revision: doc.draftRevision, userId: ann.id, actor: ann.email });
}

describe('schedules', () => {
  it('keeps at most one pending schedule per document: a replacement deletes the pending one first', async () => {
    const doc = await newDocument();
    const first = await schedule(doc, inHours(1), 'First');
    expect(first).toMatchObject({ documentId: doc.id, status: 'pending', note: 'First', revision: doc.draftRevision, scheduledBy: ann.email, userId: ann.id });
    expect(uniqueViolation(await failure(schedule(doc, inHours(2))))).toBe('publish_schedules_pending_key');
    const second = await db.transaction(async (tx) => {
      await lockPendingSchedule(tx, { documentId: doc.id });
      const replaced = await deletePendingSchedule(tx, { documentId: doc.id });
      expect(replaced).toEqual({ schedule: first, site: 'ice', path: doc.path });
      return insertSchedule(tx, { documentId: doc.id, at: inHours(2), note: null, revision: doc.draftRevision, userId: ann.id, actor: ann.email });
    });
    expect(await getSchedule(db, { documentId: doc.id })).toEqual(second);
  });

  it('deletes the pending schedule, and answers undefined when there is none', async () => {
    const doc = await newDocument();
    await schedule(doc, inHours(1));
    expect((await deletePendingSchedule(db, { documentId: doc.id }))?.schedule.documentId).toBe(doc.id);
    expect(await getSchedule(db, { documentId: doc.id })).toBeUndefined();
    expect(await deletePendingSchedule(db, { documentId: doc.id })).toBeUndefined();
    expect(await deletePendingSchedule(db, { documentId: 'not-a-uuid' })).toBeUndefined();
    expect(foreignKeyViolation(await failure(insertSchedule(db, { documentId: newId(), at: inHours(1), note: null, revision: 1, userId: ann.id, actor: ann.email })))).toBeDefined();
    expect(await getSchedule(db, { documentId: 'not-a-uuid' })).toBeUndefined();
  });

  it('claims only due, pending schedules, earliest first, with the document and the user as they are now', async () => {
    const early = await newDocument();
    const late = await newDocument();
    const notYet = await newDocument();
    await schedule(late, inHours(2));
    await schedule(early, inHours(1));
    await schedule(notYet, inHours(10));
    const now = new Date(Date.now() + 3 * HOUR);

    const claimed: string[] = [];
    for (;;) {
      const due = await db.transaction(async (tx) => {
        const found = await claimDueSchedule(tx, { now, claimedBy: 'test' });
        if (found) await finishSchedule(tx, { id: found.schedule.id, version: 1 });
        return found;
      });
      if (!due) break;
      claimed.push(due.schedule.documentId);
      expect(due.user).toMatchObject({ id: ann.id, email: ann.email, roles: everySite('CMSTWO Super User'), disabled: false });
      expect(due.site).toBe('ice');
      // The draft is read when publishing locks the document row, never with the claim.
      expect(due).not.toHaveProperty('draft');
    }
    expect(claimed.filter((id) => [early.id, late.id, notYet.id].includes(id))).toEqual([early.id, late.id]);
    expect(await getSchedule(db, { documentId: early.id })).toMatchObject({ status: 'published', version: 1, claimedBy: 'test' });
    expect(await getSchedule(db, { documentId: notYet.id })).toMatchObject({ status: 'pending', claimedBy: null });
    await deletePendingSchedule(db, { documentId: notYet.id });
  });

  it('leaves a claim that was rolled back (a crash before commit) pending for the next run', async () => {
    const doc = await newDocument();
    await schedule(doc, inHours(1));
    const now = new Date(Date.now() + 2 * HOUR);
    await expect(
      db.transaction(async (tx) => {
        expect(await claimDueSchedule(tx, { now, claimedBy: 'crashing' })).toBeDefined();
        throw new Error('the process died');
      }),
    ).rejects.toThrow('the process died');
    expect(await getSchedule(db, { documentId: doc.id })).toMatchObject({ status: 'pending', claimedBy: null });
    const retried = await db.transaction(async (tx) => {
      const due = await claimDueSchedule(tx, { now, claimedBy: 'next' });
      await failSchedule(tx, { id: due!.schedule.id, error: 'Invalid page tree: reasons' });
      return due;
    });
    expect(retried!.schedule.documentId).toBe(doc.id);
    expect(await getSchedule(db, { documentId: doc.id })).toMatchObject({ status: 'failed', error: 'Invalid page tree: reasons', claimedBy: 'next' });
    // A failed schedule is shown until a new one is made, and is never claimed again.
    expect(await db.transaction((tx) => claimDueSchedule(tx, { now, claimedBy: 'again' }))).toBeUndefined();
  });

  it('goes with its document', async () => {
    const doc = await newDocument();
    await schedule(doc, inHours(1));
    await deleteDocument(db, { id: doc.id });
    expect(await getSchedule(db, { documentId: doc.id })).toBeUndefined();
  });
});

describe('presence', () => {
  const WINDOW = 60_000;

  it('lists the others seen within the window, with the time they arrived', async () => {
    const doc = await newDocument();
    await touchPresence(db, { documentId: doc.id, userId: ann.id, windowMs: WINDOW });
    await touchPresence(db, { documentId: doc.id, userId: bob.id, windowMs: WINDOW });
    const forAnn = await listPresence(db, { documentId: doc.id, windowMs: WINDOW, exceptUserId: ann.id });
    expect(forAnn.map((p) => [p.email, p.name])).toEqual([[bob.email, 'Bob']]);
    expect((await listPresence(db, { documentId: doc.id, windowMs: WINDOW })).map((p) => p.email)).toEqual([ann.email, bob.email]);

    const since = forAnn[0]!.since;
    await touchPresence(db, { documentId: doc.id, userId: bob.id, windowMs: WINDOW });
    expect((await listPresence(db, { documentId: doc.id, windowMs: WINDOW, exceptUserId: ann.id }))[0]!.since).toBe(since);

    await db.query(`UPDATE editor_presence SET seen_at = now() - interval '2 minutes', since = now() - interval '1 hour' WHERE user_id = $1`, [bob.id]);
    expect(await listPresence(db, { documentId: doc.id, windowMs: WINDOW, exceptUserId: ann.id })).toEqual([]);
    await touchPresence(db, { documentId: doc.id, userId: bob.id, windowMs: WINDOW });
    const back = await listPresence(db, { documentId: doc.id, windowMs: WINDOW, exceptUserId: ann.id });
    expect(Date.parse(back[0]!.since)).toBeGreaterThan(Date.now() - WINDOW);

    await leavePresence(db, { documentId: doc.id, userId: bob.id });
    expect(await listPresence(db, { documentId: doc.id, windowMs: WINDOW, exceptUserId: ann.id })).toEqual([]);
  });

  it('hides disabled users, forgets day-old heartbeats and fails on an unknown document', async () => {
    const doc = await newDocument();
    const carl = await createUser(db, { email: 'carl@editor-store.test', name: 'Carl', role: 'CMSTWO User', passwordHash: await hashPassword('a long enough password') });
    await touchPresence(db, { documentId: doc.id, userId: carl.id, windowMs: WINDOW });
    await updateUser(db, { id: carl.id, disabled: true });
    expect(await listPresence(db, { documentId: doc.id, windowMs: WINDOW })).toEqual([]);

    await touchPresence(db, { documentId: doc.id, userId: bob.id, windowMs: WINDOW });
    await db.query(`UPDATE editor_presence SET seen_at = now() - interval '2 days' WHERE document_id = $1 AND user_id = $2`, [doc.id, bob.id]);
    await touchPresence(db, { documentId: doc.id, userId: ann.id, windowMs: WINDOW });
    const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM editor_presence WHERE document_id = $1', [doc.id]);
    expect(rows.map((r) => r.user_id)).not.toContain(bob.id);

    expect(foreignKeyViolation(await failure(touchPresence(db, { documentId: newId(), userId: ann.id, windowMs: WINDOW })))).toBeDefined();
    expect(await listPresence(db, { documentId: 'nope', windowMs: WINDOW })).toEqual([]);
  });
});
