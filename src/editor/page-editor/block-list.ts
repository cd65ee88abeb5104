/**
 * What the block list offers, as plain data: which slots take site chrome, the list's
 * categories (older kinds last, under "Older"), and the search (names first, then
 * descriptions). `canvas.tsx` builds Puck's allow-lists and categories with it and
 * `ComponentSearch.tsx` the list shown for the slot a click would insert into.
 */
import { CATEGORIES, CATEGORY_LABELS, type ComponentDefinition } from '../../core/component';
import { chromeAllowed } from '../../core/placement';


/** The group of older kinds, collapsed at the end of the list. */
export const OLDER = 'older';
export const OLDER_TITLE = 'Older';

/**
 * The kinds a slot without its own allow-list takes in the editor (core/placement.ts, the rule
 * the server holds saves to). A page layout's header and footer slots take the site's partials
 * (`include`) and site chrome; a partial's content (a fragment: the header, the footer, a
 * sign-in panel) takes everything; every other slot takes everything but site chrome.
 */
export function defaultAllow(owner: ComponentDefinition, slot: string, placeable: readonly ComponentDefinition[]): string[] {
  return placeable.filter((def) => chromeAllowed(owner, slot, def)).map((def) => def.name);
}

export interface ListCategory {
  title: string;
  components: string[];
  defaultExpanded: boolean;
}

/** The list's categories in order, each kind in its own; older kinds in "Older", last and collapsed. */
export function listCategories(placeable: readonly ComponentDefinition[]): Record<string, ListCategory> {
  const categories: Record<string, ListCategory> = {};
  for (const category of CATEGORIES) {
    const names = placeable.filter((def) => def.category === category && !def.supersededBy).map((def) => def.name);
    if (names.length > 0) categories[category] = { title: CATEGORY_LABELS[category], components: names, defaultExpanded: true };
  }
  const older = placeable.filter((def) => def.supersededBy).map((def) => def.name);
  if (older.length > 0) categories[OLDER] = { title: OLDER_TITLE, components: older, defaultExpanded: false };
  return categories;
}

export interface Searchable {
  name: string;
  label: string;
  description?: string | undefined;
}

/**
 * How well `kind` matches `query`: 2 when its label or name holds every word, 1 when its
 * description (with label and name) does, 0 when it does not match. An empty query matches all.
 */
export function matchRank(kind: Searchable, query: string): 0 | 1 | 2 {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 2;
  const name = `${kind.label} ${kind.name}`.toLowerCase();
  if (words.every((word) => name.includes(word))) return 2;
  const all = `${name} ${kind.description ?? ''}`.toLowerCase();
  return words.every((word) => all.includes(word)) ? 1 : 0;
}

/** The kinds of one category that match, those matching by name first, each group in list order. */
export function searchKinds(names: readonly string[], query: string, kindOf: (name: string) => Searchable): string[] {
  const ranked = names.map((name, order) => ({ name, order, rank: matchRank(kindOf(name), query) })).filter((k) => k.rank > 0);
  return ranked.sort((a, b) => b.rank - a.rank || a.order - b.order).map((k) => k.name);
}

export interface ComponentListEntry {
  title?: string;
  components: string[];
  visible: boolean;
  expanded: boolean;
}

/**
 * Puck's `ui.componentList` for a query and the kinds the target slot takes: each category
 * narrowed to what matches and may go there; while searching, the categories holding a
 * match by name come first. "Older" stays as the editor left it unless a search finds
 * something in it.
 */
export function componentList({
  categories,
  query,
  allowed,
  kindOf,
  olderExpanded,
}: {
  categories: Record<string, { title?: string; components?: readonly string[] }>;
  query: string;
  allowed: ReadonlySet<string> | null;
  kindOf: (name: string) => Searchable;
  olderExpanded: boolean;
}): Record<string, ComponentListEntry> {
  const searching = query.trim() !== '';
  const entries = Object.entries(categories).map(([key, category]) => {
    const names = searchKinds((category.components ?? []).filter((name) => !allowed || allowed.has(name)), query, kindOf);
    const best = names.length > 0 ? matchRank(kindOf(names[0]!), query) : 0;
    const expanded = key === OLDER ? olderExpanded || (searching && names.length > 0) : true;
    const entry: ComponentListEntry = { ...(category.title ? { title: category.title } : {}), components: names, visible: names.length > 0, expanded };
    return { key, entry, best };
  });
  // Older kinds stay last even when one matches by name.
  if (searching) entries.sort((a, b) => Number(a.key === OLDER) - Number(b.key === OLDER) || b.best - a.best);
  const list: Record<string, ComponentListEntry> = {};
  for (const { key, entry } of entries) list[key] = entry;
  // Kinds left out of every category would otherwise gather under "Other".
  list.other = { components: [], visible: false, expanded: false };
  return list;
}
