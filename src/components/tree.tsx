import { createElement, type ReactElement, type ReactNode } from 'react';
import type { ComponentDefinition, Registry } from '../core/component';
import type { Node } from '../core/node';
import type { IslandData, View } from './view';

export type { IslandData };

export interface TreeRenderer {
  render(node: Node): ReactElement;
  readonly islands: IslandData[];
}

/**
 * Turns a validated node tree into React elements. Interactive kinds are wrapped in a
 * `<tessera-island>` marker and their props recorded for hydration; their slot content is
 * wrapped in `<tessera-slot>` so the browser can hand it back to React untouched.
 */
export function createTreeRenderer({
  registry,
  views,
}: {
  registry: Registry;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  views: Record<string, View<any>>;
}): TreeRenderer {
  const islands: IslandData[] = [];

  function renderSlots(def: ComponentDefinition, node: Node, wrap: boolean): Record<string, ReactNode> {
    const slots: Record<string, ReactNode> = {};
    for (const slot in def.slots) {
      const children = node.slots[slot];
      // Keyed arrays, not fragments: one element less per slot on the hot path.
      const content = !children || children.length === 0 ? null : children.length === 1 ? render(children[0]!) : children.map(render);
      slots[slot] = wrap ? createElement('tessera-slot', { 'data-slot': slot }, content) : content;
    }
    return slots;
  }

  function render(node: Node): ReactElement {
    const def = registry.get(node.name);
    const view = views[node.name];
    if (!def || !view) throw new Error(`No view registered for component "${node.name}"`);
    if (!def.interactive) {
      return createElement(view, { key: node.id, id: node.id, props: node.props, slots: renderSlots(def, node, false) });
    }
    const index = islands.length;
    islands.push({ kind: node.name, id: node.id, props: node.props, ...(def.hydrate === 'load' ? {} : { when: def.hydrate }) });
    return createElement(
      'tessera-island',
      { key: node.id, 'data-island': index, 'data-kind': node.name },
      createElement(view, { id: node.id, props: node.props, slots: renderSlots(def, node, true) }),
    );
  }

  return { render, islands };
}
