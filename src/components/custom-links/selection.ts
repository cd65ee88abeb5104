import { formatMessage } from '../../core/errors';

/** The visitor's picks: page ids in the order picked, and whether the last pick went over the limit. */
export interface Selection {
  selected: readonly string[];
  overLimit: boolean;
}

interface Groups {
  readonly pages: readonly { readonly id: string; readonly isDefault: boolean }[];
}

/** The pages marked `isDefault`, in order, up to the limit. */
export function defaultSelection(groups: readonly Groups[], max: number): Selection {
  const selected = groups.flatMap((g) => g.pages.filter((p) => p.isDefault).map((p) => p.id)).slice(0, max);
  return { selected, overLimit: false };
}

/**
 * Checking or unchecking a page. A pick beyond `max` leaves the selection as it was and sets
 * `overLimit`, so the view shows the maximum message; any allowed change clears it.
 */
export function togglePage(state: Selection, pageId: string, max: number): Selection {
  if (state.selected.includes(pageId)) return { selected: state.selected.filter((id) => id !== pageId), overLimit: false };
  if (state.selected.length >= max) return { selected: state.selected, overLimit: true };
  return { selected: [...state.selected, pageId], overLimit: false };
}

/**
 * The selection stored in the browser, or null when there is none or it cannot be read.
 * Pages removed since, duplicates and picks beyond today's limit are dropped.
 */
export function restoreSelection(stored: string | null, groups: readonly Groups[], max: number): Selection | null {
  if (stored === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const known = new Set(groups.flatMap((g) => g.pages.map((p) => p.id)));
  const selected = [...new Set(value.filter((id): id is string => typeof id === 'string' && known.has(id)))].slice(0, max);
  return { selected, overLimit: false };
}

/** The browser storage key of one custom-links component. */
export function storageKey(nodeId: string): string {
  return `tessera:custom-links:${nodeId}`;
}

/** The maximum message for a limit: `{max}` in the editor's text becomes the limit itself. */
export function maximumText(message: string, max: number): string {
  return formatMessage(message, { max });
}
