import { createHash } from 'node:crypto';
import { mediaUrl } from '../../core/media';
import type { MediaStorage } from '../../services/media';
import * as store from '../../store';
import { assertAllowed, EVERY_SITE, mayPublish } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';
import { renderNoticeDocument, type NoticeDocumentFields } from './notice-document';
import { breathe } from './shared';

/** Documents stored per statement: a few hundred kilobytes each. */
const BATCH = 200;

/** Changes when the document's layout does, so a cache never answers an older layout. */
const LAYOUT_VERSION = 'notice-document 1';

/** A document's key in a cache: the hash of the layout version and the fields it shows. */
function cacheKey(n: NoticeDocumentFields): string {
  const fields = [LAYOUT_VERSION, n.noticeNumber, n.pubDate, n.title, n.topic, n.market, n.circularType, n.body];
  return `${createHash('sha256').update(JSON.stringify(fields)).digest('hex')}.pdf`;
}

/**
 * Renders notices' documents in order, reporting how many are done. Whatever renders them
 * (this thread, or a worker the command line starts) must give what `renderNoticeDocument`
 * gives: the bytes' hash is the document's address.
 */
export type NoticeDocumentRenderer = (notices: readonly NoticeDocumentFields[], onProgress?: (done: number) => void) => Promise<Buffer[]>;

/** `renderNoticeDocument` in this thread, one after the other. */
export const renderInThisThread: NoticeDocumentRenderer = async (notices, onProgress) => {
  const out: Buffer[] = [];
  for (const notice of notices) {
    out.push(await renderNoticeDocument(notice));
    onProgress?.(out.length);
  }
  return out;
};

/**
 * The documents of the notices without one (no `filePath`), in the notices' order (undefined
 * for a notice that has one): from `cache` when it holds one for those fields, the rest from
 * `render` (and kept in the cache). Nothing is stored: `storeNoticeDocuments` does that.
 */
export async function renderNoticeDocuments({
  notices,
  cache,
  render = renderInThisThread,
  onProgress,
}: {
  notices: readonly store.NoticeInput[];
  cache?: MediaStorage;
  render?: NoticeDocumentRenderer;
  /** Documents ready of those needed (cached ones count at once). */
  onProgress?: (done: number, total: number) => void;
}): Promise<(Buffer | undefined)[]> {
  const documents: (Buffer | undefined)[] = notices.map(() => undefined);
  const missing: number[] = [];
  for (const [i, notice] of notices.entries()) {
    if (notice.filePath !== '') continue;
    const cached = cache ? await cache.read(cacheKey(notice)) : undefined;
    if (cached) documents[i] = cached;
    else missing.push(i);
  }
  const total = notices.filter((n) => n.filePath === '').length;
  const fromCache = total - missing.length;
  onProgress?.(fromCache, total);
  const rendered = await render(
    missing.map((i) => notices[i]!),
    (done) => onProgress?.(fromCache + done, total),
  );
  for (const [k, i] of missing.entries()) {
    const bytes = rendered[k];
    if (!bytes) throw new Error(`The document of notice ${notices[i]!.noticeNumber} was not rendered`);
    documents[i] = bytes;
    if (cache) await cache.write(cacheKey(notices[i]!), bytes).catch(() => {});
  }
  return documents;
}

/** A document's library name: the notice number, made safe for a file name. */
const documentName = (noticeNumber: string) => `${noticeNumber.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'notice'}.pdf`;

/**
 * Stores each rendered document (`documents[i]` is notice i's, from `renderNoticeDocuments`)
 * in the media library (its bytes in the database: the seed runs before any media directory is
 * known) and answers the notices with `filePath` and `url` set to its address. The same bytes
 * are stored once however often they are given.
 */
export async function storeNoticeDocuments(
  ctx: ContentContext,
  { actor, notices, documents }: { actor: Actor; notices: readonly store.NoticeInput[]; documents: readonly (Buffer | undefined)[] },
): Promise<store.NoticeInput[]> {
  assertAllowed(mayPublish(actor, EVERY_SITE), actor, 'import notices', EVERY_SITE);
  const by = actorName(actor);
  const out: store.NoticeInput[] = [];
  let added = 0;
  for (let i = 0; i < notices.length; i += BATCH) {
    const files: { hash: string; ext: string; mime: string; name: string; bytes: Uint8Array }[] = [];
    for (const [k, notice] of notices.slice(i, i + BATCH).entries()) {
      const bytes = documents[i + k];
      if (notice.filePath !== '' || !bytes) {
        out.push(notice);
        continue;
      }
      const hash = createHash('sha256').update(bytes).digest('hex');
      files.push({ hash, ext: 'pdf', mime: 'application/pdf', name: documentName(notice.noticeNumber), bytes });
      const url = mediaUrl(hash, 'pdf');
      out.push({ ...notice, filePath: url, url });
    }
    added += await ctx.db.transaction((tx) => store.insertGeneratedMedia(tx, { files, uploadedBy: by }));
    await breathe();
  }
  if (added > 0) await store.appendAudit(ctx.db, { actor: by, action: 'media.generate', detail: { what: 'notice documents', count: added } });
  return out;
}

/**
 * Gives each notice without a document (no `filePath`) one generated from its fields
 * (notice-document.ts) and stored in the media library, and answers the notices with `filePath`
 * and `url` set to its address. Used for the demo notices; a publisher's action like importing
 * them. `cache` (optional) keeps rendered documents by the hash of what they show, for stores
 * that are seeded again and again (the test templates): rendering is most of the work.
 */
export async function addNoticeDocuments(
  ctx: ContentContext,
  { actor, notices, cache, render }: { actor: Actor; notices: readonly store.NoticeInput[]; cache?: MediaStorage; render?: NoticeDocumentRenderer },
): Promise<store.NoticeInput[]> {
  assertAllowed(mayPublish(actor, EVERY_SITE), actor, 'import notices', EVERY_SITE);
  const documents = await renderNoticeDocuments({ notices, ...(cache ? { cache } : {}), ...(render ? { render } : {}) });
  return storeNoticeDocuments(ctx, { actor, notices, documents });
}
