import type { DocumentKind } from '../../core/contracts';
import type { Node } from '../../core/node';
import type { SiteId } from '../../core/sites';
import { assertAllowed, mayEdit } from '../access';
import type { Actor, ContentContext } from '../context';
import { renderableDraft, validateDocumentTree } from './trees';

/**
 * A posted tree made ready to render as `site` would (editor preview, headless use): whoever
 * may edit drafts on that site (issue 23 item 1). Drafts may hold values still being typed.
 */
export function previewTree(ctx: ContentContext, { actor, site, kind, tree }: { actor: Actor; site: SiteId; kind: DocumentKind; tree: unknown }): Node {
  assertAllowed(mayEdit(actor, site), actor, 'edit drafts', site);
  return renderableDraft(ctx, validateDocumentTree(ctx, { site, kind, tree, incomplete: true }));
}
