import type { DocumentKind } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import { withHtmlSanitizer } from '../../core/html';
import { displayTree } from '../../core/incomplete';
import { node, type Node } from '../../core/node';
import { placementIssues } from '../../core/placement';
import type { SiteId } from '../../core/sites';
import { validateTree } from '../../core/validate';
import type { OutboundPolicy } from '../../services/outbound';
import { themeFor } from '../../themes';
import type { ContentContext } from '../context';
import { assertFetchedUrls } from '../fetched-urls';

/** What tree checks need: the registry, the sanitizer, and the outbound policy (the strictest, none listed, when not given). */
type TreeContext = Pick<ContentContext, 'registry' | 'sanitizeHtml'> & { outbound?: OutboundPolicy };
const STRICTEST: OutboundPolicy = { allowHosts: [] };

/**
 * Root kinds a document of this kind may have on this site: a fragment for partials; for pages
 * the brand's layout, and on a brand with a banner also the layout without one (page settings).
 */
export function rootKindsFor(site: SiteId, kind: DocumentKind): string[] {
  if (kind === 'partial') return ['fragment'];
  const layout = themeFor(site).layout;
  return layout === 'page-layout' ? ['page-layout', 'page-layout-no-banner'] : [layout];
}

/**
 * Validates an untrusted tree for a document; returns it normalized or throws a 400 naming
 * each path. A draft (`incomplete`) keeps values that break only content rules (see
 * core/incomplete.ts); publishing requires the whole page to be valid (`publishableTree`).
 * An address the server would fetch that the outbound policy refuses is never such a value:
 * it is a 400 in drafts too.
 */
export function validateDocumentTree(ctx: TreeContext, { site, kind, tree, incomplete = false }: { site: SiteId; kind: DocumentKind; tree: unknown; incomplete?: boolean }): Node {
  const result = validateTree(tree, { registry: ctx.registry, sanitizeHtml: ctx.sanitizeHtml, rootKinds: rootKindsFor(site, kind), incomplete });
  if (result.ok) {
    assertFetchedUrls(ctx.registry, ctx.outbound ?? STRICTEST, result.value);
    // Where components stand (issue 42 item 12): held on new saves; stored pages that break it still render.
    const misplaced = placementIssues(result.value, ctx.registry);
    if (misplaced.length > 0) throw new TesseraError('INVALID_TREE', { detail: `${misplaced[0]!.path}: ${misplaced[0]!.message}` }, misplaced);
    return result.value;
  }
  const first = result.issues[0]!;
  throw new TesseraError('INVALID_TREE', { detail: `${first.path}: ${first.message}` }, result.issues);
}

/** The component at a JSON pointer of a tree (`/root/slots/main/0/props/heading`) and the prop path after it. */
function locate(tree: Node, pointer: string): { node: Node; prop: string[] } | undefined {
  const parts = pointer.split('/').slice(2);
  let node = tree;
  while (parts[0] === 'slots' && parts.length >= 3) {
    const child = node.slots[parts[1]!]?.[Number(parts[2])];
    if (!child) return undefined;
    node = child;
    parts.splice(0, 3);
  }
  return parts[0] === 'props' ? { node, prop: parts.slice(1) } : { node, prop: [] };
}

/**
 * The draft as it may be published: valid in full. Otherwise a 409 naming each field to fix
 * by its component and prop ("Hero “Markets that move” › heading: Enter a heading"), the
 * issues carrying the JSON paths.
 */
export function publishableTree(ctx: TreeContext, doc: { site: SiteId; kind: DocumentKind; draft: Node }): Node {
  // A draft stored before addresses were checked on save: refused like a save would be (400).
  assertFetchedUrls(ctx.registry, ctx.outbound ?? STRICTEST, doc.draft);
  const result = validateTree(doc.draft, { registry: ctx.registry, sanitizeHtml: ctx.sanitizeHtml, rootKinds: rootKindsFor(doc.site, doc.kind) });
  if (result.ok) return result.value;
  const named = result.issues.map((issue) => {
    const found = locate(doc.draft, issue.path);
    const def = found && ctx.registry.get(found.node.name);
    if (!found || !def) return issue;
    const text = ['heading', 'title', 'label', 'text'].map((key) => found.node.props[key]).find((v): v is string => typeof v === 'string' && v.trim() !== '');
    const component = text ? `${def.label} “${text.trim().slice(0, 40)}”` : def.label;
    return { path: issue.path, message: `${[component, ...(found.prop.length > 0 ? [found.prop.join('.')] : [])].join(' › ')}: ${issue.message}` };
  });
  const count = named.length === 1 ? '1 field is fixed' : `${named.length} fields are fixed`;
  const detail = named
    .slice(0, 5)
    .map((issue) => issue.message)
    .join('; ');
  throw new TesseraError('PAGE_INCOMPLETE', { count, detail: named.length > 5 ? `${detail}; …` : detail }, named);
}

/** A stored draft as a view may render it: values still being typed give way to what may be shown (core/incomplete.ts). */
export function renderableDraft(ctx: Pick<ContentContext, 'registry' | 'sanitizeHtml'>, tree: Node): Node {
  return withHtmlSanitizer(ctx.sanitizeHtml, () => displayTree(tree, ctx.registry));
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
