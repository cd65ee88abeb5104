import { describe, it, expect, expectTypeOf } from 'vitest';
import { z } from 'zod';
import { createRegistry, defineComponent, serverData, type ComponentDefinition, type ComponentInput } from './component';

const base = {
  name: 'card',
  label: 'Card',
  category: 'content',
  props: z.object({ title: z.string().default('') }),
  defaults: {},
} satisfies ComponentInput<z.ZodObject>;

describe('defineComponent', () => {
  it('fills in the optional parts', () => {
    const def = defineComponent(base);
    expect(def).toMatchObject({
      name: 'card',
      label: 'Card',
      category: 'content',
      slots: {},
      version: 1,
      migrations: [],
      interactive: false,
      rootOnly: false,
    });
    expect('description' in def).toBe(false);
  });

  it('makes the props schema strict', () => {
    const def = defineComponent(base);
    expect(def.props.safeParse({ title: 'x' }).success).toBe(true);
    const extra = def.props.safeParse({ title: 'x', colour: 'red' });
    expect(extra.success).toBe(false);
    expect(extra.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('accepts kebab-case names', () => {
    for (const name of ['a', 'hero', 'grid-2024', 'flex-row', 'ad-hoc-quote', 'x1']) {
      expect(defineComponent({ ...base, name }).name).toBe(name);
    }
  });

  it('rejects names that are not kebab-case', () => {
    for (const name of ['', 'Hero', 'flexRow', 'flex_row', '-hero', 'hero-', 'flex--row', '2024-grid', 'a b', 'héro', '__proto__']) {
      expect(() => defineComponent({ ...base, name })).toThrow(`Component name "${name}" must be kebab-case`);
    }
  });

  it('accepts a prop named id (the banner message’s own name): the node id is beside the props', () => {
    expect(Object.keys(defineComponent({ ...base, props: z.object({ id: z.string() }), defaults: { id: 'x' } }).props.shape)).toEqual(['id']);
  });

  it('rejects a prop named like one of its slots', () => {
    expect(() =>
      defineComponent({
        ...base,
        props: z.object({ content: z.string() }),
        slots: { content: {} },
        defaults: { content: '' },
      }),
    ).toThrow('Component "card": prop "content" clashes with a slot');
  });

  it('allows props named like Object.prototype members when no slot has that name', () => {
    const props = z.object({ constructor: z.string().optional(), toString: z.string().optional(), valueOf: z.number().optional() });
    expect(() => defineComponent({ ...base, props, defaults: { constructor: 'a', toString: 'b', valueOf: 1 } })).not.toThrow();
  });

  it('accepts migrations 1 → version in any order', () => {
    const def = defineComponent({
      ...base,
      version: 3,
      migrations: [
        { from: 2, up: (p) => p },
        { from: 1, up: (p) => p },
      ],
    });
    expect(def.migrations.map((m) => m.from)).toEqual([1, 2]);
    expect(def.version).toBe(3);
  });

  it('rejects a gap, a duplicate, a missing or a surplus migration', () => {
    const up = (p: Record<string, unknown>) => p;
    expect(() => defineComponent({ ...base, version: 3, migrations: [{ from: 1, up }, { from: 3, up }] })).toThrow(
      'Component "card": migrations must run 1 → 3 without gaps',
    );
    expect(() => defineComponent({ ...base, version: 3, migrations: [{ from: 1, up }, { from: 1, up }] })).toThrow(
      'without gaps',
    );
    expect(() => defineComponent({ ...base, version: 3, migrations: [{ from: 2, up }] })).toThrow('without gaps');
    expect(() => defineComponent({ ...base, version: 3, migrations: [{ from: 1, up }] })).toThrow(
      'Component "card": missing migrations up to 3',
    );
    expect(() => defineComponent({ ...base, version: 2 })).toThrow('missing migrations up to 2');
    expect(() => defineComponent({ ...base, migrations: [{ from: 1, up }] })).toThrow('without gaps');
  });

  it('rejects a version that is not a whole number from 1', () => {
    for (const version of [0, -1, 1.5, Number.NaN]) {
      expect(() => defineComponent({ ...base, version })).toThrow('version must be a whole number from 1');
    }
  });

  it('keeps the flags and the description', () => {
    const def = defineComponent({ ...base, description: 'A card.', interactive: true, rootOnly: true });
    expect(def).toMatchObject({ description: 'A card.', interactive: true, rootOnly: true });
  });
});

describe('server data', () => {
  const listing = z.object({ titles: z.array(z.string()) });

  it('is kept with its schema’s type, and the name with its literal type', () => {
    const def = defineComponent({ ...base, name: 'page-list', data: serverData({ schema: listing, usesQuery: true, maxAgeMs: 60_000 }) });
    expect(def.data).toEqual({ schema: listing, usesQuery: true, maxAgeMs: 60_000 });
    expectTypeOf(def.name).toEqualTypeOf<'page-list'>();
    expectTypeOf<z.output<NonNullable<typeof def.data>['schema']>>().toEqualTypeOf<{ titles: string[] }>();
    expectTypeOf(def).toExtend<ComponentDefinition>();
  });

  it('is absent from a kind that declares none', () => {
    const def = defineComponent(base);
    expect('data' in def).toBe(false);
    expectTypeOf(def.data).toEqualTypeOf<undefined>();
  });

  it('keeps a page for a whole number of milliseconds above 0, or until its content changes', () => {
    expect(serverData({ schema: listing, usesQuery: false })).toEqual({ schema: listing, usesQuery: false });
    for (const maxAgeMs of [0, -1, 1.5, Infinity]) expect(() => serverData({ schema: listing, usesQuery: false, maxAgeMs })).toThrow('maxAgeMs must be a whole number of milliseconds above 0');
  });
});

describe('createRegistry', () => {
  const card = defineComponent(base);
  const hero = defineComponent({ ...base, name: 'hero' });

  it('finds definitions by name and lists them in order', () => {
    const registry = createRegistry([card, hero]);
    expect(registry.get('hero')).toBe(hero);
    expect(registry.get('card')).toBe(card);
    expect(registry.all()).toEqual([card, hero]);
  });

  it('returns undefined for unknown names, including Object.prototype members', () => {
    const registry = createRegistry([card]);
    for (const name of ['nope', 'constructor', 'toString', '__proto__']) expect(registry.get(name)).toBeUndefined();
  });

  it('rejects a kind registered twice', () => {
    expect(() => createRegistry([card, hero, defineComponent(base)])).toThrow('Component "card" is registered twice');
  });
});
