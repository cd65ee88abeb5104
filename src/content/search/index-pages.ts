import type { Node } from '../../core/node';
import { searchableText } from '../../core/search-text';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import type { Db } from '../../store/types';
import type { ContentContext } from '../context';

/** The text site search keeps of a tree: never what an auth gate guards, never included partials. */
export function pageText(ctx: Pick<ContentContext, 'registry'>, tree: Node): string {
  return searchableText(tree, (node) => node.name === 'include' || ctx.registry.get(node.name)?.chooseSlot !== undefined);
}

/** Indexes a page being published, inside the publishing transaction `tx`. */
export async function indexForSearch(ctx: Pick<ContentContext, 'registry'>, tx: Db, doc: { id: string; site: SiteId; kind: string; title: string; tree: Node }): Promise<void> {
  if (doc.kind !== 'page') return;
  await store.indexPage(tx, { documentId: doc.id, site: doc.site, title: doc.title, body: pageText(ctx, doc.tree) });
}

/** Indexes every published page again (an installation from before site search). */
export async function reindexPages(ctx: ContentContext): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const pages = await store.publishedPagesToIndex(tx);
    for (const page of pages) await indexForSearch(ctx, tx, page);
    return pages.length;
  });
}
