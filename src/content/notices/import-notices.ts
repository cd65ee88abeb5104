import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { CreateNoticeBody, NOTICE_IMPORT_MAX_BYTES, NOTICE_IMPORT_MAX_MB, NOTICE_IMPORT_MAX_ROWS } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import { textProblem } from '../../core/text';
import * as store from '../../store';
import { assertAllowed, EVERY_SITE, mayEdit, mayPublish, SOME_SITE } from '../access';
import type { Actor, ContentContext } from '../context';
import { breathe } from './shared';
import { upsertNotices } from './upsert-notices';
import { listedTopic } from './notice-topics';

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
  assertAllowed(
    dryRun ? mayEdit(actor, SOME_SITE) : mayPublish(actor, EVERY_SITE),
    actor,
    dryRun ? 'edit drafts' : 'import notices (a dry run, dryRun=true, is open to every editor)',
    dryRun ? SOME_SITE : EVERY_SITE,
  );
  const parser = parse({ columns: (header: string[]) => header.map(fieldOf), info: true, skip_empty_lines: true, bom: true, trim: true, relax_column_count: false, max_record_size: 256 * 1024 });
  const feeding = pipeline(Readable.from(pieces(csv)), parser);
  // A rejection is read below (or is the premature close of stopping early).
  feeding.catch(() => {});
  const errors: ImportReport['errors'] = [];
  const notices: store.NoticeInput[] = [];
  const seen = new Map<string, number>();
  let rows = 0;
  // Each row's topic is one of its collection's managed list (a row with another is reported by its line).
  const topics = await store.noticeTopicNames(ctx.db);
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
      try {
        parsed.data.topic = listedTopic(topics, parsed.data);
      } catch (error) {
        if (!(error instanceof TesseraError)) throw error;
        errors.push({ line: info.lines, message: error.message });
        if (errors.length >= 200) break;
        continue;
      }
      const key = `${parsed.data.collection}\n${parsed.data.noticeNumber}`;
      if (seen.has(key)) errors.push({ line: info.lines, message: `Notice ${parsed.data.noticeNumber} of ${parsed.data.collection} is also on line ${seen.get(key)}` });
      seen.set(key, info.lines);
      notices.push({ ...parsed.data });
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
  const written = await upsertNotices(ctx, { actor, notices, status: publish ? 'published' : 'draft', ...(onProgress ? { onProgress } : {}) });
  return { dryRun, rows, ...written, errors };
}
