import type { Node } from '../core/node';
import type { SiteId } from '../core/sites';

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
   * A lost connection is re-established; `onReconnect` then runs, because notices sent
   * while it was down are lost.
   */
  listen?(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** 'pglite' or 'postgres', for diagnostics. */
  readonly engine: 'pglite' | 'postgres';
  /** How the connection is used and how often statements failed (metrics). Present on connections, not on transactions. */
  figures?(): DbFigures;
}

/** A store's use since it opened: what `/metrics` reports of the database. */
export interface DbFigures {
  /** PostgreSQL's connection pool (PGlite has none): connections open, idle, the limit, and queries waiting for one. */
  pool?: { total: number; idle: number; max: number; waiting: number };
  /** Statements that failed (the input's fault or the database's), and of them those that could not reach the database. */
  errors: number;
  unavailable: number;
}

// The records the API sends are its contracts (core/contracts): one schema each, types by z.infer.
export type {
  DocumentKind,
  DocumentStatus,
  Site,
  DocumentSummary,
  Seo,
  DocumentRecord,
  VersionRecord,
  User,
  AuditEntry,
  PreviewLinkStatus,
} from '../core/contracts';
import type { DocumentKind, Seo, PreviewLinkStatus } from '../core/contracts';

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

export interface Session {
  id: string;
  userId: string;
  csrfToken: string;
  expiresAt: string;
}

/** A stored preview link, without its token (only the token's SHA-256 is stored). */
export interface PreviewLink {
  id: string;
  documentId: string;
  /** The version it shows; null for the current draft. */
  version: number | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** Who revoked it (an e-mail address, or null for the command line). */
  revokedBy: string | null;
  createdBy: { id: string; name: string; email: string };
  status: PreviewLinkStatus;
}

/** What a working preview link grants: reading one document's draft, or one of its versions, until `expiresAt`. */
export interface PreviewClaim {
  linkId: string;
  documentId: string;
  version: number | null;
  expiresAt: string;
}

/**
 * The answer for a preview token. `invalid` covers unknown tokens and links whose author is
 * disabled; `expired` and `revoked` name links that existed and have stopped working.
 */
export type PreviewTokenCheck = { ok: true; claim: PreviewClaim } | { ok: false; reason: 'invalid' | 'expired' | 'revoked' };
