/**
 * The island runtime: the only script a visitor page loads, and only when the page has
 * interactive components. It hydrates each `<tessera-island>` with the chunk of its kind;
 * slot content stays the server's HTML, handed back to React unchanged.
 *
 * Trust (DESIGN.md §7a): the island data is read only from the platform's JSON element,
 * whose id no content can carry, and a kind only picks a loader from the build's own list;
 * nothing read from the page ever becomes a URL to import.
 */
import { createElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loaders, type IslandModule } from 'tessera:island-loaders';
import { ISLANDS_DATA_ID } from '../../core/ids';
import type { IslandData } from '../../components/tree';
import { RenderContext, type IslandBootstrap, type RenderContextValue } from '../../components/view';

declare global {
  interface Window {
    /** Set once every island on the page has hydrated (used by tests and tooling). */
    __tesseraHydrated?: Promise<void>;
  }
}

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

/** The page's island data: only a JSON `<script>` with the platform's id counts. */
function readBootstrap(): IslandBootstrap | undefined {
  const script = document.querySelector(`script[type="application/json"]#${ISLANDS_DATA_ID}`);
  if (!script?.textContent) return undefined;
  const data = JSON.parse(script.textContent) as Partial<IslandBootstrap>;
  return Array.isArray(data.islands) && data.site && typeof data.path === 'string' ? (data as IslandBootstrap) : undefined;
}

/** The chunk of a kind this build knows; anything else (a URL, `__proto__`) loads nothing. */
function loaderFor(island: IslandData | undefined): (() => Promise<IslandModule>) | undefined {
  if (!island || typeof island.kind !== 'string' || !Object.hasOwn(loaders, island.kind)) return undefined;
  return loaders[island.kind];
}

async function hydrateIslands(): Promise<void> {
  const bootstrap = readBootstrap();
  if (!bootstrap) return;
  const { site, path, islands: data } = bootstrap;
  // Islands see the site and path as on the server; partials were already rendered there.
  const context: RenderContextValue = { site, path, partials: new Map(), renderTree: () => null };
  const modules = new Map<string, Promise<IslandModule>>();
  // Outer islands first: their slot HTML is captured before inner islands hydrate inside it.
  for (const el of document.querySelectorAll('tessera-island')) {
    const island = data[Number(el.getAttribute('data-island'))];
    const load = loaderFor(island);
    if (!island || !load || el.getAttribute('data-kind') !== island.kind) {
      console.warn('Island skipped: unknown kind', el.getAttribute('data-kind'));
      continue;
    }
    if (!modules.has(island.kind)) modules.set(island.kind, load());
    const { default: View } = await modules.get(island.kind)!;
    const view = createElement(View, { id: island.id, props: island.props, slots: ownSlots(el) });
    hydrateRoot(el, createElement(RenderContext.Provider, { value: context }, view), {
      onRecoverableError: (error) => console.warn('Island hydration recovered:', island.kind, error),
    });
  }
}

window.__tesseraHydrated = hydrateIslands();
