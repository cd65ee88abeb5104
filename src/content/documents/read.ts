import type { DocumentRecord, DocumentSummary } from '../../core/contracts';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import type { Actor, ContentContext } from '../context';
import { assertMayRead, documentNotFound } from './shared';

/** Reading documents is every editor's; `NOT_FOUND` names the id. */
export async function getDocument(ctx: ContentContext, { actor, id }: { actor: Actor; id: string }): Promise<DocumentRecord> {
  const doc = await store.getDocument(ctx.db, { id });
  if (!doc) throw documentNotFound(id);
  assertMayRead(actor, doc.site);
  return doc;
}

export async function listDocuments(ctx: ContentContext, { actor, site }: { actor: Actor; site: SiteId }): Promise<DocumentSummary[]> {
  assertMayRead(actor, site);
  return store.listDocuments(ctx.db, { site });
}
