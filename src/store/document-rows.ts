import type { Node } from '../core/node';
import type { SiteId } from '../core/sites';
import type { DocumentKind, DocumentRecord, DocumentStatus, DocumentSummary, Seo, VersionRecord } from './types';

/**
 * Columns of a document `d` joined with its published version `v`: "changed" means the
 * draft's title, seo, tree or path differ from what is live.
 */
export const SUMMARY_COLUMNS = `d.id, d.site, d.path, d.published_path, d.kind, d.title, d.draft_revision, d.published_version,
  d.access_code_hash IS NOT NULL AS has_access_code, d.updated_at, d.updated_by,
  CASE WHEN d.published_version IS NULL THEN 'draft'
       WHEN v.title = d.title AND v.seo = d.seo AND v.tree = d.draft AND d.published_path = d.path THEN 'published'
       ELSE 'changed' END AS status`;
export const RECORD_COLUMNS = `${SUMMARY_COLUMNS}, d.seo, d.draft, d.created_at`;
export const JOIN_PUBLISHED = 'LEFT JOIN versions v ON v.document_id = d.id AND v.version = d.published_version';

export interface SummaryRow {
  id: string;
  site: string;
  path: string;
  published_path: string | null;
  kind: DocumentKind;
  title: string;
  draft_revision: number;
  published_version: number | null;
  has_access_code: boolean;
  updated_at: string;
  updated_by: string | null;
  status: DocumentStatus;
}

export interface RecordRow extends SummaryRow {
  seo: Seo;
  draft: Node;
  created_at: string;
}

export function toSummary(row: SummaryRow): DocumentSummary {
  return {
    id: row.id,
    site: row.site as SiteId,
    path: row.path,
    publishedPath: row.published_path,
    kind: row.kind,
    title: row.title,
    status: row.status,
    draftRevision: row.draft_revision,
    publishedVersion: row.published_version,
    hasAccessCode: row.has_access_code,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

export function toRecord(row: RecordRow): DocumentRecord {
  return { ...toSummary(row), seo: row.seo, draft: row.draft, createdAt: row.created_at };
}

export const VERSION_COLUMNS = 'document_id, version, title, seo, tree, note, published_at, published_by';

export interface VersionRow {
  document_id: string;
  version: number;
  title: string;
  seo: Seo;
  tree: Node;
  note: string | null;
  published_at: string;
  published_by: string | null;
}

export function toVersion(row: VersionRow): VersionRecord {
  return {
    documentId: row.document_id,
    version: row.version,
    title: row.title,
    seo: row.seo,
    tree: row.tree,
    note: row.note,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
  };
}
