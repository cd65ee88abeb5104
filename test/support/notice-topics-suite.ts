import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testRenderer } from './archive';
import { registry } from '../../src/components/registry';
import {
  createContentContext,
  createNotice,
  createNoticeTopic,
  deleteNoticeTopic,
  importNotices,
  listNoticeTopicList,
  renameNoticeTopic,
  setNoticeStatus,
  updateNotice,
  userActor,
  type ContentContext,
  type UserActor,
} from '../../src/content';
import type { CreateNoticeBody } from '../../src/core/contracts';
import { TesseraError } from '../../src/core/errors';
import { newId } from '../../src/core/node';
import { DEMO_NOTICE_TOPICS } from '../../src/cli/seed/notices';
import { insertNoticeTopic, listAudit } from '../../src/store';
import type { Db } from '../../src/store/types';

let counter = 0;
const fresh = (prefix: string) => `${prefix} ${process.pid}-${Date.now()}-${++counter}`;

async function failure(work: Promise<unknown>): Promise<TesseraError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TesseraError);
  return error as TesseraError;
}

/**
 * The managed list of notice topics (issue 25 item 1) on every engine: the demo topics the
 * migration seeds, adding, renaming (with the notices that have the topic) and removing (refused
 * while notices have it), who may, their audit entries, and notices refused a topic that is not
 * on their collection's list (create, update, import).
 */
export function describeNoticeTopicsSuite(name: string, open: () => Promise<Db>): void {
  describe(name, () => {
    let db: Db;
    let ctx: ContentContext;
    let superUser: UserActor;
    let user: UserActor;

    beforeEach(async () => {
      db = await open();
      // What the migration seeds (a harness that empties every table between tests removes it).
      for (const [collection, names] of Object.entries(DEMO_NOTICE_TOPICS)) for (const name of names) await insertNoticeTopic(db, { collection, name, actor: null });
      ctx = createContentContext({ db, registry, archive: testRenderer, changes: { contentChanged: async () => {}, sitesChanged: async () => {} } });
      superUser = userActor({ id: newId(), email: `${fresh('super').replace(/\W/g, '')}@topics.test`, name: 'Sue Super', role: 'CMSTWO Super User' });
      user = userActor({ id: newId(), email: `${fresh('user').replace(/\W/g, '')}@topics.test`, name: 'Uli User', role: 'CMSTWO User' });
    });
    afterEach(() => db.close());

    const notice = (input: Partial<CreateNoticeBody> = {}): CreateNoticeBody => ({
      collection: 'exchange-circulars',
      noticeNumber: fresh('T').replace(/\s/g, '-').slice(0, 40),
      title: 'Closing auction collars',
      name: '',
      topic: '',
      market: 'NYSE',
      jurisdiction: 'US',
      circularType: 'Trader Update',
      pubDate: '2026-03-02',
      filePath: '',
      url: '',
      rules: '',
      sortOrder: 0,
      body: '',
      ...input,
    });

    it('starts with the demo topics of each collection, which every editor reads', async () => {
      const topics = await listNoticeTopicList(ctx, { actor: user, collection: 'exchange-circulars' });
      expect(topics.map((t) => t.name)).toEqual(expect.arrayContaining(['Fees', 'Market Data', 'Trading', 'Trading Hours']));
      expect(topics.every((t) => t.collection === 'exchange-circulars')).toBe(true);
      const all = await listNoticeTopicList(ctx, { actor: user });
      expect(new Set(all.map((t) => t.collection))).toEqual(new Set(['exchange-circulars', 'clearing-notices', 'information-memos', 'regulatory-bulletins', 'mers-documents', 'rule-book']));
      expect(all.find((t) => t.collection === 'clearing-notices' && t.name === 'Margin')).toBeDefined();
    });

    it('adds a topic once per collection whatever its case, and records who did', async () => {
      const name = fresh('Auctions');
      const added = await createNoticeTopic(ctx, { actor: superUser, collection: 'exchange-circulars', name });
      expect(added).toMatchObject({ collection: 'exchange-circulars', name, notices: 0, updatedBy: superUser.email });
      expect((await listNoticeTopicList(ctx, { actor: user, collection: 'exchange-circulars' })).map((t) => t.name)).toContain(name);
      const again = await failure(createNoticeTopic(ctx, { actor: superUser, collection: 'exchange-circulars', name: name.toUpperCase() }));
      expect(again.code).toBe('ALREADY_EXISTS');
      expect(again.status).toBe(409);
      expect(again.message).toBe(`The topic "${name}" of exchange-circulars already exists`);
      // Another collection has its own list.
      expect((await createNoticeTopic(ctx, { actor: superUser, collection: 'clearing-notices', name })).collection).toBe('clearing-notices');
      const [entry] = await listAudit(db, { action: 'notice-topic.create', limit: 1 });
      expect(entry).toMatchObject({ actor: superUser.email, detail: { collection: 'clearing-notices', name } });
    });

    it('lets only Super Users and Admins of every site change the list', async () => {
      const forbidden = await failure(createNoticeTopic(ctx, { actor: user, collection: 'exchange-circulars', name: fresh('Mine') }));
      expect(forbidden.status).toBe(403);
      expect(forbidden.message).toBe('Your role on every site (CMSTWO User) may not manage the topics of notices');
      const topic = await createNoticeTopic(ctx, { actor: superUser, collection: 'exchange-circulars', name: fresh('Shared') });
      expect((await failure(renameNoticeTopic(ctx, { actor: user, id: topic.id, name: 'Other' }))).status).toBe(403);
      expect((await failure(deleteNoticeTopic(ctx, { actor: user, id: topic.id }))).status).toBe(403);
      const halfway = userActor({ id: newId(), email: 'half@topics.test', name: 'Half', roles: { ice: 'CMSTWO Admin', nyse: 'CMSTWO User' } });
      expect((await failure(deleteNoticeTopic(ctx, { actor: halfway, id: topic.id }))).status).toBe(403);
    });

    it('refuses a notice whose topic is not on its collection’s list, naming the field, and keeps the list’s spelling', async () => {
      const unknown = await failure(createNotice(ctx, { actor: user, ...notice({ topic: 'Holidays' }) }));
      expect(unknown.code).toBe('UNKNOWN_TOPIC');
      expect(unknown.status).toBe(400);
      expect(unknown.message).toMatch(/^topic: "Holidays" is not a topic of exchange-circulars; choose one of its list \(.*Trading Hours.*\)/);
      expect(unknown.issues).toEqual([{ path: '/body/topic', message: '"Holidays" is not a topic of exchange-circulars: choose one of its list' }]);
      // Margin is a clearing notices topic, not an exchange circulars one.
      expect((await failure(createNotice(ctx, { actor: user, ...notice({ topic: 'Margin' }) }))).code).toBe('UNKNOWN_TOPIC');
      const created = await createNotice(ctx, { actor: user, ...notice({ topic: 'trading hours' }) });
      expect(created.topic).toBe('Trading Hours');
      expect((await createNotice(ctx, { actor: user, ...notice() })).topic).toBe('');

      expect((await failure(updateNotice(ctx, { actor: user, id: created.id, patch: { topic: 'Nonsense' } }))).code).toBe('UNKNOWN_TOPIC');
      // Moving it to a collection whose list lacks its topic.
      expect((await failure(updateNotice(ctx, { actor: user, id: created.id, patch: { collection: 'clearing-notices' } }))).code).toBe('UNKNOWN_TOPIC');
      const moved = await updateNotice(ctx, { actor: user, id: created.id, patch: { collection: 'clearing-notices', topic: 'margin' } });
      expect(moved).toMatchObject({ collection: 'clearing-notices', topic: 'Margin' });
      // Other changes leave the topic alone.
      expect((await updateNotice(ctx, { actor: user, id: created.id, patch: { title: 'Margin rates' } })).topic).toBe('Margin');
    });

    it('renames a topic with every notice that has it, and refuses a name the list has', async () => {
      const topic = await createNoticeTopic(ctx, { actor: superUser, collection: 'information-memos', name: fresh('Holiday') });
      const draft = await createNotice(ctx, { actor: user, ...notice({ collection: 'information-memos', topic: topic.name }) });
      const live = await createNotice(ctx, { actor: user, ...notice({ collection: 'information-memos', topic: topic.name }) });
      await setNoticeStatus(ctx, { actor: superUser, id: live.id, status: 'published' });
      expect((await listNoticeTopicList(ctx, { actor: user, collection: 'information-memos' })).find((t) => t.id === topic.id)?.notices).toBe(2);

      const taken = await failure(renameNoticeTopic(ctx, { actor: superUser, id: topic.id, name: 'regulation' }));
      expect(taken.code).toBe('ALREADY_EXISTS');
      expect(taken.message).toBe('The topic "Regulation" of information-memos already exists');
      expect((await failure(renameNoticeTopic(ctx, { actor: superUser, id: newId(), name: 'X' }))).code).toBe('NOT_FOUND');

      const name = fresh('Trading Hours');
      const renamed = await renameNoticeTopic(ctx, { actor: superUser, id: topic.id, name });
      expect(renamed).toMatchObject({ id: topic.id, name, notices: 2 });
      const after = await listNoticeTopicList(ctx, { actor: user, collection: 'information-memos' });
      expect(after.some((t) => t.name === topic.name)).toBe(false);
      const { rows } = await db.query<{ id: string; topic: string }>('SELECT id, topic FROM notices WHERE id = ANY($1::uuid[]) ORDER BY id', [[draft.id, live.id]]);
      expect(rows.map((r) => r.topic)).toEqual([name, name]);
      const [entry] = await listAudit(db, { action: 'notice-topic.rename', limit: 1 });
      expect(entry).toMatchObject({ actor: superUser.email, detail: { collection: 'information-memos', from: topic.name, name, notices: 2 } });
      // A change of case only is a rename too.
      expect((await renameNoticeTopic(ctx, { actor: superUser, id: topic.id, name: name.toUpperCase() })).name).toBe(name.toUpperCase());
    });

    it('removes a topic only when no notice has it (409 saying how many do)', async () => {
      const topic = await createNoticeTopic(ctx, { actor: superUser, collection: 'regulatory-bulletins', name: fresh('Sanctions') });
      const used = await createNotice(ctx, { actor: user, ...notice({ collection: 'regulatory-bulletins', topic: topic.name }) });
      const inUse = await failure(deleteNoticeTopic(ctx, { actor: superUser, id: topic.id }));
      expect(inUse.code).toBe('TOPIC_IN_USE');
      expect(inUse.status).toBe(409);
      expect(inUse.message).toBe(`"${topic.name}" is the topic of 1 notice(s) in regulatory-bulletins: give them another topic first, or rename the topic instead`);

      await updateNotice(ctx, { actor: user, id: used.id, patch: { topic: 'Reporting' } });
      await deleteNoticeTopic(ctx, { actor: superUser, id: topic.id });
      expect((await listNoticeTopicList(ctx, { actor: user, collection: 'regulatory-bulletins' })).some((t) => t.id === topic.id)).toBe(false);
      const [entry] = await listAudit(db, { action: 'notice-topic.delete', limit: 1 });
      expect(entry).toMatchObject({ actor: superUser.email, detail: { id: topic.id, collection: 'regulatory-bulletins', name: topic.name } });
      expect((await failure(deleteNoticeTopic(ctx, { actor: superUser, id: topic.id }))).code).toBe('NOT_FOUND');
    });

    it('reports each imported row whose topic is not on its collection’s list, by line, and imports nothing', async () => {
      const csv = [
        'collection,notice_number,title,pub_date,topic',
        `clearing-notices,${fresh('IMP').replace(/\s/g, '-')},Margin rates,2026-03-02,margin`,
        `clearing-notices,${fresh('IMP').replace(/\s/g, '-')},Holiday hours,2026-03-03,Holidays`,
        `exchange-circulars,${fresh('IMP').replace(/\s/g, '-')},Price List,2026-03-04,Fees`,
      ].join('\n');
      const report = await importNotices(ctx, { actor: superUser, csv, dryRun: false, publish: false });
      expect(report.created).toBe(0);
      expect(report.errors).toEqual([{ line: 3, message: expect.stringMatching(/^topic: "Holidays" is not a topic of clearing-notices; choose one of its list \(/) }]);
      const good = await importNotices(ctx, { actor: superUser, csv: csv.replace('Holidays', 'Operations'), dryRun: false, publish: false });
      expect(good).toMatchObject({ created: 3, errors: [] });
      const { rows } = await db.query<{ topic: string }>("SELECT topic FROM notices WHERE title = 'Margin rates' AND collection = 'clearing-notices'");
      expect(rows.map((r) => r.topic)).toContain('Margin');
    });
  });
}
