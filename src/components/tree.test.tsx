import { createElement, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoDocuments } from '../cli/seed/content';
import { node } from '../core/node';
import { validateTree } from '../core/validate';
import { walk } from '../core/tree';
import { sanitizeRichHtml } from '../services/sanitize';
import { registry } from './registry';
import { createTreeRenderer, isHookFree } from './tree';
import { RenderContext, type RenderContextValue, type View } from './view';
import { views } from './views';

const site = { id: 'nyse' as const, name: 'NYSE', logoSvg: '<svg role="img" aria-label="NYSE"></svg>' };

function renderWith(tree: Parameters<ReturnType<typeof createTreeRenderer>['render']>[0], inline: boolean, viewsUsed = views): string {
  const renderer = createTreeRenderer({ registry, views: viewsUsed, audience: 'all', inline });
  const context: RenderContextValue = { site, path: '/t', partials: new Map(), renderTree: renderer.render };
  return renderToString(createElement(RenderContext.Provider, { value: context }, renderer.render(tree)));
}

describe('isHookFree', () => {
  it('tells a view that calls a hook from one that calls none', () => {
    const plain: View<{ text: string }> = ({ props }) => createElement('p', null, props.text);
    const withHook: View<{ text: string }> = ({ props }) => createElement('p', null, useContext(RenderContext)?.path, props.text);
    expect(isHookFree(plain as View<never>)).toBe(true);
    expect(isHookFree(withHook as View<never>)).toBe(false);
    expect(isHookFree(views['page-layout'] as View<never>)).toBe(false);
    expect(isHookFree(views.heading as View<never>)).toBe(true);
  });
});

describe('inline rendering of hook-free views', () => {
  it('calls a hook-free view while the tree is built, and leaves the others to React', () => {
    let calls = 0;
    const heading = views.heading!;
    const counted: typeof views = { ...views, heading: (input) => (calls++, heading(input)) };
    const tree = validateTree(
      node('page-layout', {}, { main: [1, 2, 3].map((n) => node('heading', { text: `Fees ${n}`, level: 2 })) }),
      { registry },
    );
    if (!tree.ok) throw new Error(JSON.stringify(tree.issues));
    createTreeRenderer({ registry, views: counted, audience: 'all', inline: true }).render(tree.value);
    expect(calls).toBe(3);
    calls = 0;
    createTreeRenderer({ registry, views: counted, audience: 'all' }).render(tree.value);
    expect(calls).toBe(0);
  });

  it('writes the same HTML as views rendered as components, for every demo page', () => {
    let inlined = 0;
    for (const doc of demoDocuments()) {
      const result = validateTree(doc.tree, { registry, sanitizeHtml: sanitizeRichHtml });
      if (!result.ok) throw new Error(`${doc.site} ${doc.path}: ${result.issues[0]?.message}`);
      walk(result.value, ({ node }) => {
        if (isHookFree(views[node.name] as View<never>)) inlined++;
      });
      expect(renderWith(result.value, true), `${doc.site} ${doc.path}`).toBe(renderWith(result.value, false));
    }
    // Most demo nodes are layout and text kinds, which are hook-free.
    expect(inlined).toBeGreaterThan(500);
  });
});
