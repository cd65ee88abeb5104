/**
 * Cut, copy and paste of blocks, as data: the copied block with everything inside it, kept
 * in the browser's storage so it can be pasted on another page of the same site, fresh ids
 * for what is pasted, and the page's data with a block put into a slot.
 */
import { RESERVED_PROPS, type PuckComponentData, type PuckData } from '../../core/puck';
import type { Catalogue } from './insert-places';

export const CLIPBOARD_KEY = 'tessera.editor.clipboard';

/** What was copied: the block (in Puck's form, its slots inside its props), where from. */
export interface ClipboardEntry {
  site: string;
  /** "Card: Listings week". */
  name: string;
  node: PuckComponentData;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function writeClipboard(storage: Storage, entry: ClipboardEntry): void {
  storage.setItem(CLIPBOARD_KEY, JSON.stringify(entry));
}

function isNode(value: unknown): value is PuckComponentData {
  if (typeof value !== 'object' || value === null) return false;
  const { type, props } = value as { type?: unknown; props?: unknown };
  return typeof type === 'string' && typeof props === 'object' && props !== null && typeof (props as { id?: unknown }).id === 'string';
}

export type ClipboardRead = { entry: ClipboardEntry } | { refused: string };

/**
 * The copied block for pasting on `site`: refused when nothing was copied, when it was
 * copied on another site (its media, partials and links belong to that site), or when its
 * kind no longer exists.
 */
export function readClipboard(storage: Storage, site: string, known: (kind: string) => boolean): ClipboardRead {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(storage.getItem(CLIPBOARD_KEY) ?? 'null');
  } catch {
    parsed = null;
  }
  const entry = parsed as Partial<ClipboardEntry> | null;
  if (!entry || typeof entry.site !== 'string' || typeof entry.name !== 'string' || !isNode(entry.node)) {
    return { refused: 'Nothing to paste: cut or copy a block first.' };
  }
  if (entry.site !== site) {
    return { refused: `${entry.name} was copied on the site ${entry.site}: blocks can be pasted only on pages of the site they come from.` };
  }
  if (!known(entry.node.type)) return { refused: `${entry.name} cannot be pasted: this kind of block no longer exists.` };
  return { entry: entry as ClipboardEntry };
}

function slotNames(kind: string, catalogue: Catalogue): string[] {
  return catalogue.slotsOf(kind).map((rule) => rule.slot);
}

/** A copy of `node` and everything inside it with new ids (`<kind>-<uuid>`, as Puck makes them). */
export function withFreshIds(
  node: PuckComponentData,
  catalogue: Catalogue,
  newId: (kind: string) => string = (kind) => `${kind}-${globalThis.crypto.randomUUID()}`,
): PuckComponentData {
  const props: PuckComponentData['props'] = { ...structuredClone(node.props), id: newId(node.type) };
  for (const slot of slotNames(node.type, catalogue)) {
    const children = props[slot];
    if (Array.isArray(children)) props[slot] = children.filter(isNode).map((child) => withFreshIds(child, catalogue, newId));
  }
  return { type: node.type, props };
}

function mapSlotsOf(
  props: Record<string, unknown>,
  kind: string,
  zone: string,
  ownerId: string,
  change: (items: PuckComponentData[]) => PuckComponentData[],
  catalogue: Catalogue,
): Record<string, unknown> | null {
  for (const slot of slotNames(kind, catalogue)) {
    const children = Array.isArray(props[slot]) ? (props[slot] as PuckComponentData[]) : [];
    if (`${ownerId}:${slot}` === zone) return { ...props, [slot]: change(children) };
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      const inner = mapSlotsOf(child.props, child.type, zone, child.props.id, change, catalogue);
      if (inner) {
        const next = [...children];
        next[i] = { ...child, props: inner as PuckComponentData['props'] };
        return { ...props, [slot]: next };
      }
    }
  }
  return null;
}

/** The page's data with `node` put at `index` in `zone` (Puck's zone name); unchanged when there is no such zone. */
export function insertNode({
  data,
  zone,
  index,
  node,
  catalogue,
}: {
  data: PuckData;
  zone: string;
  index: number;
  node: PuckComponentData;
  catalogue: Catalogue;
}): PuckData {
  const rootKind = String(data.root.props[RESERVED_PROPS.kind] ?? '');
  const props = mapSlotsOf(data.root.props, rootKind, zone, 'root', (items) => [...items.slice(0, index), node, ...items.slice(index)], catalogue);
  return props ? { ...data, root: { ...data.root, props } } : data;
}

/** The component `id` with everything inside it, as it is in the page's data. */
export function findNode(data: PuckData, id: string, catalogue: Catalogue): PuckComponentData | undefined {
  function visit(props: Record<string, unknown>, kind: string): PuckComponentData | undefined {
    for (const slot of slotNames(kind, catalogue)) {
      for (const child of Array.isArray(props[slot]) ? (props[slot] as PuckComponentData[]) : []) {
        if (child.props.id === id) return child;
        const found = visit(child.props, child.type);
        if (found) return found;
      }
    }
    return undefined;
  }
  return visit(data.root.props, String(data.root.props[RESERVED_PROPS.kind] ?? ''));
}
