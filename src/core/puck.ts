/**
 * The editor boundary (DESIGN.md §6): node tree ↔ Puck data, losslessly. Puck's data is
 * never stored; the editor converts on load and on save.
 *
 * - The document root (a page layout or a fragment) becomes Puck's `root`: its props, each
 *   of its slots as an array under the slot's name (Puck slot fields on root), and its id,
 *   kind and version under the reserved props of `RESERVED_PROPS`. `content` stays `[]`.
 * - Every other node becomes `{ type: name, props: { id, ...props, [slot]: [...] } }`, its
 *   version under `_version`; a prop named `id` (Puck's item id) goes under `_propId`.
 *   Definitions forbid props named like a slot, and no definition uses a reserved name
 *   (puck.test.ts checks every one), so nothing collides.
 * - Slots: Puck data always holds every declared slot (`[]` when empty), and a converted
 *   tree does too. A stored tree may leave an empty slot out; `normalizeSlots` gives the
 *   form the editor returns, so `fromPuckData(toPuckData(t))` equals `normalizeSlots(t)`.
 * - Items Puck creates have ids `<type>-<uuid>`; they come back as the plain uuid.
 *
 * Plain TypeScript: the Puck types below are the subset this module reads and writes.
 */
import type { Registry } from './component';
import { isUuid, newId, type Node } from './node';

export interface PuckComponentData {
  type: string;
  props: { id: string } & Record<string, unknown>;
}

export interface PuckData {
  root: { props: Record<string, unknown> };
  content: PuckComponentData[];
  zones?: Record<string, PuckComponentData[]>;
}

/** Props the adapter adds to Puck data; no component prop may use these names. */
export const RESERVED_PROPS = {
  /** Node id of the document root (Puck's root has no id of its own). */
  id: '_id',
  /** Kind name of the document root. */
  kind: '_kind',
  /** The node's `version`, only when the node has one. */
  version: '_version',
  /** A component's own prop named `id` (the banner message's, specification §3): Puck's `id` is the item's. */
  propId: '_propId',
} as const;

/** The key of prop `key` in Puck item props (and editor fields): `id` is Puck's, so a prop `id` goes under `_propId`. */
export function puckKey(key: string): string {
  return key === 'id' ? RESERVED_PROPS.propId : key;
}

/** Puck item props with a component's own `id` back under its name (for views and validation); other keys as they are. */
export function withOwnId(raw: Record<string, unknown>): Record<string, unknown> {
  if (!Object.hasOwn(raw, RESERVED_PROPS.propId)) return raw;
  const { [RESERVED_PROPS.propId]: own, ...rest } = raw;
  return { ...rest, id: own };
}

const RESERVED = new Set<string>(Object.values(RESERVED_PROPS));

/** Whether `key` is one of the adapter's reserved prop names. */
export function isReservedProp(key: string): boolean {
  return RESERVED.has(key);
}

function copy<T>(value: T): T {
  return structuredClone(value);
}

function definitionOf(registry: Registry, name: string) {
  const def = registry.get(name);
  if (!def) throw new Error(`Unknown component "${name}"`);
  return def;
}

/** Props and slots of a node as one Puck props object (without `id`). */
function flatProps(node: Node, registry: Registry): Record<string, unknown> {
  const def = definitionOf(registry, node.name);
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(copy(node.props))) props[puckKey(key)] = value;
  if (node.version !== undefined) props[RESERVED_PROPS.version] = node.version;
  for (const slot of Object.keys(def.slots)) {
    props[slot] = (Object.hasOwn(node.slots, slot) ? node.slots[slot]! : []).map((child) => toComponentData(child, registry));
  }
  for (const slot of Object.keys(node.slots)) {
    if (!Object.hasOwn(def.slots, slot)) throw new Error(`Component "${node.name}" has no slot "${slot}"`);
  }
  return props;
}

function toComponentData(node: Node, registry: Registry): PuckComponentData {
  return { type: node.name, props: { ...flatProps(node, registry), id: node.id } };
}

export function toPuckData(tree: Node, registry: Registry): PuckData {
  return {
    root: {
      props: {
        ...flatProps(tree, registry),
        [RESERVED_PROPS.id]: tree.id,
        [RESERVED_PROPS.kind]: tree.name,
      },
    },
    content: [],
  };
}

/** Splits Puck props back into node props and slots; `skip` names keys that are neither. */
function toNode(id: string, name: string, flat: Record<string, unknown>, registry: Registry, skip: readonly string[]): Node {
  const def = definitionOf(registry, name);
  const props: Record<string, unknown> = {};
  const slots: Record<string, Node[]> = {};
  let version: number | undefined;
  for (const [key, value] of Object.entries(flat)) {
    if (skip.includes(key)) continue;
    if (key === RESERVED_PROPS.version) {
      if (value !== undefined) version = value as number;
    } else if (key === RESERVED_PROPS.propId) {
      props.id = copy(value);
    } else if (!Object.hasOwn(def.slots, key)) {
      props[key] = copy(value);
    }
  }
  for (const slot of Object.keys(def.slots)) {
    const children = Object.hasOwn(flat, slot) ? (flat[slot] ?? []) : [];
    if (!Array.isArray(children)) throw new Error(`Slot "${slot}" of "${name}" is not a list`);
    slots[slot] = children.map((child: PuckComponentData) => fromComponentData(child, registry));
  }
  return { id, name, props, slots, ...(version !== undefined ? { version } : {}) };
}

/**
 * Puck names the items it creates (insert, duplicate) `<type>-<uuid>`; the uuid is the node
 * id, so an item keeps the same id over every save of the session.
 */
function nodeId(item: PuckComponentData): string {
  const id = item.props.id;
  const prefix = `${item.type}-`;
  const rest = id.startsWith(prefix) ? id.slice(prefix.length) : '';
  return !isUuid(id as unknown) && isUuid(rest) ? rest : id;
}

function fromComponentData(item: PuckComponentData, registry: Registry): Node {
  return toNode(nodeId(item), item.type, item.props, registry, ['id']);
}

export function fromPuckData(data: PuckData, registry: Registry): Node {
  if (data.content.length > 0 || Object.values(data.zones ?? {}).some((zone) => zone.length > 0)) {
    // Only root slots are edited; anything elsewhere would be dropped without a trace.
    throw new Error('Editor data holds components outside the root slots');
  }
  const props = data.root.props;
  const kind = props[RESERVED_PROPS.kind];
  if (typeof kind !== 'string') throw new Error('Editor data does not name the kind of its root');
  const id = typeof props[RESERVED_PROPS.id] === 'string' ? (props[RESERVED_PROPS.id] as string) : newId();
  // Puck shims `id: "root"` into root props in places; a root prop can never be named `id`.
  return toNode(id, kind, props, registry, ['id', RESERVED_PROPS.id, RESERVED_PROPS.kind]);
}

/**
 * The tree with every declared slot present (`[]` when it was left out): the form
 * `fromPuckData` returns. Slots of unknown kinds are kept as they are.
 */
export function normalizeSlots(tree: Node, registry: Registry): Node {
  const def = registry.get(tree.name);
  const slots: Record<string, Node[]> = {};
  for (const slot of Object.keys(def?.slots ?? {})) slots[slot] = [];
  for (const [slot, children] of Object.entries(tree.slots)) slots[slot] = children.map((child) => normalizeSlots(child, registry));
  return { ...tree, slots };
}
