/**
 * The island runtime: the only script a visitor page loads, and only when the page has
 * interactive components. It hydrates each `<tessera-island>` with the chunk of its kind;
 * slot content stays the server's HTML, handed back to React unchanged.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RenderContext, type RenderContextValue } from '../../components/view';
import { ISLANDS_SCRIPT_ID, type IslandBootstrap } from '../islands';

declare global {
  interface Window {
    /** Set once every island on the page has hydrated (used by tests and tooling). */
    __tesseraHydrated?: Promise<void>;
  }
}

type IslandModule = { default: ComponentType<{ id: string; props: unknown; slots: Record<string, ReactNode> }> };

function ownSlots(island: Element): Record<string, ReactNode> {
  const slots: Record<string, ReactNode> = {};
  for (const el of island.querySelectorAll('tessera-slot')) {
    if (el.closest('tessera-island') !== island) continue;
    const name = el.getAttribute('data-slot') ?? '';
    slots[name] = createElement('tessera-slot', {
      'data-slot': name,
      suppressHydrationWarning: true,
      dangerouslySetInnerHTML: { __html: el.innerHTML },
    });
  }
  return slots;
}

async function hydrateIslands(): Promise<void> {
  const script = document.getElementById(ISLANDS_SCRIPT_ID);
  if (!script?.textContent) return;
  const { site, path, islands: data } = JSON.parse(script.textContent) as IslandBootstrap;
  // Islands see the site and path as on the server; partials were already rendered there.
  const context: RenderContextValue = { site, path, partials: new Map(), renderTree: () => null };
  const base = new URL('./', import.meta.url);
  const modules = new Map<string, Promise<IslandModule>>();
  const load = (kind: string) => {
    if (!modules.has(kind)) modules.set(kind, import(/* @vite-ignore */ new URL(`${kind}.js`, base).href));
    return modules.get(kind)!;
  };
  // Outer islands first: their slot HTML is captured before inner islands hydrate inside it.
  const islands = [...document.querySelectorAll('tessera-island')];
  for (const el of islands) {
    const island = data[Number(el.getAttribute('data-island'))];
    if (!island) continue;
    const { default: View } = await load(island.kind);
    const view = createElement(View, { id: island.id, props: island.props, slots: ownSlots(el) });
    hydrateRoot(el, createElement(RenderContext.Provider, { value: context }, view), {
      onRecoverableError: (error) => console.warn('Island hydration recovered:', island.kind, error),
    });
  }
}

window.__tesseraHydrated = hydrateIslands();
