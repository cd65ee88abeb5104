import type { DocumentKind, DocumentRecord, Seo } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import { checkPath } from '../../core/paths';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import { actorName, type Actor, type ContentContext } from '../context';
import { mapViolations } from '../database-errors';
import { assertMayEditKind, assertNotLiveElsewhere, pathTaken } from './shared';
import { starterTree, validateDocumentTree } from './trees';

/** A new unpublished document at revision 1; without a tree, the site's starter tree. Visitors see nothing of it yet. */
export async function createDocument(
  ctx: ContentContext,
  options: { actor: Actor; site: SiteId; path: string; kind?: DocumentKind; title: string; seo?: Seo; tree?: unknown },
): Promise<DocumentRecord> {
  const { actor, site, kind = 'page' } = options;
  assertMayEditKind(actor, site, kind);
  const path = checkPath(options.path);
  const draft = validateDocumentTree(ctx, { site, kind, tree: options.tree === undefined ? starterTree(site, kind) : options.tree, incomplete: true });
  const by = actorName(actor);
  return ctx.db.transaction(async (tx) => {
    await assertNotLiveElsewhere(tx, { site, path });
    const created = await mapViolations(store.insertDocument(tx, { site, path, kind, title: options.title, seo: options.seo ?? {}, draft, actor: by }), {
      unique: () => pathTaken(path),
      foreignKey: () => new TesseraError('NOT_FOUND', { what: `Site "${site}"` }),
    });
    await store.appendAudit(tx, {
      actor: by,
      action: 'document.create',
      site: created.site,
      documentId: created.id,
      path: created.path,
      detail: { kind: created.kind, title: created.title },
    });
    return created;
  });
}
