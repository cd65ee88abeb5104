import { isUuid, newId, type Node } from '../core/node';
import type { SiteId } from '../core/sites';
import {
  JOIN_PUBLISHED,
  RECORD_COLUMNS,
  SUMMARY_COLUMNS,
  toRecord,
  toSummary,
  type RecordRow,
  type SummaryRow,
} from './document-rows';
import type { CountedPage, DocumentTreeNode, Page, PageRequest } from '../core/contracts';
import { containsPattern, countedKeysetPage, keysetPage, type Keyset } from './paging';
import type { Db, DocumentKind, DocumentRecord, DocumentSummary, Seo } from './types';

export interface InsertDocumentOptions {
  site: SiteId;
  path: string;
  kind: DocumentKind;
  title: string;
  seo?: Seo;
  draft: Node;
  /** Recorded as `updatedBy`. */
  actor: string | null;
}

export interface UpdateDraftOptions {
  id: string;
  /** The revision the editor started from: the row changes only while it is still the current one. */
  baseRevision: number;
  draft?: Node;
  title?: string;
  seo?: Seo;
  path?: string;
  actor: string | null;
}

async function selectDocument(db: Db, id: string, lock: boolean): Promise<DocumentRecord | undefined> {
  const { rows } = await db.query<RecordRow>(
    `SELECT ${RECORD_COLUMNS} FROM documents d ${JOIN_PUBLISHED} WHERE d.id = $1${lock ? ' FOR UPDATE OF d' : ''}`,
    [id],
  );
  return rows[0] && toRecord(rows[0]);
}

/** The documents of a site, ordered by path, without their trees. */
export async function listDocuments(
  db: Db,
  options: { site: SiteId; kind?: DocumentKind },
): Promise<DocumentSummary[]> {
  const { rows } = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM documents d ${JOIN_PUBLISHED}
     WHERE d.site = $1 AND ($2::text IS NULL OR d.kind = $2) ORDER BY d.path`,
    [options.site, options.kind ?? null],
  );
  return rows.map(toSummary);
}

const BY_PATH: Keyset = { list: 'documents', order: [{ expr: 'd.path COLLATE "C"', type: 'text' }] };

/** `column` is `path` or below it, as a range of the `C` order (`/a/…` sorts from `/a/` to `/a0`). */
const atOrUnder = (column: string, param: string) =>
  `(${column} = ${param} OR (${column} COLLATE "C" > ${param} || '/' AND ${column} COLLATE "C" < ${param} || '0'))`;

/**
 * A page of a site's documents in path order (`C`: byte order), without their trees: of one
 * kind, whose title or path holds `q` (any case), at or below the folder `under` (by their path
 * or the path they are live at).
 */
export async function pageDocuments(
  db: Db,
  options: { site: SiteId; kind?: DocumentKind | undefined; q?: string | undefined; under?: string | undefined; page: PageRequest },
): Promise<CountedPage<DocumentSummary>> {
  const where = ['d.site = $1'];
  const params: unknown[] = [options.site];
  if (options.kind) {
    params.push(options.kind);
    where.push(`d.kind = $${params.length}`);
  }
  if (options.q) {
    params.push(containsPattern(options.q.toLowerCase()));
    where.push(`(d.path LIKE $${params.length} OR lower(d.title) LIKE $${params.length})`);
  }
  if (options.under && options.under !== '/') {
    params.push(options.under);
    const p = `$${params.length}::text`;
    where.push(`(${atOrUnder('d.path', p)} OR ${atOrUnder('d.published_path', p)})`);
  }
  return countedKeysetPage(db, { columns: SUMMARY_COLUMNS, from: `documents d ${JOIN_PUBLISHED}`, where, params, keyset: BY_PATH, page: options.page, map: toSummary });
}

const TREE_ORDER: Keyset = { list: 'tree', order: [{ expr: 't.path COLLATE "C"', type: 'text' }] };

/**
 * A page of one folder's children in a site's tree of one kind (`parent` absent: the top level),
 * each with its document when it has one, and the folder's number of children. Reads the
 * `document_tree` rows the documents' trigger keeps (migration 030): an index range, whatever
 * the size of the site.
 */
export async function treeChildren(
  db: Db,
  options: { site: SiteId; kind: DocumentKind; parent?: string | undefined; page: PageRequest },
): Promise<Page<DocumentTreeNode> & { total: number }> {
  const parent = options.parent ?? '';
  const params = [options.site, options.kind, parent];
  const [page, size] = await Promise.all([
    keysetPage(db, {
      columns: `t.path AS node_path, t.child_count, d.id IS NOT NULL AS has_doc, ${SUMMARY_COLUMNS}`,
      from: `document_tree t LEFT JOIN documents d ON t.has_document AND d.site = t.site AND d.path = t.path AND d.kind = t.kind ${JOIN_PUBLISHED}`,
      where: ['t.site = $1', 't.kind = $2', 't.parent = $3'],
      params,
      keyset: TREE_ORDER,
      page: options.page,
      map: (row: SummaryRow & { node_path: string; child_count: number; has_doc: boolean }): DocumentTreeNode => ({
        path: row.node_path,
        childCount: row.child_count,
        document: row.has_doc ? toSummary(row) : null,
      }),
    }),
    db.query<{ n: number }>('SELECT child_count AS n FROM document_tree WHERE site = $1 AND kind = $2 AND path = $3', params),
  ]);
  return { ...page, total: size.rows[0]?.n ?? 0 };
}

export async function countDocuments(db: Db, options: { site?: SiteId } = {}): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*) AS count FROM documents WHERE $1::text IS NULL OR site = $1',
    [options.site ?? null],
  );
  return rows[0]!.count;
}

export async function getDocument(db: Db, options: { id: string }): Promise<DocumentRecord | undefined> {
  if (!isUuid(options.id)) return undefined;
  return selectDocument(db, options.id, false);
}

/**
 * The document row locked `FOR UPDATE` in the operation's transaction `tx`: until `tx` ends no
 * draft save, restore or publish changes it, so what is checked is what is written.
 */
export async function lockDocument(tx: Db, { id }: { id: string }): Promise<DocumentRecord | undefined> {
  if (!isUuid(id)) return undefined;
  return selectDocument(tx, id, true);
}

export async function getDocumentByPath(
  db: Db,
  options: { site: SiteId; path: string },
): Promise<DocumentRecord | undefined> {
  const { rows } = await db.query<RecordRow>(
    `SELECT ${RECORD_COLUMNS} FROM documents d ${JOIN_PUBLISHED} WHERE d.site = $1 AND d.path = $2`,
    [options.site, options.path],
  );
  return rows[0] && toRecord(rows[0]);
}

/** Whether a document other than `exceptId` is live at `path`. */
export async function publishedPathTaken(db: Db, options: { site: SiteId; path: string; exceptId?: string }): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM documents WHERE site = $1 AND published_path = $2 AND ($3::uuid IS NULL OR id <> $3) LIMIT 1',
    [options.site, options.path, options.exceptId ?? null],
  );
  return rows.length > 0;
}

/**
 * A new unpublished document at revision 1. A taken path fails with the unique violation of
 * `(site, path)`, an unknown site with a foreign-key violation.
 */
export async function insertDocument(db: Db, options: InsertDocumentOptions): Promise<DocumentRecord> {
  const { rows } = await db.query<RecordRow>(
    `WITH d AS (
       INSERT INTO documents (id, site, path, kind, title, seo, draft, updated_by, draft_authors)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, CASE WHEN $8::text IS NULL THEN '{}'::text[] ELSE ARRAY[$8::text] END) RETURNING *)
     SELECT ${RECORD_COLUMNS} FROM d ${JOIN_PUBLISHED}`,
    [
      newId(),
      options.site,
      options.path,
      options.kind,
      options.title,
      JSON.stringify(options.seo ?? {}),
      JSON.stringify(options.draft),
      options.actor,
    ],
  );
  return toRecord(rows[0]!);
}

/**
 * Saves the given parts of a draft in one conditional UPDATE that succeeds only on
 * `baseRevision` and bumps the revision; undefined when the document is gone or its revision
 * is another ({@link draftRevision} tells which). A path another document has fails with a
 * unique violation.
 */
export async function updateDraft(db: Db, options: UpdateDraftOptions): Promise<{ document: DocumentRecord; previousPath: string } | undefined> {
  if (!isUuid(options.id)) return undefined;
  const { rows } = await db.query<RecordRow & { previous_path: string }>(
    `WITH d AS (
       UPDATE documents SET
         draft = COALESCE($3::jsonb, draft),
         title = COALESCE($4, title),
         seo = COALESCE($5::jsonb, seo),
         path = COALESCE($6, path),
         draft_revision = draft_revision + 1,
         updated_at = now(),
         updated_by = $7
       WHERE id = $1 AND draft_revision = $2
       RETURNING *)
     SELECT ${RECORD_COLUMNS}, (SELECT path FROM documents WHERE id = $1) AS previous_path
     FROM d ${JOIN_PUBLISHED}`,
    [
      options.id,
      options.baseRevision,
      options.draft === undefined ? null : JSON.stringify(options.draft),
      options.title ?? null,
      options.seo === undefined ? null : JSON.stringify(options.seo),
      options.path ?? null,
      options.actor,
    ],
  );
  const row = rows[0];
  return row && { document: toRecord(row), previousPath: row.previous_path };
}

/** The current draft revision of a document; undefined when there is none. */
export async function draftRevision(db: Db, { id }: { id: string }): Promise<number | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<{ draft_revision: number }>('SELECT draft_revision FROM documents WHERE id = $1', [id]);
  return rows[0]?.draft_revision;
}

/** Deletes a document and, with it, all its versions; what it was, or undefined when there was none. */
export async function deleteDocument(
  db: Db,
  { id }: { id: string },
): Promise<{ site: SiteId; path: string; title: string; publishedVersion: number | null; publishedPath: string | null; kind: DocumentKind } | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<{ site: SiteId; path: string; title: string; published_version: number | null; published_path: string | null; kind: DocumentKind }>(
    'DELETE FROM documents WHERE id = $1 RETURNING site, path, title, published_version, published_path, kind',
    [id],
  );
  const row = rows[0];
  return row && { site: row.site, path: row.path, title: row.title, publishedVersion: row.published_version, publishedPath: row.published_path, kind: row.kind };
}

/** Sets or (with `null`) removes the hash of the access code that gates a page; undefined when there is no such document. */
export async function setAccessCodeHash(
  db: Db,
  options: { id: string; hash: string | null; actor: string | null },
): Promise<DocumentRecord | undefined> {
  if (!isUuid(options.id)) return undefined;
  const { rows } = await db.query<RecordRow>(
    `WITH d AS (
       UPDATE documents SET access_code_hash = $2, updated_at = now(), updated_by = $3
       WHERE id = $1 RETURNING *)
     SELECT ${RECORD_COLUMNS} FROM d ${JOIN_PUBLISHED}`,
    [options.id, options.hash, options.actor],
  );
  return rows[0] && toRecord(rows[0]);
}
