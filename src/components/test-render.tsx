import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Issue } from '../core/errors';
import type { Node } from '../core/node';
import { validateTree } from '../core/validate';
import { registry } from './registry';
import { RenderContext, type RenderContextValue, type SiteInfo } from './view';
import { views } from './views';

/** Helpers for component tests: validate through the registry and render like the server does. */

export const TEST_SITE: SiteInfo = {
  id: 'ice',
  name: 'Example Exchange',
  logoSvg: '<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
};

export function validate(tree: unknown, rootKinds?: readonly string[]) {
  return validateTree(tree, { registry, ...(rootKinds ? { rootKinds } : {}) });
}

/** The issues of an invalid tree (fails the test if the tree is valid). */
export function issuesOf(tree: unknown): Issue[] {
  const result = validate(tree);
  if (result.ok) throw new Error('Expected the tree to be invalid');
  return result.issues;
}

/** Validated and normalized (defaults applied); throws with the issues when invalid. */
export function valid(tree: unknown): Node {
  const result = validate(tree);
  if (!result.ok) throw new Error(`Invalid tree: ${JSON.stringify(result.issues)}`);
  return result.value;
}

/** Renders a node the way the page renderer does: an empty slot is null, several children one fragment. */
export function element(node: Node): ReactElement {
  const def = registry.get(node.name)!;
  const slots: Record<string, ReactNode> = {};
  for (const slot of Object.keys(def.slots)) {
    const children = node.slots[slot] ?? [];
    slots[slot] =
      children.length === 0 ? null : children.length === 1 ? element(children[0]!) : createElement(Fragment, null, ...children.map(element));
  }
  return createElement(views[node.name]!, { key: node.id, id: node.id, props: node.props, slots });
}

/** Validates the tree, then renders it to static HTML inside a server render context. */
export function renderHtml(tree: unknown, context: Partial<RenderContextValue> = {}): string {
  const ctx: RenderContextValue = {
    site: TEST_SITE,
    path: '/',
    partials: new Map(),
    renderTree: element,
    ...context,
  };
  return renderToStaticMarkup(createElement(RenderContext.Provider, { value: ctx }, element(valid(tree))));
}
