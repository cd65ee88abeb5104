import { SITE_IDS } from '../../core/sites';
import * as store from '../../store';
import type { ContentContext } from '../context';
import { dataKey } from '../surrogate-keys';

/** Lets other work run: the embedded engine shares this thread. */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Published notices changed: pages listing them (notice lists, the rule book, document tabs)
 * are cached per site, and notices belong to no one site, so every site's pages are dropped,
 * and every site's responses showing notices purged (`data-notices-<site>`).
 */
export async function noticesChanged(ctx: ContentContext): Promise<void> {
  await Promise.all(SITE_IDS.map((site) => ctx.changes.contentChanged(site, [dataKey('notices', site)])));
}

/**
 * A bulk change moves the planner's statistics (the embedded engine has no autovacuum to do
 * it). The embedded engine runs on the server's thread, so there the sample is a tenth of the
 * default and only the columns that queries filter or sort by are sampled, a few at a time
 * with a turn of the event loop between them; the lexeme statistics of `search` keep their
 * last values (sampling them holds the thread about 0.5 s after a 45 MB import).
 */
export async function refreshNoticeStatistics(ctx: Pick<ContentContext, 'db'>): Promise<void> {
  if (ctx.db.engine !== 'pglite') return store.analyzeNotices(ctx.db);
  for (const columns of store.NOTICE_STATISTICS_COLUMNS) {
    await ctx.db.transaction((tx) => store.analyzeNotices(tx, { columns }));
    await breathe();
  }
}
