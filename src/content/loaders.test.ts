import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { definitions, registry, type DataKind, type DataOf } from '../components/registry';
import { valid } from '../components/test-render';
import { node } from '../core/node';
import type { Db } from '../store/types';
import type { ContentContext } from './context';
import { loadNodeData, loaders, type Loaders } from './loaders';

const dataKinds = definitions.filter((def) => def.data).map((def) => def.name);

describe('the loaders', () => {
  it('are one per kind that declares data, and none for any other kind', () => {
    expect(dataKinds).toHaveLength(18);
    expect(Object.keys(loaders).sort()).toEqual([...dataKinds].sort());
  });

  it('are typed by the kinds’ declarations: a map without a data kind, with another kind or of the wrong data does not compile', () => {
    const { ticker: _ticker, ...withoutTicker } = loaders;
    // @ts-expect-error ticker declares data: the map must have its loader.
    const incomplete: Loaders = withoutTicker;
    // @ts-expect-error heading declares no data: the map has no place for a loader of it.
    const extra: Loaders = { ...loaders, heading: async () => ({}) };
    // @ts-expect-error holiday-hours declares its year as a number.
    const wrong: Loaders = { ...loaders, 'holiday-hours': async () => ({ year: '2026' }) };
    expect([incomplete, extra, wrong].map((map) => Object.keys(map).length)).toEqual([17, 19, 18]);
    expectTypeOf<DataOf<'holiday-hours'>>().toEqualTypeOf<{ year: number }>();
    expectTypeOf<'heading'>().not.toExtend<DataKind>();
  });
});

describe('loading a page’s node data', () => {
  /** A listing's query row, as the store reads it. */
  const row = (path: string) => ({ path, title: path, seo: {}, published_at: '2026-01-02T03:04:05.000Z' });
  const listings = () => valid(node('fragment', {}, { content: [node('content-surfacing', {}), node('content-surfacing', {})] }));
  const load = (db: Pick<Db, 'query'>, tree = listings()) => loadNodeData({ db } as unknown as ContentContext, { site: 'nyse', path: '/', tree, partials: new Map() });

  it('runs the loaders of all nodes at once, and keeps the data in the order of the nodes', async () => {
    // Each listing's query waits until the test answers it: run one after another, the second never starts.
    const waiting: ((rows: unknown[]) => void)[] = [];
    let bothStarted!: () => void;
    const started = new Promise<void>((resolve) => (bothStarted = resolve));
    const db = {
      query: () =>
        new Promise((resolve) => {
          waiting.push((rows) => resolve({ rows }));
          if (waiting.length === 2) bothStarted();
        }),
    } as unknown as Db;
    const tree = listings();
    const loading = load(db, tree);
    await Promise.race([started, new Promise((_, reject) => setTimeout(() => reject(new Error('The second loader did not start while the first was loading')), 2000))]);
    // The second node's data arrives first.
    waiting[1]!([row('/second')]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    waiting[0]!([row('/first')]);
    const { data } = await loading;
    const ids = tree.slots.content!.map((child) => child.id);
    expect([...data.keys()]).toEqual(ids);
    expect(ids.map((id) => (data.get(id) as { path: string }[]).map((page) => page.path))).toEqual([['/first'], ['/second']]);
  });

  it('fails the page when one loader fails', async () => {
    let calls = 0;
    const db = { query: async () => (++calls === 2 ? Promise.reject(new Error('database gone')) : { rows: [row('/one')] }) } as unknown as Db;
    await expect(load(db)).rejects.toThrow('database gone');
  });
});

describe('every data kind on one page of the demo installation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('loads what its definition’s schema states, keeping the page as briefly as the most perishable kind allows', async () => {
    const tree = valid(node('fragment', {}, { content: dataKinds.map((kind) => node(kind, registry.get(kind)!.defaults as Record<string, unknown>)) }));
    const loaded = await loadNodeData(t.app.content, { site: 'nyse', path: '/every-kind', tree, partials: new Map() });
    for (const child of tree.slots.content!) {
      const value = loaded.data.get(child.id);
      expect(registry.get(child.name)!.data!.schema.parse(value), child.name).toEqual(value);
    }
    expect(loaded.usesQuery).toBe(true);
    expect(loaded.maxAgeMs).toBe(5_000);
  });
});
