/**
 * Where a component from the list can go on the page, in words: the slots of the page in
 * page order with their labels, what a click on a list item inserts where, and the places
 * offered when placing with the keyboard. Plain data in, plain data out: the editor reads
 * Puck's data and config, `insert-actions.ts` dispatches the result.
 *
 * Zones use Puck's names: a root slot is `root:<slot>`, a component's slot `<id>:<slot>`.
 */
import type { Config } from '@puckeditor/core';
import type { Registry } from '../../core/component';
import { RESERVED_PROPS, type PuckComponentData, type PuckData } from '../../core/puck';

/** Longest text taken from a component's content for its name. */
const NAME_TEXT_MAX = 40;

/** Props that hold what a component says, most telling first. */
const TEXT_PROPS = ['heading', 'title', 'header', 'label', 'text', 'name', 'caption', 'question', 'linkText', 'html', 'path'];
const TEXT_LIKE = /(heading|title|label|text|caption)$/i;

/** A slot of one kind, as the editor offers it. */
export interface SlotRule {
  slot: string;
  label: string;
  /** Kinds that may be placed in it (the slot field's allow-list). */
  allow: readonly string[];
  /** Largest number of children, when limited. */
  max?: number;
}

/** The kinds' labels and slots, read from the Puck config (labels, allow-lists) and the registry (limits). */
export interface Catalogue {
  kindLabel(kind: string): string;
  slotsOf(kind: string): readonly SlotRule[];
}

export function catalogueOf({ config, registry, rootKind }: { config: Config; registry: Registry; rootKind: string }): Catalogue {
  const cache = new Map<string, SlotRule[]>();
  return {
    kindLabel: (kind) => config.components[kind]?.label ?? registry.get(kind)?.label ?? kind,
    slotsOf(kind) {
      const known = cache.get(kind);
      if (known) return known;
      const fields = (kind === rootKind ? config.root?.fields : config.components[kind]?.fields) ?? {};
      const def = registry.get(kind);
      const rules: SlotRule[] = [];
      for (const [slot, field] of Object.entries(fields)) {
        if (field.type !== 'slot') continue;
        const max = def?.slots[slot]?.max;
        rules.push({ slot, label: field.label ?? slot, allow: field.allow ?? [], ...(max !== undefined ? { max } : {}) });
      }
      cache.set(kind, rules);
      return rules;
    },
  };
}

/** A component on the page, named for people. */
export interface PlacedItem {
  id: string;
  kind: string;
  /** "Card: Listings week", or the kind's label alone when it says nothing. */
  name: string;
}

/** A slot on the page with what it holds. */
export interface Zone {
  /** Puck's zone name. */
  zone: string;
  slot: string;
  /** The slot's label, e.g. "Banner". */
  slotLabel: string;
  /** The slot's label with its component, e.g. "Items in Grid" ("Banner" for the page's own slots). */
  label: string;
  /** The component holding the slot, null for the page's own slots. */
  owner: PlacedItem | null;
  allow: readonly string[];
  max?: number;
  items: PlacedItem[];
  /** How many slots hold this one (0 for the page's own). */
  depth: number;
}

/** A place a component can go: a zone and an index in it, and how to say it. */
export interface Place {
  zone: string;
  index: number;
  /** The zone's label, e.g. "Items in Grid". */
  zoneLabel: string;
  /** The place itself, e.g. "Main content — after Card: Listings week". */
  label: string;
}

function plainText(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function shorten(text: string): string {
  if (text.length <= NAME_TEXT_MAX) return text;
  const cut = text.slice(0, NAME_TEXT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > NAME_TEXT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** What a component says, for its name: its heading, title, label or text, shortened; '' when none. */
export function contentText(props: Record<string, unknown>): string {
  const candidates = [...TEXT_PROPS.filter((key) => Object.hasOwn(props, key)), ...Object.keys(props).filter((key) => TEXT_LIKE.test(key) && !TEXT_PROPS.includes(key))];
  for (const key of candidates) {
    const value = props[key];
    if (typeof value !== 'string') continue;
    const text = plainText(value);
    if (text !== '') return shorten(text);
  }
  return '';
}

/**
 * Names already made, by props object: Puck keeps the props object of every component an
 * action did not change, so a keystroke or a delete names one component again, not all.
 */
const names = new WeakMap<object, { kindLabel: string; name: string }>();

/** A component named by its kind and content: "Card: Listings week". */
export function itemName(kindLabel: string, props: Record<string, unknown>): string {
  const known = names.get(props);
  if (known?.kindLabel === kindLabel) return known.name;
  const text = contentText(props);
  const name = text ? `${kindLabel}: ${text}` : kindLabel;
  names.set(props, { kindLabel, name });
  return name;
}

function childrenOf(value: unknown): PuckComponentData[] {
  return Array.isArray(value) ? (value as PuckComponentData[]) : [];
}

/** The zones of each state of the page: the outline, the action bar and the list ask for the same. */
const zoneLists = new WeakMap<PuckData, { catalogue: Catalogue; zones: readonly Zone[] }>();

/**
 * Every slot of the page in page order: each slot, then the slots of its components, depth
 * first. Puck makes a new data object for every change, so one list per data object is shared
 * by every caller; treat it as read-only.
 */
export function listZones(data: PuckData, catalogue: Catalogue): readonly Zone[] {
  const known = zoneLists.get(data);
  if (known?.catalogue === catalogue) return known.zones;
  const zones = walkZones(data, catalogue);
  zoneLists.set(data, { catalogue, zones });
  return zones;
}

function walkZones(data: PuckData, catalogue: Catalogue): Zone[] {
  const zones: Zone[] = [];
  const rootKind = String(data.root.props[RESERVED_PROPS.kind] ?? '');
  function visit(kind: string, props: Record<string, unknown>, owner: PlacedItem | null, depth: number) {
    for (const rule of catalogue.slotsOf(kind)) {
      const children = childrenOf(props[rule.slot]);
      const zone: Zone = {
        zone: `${owner ? owner.id : 'root'}:${rule.slot}`,
        slot: rule.slot,
        slotLabel: rule.label,
        label: owner ? `${rule.label} in ${owner.name}` : rule.label,
        owner,
        allow: rule.allow,
        ...(rule.max !== undefined ? { max: rule.max } : {}),
        items: children.map((child) => ({ id: child.props.id, kind: child.type, name: itemName(catalogue.kindLabel(child.type), child.props) })),
        depth,
      };
      zones.push(zone);
      children.forEach((child, i) => visit(child.type, child.props, zone.items[i]!, depth + 1));
    }
  }
  visit(rootKind, data.root.props, null, 0);
  return zones;
}

/** Why `kind` cannot go in `zone`, in words; null when it can. */
export function refusal(zone: Zone, kind: string, catalogue: Catalogue): string | null {
  const kindLabel = catalogue.kindLabel(kind);
  if (!zone.allow.includes(kind)) {
    const allowed = zone.allow.length <= 3 ? ` It takes ${zone.allow.map((k) => catalogue.kindLabel(k)).join(' or ')} only.` : '';
    return `${kindLabel} cannot go in ${zone.label}.${allowed}`;
  }
  if (zone.max !== undefined && zone.items.length >= zone.max) {
    return `${zone.label} is full: it holds at most ${zone.max === 1 ? 'one component' : `${zone.max} components`}.`;
  }
  return null;
}

/**
 * The slots the canvas shows, from what its DOM holds (`zones`: the drop zones drawn,
 * `components`: the blocks drawn). A slot counts when it is drawn, or when its block is not
 * on the canvas at all: the canvas draws the page's top-level blocks near the view only
 * (PageEditor.tsx), so a block further down is missing, not hiding its slots. A drawn block
 * that does not draw a slot (a tab beyond the tab count) hides it. Before anything is drawn,
 * every slot counts.
 */
export function shownZones({ zones, components }: { zones: ReadonlySet<string>; components: ReadonlySet<string> }): (zone: string) => boolean {
  if (zones.size === 0) return () => true;
  return (zone) => {
    if (zones.has(zone)) return true;
    const owner = zone.slice(0, zone.lastIndexOf(':'));
    return owner !== 'root' && !components.has(owner);
  };
}

/**
 * Each place `kind` may go, in page order: the start of each slot and after each of its
 * components. `shown` leaves out slots the canvas does not draw, with what is inside them.
 */
export function placesFor({
  kind,
  zones,
  catalogue,
  shown = () => true,
}: {
  kind: string;
  zones: readonly Zone[];
  catalogue: Catalogue;
  shown?: (zone: string) => boolean;
}): Place[] {
  const places: Place[] = [];
  // Page order: a slot's start, then for each component its own slots, then the place after it.
  const bySlotOwner = new Map<string, Zone[]>();
  for (const zone of zones) {
    const key = zone.owner?.id ?? 'root';
    bySlotOwner.set(key, [...(bySlotOwner.get(key) ?? []), zone]);
  }
  function visit(zone: Zone) {
    if (!shown(zone.zone)) return;
    const open = refusal(zone, kind, catalogue) === null;
    if (zone.items.length === 0) {
      if (open) places.push({ zone: zone.zone, index: 0, zoneLabel: zone.label, label: `${zone.label} (empty)` });
      return;
    }
    if (open) places.push({ zone: zone.zone, index: 0, zoneLabel: zone.label, label: `${zone.label} — at the start` });
    zone.items.forEach((item, i) => {
      for (const inner of bySlotOwner.get(item.id) ?? []) visit(inner);
      if (open) places.push({ zone: zone.zone, index: i + 1, zoneLabel: zone.label, label: `${zone.label} — after ${item.name}` });
    });
  }
  for (const zone of bySlotOwner.get('root') ?? []) visit(zone);
  return places;
}

export type ClickTarget = { place: Place; note?: string } | { refused: string };

/** The slot holding the component `id` and its index there; undefined when it is not on the page. */
export function zoneOf(zones: readonly Zone[], id: string): { zone: Zone; index: number } | undefined {
  for (const zone of zones) {
    const index = zone.items.findIndex((item) => item.id === id);
    if (index >= 0) return { zone, index };
  }
  return undefined;
}

function after(zone: Zone, index: number): Place {
  return { zone: zone.zone, index: index + 1, zoneLabel: zone.label, label: `${zone.label} — after ${zone.items[index]!.name}` };
}

/**
 * Where a click on `kind` in the component list puts it (issue 24: clicks used to nest):
 * with nothing selected, at the end of the page's main content; with a component selected,
 * right after it in the same slot, never into it. Where that slot refuses the kind, right
 * after the nearest container up the page whose slot takes it, with a note saying why; a
 * refusal in words when none does. Putting a component *into* a container is what a click
 * on its empty slot or on a "+" is for (`gapPlace`).
 * `shown` leaves out slots the canvas does not draw (tabs beyond the tab count).
 */
export function clickTarget({
  kind,
  zones,
  catalogue,
  selectedId,
  shown = () => true,
}: {
  kind: string;
  zones: readonly Zone[];
  catalogue: Catalogue;
  selectedId: string | null;
  shown?: (zone: string) => boolean;
}): ClickTarget {
  const kindLabel = catalogue.kindLabel(kind);
  let at = selectedId ? zoneOf(zones, selectedId) : undefined;
  if (!at) {
    const roots = zones.filter((zone) => zone.owner === null && shown(zone.zone));
    const main = roots.find((zone) => zone.slot === 'main') ?? roots.find((zone) => refusal(zone, kind, catalogue) === null) ?? roots[0];
    if (!main) return { refused: `There is no place on this page for ${kindLabel}.` };
    const why = refusal(main, kind, catalogue);
    return why ? { refused: why } : { place: { zone: main.zone, index: main.items.length, zoneLabel: main.label, label: `${main.label} — at the end` } };
  }
  const first = refusal(at.zone, kind, catalogue);
  while (at) {
    if (refusal(at.zone, kind, catalogue) === null) {
      const place = after(at.zone, at.index);
      return first ? { place, note: `${first} It goes after ${at.zone.items[at.index]!.name} instead.` } : { place };
    }
    const owner: PlacedItem | null = at.zone.owner;
    at = owner ? zoneOf(zones, owner.id) : undefined;
  }
  return { refused: first! };
}

/**
 * The place at `index` in `zone` (a "+" on the canvas, an empty slot clicked), with the
 * label of its button: "Add a block here: after Card: Listings week in Main content".
 */
export function gapPlace(zones: readonly Zone[], zoneName: string, index: number): (Place & { buttonLabel: string }) | undefined {
  const zone = zones.find((z) => z.zone === zoneName);
  if (!zone || index < 0 || index > zone.items.length) return undefined;
  if (zone.items.length === 0) return { zone: zone.zone, index: 0, zoneLabel: zone.label, label: `${zone.label} (empty)`, buttonLabel: `Add a block here: in ${zone.label}` };
  if (index === 0) {
    const first = zone.items[0]!.name;
    return { zone: zone.zone, index: 0, zoneLabel: zone.label, label: `${zone.label} — at the start`, buttonLabel: `Add a block here: before ${first} in ${zone.label}` };
  }
  const place = after(zone, index - 1);
  return { ...place, buttonLabel: `Add a block here: after ${zone.items[index - 1]!.name} in ${zone.label}` };
}

export type ParentMove = { from: { zone: string; index: number }; place: Place; name: string } | { refused: string };

/** "Move to parent": the component `id` out of its container, right after the container. */
export function parentMove({ id, zones, catalogue }: { id: string; zones: readonly Zone[]; catalogue: Catalogue }): ParentMove {
  const at = zoneOf(zones, id);
  if (!at) return { refused: 'Select a component on the page first.' };
  const item = at.zone.items[at.index]!;
  const owner = at.zone.owner;
  const outer = owner ? zoneOf(zones, owner.id) : undefined;
  if (!owner || !outer) return { refused: `${item.name} is not inside another component: it is already in ${at.zone.label}.` };
  const why = refusal(outer.zone, item.kind, catalogue);
  if (why) return { refused: why };
  return { from: { zone: at.zone.zone, index: at.index }, place: after(outer.zone, outer.index), name: item.name };
}
