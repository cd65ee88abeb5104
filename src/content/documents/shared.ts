import type { DocumentKind, DocumentRecord } from '../../core/contracts';
import type { SiteId } from '../../core/sites';
import { TesseraError } from '../../core/errors';
import * as store from '../../store';
import type { Db } from '../../store/types';
import { assertAllowed, mayEdit, mayEditKind, mayPublish } from '../access';
import type { Actor } from '../context';

/** Reading documents and versions of `site` is every editor's of that site. */
export function assertMayRead(actor: Actor, site: SiteId): void {
  assertAllowed(mayEdit(actor, site), actor, 'read documents', site);
}

/** Partials are edited by Super Users and Admins of their site only (DESIGN.md §6). */
export function assertMayEditKind(actor: Actor, site: SiteId, kind: DocumentKind): void {
  assertAllowed(mayEditKind(actor, site, kind), actor, kind === 'partial' ? 'edit partials' : 'edit drafts', site);
}

export function assertMayPublish(actor: Actor, site: SiteId): void {
  assertAllowed(mayPublish(actor, site), actor, 'publish, unpublish, restore or delete documents', site);
}

export function documentNotFound(id: string): TesseraError {
  return new TesseraError('NOT_FOUND', { what: `Document ${id}` });
}

/** The document read in `db` (the operation's transaction), locked `FOR UPDATE` with `lock`; `NOT_FOUND` names the id. */
export async function documentIn(db: Db, { id, lock = false }: { id: string; lock?: boolean }): Promise<DocumentRecord> {
  const doc = lock ? await store.lockDocument(db, { id }) : await store.getDocument(db, { id });
  if (!doc) throw documentNotFound(id);
  return doc;
}

/** A draft may not take a path where another document is live: publishing it would fail, and two documents would claim one address. */
export async function assertNotLiveElsewhere(tx: Db, { site, path, id }: { site: DocumentRecord['site']; path: string; id?: string }): Promise<void> {
  if (await store.publishedPathTaken(tx, { site, path, ...(id === undefined ? {} : { exceptId: id }) })) {
    throw new TesseraError('ALREADY_EXISTS', { what: `A published page at ${path}` });
  }
}

export function pathTaken(path: string): TesseraError {
  return new TesseraError('ALREADY_EXISTS', { what: `A document at ${path}` });
}
