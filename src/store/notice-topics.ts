import { isUuid } from '../core/node';
import type { Db } from './types';

/** A topic of a collection's managed list, with how many notices (drafts too) have it. */
export interface NoticeTopicRow {
  id: string;
  collection: string;
  name: string;
  notices: number;
  updatedBy: string | null;
  updatedAt: string;
}

interface Row {
  id: string;
  collection: string;
  name: string;
  notices: number;
  updated_by: string | null;
  updated_at: string;
}

const SELECT = `SELECT t.id, t.collection, t.name, t.updated_by, t.updated_at,
    (SELECT count(*)::int FROM notices n WHERE n.collection = t.collection AND n.topic = t.name) AS notices
  FROM notice_topics t`;

const toTopic = (r: Row): NoticeTopicRow => ({
  id: r.id,
  collection: r.collection,
  name: r.name,
  notices: Number(r.notices),
  updatedBy: r.updated_by,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** The topics of a collection (of every collection without one), by collection then name. */
export async function listNoticeTopicRows(db: Db, options: { collection?: string | undefined } = {}): Promise<NoticeTopicRow[]> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE ($1::text IS NULL OR t.collection = $1) ORDER BY t.collection, lower(t.name), t.name`, [options.collection ?? null]);
  return rows.map(toTopic);
}

/** One topic; `lock` holds it FOR UPDATE in the caller's transaction. Undefined when there is none. */
export async function getNoticeTopic(db: Db, options: { id: string; lock?: boolean }): Promise<NoticeTopicRow | undefined> {
  if (!isUuid(options.id)) return undefined;
  const { rows } = await db.query<Row>(`${SELECT} WHERE t.id = $1${options.lock ? ' FOR UPDATE OF t' : ''}`, [options.id]);
  return rows[0] && toTopic(rows[0]);
}

/** The topic of a collection with this name whatever its case (the list's spelling), or undefined. */
export async function findNoticeTopic(db: Db, options: { collection: string; name: string }): Promise<NoticeTopicRow | undefined> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE t.collection = $1 AND lower(t.name) = lower($2)`, [options.collection, options.name]);
  return rows[0] && toTopic(rows[0]);
}

/** Every collection's topic names, keyed `collection` → lower-case name → the list's spelling. */
export async function noticeTopicNames(db: Db): Promise<Map<string, Map<string, string>>> {
  const { rows } = await db.query<{ collection: string; name: string }>('SELECT collection, name FROM notice_topics');
  const names = new Map<string, Map<string, string>>();
  for (const r of rows) {
    const list = names.get(r.collection) ?? new Map<string, string>();
    list.set(r.name.toLowerCase(), r.name);
    names.set(r.collection, list);
  }
  return names;
}

/** Adds a topic; undefined when the collection has one of that name already (whatever its case). */
export async function insertNoticeTopic(db: Db, options: { collection: string; name: string; actor: string | null }): Promise<NoticeTopicRow | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO notice_topics (collection, name, created_by, updated_by) VALUES ($1, $2, $3, $3)
     ON CONFLICT (collection, lower(name)) DO NOTHING RETURNING id`,
    [options.collection, options.name, options.actor],
  );
  return rows[0] && getNoticeTopic(db, { id: rows[0].id });
}

/** Renames a topic and every notice of its collection that has it: how many notices changed, and how many of them are published. */
export async function renameNoticeTopic(
  db: Db,
  options: { id: string; collection: string; from: string; to: string; actor: string | null },
): Promise<{ notices: number; published: number }> {
  await db.query('UPDATE notice_topics SET name = $2, updated_by = $3, updated_at = now() WHERE id = $1', [options.id, options.to, options.actor]);
  const { rows } = await db.query<{ status: string }>(
    'UPDATE notices SET topic = $3, updated_at = now(), updated_by = $4 WHERE collection = $1 AND topic = $2 RETURNING status',
    [options.collection, options.from, options.to, options.actor],
  );
  return { notices: rows.length, published: rows.filter((r) => r.status === 'published').length };
}

/** Deletes a topic; whether there was one. */
export async function deleteNoticeTopic(db: Db, options: { id: string }): Promise<boolean> {
  if (!isUuid(options.id)) return false;
  const { rows } = await db.query('DELETE FROM notice_topics WHERE id = $1 RETURNING id', [options.id]);
  return rows.length > 0;
}
