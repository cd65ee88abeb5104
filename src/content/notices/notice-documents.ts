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

/** A notice's document: from the cache when it holds one for these fields, else rendered (and kept there). */
async function documentOf(notice: NoticeDocumentFields, cache: MediaStorage | undefined): Promise<Buffer> {
  const key = cache && cacheKey(notice);
  const cached = key ? await cache.read(key) : undefined;
  if (cached) return cached;
  const bytes = await renderNoticeDocument(notice);
  if (key) await cache.write(key, bytes).catch(() => {});
  return bytes;
}

/** A document's library name: the notice number, made safe for a file name. */
const documentName = (noticeNumber: string) => `${noticeNumber.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'notice'}.pdf`;

/**
 * Gives each notice without a document (no `filePath`) one generated from its fields
 * (notice-document.ts), stored in the media library (its bytes in the database: the seed runs
 * before any media directory is known), and answers the notices with `filePath` and `url` set
 * to its address. The same fields give the same bytes, so a document is stored once however
 * often it is generated. Used for the demo notices; a publisher's action like importing them.
 * `cache` (optional) keeps rendered documents by the hash of what they show, for stores that
 * are seeded again and again (the test templates): rendering is most of the work.
 */
export async function addNoticeDocuments(
  ctx: ContentContext,
  { actor, notices, cache }: { actor: Actor; notices: readonly store.NoticeInput[]; cache?: MediaStorage },
): Promise<store.NoticeInput[]> {
  assertAllowed(mayPublish(actor, EVERY_SITE), actor, 'import notices', EVERY_SITE);
  const by = actorName(actor);
  const out: store.NoticeInput[] = [];
  let added = 0;
  for (let i = 0; i < notices.length; i += BATCH) {
    const files: { hash: string; ext: string; mime: string; name: string; bytes: Uint8Array }[] = [];
    for (const notice of notices.slice(i, i + BATCH)) {
      if (notice.filePath !== '') {
        out.push(notice);
        continue;
      }
      const bytes = await documentOf(notice, cache);
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
