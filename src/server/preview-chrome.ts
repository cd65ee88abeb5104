import type { ComposedPage } from '../content';
import type { Node } from '../core/node';

/** Kinds a preview leaves out: the cookie notice would cover the page a reviewer came to see, and a preview stores no choice. */
const HIDDEN_IN_PREVIEW = new Set(['cookie-notice']);

function without(node: Node): Node {
  const slots = Object.fromEntries(Object.entries(node.slots).map(([slot, children]) => [slot, children.filter((c) => !HIDDEN_IN_PREVIEW.has(c.name)).map(without)]));
  return { ...node, slots };
}

/** A composed document as previews show it: the same, without the cookie notice (in the page or its partials). */
export function forPreview(composed: ComposedPage): ComposedPage {
  return {
    ...composed,
    doc: { ...composed.doc, tree: without(composed.doc.tree) },
    partials: new Map([...composed.partials].map(([path, tree]) => [path, without(tree)])),
  };
}
