import { createHash } from 'node:crypto';
import { mediaUrl } from '../../core/media';
import * as store from '../../store';
import { assertAllowed, EVERY_SITE, mayPublish } from '../access';
import { actorName, type Actor, type ContentContext } from '../context';
import { renderNoticeDocument } from './notice-document';
import { breathe } from './shared';

/** Documents stored per statement: a few hundred kilobytes each. */
const BATCH = 200;

/** A document's library name: the notice number, made safe for a file name. */
const documentName = (noticeNumber: string) => `${noticeNumber.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'notice'}.pdf`;

/**
 * Gives each notice without a document (no `filePath`) one generated from its fields
 * (notice-document.ts), stored in the media library (its bytes in the database: the seed runs
 * before any media directory is known), and answers the notices with `filePath` and `url` set
 * to its address. The same fields give the same bytes, so a document is stored once however
 * often it is generated. Used for the demo notices; a publisher's action like importing them.
 */
export async function addNoticeDocuments(
  ctx: ContentContext,
  { actor, notices }: { actor: Actor; notices: readonly store.NoticeInput[] },
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
      const bytes = await renderNoticeDocument(notice);
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
