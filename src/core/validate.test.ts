import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { createRegistry, defineComponent } from './component';
import { newId, type Node } from './node';
import { validateTree, type ValidateOptions } from './validate';

const page = defineComponent({
  name: 'page',
  label: 'Page',
  category: 'layout',
  props: z.object({ title: z.string().default('Untitled') }),
  slots: { main: {}, banner: { allow: ['hero'], max: 1 } },
  defaults: {},
  rootOnly: true,
});

const box = defineComponent({
  name: 'box',
  label: 'Box',
  category: 'layout',
  props: z.object({ padding: z.number().int().min(0).default(0) }),
  slots: { main: {} },
  defaults: {},
});

const link = defineComponent({
  name: 'link',
  label: 'Link',
  category: 'navigation',
  // Only the top level is made strict by defineComponent; nested objects must say so themselves.
  props: z.object({ href: z.string().startsWith('/'), label: z.string().default(''), opts: z.strictObject({ newTab: z.boolean(), list: z.array(z.unknown()).optional() }).optional() }),
  defaults: { href: '/' },
});

const hero = defineComponent({
  name: 'hero',
  label: 'Hero',
  category: 'media',
  props: z.object({ imageHeight: z.number().default(250) }),
  defaults: {},
});

/** Version 3: v1 had `text`, v2 renamed it to `heading`, v3 split out `level`. */
const heading = defineComponent({
  name: 'heading',
  label: 'Heading',
  category: 'content',
  props: z.object({ heading: z.string(), level: z.number().int().min(1).max(6) }),
  defaults: { heading: 'Title', level: 2 },
  version: 3,
  migrations: [
    {
      from: 1,
      up: ({ text, ...rest }) => {
        if (typeof text !== 'string') throw new Error('text must be a string');
        return { ...rest, heading: text };
      },
    },
    { from: 2, up: (props) => ({ level: 2, ...props }) },
  ],
});

const registry = createRegistry([page, box, link, hero, heading]);
const opts: ValidateOptions = { registry };

type Raw = Record<string, unknown>;
function raw(name: string, props: Raw = {}, slots: Record<string, unknown[]> = {}, extra: Raw = {}): Raw {
  return { id: newId(), name, props, slots, ...extra };
}

function issuesOf(input: unknown, options: ValidateOptions = opts) {
  const result = validateTree(input, options);
  if (result.ok) throw new Error('expected the tree to be refused');
  return result.issues;
}

function valueOf(input: unknown, options: ValidateOptions = opts): Node {
  const result = validateTree(input, options);
  if (!result.ok) throw new Error(`expected a valid tree, got ${JSON.stringify(result.issues)}`);
  return result.value;
}

describe('validateTree: valid trees', () => {
  it('accepts a valid tree and counts its nodes', () => {
    const input = raw('page', { title: 'Fees' }, { main: [raw('box', {}, { main: [raw('link', { href: '/fees' })] })] });
    const result = validateTree(input, opts);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.nodeCount).toBe(3);
  });

  it('normalizes: zod defaults applied, props and slots present on every node', () => {
    const child = { id: newId(), name: 'link', props: { href: '/a' } };
    const value = valueOf({ id: newId(), name: 'page', slots: { main: [child] } });
    expect(value.props).toEqual({ title: 'Untitled' });
    expect(value.slots.main![0]).toEqual({ id: child.id, name: 'link', props: { href: '/a', label: '' }, slots: {} });
  });

  it('does not change its input', () => {
    const input = raw('page', {}, { main: [raw('box')] });
    const before = structuredClone(input);
    valueOf(input);
    expect(input).toEqual(before);
  });

  it('accepts a node whose props are omitted when the schema has defaults for all', () => {
    expect(valueOf({ id: newId(), name: 'box' }).props).toEqual({ padding: 0 });
  });
});

describe('validateTree: issues with JSON paths', () => {
  it('reports an unknown component kind', () => {
    expect(issuesOf(raw('page', {}, { main: [raw('marquee')] }))).toEqual([
      { path: '/root/slots/main/0/name', message: 'Unknown component "marquee"' },
    ]);
  });

  it('reports an unknown prop at its own path', () => {
    const input = raw('page', {}, { main: [raw('box'), raw('box'), raw('link', { href: '/x', hreff: '/y' })] });
    expect(issuesOf(input)).toEqual([{ path: '/root/slots/main/2/props/hreff', message: 'Unknown prop "hreff" of "link"' }]);
  });

  it('reports a prop of the wrong type at its path', () => {
    const issues = issuesOf(raw('page', {}, { main: [raw('box'), raw('box'), raw('link', { href: 42 })] }));
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toBe('/root/slots/main/2/props/href');
    expect(issues[0]!.message).toMatch(/string/i);
  });

  it('reports an invalid value (schema refinement) at its path', () => {
    const issues = issuesOf(raw('page', {}, { main: [raw('link', { href: 'javascript:alert(1)' })] }));
    expect(issues.map((i) => i.path)).toEqual(['/root/slots/main/0/props/href']);
  });

  it('reports nested prop issues with the full path', () => {
    const issues = issuesOf(raw('link', { href: '/a', opts: { newTab: 'yes', extra: 1 } }));
    expect(issues.map((i) => i.path).sort()).toEqual(['/root/props/opts/extra', '/root/props/opts/newTab']);
  });

  it('escapes "/" and "~" in keys as JSON pointer segments', () => {
    const issues = issuesOf(raw('link', { href: '/a', 'a/b~c': 1 }));
    expect(issues[0]!.path).toBe('/root/props/a~1b~0c');
  });

  it('reports an unknown slot', () => {
    expect(issuesOf(raw('page', {}, { sidebar: [] }))).toEqual([
      { path: '/root/slots/sidebar', message: 'Component "page" has no slot "sidebar"' },
    ]);
  });

  it('reports a slot named like an Object.prototype member as unknown', () => {
    for (const slot of ['toString', 'hasOwnProperty', 'valueOf']) {
      expect(issuesOf(raw('page', {}, { [slot]: [raw('box')] }))).toEqual([
        { path: `/root/slots/${slot}`, message: `Component "page" has no slot "${slot}"` },
      ]);
    }
  });

  it('reports a slot that is not a list', () => {
    expect(issuesOf({ ...raw('page'), slots: { main: { 0: raw('box') } } })[0]!.path).toBe('/root/slots/main');
  });

  it('reports a child kind the slot does not allow', () => {
    expect(issuesOf(raw('page', {}, { banner: [raw('box')] }))).toEqual([
      { path: '/root/slots/banner/0/name', message: 'Slot "banner" of "page" does not accept "box"' },
    ]);
    expect(valueOf(raw('page', {}, { banner: [raw('hero')] })).slots.banner).toHaveLength(1);
  });

  it('reports a slot over its maximum', () => {
    expect(issuesOf(raw('page', {}, { banner: [raw('hero'), raw('hero')] }))).toEqual([
      { path: '/root/slots/banner', message: 'Slot "banner" of "page" takes at most 1 components' },
    ]);
  });

  it('reports a duplicate id, also when only the letter case differs', () => {
    const id = newId();
    const dup = issuesOf(raw('page', {}, { main: [{ ...raw('box'), id }, { ...raw('box'), id }] }));
    expect(dup).toEqual([{ path: '/root/slots/main/1/id', message: `Duplicate node id ${id}` }]);
    const upper = issuesOf(raw('page', {}, { main: [{ ...raw('box'), id }, { ...raw('box'), id: id.toUpperCase() }] }));
    expect(upper.map((i) => i.path)).toEqual(['/root/slots/main/1/id']);
  });

  it('reports ids that are not UUIDs', () => {
    for (const id of ['abc', '', 42, null, undefined, '123e4567-e89b-12d3-a456-42661417400', '123e4567e89b12d3a456426614174000']) {
      expect(issuesOf({ ...raw('box'), id })).toContainEqual({ path: '/root/id', message: 'Expected a UUID' });
    }
  });

  it('reports unknown node fields and wrongly typed node parts', () => {
    expect(issuesOf({ ...raw('box'), style: 'x' })).toEqual([{ path: '/root/style', message: 'Unknown node field "style"' }]);
    expect(issuesOf({ ...raw('box'), props: [] })[0]!.path).toBe('/root/props');
    expect(issuesOf({ ...raw('box'), slots: [] })[0]!.path).toBe('/root/slots');
    expect(issuesOf({ ...raw('box'), name: 7 })[0]!.path).toBe('/root/name');
    expect(issuesOf(raw('page', {}, { main: ['box'] }))[0]!.path).toBe('/root/slots/main/0');
  });

  it('refuses input that is not a node object', () => {
    for (const input of [null, 'page', 42, [], new Date()]) expect(issuesOf(input)[0]!.path).toBe('/root');
  });

  it('uses the path prefix option', () => {
    expect(issuesOf(raw('box', { padding: -1 }), { registry, path: '/body/tree' })[0]!.path).toBe('/body/tree/props/padding');
  });

  it('collects several issues at once, capped at 50', () => {
    const many = raw('page', {}, { main: Array.from({ length: 80 }, () => raw('marquee')) });
    const issues = issuesOf(many);
    expect(issues).toHaveLength(50);
    expect(issues[49]!.path).toBe('/root/slots/main/49/name');
  });
});

describe('validateTree: root rules', () => {
  it('refuses a rootOnly kind below the root', () => {
    expect(issuesOf(raw('box', {}, { main: [raw('page')] }))).toEqual([
      { path: '/root/slots/main/0/name', message: 'Component "page" may only be the root of a document' },
    ]);
  });

  it('accepts a rootOnly kind at the root', () => {
    expect(valueOf(raw('page')).name).toBe('page');
  });

  it('limits root kinds when rootKinds is given', () => {
    const options = { registry, rootKinds: ['page'] };
    expect(valueOf(raw('page'), options).name).toBe('page');
    expect(issuesOf(raw('box'), options)).toEqual([{ path: '/root/name', message: 'The root must be one of: page' }]);
  });
});

describe('validateTree: limits', () => {
  function chain(levels: number): Raw {
    let node = raw('box');
    for (let i = 1; i < levels; i++) node = raw('box', {}, { main: [node] });
    return node;
  }

  it('accepts exactly 64 levels and refuses 65', () => {
    expect(validateTree(chain(64), opts).ok).toBe(true);
    const issues = issuesOf(chain(65));
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).toBe('The tree is deeper than 64 levels');
    expect(issues[0]!.path).toBe(`/root${'/slots/main/0'.repeat(64)}`);
  });

  it('honours a custom maxDepth', () => {
    expect(validateTree(chain(3), { registry, maxDepth: 3 }).ok).toBe(true);
    expect(issuesOf(chain(4), { registry, maxDepth: 3 })[0]!.message).toBe('The tree is deeper than 3 levels');
  });

  it('refuses a 100,000-level JSON document without overflowing the stack', () => {
    const deep = `{"id":"${newId()}","name":"box","slots":{"main":[`.repeat(100_000) + ']}}'.repeat(100_000);
    const input = JSON.parse(deep) as unknown;
    const issues = issuesOf(input);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).toBe('The tree is deeper than 64 levels');
  });

  it('refuses props nested 100,000 levels deep without overflowing the stack', () => {
    const nested = JSON.parse(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`) as unknown;
    const issues = issuesOf(raw('link', { href: '/a', opts: nested }));
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).toBe('The tree is deeper than 64 levels');
    expect(issues[0]!.path.startsWith('/root/props/opts/a/a/a')).toBe(true);
  });

  it('accepts 5,000 nodes and refuses 5,001, reading no node past the limit', () => {
    const wide = (n: number) => raw('page', {}, { main: Array.from({ length: n - 1 }, () => raw('box')) });
    const ok = validateTree(wide(5000), opts);
    expect(ok.ok && ok.nodeCount).toBe(5000);
    const issues = issuesOf(wide(5001));
    expect(issues).toEqual([{ path: '/root/slots/main/4999', message: 'The tree has more than 5000 nodes' }]);

    // A 200,000-node tree costs no more than one just over the limit: schemas are looked up
    // (and props parsed) for no node past it (counted, not timed: issue 39 keeps wall-clock
    // budgets out of unit tests). The pre-scan for forbidden keys is linear and cheap.
    let lookups = 0;
    const counting = { ...opts, registry: new Proxy(registry, { get: (target, key) => (key === 'get' ? (name: string) => (lookups++, target.get(name)) : Reflect.get(target, key)) as unknown }) };
    expect(issuesOf(wide(200_000), counting)).toHaveLength(1);
    expect(lookups).toBeLessThanOrEqual(5_000);
  });
});

describe('validateTree: prototype pollution', () => {
  it('refuses __proto__ as a prop key', () => {
    const input = JSON.parse(`{"id":"${newId()}","name":"box","props":{"__proto__":{"polluted":true}}}`) as unknown;
    expect(issuesOf(input)).toEqual([{ path: '/root/props/__proto__', message: 'The key "__proto__" is not allowed' }]);
    expect(({} as Raw).polluted).toBeUndefined();
  });

  it('refuses __proto__ as a node field, a slot name and deep inside props of a nested node', () => {
    const id = () => newId();
    const asField = `{"id":"${id()}","name":"box","__proto__":{"x":1}}`;
    const asSlot = `{"id":"${id()}","name":"box","slots":{"__proto__":[]}}`;
    const deep = `{"id":"${id()}","name":"page","slots":{"main":[{"id":"${id()}","name":"link","props":{"href":"/a","opts":{"list":[{"__proto__":{}}]}}}]}}`;
    expect(issuesOf(JSON.parse(asField))).toEqual([{ path: '/root/__proto__', message: 'The key "__proto__" is not allowed' }]);
    expect(issuesOf(JSON.parse(asSlot))[0]!.path).toBe('/root/slots/__proto__');
    expect(issuesOf(JSON.parse(deep))).toEqual([
      { path: '/root/slots/main/0/props/opts/list/0/__proto__', message: 'The key "__proto__" is not allowed' },
    ]);
  });

  it('refuses constructor and prototype keys too', () => {
    expect(issuesOf(raw('box', { constructor: { prototype: 1 } }))[0]!.message).toBe('The key "constructor" is not allowed');
    expect(issuesOf(raw('link', { href: '/a', opts: { prototype: 1 } }))[0]!.path).toBe('/root/props/opts/prototype');
  });
});

describe('validateTree: migrations', () => {
  it('upgrades version 1 props through every migration', () => {
    const value = valueOf(raw('heading', { text: 'Old' }, {}, { version: 1 }));
    expect(value.props).toEqual({ heading: 'Old', level: 2 });
  });

  it('treats a node without a version as version 1', () => {
    expect(valueOf(raw('heading', { text: 'Old' })).props).toEqual({ heading: 'Old', level: 2 });
  });

  it('runs only the migrations after the stored version', () => {
    expect(valueOf(raw('heading', { heading: 'Mid' }, {}, { version: 2 })).props).toEqual({ heading: 'Mid', level: 2 });
    expect(valueOf(raw('heading', { heading: 'New', level: 4 }, {}, { version: 3 })).props).toEqual({
      heading: 'New',
      level: 4,
    });
  });

  it('records the current version so validating the output again is stable', () => {
    const once = valueOf(raw('heading', { text: 'Old' }));
    expect(once.version).toBe(3);
    expect(valueOf(once)).toEqual(once);
    // Version-1 kinds stay without a version field.
    expect(valueOf(raw('box')).version).toBeUndefined();
  });

  it('refuses versions outside 1..current', () => {
    for (const version of [0, 4, 1.5, '2', null]) {
      expect(issuesOf(raw('heading', { heading: 'x', level: 1 }, {}, { version }))).toEqual([
        { path: '/root/version', message: 'Expected a version from 1 to 3' },
      ]);
    }
  });

  it('reports props a migration cannot upgrade instead of throwing', () => {
    expect(issuesOf(raw('heading', { text: 5 }, {}, { version: 1 }))).toEqual([
      { path: '/root/props', message: 'Props of version 1 could not be upgraded: text must be a string' },
    ]);
  });
});

describe('validateTree: slot migrations', () => {
  /** Version 2 renamed the slot `summary` to `teaser` and kept `main`. */
  const panel = defineComponent({
    name: 'panel',
    label: 'Panel',
    category: 'layout',
    props: z.object({ title: z.string() }),
    slots: { teaser: {}, main: {} },
    defaults: { title: 'Panel' },
    version: 2,
    migrations: [{ from: 1, up: (props) => props, slots: ({ summary, ...rest }) => ({ ...rest, ...(summary === undefined ? {} : { teaser: summary }) }) }],
  });
  const panels: ValidateOptions = { registry: createRegistry([panel, link]) };
  const linkNode = () => raw('link', { href: '/fees' });

  it('moves the children of a renamed slot, and leaves a current node’s slots alone', () => {
    const child = linkNode();
    const result = validateTree(raw('panel', { title: 'Fees' }, { summary: [child], main: [] }), panels);
    expect(result.ok && result.value.slots).toEqual({ teaser: [expect.objectContaining({ id: child.id, name: 'link' })], main: [] });
    expect(result.ok && result.value.version).toBe(2);
    const current = validateTree(raw('panel', { title: 'Fees' }, { summary: [linkNode()] }, { version: 2 }), panels);
    expect(current.ok ? [] : current.issues).toEqual([{ path: '/root/slots/summary', message: 'Component "panel" has no slot "summary"' }]);
  });
});
