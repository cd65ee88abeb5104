import { describe, expect, it } from 'vitest';
import type { SlotField } from '@puckeditor/core';
import { BLOCK_ICONS } from '../../core/block-icons';
import type { Node } from '../../core/node';
import { RESERVED_PROPS, type PuckComponentData, type PuckData } from '../../core/puck';
import { SITE_IDS } from '../../core/sites';
import { registry } from '../../components/registry';
import { views } from '../../components/views';
import { themes } from '../../themes';
import { componentList, listCategories, matchRank, OLDER, searchKinds } from './block-list';
import { buildPuckConfig } from './canvas';
import { catalogueOf, clickTarget, listZones } from './insert-places';
import { collectWarnings } from './validation';

const all = registry.all();
const placeable = all.filter((def) => !def.rootOnly);
const chrome = all.filter((def) => def.chrome).map((def) => def.name);
const pageConfig = buildPuckConfig({ registry, views, rootKind: 'page-layout' });

function allowOf(fields: Record<string, unknown> | undefined, slot: string): readonly string[] {
  return (fields?.[slot] as SlotField).allow ?? [];
}

let ids = 0;
function item(type: string, props: Record<string, unknown> = {}): PuckComponentData {
  const def = registry.get(type)!;
  const slots = Object.fromEntries(Object.keys(def.slots).map((slot) => [slot, []]));
  return { type, props: { ...slots, ...props, id: `${type}-${++ids}` } } as PuckComponentData;
}

function pageData(slots: Record<string, PuckComponentData[]>): PuckData {
  const def = registry.get('page-layout')!;
  const empty = Object.fromEntries(Object.keys(def.slots).map((slot) => [slot, []]));
  return { root: { props: { [RESERVED_PROPS.kind]: 'page-layout', ...empty, ...slots } }, content: [] } as unknown as PuckData;
}

describe('the block list’s entries', () => {
  it('gives every registered kind an icon of the set and a one-line description', () => {
    const missing = all.filter((def) => !def.icon || !(def.icon in BLOCK_ICONS) || !def.description).map((def) => def.name);
    expect(missing).toEqual([]);
    for (const def of all) {
      expect(def.description, def.name).toMatch(/^[A-Z“].*\.$/);
      expect(def.description!.length, def.name).toBeLessThanOrEqual(120);
      expect(def.description, def.name).not.toMatch(/\n|`|\bslot\b|ajaxUrl|tessera_/);
    }
  });

  it('marks the site chrome and names what replaces each older kind', () => {
    expect(chrome).toEqual(expect.arrayContaining(['header', 'footer', 'cookie-notice', 'login-chooser', 'logout-button']));
    for (const def of all.filter((d) => d.supersededBy)) expect(registry.get(def.supersededBy!), def.name).toBeDefined();
  });
});

describe('what each slot offers', () => {
  it('keeps site chrome out of main content and every component slot, and offers it in the header and footer slots', () => {
    const root = pageConfig.root?.fields as Record<string, unknown>;
    for (const slot of ['main', 'banner', 'alertContent', 'accessCodeHeader']) {
      for (const kind of chrome) expect(allowOf(root, slot), `${slot} ${kind}`).not.toContain(kind);
    }
    for (const slot of ['headerContent', 'footerContent']) {
      expect([...allowOf(root, slot)].sort()).toEqual(['include', ...chrome].sort());
    }
    for (const [name, component] of Object.entries(pageConfig.components)) {
      for (const field of Object.values(component.fields ?? {})) {
        // An access gate's slots take the sign-in controls, and no other chrome.
        const taken = name === 'auth-gate' ? ['login-chooser', 'logout-button'] : [];
        if (field.type === 'slot') for (const kind of chrome) expect((field as SlotField).allow?.includes(kind), `${name} ${kind}`).toBe(taken.includes(kind));
      }
    }
    // A partial (the header, the footer, a sign-in panel) takes it.
    const fragment = buildPuckConfig({ registry, views, rootKind: 'fragment' });
    expect(allowOf(fragment.root?.fields as Record<string, unknown>, 'content')).toEqual(expect.arrayContaining(chrome));
  });

  it('offers a click only what the target slot takes: no header in main content, headers in the header slot', () => {
    const catalogue = catalogueOf({ config: pageConfig, registry, rootKind: 'page-layout' });
    const include = item('include', { path: '/header' });
    const zones = listZones(pageData({ headerContent: [include], main: [item('heading', { text: 'Listings' })] }), catalogue);
    const offered = (selectedId: string | null) => placeable.filter((def) => 'place' in clickTarget({ kind: def.name, zones, catalogue, selectedId })).map((def) => def.name);
    const inMain = offered(null);
    expect(inMain).toContain('heading');
    for (const kind of chrome) expect(inMain).not.toContain(kind);
    expect(offered(String(include.props.id)).sort()).toEqual(['include', ...chrome].sort());
  });
});

describe('older kinds and the search', () => {
  const categories = listCategories(placeable);

  it('lists older kinds last, under a collapsed "Older", and nowhere else', () => {
    const keys = Object.keys(categories);
    expect(keys.at(-1)).toBe(OLDER);
    expect(categories[OLDER]).toMatchObject({ title: 'Older', defaultExpanded: false });
    expect(categories[OLDER]!.components).toEqual(['carousel']);
    for (const key of keys.slice(0, -1)) expect(categories[key]!.components).not.toContain('carousel');
    const list = componentList({ categories, query: '', allowed: null, kindOf: searchable, olderExpanded: false });
    expect(list[OLDER]).toMatchObject({ expanded: false, visible: true });
  });

  it('matches descriptions too, names first', () => {
    expect(matchRank(searchable('gallery'), 'thumbnails')).toBe(1);
    expect(matchRank(searchable('gallery'), 'Gallery')).toBe(2);
    expect(matchRank(searchable('gallery'), 'ticker')).toBe(0);
    // In Media, "carousel" is the name of Carousel (2022) and in the hero's description.
    expect(searchKinds(categories.media!.components, 'carousel', searchable)).toEqual(['carousel-2022', 'hero']);
    const list = componentList({ categories, query: 'mega-menus', allowed: null, kindOf: searchable, olderExpanded: false });
    const shown = Object.values(list).flatMap((c) => (c.visible ? c.components : []));
    expect(shown).toEqual(['header']);
    // A search opens "Older" when it finds something there, and narrows to what the slot takes.
    const older = componentList({ categories, query: 'carousel', allowed: new Set(['carousel', 'hero']), kindOf: searchable, olderExpanded: false });
    expect(older[OLDER]).toMatchObject({ expanded: true, components: ['carousel'] });
    expect(older.media!.components).toEqual(['hero']);
  });
});

describe('sample content of new blocks', () => {
  /** Names of other brands than `site`'s: every site's name (and its other names), unless part of its own. */
  function otherBrands(site: (typeof SITE_IDS)[number]): string[] {
    const own = themes[site].name;
    const aliases: Record<string, string[]> = { ICE: ['Intercontinental', 'WebICE'], NYSE: ['New York Stock Exchange'], MERS: ['MERSCORP'] };
    return SITE_IDS.filter((other) => other !== site)
      .map((other) => themes[other].name)
      .flatMap((name) => [name, ...(aliases[name] ?? [])])
      .filter((name) => !own.includes(name));
  }

  function texts(value: unknown, path: string, out: [string, string][]): [string, string][] {
    if (typeof value === 'string') out.push([path, value]);
    else if (Array.isArray(value)) value.forEach((v, i) => texts(v, `${path}.${i}`, out));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) texts(v, `${path}.${k}`, out);
    return out;
  }

  it.each(SITE_IDS)('names no other brand in what a block starts with on %s', (site) => {
    const brands = otherBrands(site);
    const config = buildPuckConfig({ registry, views, rootKind: 'page-layout' });
    const found: string[] = [];
    for (const [kind, component] of Object.entries(config.components)) {
      const def = registry.get(kind)!;
      for (const [path, text] of texts(component.defaultProps, kind, [])) {
        const prop = path.split('.')[1]!;
        // Where the server forwards submissions, and the sign-in service's application key: settings, not content.
        if (def.serverProps.includes(prop) || (kind === 'auth-gate' && prop === 'appKey')) continue;
        for (const brand of brands) if (new RegExp(`(^|[^A-Za-z])${brand}([^A-Za-z]|$)`).test(text)) found.push(`${path}: ${brand}`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe('a second of a kind a page shows once', () => {
  const header: Node = { id: 'h', name: 'header', props: {}, slots: {} };
  const partials = new Map<string, Node>([
    ['/header', { id: 'f', name: 'fragment', props: {}, slots: { content: [header] } }],
    ['/footer', { id: 'g', name: 'fragment', props: {}, slots: { content: [{ id: 'c', name: 'cookie-notice', props: {}, slots: {} }] } }],
  ]);

  it('warns about a header placed on a page whose header partial already has one, not about the first', () => {
    const second = item('header');
    const data = pageData({ headerContent: [item('include', { path: '/header' })], main: [item('heading'), second], footerContent: [item('include', { path: '/footer' })] });
    const warnings = collectWarnings(data, registry, partials);
    expect(warnings).toEqual([
      {
        id: second.props.id,
        label: 'Header',
        message: 'A page shows one header, and this one already has it (from the partial /header). This is another header: remove one.',
      },
    ]);
    expect(collectWarnings(pageData({ headerContent: [item('include', { path: '/header' })], main: [item('heading')] }), registry, partials)).toEqual([]);
  });

  it('warns about a partial that brings in a second, and about kinds nested in slots', () => {
    const include = item('include', { path: '/header' });
    const box = item('box', { content: [item('cookie-notice')] });
    const data = pageData({ headerContent: [item('header'), include], main: [box], footerContent: [item('include', { path: '/footer' })] });
    const warnings = collectWarnings(data, registry, partials);
    expect(warnings.map((w) => [w.label, w.id])).toEqual([
      ['Include partial: /header', include.props.id],
      ['Include partial: /footer', (data.root.props.footerContent as PuckComponentData[])[0]!.props.id],
    ]);
    expect(warnings[0]!.message).toContain('This partial brings in another header');
  });
});

function searchable(name: string) {
  const def = registry.get(name)!;
  return { name, label: def.label, description: def.description };
}
