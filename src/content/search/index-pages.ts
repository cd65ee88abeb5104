import type { Node } from '../../core/node';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import type { Db } from '../../store/types';
import type { ContentContext } from '../context';
import { pageBodyText, SEARCH_TEXT_VERSION } from './body-text';

/** Indexes a page being published, inside the publishing transaction `tx`. */
export async function indexForSearch(ctx: Pick<ContentContext, 'registry'>, tx: Db, doc: { id: string; site: SiteId; kind: string; title: string; tree: Node }): Promise<void> {
  if (doc.kind !== 'page') return;
  const { body, lists, listsByYear } = pageBodyText(ctx.registry, doc.tree, { title: doc.title });
  await store.indexPage(tx, { documentId: doc.id, site: doc.site, title: doc.title, body, textVersion: SEARCH_TEXT_VERSION, lists, listsByYear });
}

/** Indexes every published page again (an installation from before site search). */
export async function reindexPages(ctx: ContentContext): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const pages = await store.publishedPagesToIndex(tx);
    for (const page of pages) await indexForSearch(ctx, tx, page);
    return pages.length;
  });
}

/**
 * Whether a start must index the published pages again: the index is empty (an installation
 * from before site search; `seeded` pages were just indexed as they were published) or an
 * older text extraction wrote some of it.
 */
export async function searchIndexStale(ctx: Pick<ContentContext, 'db'>, { seeded }: { seeded: number }): Promise<boolean> {
  const empty = (await store.countIndexedPages(ctx.db)) === 0 && seeded === 0;
  return empty || (await store.countStaleIndexedPages(ctx.db, { textVersion: SEARCH_TEXT_VERSION })) > 0;
}

/** At start: indexes every published page again when `searchIndexStale`. Returns how many. */
export async function reindexStalePages(ctx: ContentContext, { seeded }: { seeded: number }): Promise<number> {
  return (await searchIndexStale(ctx, { seeded })) ? reindexPages(ctx) : 0;
}
