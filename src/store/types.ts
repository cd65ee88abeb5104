import type { Node } from '../core/node';
import type { Role, SiteId } from '../core/sites';

/** The two-method database interface shared by PGlite and PostgreSQL. */
export interface Db {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: R[] }>;
  /** Runs a script of one or more statements without parameters (migrations, fixtures). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Subscribes to `NOTIFY` on a channel (other server processes announcing changes);
   * resolves to an unsubscribe function. Present on connections, not on transactions.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** 'pglite' or 'postgres', for diagnostics. */
  readonly engine: 'pglite' | 'postgres';
}

export type DocumentKind = 'page' | 'partial';
/** draft: never published; published: live and unchanged; changed: live with newer draft. */
export type DocumentStatus = 'draft' | 'published' | 'changed';

export interface Site {
  id: SiteId;
  name: string;
  hosts: string[];
  captchaSiteKey: string | null;
  settings: Record<string, unknown>;
  updatedAt: string;
}

export interface DocumentSummary {
  id: string;
  site: SiteId;
  path: string;
  kind: DocumentKind;
  title: string;
  status: DocumentStatus;
  draftRevision: number;
  publishedVersion: number | null;
  hasAccessCode: boolean;
  updatedAt: string;
  updatedBy: string | null;
}

export interface Seo {
  description?: string;
  image?: string;
  noindex?: boolean;
}

export interface DocumentRecord extends DocumentSummary {
  seo: Seo;
  draft: Node;
  createdAt: string;
}

export interface VersionRecord {
  documentId: string;
  version: number;
  title: string;
  seo: Seo;
  tree: Node;
  note: string | null;
  publishedAt: string;
  publishedBy: string | null;
}

export interface PublishedPage {
  documentId: string;
  site: SiteId;
  path: string;
  kind: DocumentKind;
  version: number;
  title: string;
  seo: Seo;
  tree: Node;
  accessCodeHash: string | null;
  publishedAt: string;
}

export interface User {
  id: string;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
}

export interface Session {
  id: string;
  userId: string;
  csrfToken: string;
  expiresAt: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string | null;
  action: string;
  site: SiteId | null;
  documentId: string | null;
  path: string | null;
  detail: Record<string, unknown>;
}
