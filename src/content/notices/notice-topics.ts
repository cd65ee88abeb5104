import type { CreateNoticeTopicBody, NoticeTopic } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import type { Db } from '../../store/types';
import { assertAllowed, EVERY_SITE, mayEdit, mayPublish, SOME_SITE } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';
import { archiveNoticesChanged } from '../archive/record';
import { noticesChanged } from './shared';

/**
 * The managed list of notice topics (issue 25 item 1), one per collection. Every editor reads
 * it (the notice form offers it); changing it is for Super Users and Admins of every site, as
 * notices show on every site (the rule of publishing notices). A topic that notices have is
 * renamed with them, and is not removed: 409 TOPIC_IN_USE says how many have it.
 */
const MANAGE = 'manage the topics of notices';
const TOPIC = (id: string) => `Topic ${id}`;

const toView = (row: store.NoticeTopicRow): NoticeTopic => ({ ...row, collection: row.collection as NoticeTopic['collection'] });

export async function listNoticeTopicList(ctx: ContentContext, { actor, collection }: { actor: Actor; collection?: string | undefined }): Promise<NoticeTopic[]> {
  assertAllowed(mayEdit(actor, SOME_SITE), actor, 'edit drafts', SOME_SITE);
  return (await store.listNoticeTopicRows(ctx.db, { collection })).map(toView);
}

export async function createNoticeTopic(ctx: ContentContext, { actor, collection, name }: { actor: Actor } & CreateNoticeTopicBody): Promise<NoticeTopic> {
  assertAllowed(mayPublish(actor, EVERY_SITE), actor, MANAGE, EVERY_SITE);
  const by = actorName(actor);
  return ctx.db.transaction(async (tx) => {
    const row = await store.insertNoticeTopic(tx, { collection, name, actor: by });
    if (!row) throw new TesseraError('ALREADY_EXISTS', { what: `The topic "${(await store.findNoticeTopic(tx, { collection, name }))?.name ?? name}" of ${collection}` });
    await store.appendAudit(tx, { actor: by, action: 'notice-topic.create', detail: { id: row.id, collection, name: row.name } });
    return toView(row);
  });
}

/** Renames a topic, and the notices that have it with it (published ones change on the sites at once). */
export async function renameNoticeTopic(ctx: ContentContext, { actor, id, name }: { actor: Actor; id: string; name: string }): Promise<NoticeTopic> {
  assertAllowed(mayPublish(actor, EVERY_SITE), actor, MANAGE, EVERY_SITE);
  const by = actorName(actor);
  const { topic, published } = await ctx.db.transaction(async (tx) => {
    const before = await store.getNoticeTopic(tx, { id, lock: true });
    if (!before) throw new TesseraError('NOT_FOUND', { what: TOPIC(id) });
    if (before.name === name) return { topic: before, published: 0 };
    const other = await store.findNoticeTopic(tx, { collection: before.collection, name });
    if (other && other.id !== id) throw new TesseraError('ALREADY_EXISTS', { what: `The topic "${other.name}" of ${before.collection}` });
    const changed = await store.renameNoticeTopic(tx, { id, collection: before.collection, from: before.name, to: name, actor: by });
    await store.appendAudit(tx, { actor: by, action: 'notice-topic.rename', detail: { id, collection: before.collection, from: before.name, name, notices: changed.notices } });
    if (changed.published > 0) await archiveNoticesChanged(ctx, tx, { actor });
    return { topic: (await store.getNoticeTopic(tx, { id }))!, published: changed.published };
  });
  if (published > 0) await noticesChanged(ctx);
  return toView(topic);
}

export async function deleteNoticeTopic(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<void> {
  assertAllowed(mayPublish(actor, EVERY_SITE), actor, MANAGE, EVERY_SITE);
  const by = actorName(actor);
  await ctx.db.transaction(async (tx) => {
    const topic = await store.getNoticeTopic(tx, { id, lock: true });
    if (!topic) throw new TesseraError('NOT_FOUND', { what: TOPIC(id) });
    if (topic.notices > 0) throw new TesseraError('TOPIC_IN_USE', { name: topic.name, count: topic.notices.toLocaleString('en-US'), collection: topic.collection });
    await store.deleteNoticeTopic(tx, { id });
    await store.appendAudit(tx, { actor: by, action: 'notice-topic.delete', detail: { id, collection: topic.collection, name: topic.name } });
  });
}

/** The choices an UNKNOWN_TOPIC message lists: the first few names of the collection's list. */
function choicesOf(list: ReadonlyMap<string, string> | undefined): string {
  const names = [...(list?.values() ?? [])].sort((a, b) => a.localeCompare(b));
  if (names.length === 0) return 'it has none yet';
  return names.length > 12 ? `${names.slice(0, 12).join(', ')}, …` : names.join(', ');
}

/**
 * A notice's topic as the list spells it ('' for none); 400 UNKNOWN_TOPIC naming the field when
 * its collection's list has no such topic. `names` is `store.noticeTopicNames`, read once.
 */
export function listedTopic(names: ReadonlyMap<string, ReadonlyMap<string, string>>, { collection, topic }: { collection: string; topic: string }): string {
  const wanted = topic.trim();
  if (wanted === '') return '';
  const list = names.get(collection);
  const found = list?.get(wanted.toLowerCase());
  if (found === undefined) throw new TesseraError('UNKNOWN_TOPIC', { topic: wanted, collection, choices: choicesOf(list) }, [{ path: '/body/topic', message: `"${wanted}" is not a topic of ${collection}: choose one of its list` }]);
  return found;
}

/** `listedTopic` in an operation's transaction. */
export async function checkNoticeTopic(tx: Db, notice: { collection: string; topic: string }): Promise<string> {
  if (notice.topic.trim() === '') return '';
  return listedTopic(await store.noticeTopicNames(tx), notice);
}
