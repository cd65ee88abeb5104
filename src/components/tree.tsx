import { createElement, Fragment, type ReactNode } from 'react';
import type { ComponentDefinition, Registry } from '../core/component';
import type { VisitorView } from '../core/gates';
import type { Node } from '../core/node';
import type { IslandData, View } from './view';

export type { IslandData };

/**
 * Who the tree is rendered for, as gating kinds (the auth gate) see it:
 * - a visitor (or `null`, signed out): each gate renders only the slot they may see;
 * - `'defer'`: each gate becomes an empty `<tessera-gate>` placeholder, filled per request
 *   (`gates` lists them), so the rest of the page can be cached for everyone;
 * - `'all'`: every slot (the editor's canvas, where nobody is a visitor).
 */
export type Audience = VisitorView | null | 'defer' | 'all';

/** A gate left out of a cached render, to be rendered per request. */
export interface DeferredGate {
  index: number;
  node: Node;
}

export interface TreeRenderer {
  render(node: Node): ReactNode;
  readonly islands: IslandData[];
  readonly gates: DeferredGate[];
  /** Whether an island rendered here asks for the site's captcha (its page then needs the reCAPTCHA site key). */
  readonly captcha: boolean;
}

/** The placeholder of deferred gate `index`, exactly as React writes it. */
export function gatePlaceholder(index: number): string {
  return `<tessera-gate data-gate="${index}"></tessera-gate>`;
}

/**
 * Turns a validated node tree into React elements. Interactive kinds are wrapped in a
 * `<tessera-island>` marker and their props recorded for hydration; their slot content is
 * wrapped in `<tessera-slot>` so the browser can hand it back to React untouched. Gating
 * kinds render for `audience` (fail closed: deferred unless told otherwise).
 */
export function createTreeRenderer({
  registry,
  views,
  audience = 'defer',
  islandOffset = 0,
  data,
  inline = false,
}: {
  registry: Registry;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  views: Record<string, View<any>>;
  audience?: Audience;
  /** Index of the first island recorded here (islands rendered earlier for the same page). */
  islandOffset?: number;
  /** What the server loaded for data kinds, by node id: an island of such a node is handed its data. */
  data?: ReadonlyMap<string, unknown> | undefined;
  /**
   * Call views that use no hooks as plain functions instead of making each a React component
   * (the server's one-pass renders: React then has one component less per node). Not for a
   * render that React reconciles later (the editor's canvas), since such a view's output has no key.
   */
  inline?: boolean;
}): TreeRenderer {
  const islands: IslandData[] = [];
  const gates: DeferredGate[] = [];
  let captcha = false;

  function renderSlots(def: ComponentDefinition, node: Node, wrap: boolean): Record<string, ReactNode> {
    const shown = def.chooseSlot && audience !== 'all' && audience !== 'defer' ? def.chooseSlot(node.props, audience) : undefined;
    const slots: Record<string, ReactNode> = {};
    for (const slot in def.slots) {
      // A slot the visitor may not see is never rendered: no HTML, no island data.
      const children = shown === undefined || shown === slot ? node.slots[slot] : undefined;
      // Keyed arrays where React reconciles later; inlined views' output has no key, so there
      // siblings are passed as arguments, which need none.
      const content =
        !children || children.length === 0
          ? null
          : children.length === 1
            ? render(children[0]!)
            : inline
              ? createElement(Fragment, null, ...children.map(render))
              : children.map(render);
      slots[slot] = wrap ? createElement('tessera-slot', { 'data-slot': slot }, content) : content;
    }
    return slots;
  }

  function render(node: Node): ReactNode {
    const def = registry.get(node.name);
    const view = views[node.name];
    if (!def || !view) throw new Error(`No view registered for component "${node.name}"`);
    if (def.chooseSlot && audience === 'defer') {
      const index = gates.length;
      gates.push({ index, node });
      return createElement('tessera-gate', { key: node.id, 'data-gate': index });
    }
    if (!def.interactive || (def.islandWhen && !def.islandWhen(node.props as never))) {
      const input = { id: node.id, props: node.props, slots: renderSlots(def, node, false) };
      return inline && isHookFree(view) ? view(input) : createElement(view, { key: node.id, ...input });
    }
    const index = islandOffset + islands.length;
    // The island gets what it renders with, minus what only the server may know.
    const props = def.serverProps.length === 0 ? node.props : Object.fromEntries(Object.entries(node.props).filter(([key]) => !def.serverProps.includes(key)));
    const loaded = data?.get(node.id);
    if (!captcha && (def.captcha || def.form?.(node.props as never).captcha)) captcha = true;
    islands.push({ kind: node.name, id: node.id, props, ...(def.hydrate === 'load' ? {} : { when: def.hydrate }), ...(loaded === undefined ? {} : { data: loaded }) });
    return createElement(
      'tessera-island',
      { key: node.id, 'data-island': index, 'data-kind': node.name },
      createElement(view, { id: node.id, props: node.props, slots: renderSlots(def, node, true) }),
    );
  }

  return {
    render,
    islands,
    gates,
    get captcha() {
      return captcha;
    },
  };
}

const hookFree = new WeakMap<View<never>, boolean>();

/**
 * Whether a view calls no hook: its source names none (hooks are named `use…`, the rule of
 * hooks, and the server bundle is not minified: scripts/build.mjs). A view that did call one while called as a function
 * would throw on its first render, not render wrongly: every kind's render test would fail.
 */
export function isHookFree(view: View<never>): boolean {
  let known = hookFree.get(view);
  if (known === undefined) {
    known = !/\buse[A-Z]/.test(Function.prototype.toString.call(view));
    hookFree.set(view, known);
  }
  return known;
}
