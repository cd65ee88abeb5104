/**
 * Puck's own `<Render>` (its server entry, `@puckeditor/core/rsc`) against our renderer on the
 * same page: both render every component through the same views, from the same tree (Puck's
 * from the tree converted to its data by the editor's adapter).
 */
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Config, SlotComponent } from '@puckeditor/core';
import { Render } from '@puckeditor/core/rsc';
import { registry } from '../src/components/registry';
import { views } from '../src/components/views';
import { toPuckData } from '../src/core/puck';
import { validateTree } from '../src/core/validate';
import { renderBody } from '../src/render/page';
import { sanitizeRichHtml } from '../src/services/sanitize';
import { siteInfo } from '../src/server/render-page';
import { generatePage } from './trees';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Median milliseconds of `runs` calls after `warm` warm-up calls. */
function time(fn: () => unknown, { warm = 10, runs = 40 } = {}): number {
  for (let i = 0; i < warm; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/**
 * A Puck configuration that renders each kind straight through its view (props as stored,
 * slots from Puck's slot functions): what Puck itself costs, without our editor's checks.
 */
function puckConfig(rootKind: string): Config {
  const render = (name: string) => {
    const def = registry.get(name)!;
    const view = views[name]!;
    return (props: Record<string, unknown>) => {
      const slots: Record<string, ReactNode> = {};
      for (const slot of Object.keys(def.slots)) slots[slot] = typeof props[slot] === 'function' ? (props[slot] as SlotComponent)() : null;
      return createElement(view, { id: String(props.id ?? 'root'), props, slots });
    };
  };
  const components: Config['components'] = {};
  for (const def of registry.all()) {
    if (def.rootOnly) continue;
    const fields = Object.fromEntries(Object.keys(def.slots).map((slot) => [slot, { type: 'slot' as const }]));
    components[def.name] = { fields, render: render(def.name) as never };
  }
  const rootDef = registry.get(rootKind)!;
  const rootFields = Object.fromEntries(Object.keys(rootDef.slots).map((slot) => [slot, { type: 'slot' as const }]));
  return { components, root: { fields: rootFields, render: render(rootKind) as never } };
}

export interface PuckRenderFigures {
  nodes: number;
  oursMs: number;
  puckMs: number;
  ratio: number;
}

export function puckRenderBench(size = 1000): PuckRenderFigures {
  const checked = validateTree(generatePage(size), { registry, sanitizeHtml: sanitizeRichHtml });
  if (!checked.ok) throw new Error(`The generated page is invalid: ${checked.issues[0]?.message}`);
  const tree = checked.value;
  const site = siteInfo('nyse');
  const ours = () => renderBody({ registry, views, site, path: '/bench', tree, islandRuntime: '/runtime.js' }).html;
  const config = puckConfig(tree.name);
  const data = toPuckData(tree, registry);
  const puck = () => renderToString(createElement(Render, { config, data }));
  // Both must render the page's text: a renderer that skips content is not faster, it is wrong.
  for (const html of [ours(), puck()]) if (!html.includes('Section 0') || !html.includes('Contract 0-0')) throw new Error('A renderer left out content');
  const oursMs = time(ours);
  const puckMs = time(puck);
  return { nodes: checked.nodeCount, oursMs, puckMs, ratio: puckMs / oursMs };
}
