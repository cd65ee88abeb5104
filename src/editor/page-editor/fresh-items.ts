/**
 * List items an editor has just added and not yet changed (issue 24: "empty list items do
 * not show errors before they were touched"). Their fields' messages wait until the item is
 * changed; the page's problem count and publishing still see them.
 */
export interface FreshItems {
  /** `${nodeId} ${list}` → the list's length when last seen. */
  lengths: Map<string, number>;
  /** `${nodeId} ${list}.${index}` → the item as it was added (JSON). */
  added: Map<string, string>;
}

export function freshItems(): FreshItems {
  return { lengths: new Map(), added: new Map() };
}

/** Notes the lists of one node's props as now shown: items appended since last time are fresh until changed. */
export function noteLists(state: FreshItems, nodeId: string, props: Readonly<Record<string, unknown>>): void {
  for (const [name, value] of Object.entries(props)) {
    if (!Array.isArray(value)) continue;
    const key = `${nodeId} ${name}`;
    const before = state.lengths.get(key);
    state.lengths.set(key, value.length);
    if (before !== undefined && value.length < before) {
      // Removed items shift the rest: forget this list's fresh items rather than guess.
      for (const item of [...state.added.keys()]) if (item.startsWith(`${key}.`)) state.added.delete(item);
    }
    if (before !== undefined) for (let index = before; index < value.length; index++) state.added.set(`${key}.${index}`, JSON.stringify(value[index]));
    for (let index = 0; index < value.length; index++) {
      const item = `${key}.${index}`;
      const added = state.added.get(item);
      if (added !== undefined && added !== JSON.stringify(value[index])) state.added.delete(item);
    }
  }
}

/** Whether a field's path (`ctaLinks.0.href`) lies in an item added and not changed since. */
export function inUntouchedItem(state: FreshItems, nodeId: string, path: string): boolean {
  const match = /^([^.]+)\.(\d+)(\.|$)/.exec(path);
  return !!match && state.added.has(`${nodeId} ${match[1]}.${match[2]}`);
}

/** The editor's one record (module state: the fields panel shows one node at a time). */
export const editorFreshItems = freshItems();
