import type { DocumentRecord } from '../../core/contracts';
import { cloneWithFreshIds } from '../../core/tree';
import type { Actor, ContentContext } from '../context';
import { createDocument } from './create';
import { getDocument } from './read';

/** A copy of a document's draft, with fresh node ids, as a new unpublished document (created like any other). */
export async function duplicateDocument(
  ctx: ContentContext,
  options: { actor: Actor; id: string; path: string; title?: string },
): Promise<DocumentRecord> {
  const { actor } = options;
  const source = await getDocument(ctx, { actor, id: options.id });
  return createDocument(ctx, {
    actor,
    site: source.site,
    path: options.path,
    kind: source.kind,
    title: options.title ?? `${source.title} (copy)`.slice(0, 200),
    seo: source.seo,
    tree: cloneWithFreshIds(source.draft),
  });
}
