import type { CountedPage, NotificationAlertView, NoticeRecord, NoticeView, PageRequest } from '../core/contracts';
import { formatDate } from '../core/time';
import { newId } from '../core/node';
import { containsPattern, countedKeysetPage, type Keyset } from './paging';
import type { Db } from './types';

interface NoticeRow {
  id: string;
  collection: NoticeView['collection'];
  notice_number: string;
  title: string;
  name: string;
  topic: string;
  market: string;
  jurisdiction: string;
  circular_type: string;
  pub_date: string;
  file_path: string;
  url: string;
  rules: string;
  sort_order: number;
  body: string;
  status: 'draft' | 'published';
  updated_at: string;
  updated_by: string | null;
  total?: number;
}

const COLUMNS = `id, collection, notice_number, title, name, topic, market, jurisdiction, circular_type, pub_date, file_path, url, rules,
  sort_order, body, status, updated_at, updated_by`;

function toView(row: NoticeRow): NoticeView {
  return {
    pubDate: row.pub_date,
    formattedPubDate: formatDate(row.pub_date, 'short'),
    name: row.name,
    noticeNumber: row.notice_number,
    title: row.title,
    topic: row.topic,
    filePath: row.file_path,
    url: row.url,
    rules: row.rules,
    sortOrder: row.sort_order,
    collection: row.collection,
    market: row.market,
    jurisdiction: row.jurisdiction,
    circularType: row.circular_type,
  };
}

function toRecord(row: NoticeRow): NoticeRecord {
  return { ...toView(row), id: row.id, body: row.body, status: row.status, updatedAt: row.updated_at, updatedBy: row.updated_by };
}

/** The notices' own order: the rule book by its sort order, everything else newest first. */
function orderFor(collections: readonly string[]): string {
  return collections.length > 0 && collections.every((c) => c === 'rule-book') ? 'sort_order, notice_number' : 'pub_date DESC, notice_number DESC';
}

/** Matches are counted exactly up to this many (or to the end of the page asked for); past it the count says "at least". */
export const NOTICE_COUNT_CAP = 1_000;

/**
 * Published notices of some collections, filtered by year, topic and free text (web search
 * syntax through `websearch_to_tsquery`: never a pattern), a page at a time. The page and the
 * count are separate statements, so a common word's thousands of matches are never sorted:
 * the planner walks the date index for the page, and the count stops at NOTICE_COUNT_CAP or
 * the end of the page, whichever is further (so a page's rows never outnumber its total).
 */
export async function searchNotices(
  db: Db,
  options: { collections: readonly string[]; year?: number; topic?: string; q?: string; page: number; pageSize: number },
): Promise<{ total: number; capped: boolean; results: NoticeView[] }> {
  const where = `WHERE status = 'published' AND collection = ANY($1::text[])
    AND ($2::integer IS NULL OR pub_date >= make_date($2, 1, 1) AND pub_date < make_date($2 + 1, 1, 1))
    AND ($3::text IS NULL OR topic = $3)
    AND ($4::text IS NULL OR search @@ websearch_to_tsquery('english', $4))`;
  const params = [options.collections, options.year ?? null, options.topic ?? null, options.q ?? null];
  const { rows } = await db.query<NoticeRow>(`SELECT ${COLUMNS} FROM notices ${where} ORDER BY ${orderFor(options.collections)} LIMIT $5 OFFSET $6`, [
    ...params,
    options.pageSize,
    (options.page - 1) * options.pageSize,
  ]);
  const cap = Math.max(NOTICE_COUNT_CAP, options.page * options.pageSize);
  const count = await db.query<{ total: number }>(`SELECT count(*) AS total FROM (SELECT 1 FROM notices ${where} LIMIT $5) AS m`, [...params, cap + 1]);
  const total = Number(count.rows[0]!.total);
  return { total: Math.min(total, cap), capped: total > cap, results: rows.map(toView) };
}

export async function noticeYears(db: Db, options: { collections: readonly string[]; jurisdiction?: string }): Promise<number[]> {
  const { rows } = await db.query<{ year: number }>(
    `SELECT DISTINCT extract(year FROM pub_date)::integer AS year FROM notices
     WHERE status = 'published' AND collection = ANY($1::text[]) AND ($2::text IS NULL OR jurisdiction = $2) ORDER BY 1`,
    [options.collections, options.jurisdiction ?? null],
  );
  return rows.map((r) => r.year);
}

/** Distinct non-empty values of a filter column among published notices. */
export async function noticeValues(db: Db, options: { collections: readonly string[]; column: 'topic' | 'market' }): Promise<string[]> {
  const column = options.column === 'topic' ? 'topic' : 'market';
  const { rows } = await db.query<{ value: string }>(
    `SELECT DISTINCT ${column} AS value FROM notices WHERE status = 'published' AND collection = ANY($1::text[]) AND ${column} <> '' ORDER BY 1`,
    [options.collections],
  );
  return rows.map((r) => r.value);
}

/** Published circulars matching every given filter, newest first (at most `limit`). */
export async function filterCirculars(
  db: Db,
  options: { circularType?: string; topic?: string; year?: number; market?: string; jurisdiction?: string; limit: number },
): Promise<NoticeView[]> {
  const { rows } = await db.query<NoticeRow>(
    `SELECT ${COLUMNS} FROM notices WHERE status = 'published'
       AND ($1::text IS NULL OR circular_type = $1) AND ($2::text IS NULL OR topic = $2)
       AND ($3::integer IS NULL OR pub_date >= make_date($3, 1, 1) AND pub_date < make_date($3 + 1, 1, 1))
       AND ($4::text IS NULL OR market = $4) AND ($5::text IS NULL OR jurisdiction = $5)
     ORDER BY pub_date DESC, notice_number DESC LIMIT $6`,
    [options.circularType ?? null, options.topic ?? null, options.year ?? null, options.market ?? null, options.jurisdiction ?? null, options.limit],
  );
  return rows.map(toView);
}

// Editors.

const NOTICES_NEWEST_FIRST: Keyset = {
  list: 'notices',
  order: [
    { expr: 'pub_date', type: 'date', desc: true },
    { expr: 'notice_number', type: 'text', desc: true },
    { expr: 'id', type: 'uuid', desc: true },
  ],
};

/** A page of notices for editors (drafts too), newest first, by collection, status and words of the text or a part of the number, with their count. */
export async function listNoticeRecords(
  db: Db,
  options: { collection?: string | undefined; q?: string | undefined; status?: 'draft' | 'published' | undefined; page: PageRequest },
): Promise<CountedPage<NoticeRecord>> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(sql(params.length));
  };
  if (options.collection) add((n) => `collection = $${n}`, options.collection);
  if (options.status) add((n) => `status = $${n}`, options.status);
  if (options.q) {
    params.push(options.q, containsPattern(options.q));
    where.push(`(search @@ websearch_to_tsquery('english', $${params.length - 1}) OR notice_number ILIKE $${params.length})`);
  }
  return countedKeysetPage(db, { columns: COLUMNS, from: 'notices', where, params, keyset: NOTICES_NEWEST_FIRST, page: options.page, map: toRecord });
}

export async function getNotice(db: Db, options: { id: string }): Promise<NoticeRecord | undefined> {
  const { rows } = await db.query<NoticeRow>(`SELECT ${COLUMNS} FROM notices WHERE id = $1`, [options.id]);
  return rows[0] && toRecord(rows[0]);
}

export interface NoticeInput {
  collection: string;
  noticeNumber: string;
  title: string;
  name: string;
  topic: string;
  market: string;
  jurisdiction: string;
  circularType: string;
  pubDate: string;
  filePath: string;
  url: string;
  rules: string;
  sortOrder: number;
  body: string;
}

/** Each notice field and its column (bulk upserts, site bundles). */
export const NOTICE_FIELD_COLUMNS: readonly (readonly [keyof NoticeInput, string])[] = [
  ['collection', 'collection'],
  ['noticeNumber', 'notice_number'],
  ['title', 'title'],
  ['name', 'name'],
  ['topic', 'topic'],
  ['market', 'market'],
  ['jurisdiction', 'jurisdiction'],
  ['circularType', 'circular_type'],
  ['pubDate', 'pub_date'],
  ['filePath', 'file_path'],
  ['url', 'url'],
  ['rules', 'rules'],
  ['sortOrder', 'sort_order'],
  ['body', 'body'],
];

/** The `unnest(…)` of NOTICE_FIELD_COLUMNS' arrays as parameters $1…$14, typed. */
const NOTICE_ARRAYS = `unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::text[], $9::date[], $10::text[], $11::text[], $12::text[], $13::integer[], $14::text[])`;

/** What a notice row holds besides its key, for "is it the same": every field and the status. */
const NOTICE_CONTENT = [...NOTICE_FIELD_COLUMNS.map(([, c]) => c).filter((c) => c !== 'collection' && c !== 'notice_number'), 'status'];
const noticeContent = (table: string) => `(${NOTICE_CONTENT.map((c) => `${table}.${c}`).join(', ')})`;

/**
 * One statement that creates or updates these notices by (collection, notice number), with
 * `status`. A notice that already holds exactly these fields and status is left as it is (not
 * even its `updated_at`): `unchanged` counts those.
 */
export async function upsertNoticeBatch(
  db: Db,
  options: { notices: readonly NoticeInput[]; status: 'draft' | 'published'; actor: string | null },
): Promise<{ created: number; updated: number; unchanged: number }> {
  if (options.notices.length === 0) return { created: 0, updated: 0, unchanged: 0 };
  const arrays = NOTICE_FIELD_COLUMNS.map(([key]) => options.notices.map((n) => n[key]));
  const { rows } = await db.query<{ inserted: boolean }>(
    `INSERT INTO notices (id, ${NOTICE_FIELD_COLUMNS.map(([, c]) => c).join(', ')}, status, updated_by)
     SELECT gen_random_uuid(), t.*, $15, $16 FROM ${NOTICE_ARRAYS} AS t
     ON CONFLICT (collection, notice_number) DO UPDATE SET
       title = excluded.title, name = excluded.name, topic = excluded.topic, market = excluded.market, jurisdiction = excluded.jurisdiction,
       circular_type = excluded.circular_type, pub_date = excluded.pub_date, file_path = excluded.file_path, url = excluded.url,
       rules = excluded.rules, sort_order = excluded.sort_order, body = excluded.body, status = excluded.status,
       updated_at = now(), updated_by = excluded.updated_by
     WHERE ${noticeContent('notices')} IS DISTINCT FROM ${noticeContent('excluded')}
     RETURNING (xmax = 0) AS inserted`,
    [...arrays, options.status, options.actor],
  );
  let created = 0;
  for (const r of rows) if (r.inserted) created++;
  return { created, updated: rows.length - created, unchanged: options.notices.length - rows.length };
}

/** What `upsertNoticeBatch` would do with these notices and their statuses, counted, without writing. */
export async function compareNotices(db: Db, options: { notices: readonly (NoticeInput & { status: 'draft' | 'published' })[] }): Promise<{ created: number; updated: number; unchanged: number }> {
  if (options.notices.length === 0) return { created: 0, updated: 0, unchanged: 0 };
  const arrays = NOTICE_FIELD_COLUMNS.map(([key]) => options.notices.map((n) => n[key]));
  const { rows } = await db.query<{ created: number; updated: number; unchanged: number }>(
    `WITH t AS (SELECT u.*, s.status FROM ${NOTICE_ARRAYS} WITH ORDINALITY AS u (${NOTICE_FIELD_COLUMNS.map(([, c]) => c).join(', ')}, ord)
                 JOIN unnest($15::text[]) WITH ORDINALITY AS s (status, ord) USING (ord))
     SELECT count(*) FILTER (WHERE n.id IS NULL)::integer AS created,
            count(*) FILTER (WHERE n.id IS NOT NULL AND ${noticeContent('n')} IS DISTINCT FROM ${noticeContent('t')})::integer AS updated,
            count(*) FILTER (WHERE n.id IS NOT NULL AND ${noticeContent('n')} IS NOT DISTINCT FROM ${noticeContent('t')})::integer AS unchanged
       FROM t LEFT JOIN notices n ON n.collection = t.collection AND n.notice_number = t.notice_number`,
    [...arrays, options.notices.map((n) => n.status)],
  );
  return rows[0]!;
}

/** The column groups of `analyzeNotices({ columns })`: the ones queries filter or sort by. */
export const NOTICE_STATISTICS_COLUMNS = ['collection, status, pub_date, notice_number, sort_order', 'topic, market, jurisdiction, circular_type'] as const;

/**
 * Refreshes the planner's statistics of notices: all columns, or only `columns` on a tenth of
 * the default sample (3,000 rows), which must run inside the caller's transaction (the sample
 * size is set for that transaction only).
 */
export async function analyzeNotices(db: Db, options: { columns?: (typeof NOTICE_STATISTICS_COLUMNS)[number] } = {}): Promise<void> {
  if (!options.columns) return void (await db.query('ANALYZE notices'));
  await db.exec('SET LOCAL default_statistics_target = 10');
  await db.exec(`ANALYZE notices (${options.columns})`);
}

/** Adds a notice; its id, or undefined when its collection has a notice of that number already. */
export async function insertNotice(db: Db, options: { notice: NoticeInput; updatedBy: string | null }): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO notices (id, ${NOTICE_FIELD_COLUMNS.map(([, c]) => c).join(', ')}, updated_by) VALUES ($1, ${NOTICE_FIELD_COLUMNS.map((_, i) => `$${i + 2}`).join(', ')}, $${NOTICE_FIELD_COLUMNS.length + 2})
     ON CONFLICT DO NOTHING RETURNING id`,
    [newId(), ...NOTICE_FIELD_COLUMNS.map(([key]) => options.notice[key]), options.updatedBy],
  );
  return rows[0]?.id;
}

/** A notice, locked (`FOR UPDATE`) until the caller's transaction ends. */
export async function lockNotice(db: Db, options: { id: string }): Promise<NoticeRecord | undefined> {
  const { rows } = await db.query<NoticeRow>(`SELECT ${COLUMNS} FROM notices WHERE id = $1 FOR UPDATE`, [options.id]);
  return rows[0] && toRecord(rows[0]);
}

/** Changes the given fields (and `status`, when given) of a notice; false when there is none. */
export async function updateNotice(db: Db, options: { id: string; patch: Partial<NoticeInput>; status?: 'draft' | 'published'; updatedBy: string | null }): Promise<boolean> {
  const sets = NOTICE_FIELD_COLUMNS.filter(([key]) => options.patch[key] !== undefined);
  const params: unknown[] = [options.id, ...sets.map(([key]) => options.patch[key])];
  const statusSet = options.status ? `, status = $${params.push(options.status)}` : '';
  const actorSet = `, updated_by = $${params.push(options.updatedBy)}`;
  const { rows } = await db.query<{ id: string }>(
    `UPDATE notices SET updated_at = now()${sets.map(([, c], i) => `, ${c} = $${i + 2}`).join('')}${statusSet}${actorSet} WHERE id = $1 RETURNING id`,
    params,
  );
  return rows.length > 0;
}

/** Deletes a notice: its number, or undefined when there was none. */
export async function deleteNotice(db: Db, options: { id: string }): Promise<string | undefined> {
  const { rows } = await db.query<{ notice_number: string }>('DELETE FROM notices WHERE id = $1 RETURNING notice_number', [options.id]);
  return rows[0]?.notice_number;
}

/** Which (collection, notice number) pairs exist already, as `collection\nnumber` keys. */
export async function existingNoticeNumbers(db: Db, options: { keys: readonly (readonly [string, string])[] }): Promise<Set<string>> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT collection || E'\\n' || notice_number AS key FROM notices n JOIN unnest($1::text[], $2::text[]) AS k(c, nn) ON n.collection = k.c AND n.notice_number = k.nn`,
    [options.keys.map((k) => k[0]), options.keys.map((k) => k[1])],
  );
  return new Set(rows.map((r) => r.key));
}

export async function countNotices(db: Db): Promise<number> {
  return (await db.query<{ n: number }>('SELECT count(*) AS n FROM notices')).rows[0]!.n;
}

// Notification alerts.

interface AlertRow {
  id: string;
  system_id: number;
  severity: NotificationAlertView['severityFieldValue'];
  page_url: string;
  display_name: string;
  market: string;
  service: string;
  published_at: string;
  total?: number;
}

export async function searchAlerts(
  db: Db,
  options: {
    systemId: number;
    /** The zone whose calendar days and years `from`, `to`, `year` and the year list mean. */
    timeZone: string;
    q?: string;
    markets: readonly string[];
    services: readonly string[];
    from?: string;
    to?: string;
    year?: number;
    page: number;
    pageSize: number;
  },
): Promise<{ alerts: NotificationAlertView[]; total: number; markets: string[]; services: string[]; years: number[] }> {
  const where = `WHERE system_id = $1 AND ($2::text IS NULL OR search @@ websearch_to_tsquery('english', $2))
    AND (cardinality($3::text[]) = 0 OR market = ANY($3::text[])) AND (cardinality($4::text[]) = 0 OR service = ANY($4::text[]))
    AND ($5::date IS NULL OR (published_at AT TIME ZONE $8::text)::date >= $5::date)
    AND ($6::date IS NULL OR (published_at AT TIME ZONE $8::text)::date <= $6::date)
    AND ($7::integer IS NULL OR extract(year FROM published_at AT TIME ZONE $8::text) = $7)`;
  const params = [options.systemId, options.q ?? null, options.markets, options.services, options.from ?? null, options.to ?? null, options.year ?? null, options.timeZone];
  const { rows } = await db.query<AlertRow>(`SELECT *, count(*) OVER () AS total FROM notification_alerts ${where} ORDER BY published_at DESC, id LIMIT $9 OFFSET $10`, [
    ...params,
    options.pageSize,
    (options.page - 1) * options.pageSize,
  ]);
  const total = rows[0]?.total ?? (await db.query<{ total: number }>(`SELECT count(*) AS total FROM notification_alerts ${where}`, params)).rows[0]!.total;
  const facets = await db.query<{ markets: string[]; services: string[]; years: number[] }>(
    `SELECT array(SELECT DISTINCT market FROM notification_alerts WHERE system_id = $1 AND market <> '' ORDER BY 1) AS markets,
            array(SELECT DISTINCT service FROM notification_alerts WHERE system_id = $1 AND service <> '' ORDER BY 1) AS services,
            array(SELECT DISTINCT extract(year FROM published_at AT TIME ZONE $2::text)::integer FROM notification_alerts WHERE system_id = $1 ORDER BY 1 DESC) AS years`,
    [options.systemId, options.timeZone],
  );
  return {
    alerts: rows.map((r) => ({
      id: r.id,
      systemID: r.system_id,
      severityFieldValue: r.severity,
      pageURL: r.page_url,
      displayName: r.display_name,
      market: r.market,
      service: r.service,
      publishedAt: r.published_at,
    })),
    total,
    markets: facets.rows[0]!.markets,
    services: facets.rows[0]!.services,
    years: facets.rows[0]!.years,
  };
}

/** Adds alerts (demo data, a feed); an id already stored is left as it is. */
export async function insertAlerts(db: Db, options: { alerts: readonly Omit<NotificationAlertView, never>[] }): Promise<void> {
  for (let i = 0; i < options.alerts.length; i += 2000) {
    const chunk = options.alerts.slice(i, i + 2000);
    await db.query(
      `INSERT INTO notification_alerts (id, system_id, severity, page_url, display_name, market, service, published_at)
       SELECT * FROM unnest($1::text[], $2::integer[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[]) ON CONFLICT DO NOTHING`,
      [
        chunk.map((a) => a.id),
        chunk.map((a) => a.systemID),
        chunk.map((a) => a.severityFieldValue),
        chunk.map((a) => a.pageURL),
        chunk.map((a) => a.displayName),
        chunk.map((a) => a.market),
        chunk.map((a) => a.service),
        chunk.map((a) => a.publishedAt),
      ],
    );
  }
}
