import type { ReviewAction, ReviewComment, ReviewRequest, ReviewState } from '../core/contracts';
import { isUuid, newId } from '../core/node';
import type { SiteId } from '../core/sites';
import type { Page, PageRequest } from '../core/contracts/paging';
import { keysetPage } from './paging';
import type { Db } from './types';

/** A review request as stored; whether it is stale is the content layer's to compute. */
export type ReviewRequestRecord = Omit<ReviewRequest, 'stale'>;
export type { ReviewComment, ReviewState };

interface RequestRow {
  id: string;
  document_id: string;
  site: SiteId;
  action: ReviewAction;
  revision: number;
  draft_hash: string;
  title: string;
  path: string;
  note: string;
  publish_at: string | null;
  requested_by: string | null;
  requester: string;
  state: ReviewState;
  created_at: string;
  decided_by: string | null;
  decided_at: string | null;
  decision_comment: string | null;
  version: number | null;
  schedule_id: string | null;
}

const COLUMNS =
  'id, document_id, site, action, revision, draft_hash, title, path, note, publish_at, requested_by, requester, state, created_at, decided_by, decided_at, decision_comment, version, schedule_id';

function toRequest(row: RequestRow): ReviewRequestRecord {
  return {
    id: row.id,
    documentId: row.document_id,
    site: row.site,
    action: row.action,
    revision: row.revision,
    draftHash: row.draft_hash,
    title: row.title,
    path: row.path,
    note: row.note,
    publishAt: row.publish_at,
    requestedBy: row.requester,
    requesterId: row.requested_by,
    state: row.state,
    createdAt: row.created_at,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at,
    decisionComment: row.decision_comment,
    version: row.version,
    scheduleId: row.schedule_id,
  };
}

/** A new open request for the draft at `revision` with hash `draftHash`. */
export async function insertReviewRequest(
  db: Db,
  options: {
    documentId: string;
    site: SiteId;
    action: ReviewAction;
    revision: number;
    draftHash: string;
    title: string;
    path: string;
    note: string;
    publishAt: string | null;
    requesterId: string;
    requester: string;
  },
): Promise<ReviewRequestRecord> {
  const { rows } = await db.query<RequestRow>(
    `INSERT INTO review_requests (id, document_id, site, action, revision, draft_hash, title, path, note, publish_at, requested_by, requester)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
    [newId(), options.documentId, options.site, options.action, options.revision, options.draftHash, options.title, options.path, options.note, options.publishAt, options.requesterId, options.requester],
  );
  return toRequest(rows[0]!);
}

/** Locks the open requests of a document (before the document row: the order approval takes). */
export async function lockOpenReviewRequests(tx: Db, { documentId }: { documentId: string }): Promise<ReviewRequestRecord[]> {
  if (!isUuid(documentId)) return [];
  const { rows } = await tx.query<RequestRow>(`SELECT ${COLUMNS} FROM review_requests WHERE document_id = $1 AND state = 'open' ORDER BY id FOR UPDATE`, [documentId]);
  return rows.map(toRequest);
}

/** Marks the open requests of a document superseded by a newer one; the ones it closed. */
export async function supersedeReviewRequests(tx: Db, { documentId, by }: { documentId: string; by: string }): Promise<ReviewRequestRecord[]> {
  const { rows } = await tx.query<RequestRow>(
    `UPDATE review_requests SET state = 'superseded', decided_by = $2, decided_at = now()
     WHERE document_id = $1 AND state = 'open' RETURNING ${COLUMNS}`,
    [documentId, by],
  );
  return rows.map(toRequest);
}

/** One request; with `lock`, locked FOR UPDATE in the caller's transaction (a decision's first step). */
export async function getReviewRequest(db: Db, { id, lock = false }: { id: string; lock?: boolean }): Promise<ReviewRequestRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await db.query<RequestRow>(`SELECT ${COLUMNS} FROM review_requests WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] && toRequest(rows[0]);
}

/**
 * Requests, newest first: in `state` when given, of one document when given, and either on
 * `sites` or requested by `requesterId` (a reader sees the queue of their sites and their own).
 */
export async function listReviewRequests(
  db: Db,
  options: { state?: ReviewState | undefined; documentId?: string | undefined; sites: readonly SiteId[]; requesterId: string | null; page: PageRequest },
): Promise<Page<ReviewRequestRecord>> {
  const where = ['(site = ANY($1::text[]) OR ($2::uuid IS NOT NULL AND requested_by = $2))'];
  const params: unknown[] = [[...options.sites], options.requesterId];
  if (options.state) {
    params.push(options.state);
    where.push(`state = $${params.length}`);
  }
  if (options.documentId) {
    params.push(options.documentId);
    where.push(`document_id = $${params.length}::uuid`);
  }
  return keysetPage(db, {
    columns: COLUMNS,
    from: 'review_requests',
    where,
    params,
    keyset: { list: 'reviews', order: [{ expr: 'created_at', type: 'timestamptz', desc: true }, { expr: 'id', type: 'uuid', desc: true }] },
    page: options.page,
    map: toRequest,
  });
}

/** Records a decision on an open request: approved (with what it produced), rejected or withdrawn. */
export async function decideReviewRequest(
  tx: Db,
  options: { id: string; state: Exclude<ReviewState, 'open'>; by: string; comment: string | null; version?: number; scheduleId?: string },
): Promise<ReviewRequestRecord> {
  const { rows } = await tx.query<RequestRow>(
    `UPDATE review_requests SET state = $2, decided_by = $3, decided_at = now(), decision_comment = $4, version = $5, schedule_id = $6
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [options.id, options.state, options.by, options.comment, options.version ?? null, options.scheduleId ?? null],
  );
  return toRequest(rows[0]!);
}

interface CommentRow {
  id: string;
  request_id: string;
  author: string;
  body: string;
  created_at: string;
}

const toComment = (row: CommentRow): ReviewComment => ({ id: row.id, requestId: row.request_id, author: row.author, body: row.body, createdAt: row.created_at });

export async function insertReviewComment(db: Db, options: { requestId: string; authorId: string | null; author: string; body: string }): Promise<ReviewComment> {
  const { rows } = await db.query<CommentRow>(
    `INSERT INTO review_comments (id, request_id, author_id, author, body) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, request_id, author, body, created_at`,
    [newId(), options.requestId, options.authorId, options.author, options.body],
  );
  return toComment(rows[0]!);
}

/** A request's comments, oldest first. */
export async function listReviewComments(db: Db, { requestId }: { requestId: string }): Promise<ReviewComment[]> {
  const { rows } = await db.query<CommentRow>(
    'SELECT id, request_id, author, body, created_at FROM review_comments WHERE request_id = $1 ORDER BY created_at, id',
    [requestId],
  );
  return rows.map(toComment);
}
