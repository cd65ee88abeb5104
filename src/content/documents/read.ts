import type { CountedPage, DocumentKind, DocumentRecord, DocumentSummary, DocumentTreeNode, Page, PageRequest } from '../../core/contracts';
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

/** A page of a site's documents in path order, filtered by kind, by a part of the title or path (`q`) and by folder (`under`). */
export async function listDocuments(
  ctx: ContentContext,
  { actor, site, ...filters }: { actor: Actor; site: SiteId; kind?: DocumentKind | undefined; q?: string | undefined; under?: string | undefined; page: PageRequest },
): Promise<CountedPage<DocumentSummary>> {
  assertMayRead(actor, site);
  return store.pageDocuments(ctx.db, { site, ...filters });
}

/** A page of one folder's children in a site's page (or partial) tree, with the folder's size; `parent` absent: the top level. */
export async function listDocumentTree(
  ctx: ContentContext,
  { actor, site, kind, parent, page }: { actor: Actor; site: SiteId; kind: DocumentKind; parent?: string | undefined; page: PageRequest },
): Promise<Page<DocumentTreeNode> & { total: number }> {
  assertMayRead(actor, site);
  return store.treeChildren(ctx.db, { site, kind, parent, page });
}
