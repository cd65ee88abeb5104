import type { DocumentKind } from '../core/contracts';
import { TesseraError } from '../core/errors';
import { node, type Node } from '../core/node';
import type { SiteId } from '../core/sites';
import { validateTree } from '../core/validate';
import { themeFor } from '../themes';
import type { ContentContext } from './context';

/**
 * Root kinds a document of this kind may have on this site: a fragment for partials; for pages
 * the brand's layout, and on a brand with a banner also the layout without one (page settings).
 */
export function rootKindsFor(site: SiteId, kind: DocumentKind): string[] {
  if (kind === 'partial') return ['fragment'];
  const layout = themeFor(site).layout;
  return layout === 'page-layout' ? ['page-layout', 'page-layout-no-banner'] : [layout];
}

/** Validates an untrusted tree for a document; returns it normalized or throws a 400 naming each path. */
export function validateDocumentTree(
  ctx: Pick<ContentContext, 'registry' | 'sanitizeHtml'>,
  { site, kind, tree }: { site: SiteId; kind: DocumentKind; tree: unknown },
): Node {
  const result = validateTree(tree, { registry: ctx.registry, sanitizeHtml: ctx.sanitizeHtml, rootKinds: rootKindsFor(site, kind) });
  if (result.ok) return result.value;
  const first = result.issues[0]!;
  throw new TesseraError('INVALID_TREE', { detail: `${first.path}: ${first.message}` }, result.issues);
}

/** The tree of a new document: the brand layout with the site's header and footer partials, or an empty fragment. */
export function starterTree(site: SiteId, kind: DocumentKind): Node {
  if (kind === 'partial') return node('fragment', {}, { content: [] });
  return withSiteChrome(node(themeFor(site).layout, {}, { main: [] }));
}

/** A page tree with the site's header and footer partials in place of its own. */
export function withSiteChrome(root: Node): Node {
  return {
    ...root,
    slots: {
      ...root.slots,
      headerContent: [node('include', { path: '/header' })],
      footerContent: [node('include', { path: '/footer' })],
    },
  };
}

/** Paths of the partials a tree includes. */
export function includedPaths(tree: Node): string[] {
  const paths = new Set<string>();
  const visit = (n: Node) => {
    if (n.name === 'include' && typeof n.props.path === 'string') paths.add(n.props.path);
    for (const children of Object.values(n.slots)) children.forEach(visit);
  };
  visit(tree);
  return [...paths];
}
