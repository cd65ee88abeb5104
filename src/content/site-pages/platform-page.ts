import { node, type Node } from '../../core/node';
import type { SiteId } from '../../core/sites';
import { themeFor } from '../../themes';
import type { ContentContext } from '../context';
import type { PageToRender } from '../published';
import { validateDocumentTree, withSiteChrome } from '../documents/trees';

/**
 * A page of the platform's own (not found, sign-in, search) in a site's layout, header and
 * footer: validated like any page, so the layout's defaults (the skip link's text) apply and
 * rich text is sanitized.
 */
export function platformPage(
  ctx: ContentContext,
  { site, path, title, slots }: { site: SiteId; path: string; title: string; slots: Record<string, Node[]> },
): PageToRender {
  const tree = validateDocumentTree(ctx, { site, kind: 'page', tree: withSiteChrome(node(themeFor(site).layout, {}, slots)) });
  return { site, path, title, seo: { noindex: true }, tree, kind: 'page' };
}
