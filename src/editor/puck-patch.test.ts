// @vitest-environment happy-dom
/**
 * Our patch to Puck (patches/@puckeditor+core+0.23.0.patch, applied by patch-package on
 * `npm install`): what each change promises, on Puck's own store. See
 * notes/bench-editor-profile.md; test/server/bench-stock-puck.test.ts checks that the editor
 * benchmark's "Puck alone" is stock Puck.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, describe, expect, it } from 'vitest';

// (happy-dom's URL is not node's: no `new URL(…, import.meta.url)` here.)
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = join(ROOT, 'node_modules/@puckeditor/core/dist');
const MARKER = 'Patch (performance)';

/** The ESM chunk of Puck's dist that defines `needle` (chunk names carry a content hash). */
function chunkDefining(needle: string): string {
  const file = readdirSync(DIST).find((f) => f.endsWith('.mjs') && readFileSync(join(DIST, f), 'utf8').includes(needle));
  if (!file) throw new Error(`No chunk of Puck defines ${needle}`);
  return pathToFileURL(join(DIST, file)).href;
}

interface AppStore {
  // Puck's internal store, typed loosely: the test reads a few fields of it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  getState(): Record<string, any>;
  setState(partial: Record<string, unknown>): void;
  subscribe(listener: () => void): () => void;
}
type StoreModule = {
  createAppStore(initial?: Record<string, unknown>): AppStore;
  useRegisterFieldsSlice(store: AppStore, id?: string): void;
};
const storeModule = (await import(/* @vite-ignore */ chunkDefining('var createAppStore'))) as StoreModule;

const ZONE = 'root:default-zone';
const heading = (text: string) => ({ type: 'Heading', props: { id: 'h1', text } });

/** Puck's store holding one heading, selected, with `config`. */
function storeWith(config: Record<string, unknown>): AppStore {
  const store = storeModule.createAppStore({ config });
  store.getState().dispatch({ type: 'setData', data: { content: [heading('a')], root: { props: {} } } });
  store.getState().dispatch({ type: 'setUi', ui: { itemSelector: { index: 0, zone: ZONE } } });
  return store;
}

const plainConfig = { components: { Heading: { fields: { text: { type: 'text' } }, render: () => null } } };

const roots: ReturnType<typeof createRoot>[] = [];
afterAll(() => {
  for (const root of roots) act(() => root.unmount());
});

describe('Puck as patched', () => {
  it('is patched in node_modules (npm install runs patch-package)', () => {
    const patched = readdirSync(DIST).filter((f) => /\.m?js$/.test(f) && readFileSync(join(DIST, f), 'utf8').includes(MARKER));
    // The ESM chunks our bundles use, and the CommonJS builds alike.
    expect(patched).toEqual(expect.arrayContaining(['index.js', 'no-external.js']));
    expect(patched.filter((f) => f.endsWith('.mjs')).length).toBe(2);
  });

  it('a keystroke (a replace of the selected node) is one store update, not three', () => {
    const store = storeWith(plainConfig);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const Fields = () => (storeModule.useRegisterFieldsSlice(store, 'h1'), null);
    const root = createRoot(document.createElement('div'));
    roots.push(root);
    act(() => root.render(createElement(Fields)));
    const fields = store.getState().fields;
    expect(fields.fields).toBe(plainConfig.components.Heading.fields);

    let updates = 0;
    const unsubscribe = store.subscribe(() => updates++);
    act(() => store.getState().dispatch({ type: 'replace', destinationZone: ZONE, destinationIndex: 0, data: heading('ab') }));
    unsubscribe();
    expect(store.getState().state.indexes.nodes.h1.data.props.text).toBe('ab');
    expect(updates).toBe(1);
    // The fields slice is the same object: nothing that reads it renders again.
    expect(store.getState().fields).toBe(fields);
  });

  /** How often `resolvePermissions()` reads the document (a walk over the whole tree reads it). */
  async function documentReads(config: Record<string, unknown>): Promise<number> {
    const store = storeWith(config);
    const state = store.getState().state;
    let reads = 0;
    const counted = { ...state };
    Object.defineProperty(counted, 'data', { get: () => (reads++, state.data), enumerable: true });
    store.setState({ state: counted });
    await store.getState().permissions.resolvePermissions();
    return reads;
  }

  it('does not walk the document to resolve permissions when no component resolves them', async () => {
    expect(await documentReads(plainConfig)).toBe(0);
    // With a resolver, it walks as before (and calls it).
    let resolved = 0;
    const resolving = {
      components: { Heading: { ...plainConfig.components.Heading, resolvePermissions: () => (resolved++, { delete: false }) } },
    };
    expect(await documentReads(resolving)).toBeGreaterThan(0);
    expect(resolved).toBe(1);
  });
});
