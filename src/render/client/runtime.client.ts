/**
 * The island runtime: the only script a visitor page loads, and only when the page has
 * interactive components. It hydrates each `<tessera-island>` with the chunk of its kind;
 * slot content stays the server's HTML, handed back to React unchanged.
 *
 * Trust (DESIGN.md §7a): the island data is read only from the platform's JSON element,
 * whose id no content can carry, and a kind only picks a loader from the build's own list;
 * nothing read from the page ever becomes a URL to import.
 */
import { options } from 'preact';
import { createElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loaders, type IslandModule } from 'tessera:island-loaders';
import { ISLANDS_DATA_ID } from '../../core/ids';
import type { IslandData } from '../../components/tree';
import { RenderContext, type IslandBootstrap, type RenderContextValue } from '../../components/view';

// Islands are written against React's API and run on Preact (render/assets.ts). Preact runs
// effects after the next animation frame; like React, run them in a task of their own as
// soon as the browser may, so an island's first effect does not wait for a paint.
options.requestAnimationFrame = (callback) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => callback();
  channel.port2.postMessage(undefined);
};

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

/** The Prioritized Task Scheduling API, where the browser has it (Chromium). */
declare const scheduler: { postTask(task: () => void, options: { priority: 'background' }): Promise<void> } | undefined;

/**
 * Resolves after the page has loaded, once the browser gets round to background work: a
 * background task where the browser schedules them, else an idle callback (at most 2 s later).
 */
function afterIdle(): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(() => {
    if (typeof scheduler !== 'undefined') return scheduler.postTask(() => {}, { priority: 'background' });
    return new Promise<void>((resolve) => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 1);
    });
  });
}

async function hydrateIslands(): Promise<void> {
  const bootstrap = readBootstrap();
  if (!bootstrap) return;
  const { site, path, islands: data } = bootstrap;
  // Islands see the site and path as on the server; partials were already rendered there.
  // Data kinds' islands get the data their HTML was rendered with.
  const loaded = new Map(data.flatMap((island) => (island.data === undefined ? [] : [[island.id, island.data] as const])));
  const context: RenderContextValue = { site, path, partials: new Map(), renderTree: () => null, ...(loaded.size > 0 ? { data: loaded } : {}) };
  const modules = new Map<string, Promise<IslandModule>>();

  const hydrate = async (el: Element, island: IslandData, load: () => Promise<IslandModule>) => {
    if (!modules.has(island.kind)) modules.set(island.kind, load());
    const { default: View } = await modules.get(island.kind)!;
    const view = createElement(View, { id: island.id, props: island.props, slots: ownSlots(el) });
    hydrateRoot(el, createElement(RenderContext.Provider, { value: context }, view), {
      onRecoverableError: (error) => console.warn('Island hydration recovered:', island.kind, error),
    });
  };

  // Islands that can wait hydrate once the browser is idle, and so does anything inside them.
  const now: [Element, IslandData, () => Promise<IslandModule>][] = [];
  const later: typeof now = [];
  const waiting = new Set<Element>();
  // Outer islands first: their slot HTML is captured before inner islands hydrate inside it.
  for (const el of document.querySelectorAll('tessera-island')) {
    const island = data[Number(el.getAttribute('data-island'))];
    const load = loaderFor(island);
    if (!island || !load || el.getAttribute('data-kind') !== island.kind) {
      console.warn('Island skipped: unknown kind', el.getAttribute('data-kind'));
      continue;
    }
    const outer = el.parentElement?.closest('tessera-island');
    const idle = island.when === 'idle' || (outer !== null && outer !== undefined && waiting.has(outer));
    if (idle) waiting.add(el);
    (idle ? later : now).push([el, island, load]);
  }
  for (const [el, island, load] of now) await hydrate(el, island, load);
  if (later.length === 0) return;
  await afterIdle();
  for (const [el, island, load] of later) await hydrate(el, island, load);
}

window.__tesseraHydrated = hydrateIslands();
