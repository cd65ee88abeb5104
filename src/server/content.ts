import type { Registry } from '../core/component';
import { TesseraError } from '../core/errors';
import { node, type Node } from '../core/node';
import { DOCUMENT_PATH, type SiteId } from '../core/sites';
import { validateTree } from '../core/validate';
import { themeFor } from '../themes';
import type { DocumentKind } from '../store/types';

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
export function validateDocumentTree({
  registry,
  site,
  kind,
  tree,
}: {
  registry: Registry;
  site: SiteId;
  kind: DocumentKind;
  tree: unknown;
}): Node {
  const result = validateTree(tree, { registry, rootKinds: rootKindsFor(site, kind) });
  if (result.ok) return result.value;
  const first = result.issues[0]!;
  throw new TesseraError('INVALID_TREE', { detail: `${first.path}: ${first.message}` }, result.issues);
}

/** Checks a document path: `/` or lower-case segments of letters, digits and hyphens. */
export function checkPath(path: string): string {
  if (path.length > 200) throw new TesseraError('INVALID_PATH', { path: path.slice(0, 40) + '…', reason: 'longer than 200 characters' });
  if (!DOCUMENT_PATH.test(path)) {
    throw new TesseraError('INVALID_PATH', {
      path,
      reason: 'use "/" or lower-case segments of letters, digits and single hyphens, like /futures/energy',
    });
  }
  return path;
}

/** The tree of a new document: the brand layout with the site's header and footer partials, or an empty fragment. */
export function starterTree(site: SiteId, kind: DocumentKind): Node {
  if (kind === 'partial') return node('fragment', {}, { content: [] });
  return node(themeFor(site).layout, {}, {
    headerContent: [node('include', { path: '/header' })],
    main: [],
    footerContent: [node('include', { path: '/footer' })],
  });
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
