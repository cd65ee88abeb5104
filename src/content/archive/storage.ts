import * as store from '../../store';
import type { ContentContext } from '../context';

/**
 * The archive's size on disk, in bytes: `record` the entries with their bodies and blobs (what
 * is kept for years), `pending` the work still to record (emptied as the archive job records).
 */
export function archiveStorage(ctx: ContentContext): Promise<{ record: number; pending: number }> {
  return store.archiveSizes(ctx.db);
}
