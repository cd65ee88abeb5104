import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import {
  CreateNoticeBody,
  NOTICE_COLLECTIONS,
  NOTICE_IMPORT_MAX_BYTES,
  NOTICE_IMPORT_MAX_MB,
  NOTICE_IMPORT_MAX_ROWS,
  type CreateNoticeBody as CreateNotice,
  type NoticeRecord,
  type NoticeView,
  type NotificationListResponse,
} from '../core/contracts';
import { NOTIFICATION_HISTORY_PAGE_SIZE } from '../core/constants';
import { TesseraError } from '../core/errors';
import { SITE_IDS } from '../core/sites';
import { textProblem } from '../core/text';
import * as store from '../store';
import { assertAllowed, mayEdit, mayPublish } from './access';
import { actorName, type Actor, type ContentContext } from './context';
import type { z } from 'zod';

// What visitors read (no actor: published notices are public).

export async function searchNotices(
  ctx: Pick<ContentContext, 'db'>,
  query: { searchCollections: readonly string[]; year?: number | undefined; topic?: string | undefined; q?: string | undefined; page: number; pageSize: number },
): Promise<{ total: number; totalIsAtLeast?: true; page: number; pageSize: number; results: NoticeView[] }> {
  const found = await store.searchNotices(ctx.db, {
    collections: query.searchCollections,
    page: query.page,
    pageSize: query.pageSize,
    ...(query.year !== undefined ? { year: query.year } : {}),
    ...(query.topic ? { topic: query.topic } : {}),
    ...(query.q ? { q: query.q } : {}),
  });
  return { total: found.total, ...(found.capped ? { totalIsAtLeast: true as const } : {}), page: query.page, pageSize: query.pageSize, results: found.results };
}

export function noticeYears(ctx: Pick<ContentContext, 'db'>, { collections }: { collections: readonly string[] }): Promise<number[]> {
  return store.noticeYears(ctx.db, { collections });
}

export function noticeTopics(ctx: Pick<ContentContext, 'db'>, { collections }: { collections: readonly string[] }): Promise<string[]> {
  return store.noticeValues(ctx.db, { collections, column: 'topic' });
}

/** The most circulars one filter call returns. */
const CIRCULAR_LIMIT = 2000;

export function filterCirculars(
  ctx: Pick<ContentContext, 'db'>,
  filter: { circularType?: string | undefined; topic?: string | undefined; year?: number | undefined; market?: string | undefined; jurisdiction?: string | undefined },
): Promise<NoticeView[]> {
  const defined = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '')) as Record<string, never>;
  return store.filterCirculars(ctx.db, { ...defined, limit: CIRCULAR_LIMIT });
}

/** A report's option lists (`reportId` names a collection): topics, years (per jurisdiction) or markets. */
export async function circularOptions(
  ctx: Pick<ContentContext, 'db'>,
  { reportId, list, jurisdiction }: { reportId: string; list: 'topics' | 'years' | 'markets'; jurisdiction?: string | undefined },
): Promise<(string | number)[]> {
  if (!(NOTICE_COLLECTIONS as readonly string[]).includes(reportId)) throw new TesseraError('NOT_FOUND', { what: `Report ${reportId}` });
  const collections = [reportId];
  if (list === 'years') return store.noticeYears(ctx.db, { collections, ...(jurisdiction ? { jurisdiction } : {}) });
  return store.noticeValues(ctx.db, { collections, column: list === 'topics' ? 'topic' : 'market' });
}

export async function searchNotificationAlerts(
  ctx: Pick<ContentContext, 'db'>,
  query: { systemId: number; q?: string | undefined; market?: string[] | undefined; service?: string[] | undefined; from?: string | undefined; to?: string | undefined; year?: number | undefined; page: number },
): Promise<z.infer<typeof NotificationListResponse>> {
  const found = await store.searchAlerts(ctx.db, {
    systemId: query.systemId,
    markets: query.market ?? [],
    services: query.service ?? [],
    page: query.page,
    pageSize: NOTIFICATION_HISTORY_PAGE_SIZE,
    ...(query.q ? { q: query.q } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(query.year !== undefined ? { year: query.year } : {}),
  });
  return { ...found, page: query.page, pageSize: NOTIFICATION_HISTORY_PAGE_SIZE };
}

// Editors: CMSTWO Users edit notices; publishing them (and importing published ones) is a Super User's.

function input(body: CreateNotice): store.NoticeInput {
  return { ...body };
}

export function listNotices(ctx: ContentContext, { actor, ...query }: { actor: Actor; collection?: string | undefined; q?: string | undefined; status?: 'draft' | 'published' | undefined; limit: number; offset: number }) {
  assertAllowed(mayEdit(actor), actor, 'read documents');
  const defined = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as typeof query;
  return store.listNoticeRecords(ctx.db, defined as Parameters<typeof store.listNoticeRecords>[1]);
}

export async function getNotice(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<NoticeRecord> {
  assertAllowed(mayEdit(actor), actor, 'read documents');
  const notice = await store.getNotice(ctx.db, { id });
  if (!notice) throw new TesseraError('NOT_FOUND', { what: 'The notice' });
  return notice;
}

export async function createNotice(ctx: ContentContext, { actor, ...body }: { actor: Actor } & CreateNotice): Promise<NoticeRecord> {
  assertAllowed(mayEdit(actor), actor, 'edit drafts');
  return store.createNotice(ctx.db, { notice: input(body), actor: actorName(actor) }).catch((error: unknown) => {
    if (error instanceof Error && /unique|duplicate/i.test(error.message)) throw new TesseraError('ALREADY_EXISTS', { what: `Notice ${body.noticeNumber} in ${body.collection}` });
    throw error;
  });
}

/** Changes a notice; editing a published one keeps it published (the change is live at once). */
export async function updateNotice(ctx: ContentContext, { actor, id, patch }: { actor: Actor; id: string; patch: Partial<CreateNotice> }): Promise<NoticeRecord> {
  assertAllowed(mayEdit(actor), actor, 'edit drafts');
  const current = await getNotice(ctx, { actor, id });
  if (current.status === 'published') assertAllowed(mayPublish(actor), actor, 'publish, unpublish, restore or delete documents');
  const saved = await store.updateNotice(ctx.db, { id, patch: patch as Partial<store.NoticeInput>, actor: actorName(actor) });
  if (!saved) throw new TesseraError('NOT_FOUND', { what: 'The notice' });
  if (saved.status === 'published') await noticesChanged(ctx);
  return saved;
}

export async function setNoticeStatus(ctx: ContentContext, { actor, id, status }: { actor: Actor; id: string; status: 'draft' | 'published' }): Promise<NoticeRecord> {
  assertAllowed(mayPublish(actor), actor, 'publish, unpublish, restore or delete documents');
  const saved = await store.updateNotice(ctx.db, { id, patch: {}, status, actor: actorName(actor) });
  if (!saved) throw new TesseraError('NOT_FOUND', { what: 'The notice' });
  await noticesChanged(ctx);
  return saved;
}

export async function deleteNotice(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<void> {
  assertAllowed(mayPublish(actor), actor, 'publish, unpublish, restore or delete documents');
  if (!(await store.deleteNotice(ctx.db, { id, actor: actorName(actor) }))) throw new TesseraError('NOT_FOUND', { what: 'The notice' });
  await noticesChanged(ctx);
}

/**
 * Published notices changed: pages listing them (notice lists, the rule book, document tabs)
 * are cached per site, and notices belong to no one site, so every site's pages are dropped.
 */
async function noticesChanged(ctx: ContentContext): Promise<void> {
  for (const site of SITE_IDS) await ctx.changes.contentChanged(site);
}

const FIELD_NAMES = ['collection', 'noticeNumber', 'title', 'name', 'topic', 'market', 'jurisdiction', 'circularType', 'pubDate', 'filePath', 'url', 'rules', 'sortOrder', 'body'];
const ALIASES: Record<string, string> = {
  ...Object.fromEntries(FIELD_NAMES.map((f) => [f.toLowerCase(), f])),
  number: 'noticeNumber',
  date: 'pubDate',
  publicationdate: 'pubDate',
  type: 'circularType',
};

/** CSV headings, as people write them (`notice_number`, `Notice number`, `noticeNumber`) → the field. */
function fieldOf(heading: string): string {
  const key = heading.trim().toLowerCase().replace(/[\s_-]/g, '');
  return ALIASES[key] ?? heading.trim();
}

export interface ImportReport {
  dryRun: boolean;
  rows: number;
  created: number;
  updated: number;
  errors: { line: number; message: string }[];
}

/** Where an import's CSV comes from: the whole text (the command line), or a stream of it (a request body). */
export type CsvSource = string | AsyncIterable<Uint8Array | string>;

/** How long an import works before it lets other requests run, and the pieces its input is cut into. */
const SLICE_MS = 10;
const CHUNK_CHARS = 64 * 1024;
/** Database batches are sized to take about this long each (the embedded engine runs on this thread). */
const BATCH_TARGET_MS = 10;
const BATCH_ROWS = { first: 20, min: 1, max: 2000 } as const;

const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Cuts the input into pieces small enough to parse between turns of the event loop, counting its bytes. */
async function* pieces(source: CsvSource): AsyncGenerator<Uint8Array | string> {
  let bytes = 0;
  const count = (piece: Uint8Array | string) => {
    bytes += typeof piece === 'string' ? Buffer.byteLength(piece) : piece.byteLength;
    if (bytes > NOTICE_IMPORT_MAX_BYTES) throw new TesseraError('IMPORT_TOO_LARGE', { limit: NOTICE_IMPORT_MAX_MB });
    return piece;
  };
  for await (const chunk of typeof source === 'string' ? [source] : source) {
    for (let i = 0; i < chunk.length; ) {
      let end = Math.min(i + CHUNK_CHARS, chunk.length);
      // Never between the two halves of a surrogate pair (bytes may be cut anywhere: the parser joins them).
      if (typeof chunk === 'string' && end < chunk.length && /[\uD800-\uDBFF]/.test(chunk[end - 1]!)) end--;
      yield count(typeof chunk === 'string' ? chunk.slice(i, end) : chunk.subarray(i, end));
      i = end;
    }
  }
}

/**
 * Imports notices from CSV (a header row naming the fields). Every row is checked first;
 * any problem is reported with its line number and nothing is written. A dry run reports what
 * would be created and updated (any editor may run one); otherwise all rows are written in one
 * transaction, which may publish, unpublish or change published notices: a publisher's action.
 *
 * The input is parsed as it arrives and the work is cut into slices of about SLICE_MS with a
 * turn of the event loop between them, so that a 50 MB file does not hold up other requests.
 */
export async function importNotices(
  ctx: ContentContext,
  { actor, csv, dryRun, publish, onProgress }: { actor: Actor; csv: CsvSource; dryRun: boolean; publish: boolean; onProgress?: (done: number, total: number) => void },
): Promise<ImportReport> {
  assertAllowed(dryRun ? mayEdit(actor) : mayPublish(actor), actor, dryRun ? 'edit drafts' : 'import notices (a dry run, dryRun=true, is open to every editor)');
  const parser = parse({ columns: (header: string[]) => header.map(fieldOf), info: true, skip_empty_lines: true, bom: true, trim: true, relax_column_count: false, max_record_size: 256 * 1024 });
  const feeding = pipeline(Readable.from(pieces(csv)), parser);
  // A rejection is read below (or is the premature close of stopping early).
  feeding.catch(() => {});
  const errors: ImportReport['errors'] = [];
  const notices: store.NoticeInput[] = [];
  const seen = new Map<string, number>();
  let rows = 0;
  let slice = performance.now();
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      if (++rows > NOTICE_IMPORT_MAX_ROWS) throw new TesseraError('IMPORT_TOO_MANY_ROWS', { max: NOTICE_IMPORT_MAX_ROWS.toLocaleString('en-US') });
      if (performance.now() - slice > SLICE_MS) {
        await breathe();
        slice = performance.now();
      }
      const unstorable = Object.entries(record).find(([, value]) => textProblem(value));
      if (unstorable) {
        errors.push({ line: info.lines, message: `${unstorable[0]}: ${textProblem(unstorable[1])}` });
        if (errors.length >= 200) break;
        continue;
      }
      const parsed = CreateNoticeBody.safeParse({ ...record, sortOrder: record.sortOrder ? Number(record.sortOrder) : 0 });
      if (!parsed.success) {
        for (const issue of parsed.error.issues.slice(0, 3)) errors.push({ line: info.lines, message: `${issue.path.join('.') || 'row'}: ${issue.message}` });
        if (errors.length >= 200) break;
        continue;
      }
      const key = `${parsed.data.collection}\n${parsed.data.noticeNumber}`;
      if (seen.has(key)) errors.push({ line: info.lines, message: `Notice ${parsed.data.noticeNumber} of ${parsed.data.collection} is also on line ${seen.get(key)}` });
      seen.set(key, info.lines);
      notices.push(input(parsed.data));
      if (errors.length >= 200) break;
    }
    await feeding;
  } catch (error) {
    if (error instanceof TesseraError) throw error;
    if (errors.length >= 200) return { dryRun, rows, created: 0, updated: 0, errors };
    const line = (error as { lines?: number }).lines;
    const code = (error as { code?: string }).code;
    if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') throw new TesseraError('BAD_REQUEST', { detail: 'The CSV file ended before it was complete (the upload was cut off)' });
    if (line === undefined && !code?.startsWith('CSV_')) throw error;
    return { dryRun, rows: 0, created: 0, updated: 0, errors: [{ line: line ?? 1, message: `The file is not valid CSV: ${(error as Error).message}` }] };
  } finally {
    parser.destroy();
  }
  onProgress?.(0, notices.length);
  if (errors.length > 0) return { dryRun, rows, created: 0, updated: 0, errors };
  if (dryRun) {
    let updated = 0;
    for (let i = 0; i < notices.length; i += 2000) {
      const batch = notices.slice(i, i + 2000);
      const existing = await store.existingNoticeNumbers(ctx.db, { keys: batch.map((n) => [n.collection, n.noticeNumber] as const) });
      updated += batch.filter((n) => existing.has(`${n.collection}\n${n.noticeNumber}`)).length;
      await breathe();
    }
    return { dryRun, rows, created: notices.length - updated, updated, errors };
  }
  const status = publish ? 'published' : 'draft';
  const result = await ctx.db.transaction(async (tx) => {
    let created = 0;
    let updated = 0;
    let size: number = BATCH_ROWS.first;
    for (let i = 0; i < notices.length; ) {
      const batch = notices.slice(i, i + size);
      const started = performance.now();
      const done = await store.upsertNoticeBatch(tx, { notices: batch, status, actor: actorName(actor) });
      const ms = Math.max(1, performance.now() - started);
      created += done.created;
      updated += done.updated;
      i += batch.length;
      onProgress?.(i, notices.length);
      size = Math.round(Math.min(BATCH_ROWS.max, size * 2, Math.max(BATCH_ROWS.min, (size * BATCH_TARGET_MS) / ms)));
      await breathe();
    }
    await store.appendAudit(tx, { actor: actorName(actor), action: 'notice.import', detail: { created, updated, status } });
    return { created, updated };
  });
  if (notices.length >= 1000) await store.analyzeNotices(ctx.db);
  if (notices.length > 0) await noticesChanged(ctx);
  return { dryRun, rows, ...result, errors };
}
