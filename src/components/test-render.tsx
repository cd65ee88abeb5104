import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Issue } from '../core/errors';
import type { Node } from '../core/node';
import { validateTree } from '../core/validate';
import { sanitizeRichHtml } from '../services/sanitize';
import { createTreeRenderer, type Audience } from './tree';
import { registry } from './registry';
import { RenderContext, type RenderContextValue, type SiteInfo } from './view';
import { views } from './views';

/** Helpers for component tests: validate through the registry and render with the server's renderer. */

export const TEST_SITE: SiteInfo = {
  id: 'ice',
  name: 'Example Exchange',
  logoSvg: '<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
};

export function validate(tree: unknown, rootKinds?: readonly string[]) {
  return validateTree(tree, { registry, sanitizeHtml: sanitizeRichHtml, ...(rootKinds ? { rootKinds } : {}) });
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

/** Validates the tree, then renders it to static HTML inside a server render context. */
export function renderHtml(tree: unknown, context: Partial<RenderContextValue> = {}, { audience }: { audience?: Audience } = {}): string {
  // Gates render for the context's visitor when one is given; otherwise they are deferred.
  const renderer = createTreeRenderer({ registry, views, audience: audience ?? (context.visitor === undefined ? 'defer' : context.visitor) });
  const ctx: RenderContextValue = {
    site: TEST_SITE,
    path: '/',
    partials: new Map(),
    renderTree: renderer.render,
    ...context,
  };
  return renderToStaticMarkup(createElement(RenderContext.Provider, { value: ctx }, renderer.render(valid(tree))));
}
