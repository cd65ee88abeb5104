import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { registry } from '../components/registry';
import { createRegistry, defineComponent, type ComponentDefinition, type Registry, type SlotSpec } from './component';
import { node, type Node } from './node';
import { countNodes } from './tree';
import { fromPuckData, isReservedProp, normalizeSlots, RESERVED_PROPS, toPuckData, type PuckComponentData, type PuckData } from './puck';
import { validateTree } from './validate';
import { sanitizeRichHtml } from '../services/sanitize';

/** A tree before ids are given out. */
interface Shape {
  name: string;
  props: Record<string, unknown>;
  slots: Record<string, Shape[]>;
  version?: number;
}

type PropsArbitrary = (def: ComponentDefinition) => fc.Arbitrary<Record<string, unknown>>;

/**
 * Each kind's editor defaults, or the schema's own defaults where those parse and differ: an
 * adapter that put back `def.defaults` instead of the node's props fails on the second.
 */
const definitionProps: PropsArbitrary = (def) => {
  const variants: Record<string, unknown>[] = [structuredClone(def.defaults) as Record<string, unknown>];
  const schemaDefaults = def.props.safeParse({});
  if (schemaDefaults.success) variants.push(schemaDefaults.data);
  return fc.constantFrom(...variants).map((props) => structuredClone(props));
};

/**
 * Random trees of `reg`'s kinds: a root-only kind at the root, nested kinds in declared slots
 * as their allow lists permit, up to `max` children; slots left out or empty at random.
 */
function treeArbitrary(reg: Registry, propsOf: PropsArbitrary, depth = 3, width = 3): fc.Arbitrary<Node> {
  const isNested = (name: string) => reg.get(name)?.rootOnly === false;
  const nested = reg.all().filter((d) => !d.rootOnly).map((d) => d.name);
  const roots = reg.all().filter((d) => d.rootOnly);
  const memo = new Map<string, fc.Arbitrary<Shape>>();

  function ofKinds(kinds: readonly string[], level: number): fc.Arbitrary<Shape> {
    const key = `${level}:${kinds.join(',')}`;
    let arb = memo.get(key);
    if (!arb) {
      arb = fc.constantFrom(...kinds).chain((name) => ofDefinition(reg.get(name)!, level));
      memo.set(key, arb);
    }
    return arb;
  }

  function slotChildren(spec: SlotSpec, level: number): fc.Arbitrary<Shape[]> {
    const kinds = (spec.allow ?? nested).filter(isNested);
    const max = Math.min(width, spec.max ?? width);
    if (level <= 0 || kinds.length === 0 || max === 0) return fc.constant([]);
    return fc.array(ofKinds(kinds, level - 1), { maxLength: max });
  }

  function ofDefinition(def: ComponentDefinition, level: number): fc.Arbitrary<Shape> {
    const slots: Record<string, fc.Arbitrary<Shape[] | undefined>> = {};
    for (const [slot, spec] of Object.entries(def.slots)) slots[slot] = fc.option(slotChildren(spec, level), { nil: undefined });
    return fc
      .record({
        props: propsOf(def),
        slots: fc.record(slots),
        // Stored nodes of an old version are upgraded by validation; either form must survive.
        version: def.version > 1 ? fc.constantFrom(undefined, def.version) : fc.constantFrom(undefined, 1),
      })
      .map(({ props, slots: picked, version }) => ({
        name: def.name,
        props,
        slots: Object.fromEntries(Object.entries(picked).filter((entry): entry is [string, Shape[]] => entry[1] !== undefined)),
        ...(version !== undefined ? { version } : {}),
      }));
  }

  return fc
    .record({ root: fc.constantFrom(...roots).chain((def) => ofDefinition(def, depth)), ids: fc.array(fc.uuid(), { maxLength: 500 }) })
    .map(({ root, ids }) => {
      const used = new Set<string>();
      let counter = 0;
      const nextId = () => {
        let id = ids[counter];
        counter++;
        // Shrunk uuids repeat; a counter-made one keeps every id unique.
        if (id === undefined || used.has(id.toLowerCase())) id = `00000000-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`;
        used.add(id.toLowerCase());
        return id;
      };
      const build = (shape: Shape): Node => ({
        id: nextId(),
        name: shape.name,
        props: shape.props,
        slots: Object.fromEntries(Object.entries(shape.slots).map(([slot, children]) => [slot, children.map(build)])),
        ...(shape.version !== undefined ? { version: shape.version } : {}),
      });
      return build(root);
    });
}

function normalized(tree: Node, reg: Registry): Node {
  const result = validateTree(tree, { registry: reg, sanitizeHtml: sanitizeRichHtml });
  if (!result.ok) throw new Error(`generated an invalid tree: ${JSON.stringify(result.issues)}`);
  return result.value;
}

/** Every Puck item of the data, found through the declared slots. */
function puckItems(data: PuckData, reg: Registry): PuckComponentData[] {
  const out: PuckComponentData[] = [];
  const visit = (name: string, props: Record<string, unknown>) => {
    for (const slot of Object.keys(reg.get(name)!.slots)) {
      for (const item of props[slot] as PuckComponentData[]) {
        out.push(item);
        visit(item.type, item.props);
      }
    }
  };
  visit(data.root.props[RESERVED_PROPS.kind] as string, data.root.props);
  return out;
}

function checkRoundTrip(reg: Registry, generated: Node): void {
  const tree = normalized(generated, reg);
  const data = toPuckData(tree, reg);

  expect(data.content).toEqual([]);
  expect(data.root.props[RESERVED_PROPS.kind]).toBe(tree.name);
  expect(data.root.props[RESERVED_PROPS.id]).toBe(tree.id);
  for (const slot of Object.keys(reg.get(tree.name)!.slots)) expect(Array.isArray(data.root.props[slot])).toBe(true);
  const items = puckItems(data, reg);
  for (const item of items) {
    for (const slot of Object.keys(reg.get(item.type)!.slots)) expect(Array.isArray(item.props[slot])).toBe(true);
  }
  expect(new Set(items.map((item) => item.props.id)).size).toBe(countNodes(tree) - 1);

  // Puck data is JSON: what the editor hands back has been through no shared references.
  const back = fromPuckData(JSON.parse(JSON.stringify(data)) as PuckData, reg);
  expect(back).toStrictEqual(normalizeSlots(tree, reg));
  expect(normalized(back, reg)).toStrictEqual(back);
  expect(toPuckData(back, reg)).toStrictEqual(data);
}

describe('node tree ↔ Puck data round trip (property)', () => {
  const arbitrary = treeArbitrary(registry, definitionProps);

  it('generates trees using every registered kind', () => {
    const seen = new Set<string>();
    const visit = (n: Node) => {
      seen.add(n.name);
      Object.values(n.slots).flat().forEach(visit);
    };
    fc.sample(arbitrary, { numRuns: 300, seed: 42 }).forEach(visit);
    expect([...seen].sort()).toEqual(registry.all().map((d) => d.name).sort());
  });

  it('is lossless for random valid trees of the registered components', () => {
    fc.assert(
      fc.property(arbitrary, (tree) => checkRoundTrip(registry, tree)),
      { numRuns: 200 },
    );
  });

  it('is lossless for trees whose slots are all present, without normalizing', () => {
    fc.assert(
      fc.property(arbitrary, (generated) => {
        const tree = normalizeSlots(normalized(generated, registry), registry);
        expect(fromPuckData(toPuckData(tree, registry), registry)).toStrictEqual(tree);
      }),
      { numRuns: 100 },
    );
  });

  // The registered kinds have no allow lists, slot limits or versions yet; these do.
  const tagged = z.strictObject({ label: z.string(), weight: z.number().int() });
  const doc = defineComponent({
    name: 'doc',
    label: 'Doc',
    category: 'layout',
    props: z.strictObject({ title: z.string().default('') }),
    slots: { main: {}, aside: { allow: ['teaser', 'doc'], max: 2 } },
    defaults: {},
    rootOnly: true,
  });
  const teaser = defineComponent({
    name: 'teaser',
    label: 'Teaser',
    category: 'content',
    props: z.strictObject({ heading: z.string(), tags: z.array(tagged).default([]), meta: z.strictObject({ _note: z.string() }).optional() }),
    slots: { body: { allow: ['text'] }, extra: { max: 1 } },
    defaults: { heading: 'Teaser' },
    version: 2,
    migrations: [{ from: 1, up: (props) => ({ ...props, heading: String(props.title ?? '') }) }],
  });
  const text = defineComponent({
    name: 'text',
    label: 'Text',
    category: 'content',
    props: z.strictObject({ value: z.string(), count: z.number(), on: z.boolean(), empty: z.null().optional() }),
    defaults: { value: '', count: 0, on: false },
  });
  const synthetic = createRegistry([doc, teaser, text]);
  const randomProps: PropsArbitrary = (def) => {
    if (def.name === 'doc') return fc.record({ title: fc.string() });
    if (def.name === 'teaser') {
      return fc.record(
        {
          heading: fc.string(),
          tags: fc.array(fc.record({ label: fc.string(), weight: fc.integer() }), { maxLength: 3 }),
          meta: fc.record({ _note: fc.string() }),
        },
        { requiredKeys: ['heading', 'tags'] },
      );
    }
    return fc.record({ value: fc.string(), count: fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n)), on: fc.boolean() });
  };

  it('is lossless with allow lists, slot limits, versions and random props', () => {
    fc.assert(
      fc.property(treeArbitrary(synthetic, randomProps, 4), (tree) => checkRoundTrip(synthetic, tree)),
      { numRuns: 300 },
    );
  });
});

describe('toPuckData / fromPuckData', () => {
  const tree: Node = {
    ...node('page-layout', { skipLinkText: 'Skip ahead' }, {
      headerContent: [node('include', { path: '/header' })],
      main: [node('box', { presets: 'card', flex: true }, { content: [node('heading', { text: 'Fees', level: 2 })] })],
    }),
  };

  it('maps the document root onto Puck root props with every slot, its id and kind', () => {
    const data = toPuckData(tree, registry);
    expect(data.content).toEqual([]);
    expect(data.root.props).toEqual({
      skipLinkText: 'Skip ahead',
      _id: tree.id,
      _kind: 'page-layout',
      alertContent: [],
      headerContent: [{ type: 'include', props: { id: tree.slots.headerContent![0]!.id, path: '/header' } }],
      banner: [],
      main: [
        {
          type: 'box',
          props: {
            id: tree.slots.main![0]!.id,
            presets: 'card',
            flex: true,
            content: [{ type: 'heading', props: { id: tree.slots.main![0]!.slots.content![0]!.id, text: 'Fees', level: 2 } }],
          },
        },
      ],
      footerContent: [],
      accessCodeHeader: [],
      accessCodeFooter: [],
    });
  });

  it('maps a fragment root and keeps its kind', () => {
    const partial = node('fragment', {}, { content: [node('rich-text', { html: '<p>Hi</p>' })] });
    const data = toPuckData(partial, registry);
    expect(Object.keys(data.root.props).sort()).toEqual(['_id', '_kind', 'content']);
    expect(fromPuckData(data, registry)).toEqual(partial);
  });

  it('fills left-out slots with [] on the way back (normalizeSlots)', () => {
    const back = fromPuckData(toPuckData(tree, registry), registry);
    expect(back.slots.banner).toEqual([]);
    expect(back.slots.main![0]!.slots.content![0]!.slots).toEqual({});
    expect(back).toEqual(normalizeSlots(tree, registry));
    expect(back).not.toEqual(tree);
  });

  it('keeps a node version under _version and omits it when absent', () => {
    const withVersion: Node = { ...node('fragment', {}, { content: [{ ...node('heading', { text: 'A', level: 2 }), version: 3 }] }), version: 2 };
    const data = toPuckData(withVersion, registry);
    expect(data.root.props._version).toBe(2);
    const child = (data.root.props.content as PuckComponentData[])[0]!;
    expect(child.props._version).toBe(3);
    const back = fromPuckData(data, registry);
    expect(back.version).toBe(2);
    expect(back.slots.content![0]!.version).toBe(3);
    expect(back.slots.content![0]!.props).toEqual({ text: 'A', level: 2 });

    const plain = toPuckData(node('fragment'), registry);
    expect('_version' in plain.root.props).toBe(false);
    expect('version' in fromPuckData(plain, registry)).toBe(false);
  });

  it('keeps a component’s own `id` prop (the banner message’s) under _propId, apart from Puck’s item id', () => {
    const banner = node('banner-messages', { id: 'early-close', cookieName: 'ice_early_close', messageText: 'Early close on Friday.' });
    const tree = normalized(node('fragment', {}, { content: [{ ...banner, version: 2 }] }), registry);
    const data = toPuckData(tree, registry);
    const item = (data.root.props.content as PuckComponentData[])[0]!;
    expect(item.props.id).toBe(banner.id);
    expect(item.props._propId).toBe('early-close');
    const back = fromPuckData(data, registry);
    expect(back).toEqual(tree);
    expect(back.slots.content![0]!.props.id).toBe('early-close');
  });

  it('ignores the id Puck shims into root props', () => {
    const data = toPuckData(tree, registry);
    const back = fromPuckData({ ...data, root: { props: { ...data.root.props, id: 'root' } } }, registry);
    expect(back.id).toBe(tree.id);
    expect('id' in back.props).toBe(false);
  });

  it('does not share prop values between the tree and the Puck data', () => {
    const footer = node('footer', structuredClone(registry.get('footer')!.defaults) as Record<string, unknown>);
    const data = toPuckData(node('fragment', {}, { content: [footer] }), registry);
    const item = (data.root.props.content as PuckComponentData[])[0]!;
    (item.props.sections as { title: string }[])[0]!.title = 'Changed';
    expect((footer.props.sections as { title: string }[])[0]!.title).toBe('Markets');
    const back = fromPuckData(data, registry);
    (item.props.sections as { title: string }[])[0]!.title = 'Changed again';
    expect((back.slots.content![0]!.props.sections as { title: string }[])[0]!.title).toBe('Changed');
  });

  it('refuses data it cannot convert without losing something', () => {
    const data = toPuckData(tree, registry);
    expect(() => fromPuckData({ ...data, content: [{ type: 'heading', props: { id: 'x', text: 'A' } }] }, registry)).toThrow(
      'outside the root slots',
    );
    expect(() => fromPuckData({ ...data, zones: { 'x:y': [{ type: 'heading', props: { id: 'x' } }] } }, registry)).toThrow(
      'outside the root slots',
    );
    expect(() => fromPuckData({ root: { props: { main: [] } }, content: [] }, registry)).toThrow('does not name the kind');
    expect(() => fromPuckData({ root: { props: { _kind: 'fragment', content: [{ type: 'nope', props: { id: 'x' } }] } }, content: [] }, registry)).toThrow(
      'Unknown component "nope"',
    );
    expect(() => toPuckData(node('fragment', {}, { aside: [] }), registry)).toThrow('has no slot "aside"');
  });

  it('turns the ids Puck gives new items (<type>-<uuid>) into node ids', () => {
    const uuid = '3f2b8c1e-9a4d-4e7f-8b6a-0c1d2e3f4a5b';
    const data: PuckData = {
      root: { props: { _kind: 'fragment', _id: tree.id, content: [{ type: 'rich-text', props: { id: `rich-text-${uuid}`, html: '<p>New</p>' } }] } },
      content: [],
    };
    const back = fromPuckData(data, registry);
    expect(back.slots.content![0]!.id).toBe(uuid);
    expect(validateTree(back, { registry, sanitizeHtml: sanitizeRichHtml }).ok).toBe(true);
    // Any other id is left for validation to refuse.
    const other = { ...data, root: { props: { ...data.root.props, content: [{ type: 'rich-text', props: { id: `heading-${uuid}`, html: '' } }] } } };
    expect(fromPuckData(other, registry).slots.content![0]!.id).toBe(`heading-${uuid}`);
  });

  it('gives a root without an id a fresh one', () => {
    const back = fromPuckData({ root: { props: { _kind: 'fragment', content: [] } }, content: [] }, registry);
    expect(validateTree(back, { registry, sanitizeHtml: sanitizeRichHtml }).ok).toBe(true);
  });
});

describe('reserved prop names', () => {
  it('never collide with a prop or slot of any registered component', () => {
    const reserved = Object.values(RESERVED_PROPS);
    expect(reserved.every(isReservedProp)).toBe(true);
    for (const def of registry.all()) {
      const names = [...Object.keys(def.props.shape), ...Object.keys(def.slots)];
      expect(names.filter(isReservedProp), def.name).toEqual([]);
      // `id` is Puck's own key on every item: a prop of that name goes under _propId, and no slot may have it.
      expect(Object.keys(def.slots), def.name).not.toContain('id');
    }
    expect(isReservedProp('id')).toBe(false);
    expect(isReservedProp('version')).toBe(false);
  });

  it('are told apart from real props that merely start with an underscore', () => {
    const odd = defineComponent({
      name: 'odd',
      label: 'Odd',
      category: 'utility',
      props: z.strictObject({ _note: z.string(), versionLabel: z.string() }),
      defaults: { _note: '', versionLabel: '' },
    });
    const root = defineComponent({ name: 'root-kind', label: 'Root', category: 'layout', props: z.strictObject({}), slots: { main: {} }, defaults: {}, rootOnly: true });
    const reg = createRegistry([odd, root]);
    const tree = node('root-kind', {}, { main: [node('odd', { _note: 'kept', versionLabel: 'v2' })] });
    expect(fromPuckData(toPuckData(tree, reg), reg)).toStrictEqual(tree);
  });
});
