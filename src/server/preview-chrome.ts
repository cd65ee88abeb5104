import type { ComposedPage } from '../content';
import type { Node } from '../core/node';
import type { CookieCategory } from '../core/contracts/site-settings';

/** Kinds a preview leaves out: the cookie notice would cover the page a reviewer came to see, and a preview stores no choice. */
const HIDDEN_IN_PREVIEW = new Set(['cookie-notice']);

/** `composed` with `change` applied to every node of its tree and its partials' trees. */
function mapTrees(composed: ComposedPage, change: (node: Node) => Node): ComposedPage {
  const walk = (node: Node): Node => {
    const changed = change(node);
    return { ...changed, slots: Object.fromEntries(Object.entries(changed.slots).map(([slot, children]) => [slot, children.map(walk)])) };
  };
  return { ...composed, doc: { ...composed.doc, tree: walk(composed.doc.tree) }, partials: new Map([...composed.partials].map(([path, tree]) => [path, walk(tree)])) };
}

/** A composed document as previews show it: the same, without the cookie notice (in the page or its partials). */
export function forPreview(composed: ComposedPage): ComposedPage {
  return mapTrees(composed, (node) => ({ ...node, slots: Object.fromEntries(Object.entries(node.slots).map(([slot, children]) => [slot, children.filter((c) => !HIDDEN_IN_PREVIEW.has(c.name))])) }));
}

/**
 * A composed document with the site's cookie categories (site settings, issue 24 item 7) in
 * every cookie notice, in place of the notice's own list; `categories` empty or absent: as it is.
 * Analytics waits for a category of this list, so the notice must offer exactly it.
 */
export function withSiteCookies(composed: ComposedPage, categories: readonly CookieCategory[] | undefined): ComposedPage {
  if (!categories?.length) return composed;
  const list = categories.map(({ categoryId, name, description }) => ({ categoryId, name, description }));
  return mapTrees(composed, (node) => (node.name === 'cookie-notice' ? { ...node, props: { ...node.props, categories: list } } : node));
}
