/**
 * Which tab is open, kept in the address so a link can open a tab and Back and Forward step
 * through the tabs a visitor chose. The hash names the open tab (`#web`); each history entry's
 * state also records the open tab of every tabs component on the page, so stepping back to an
 * entry whose hash names another component's tab (or none) restores this one too.
 */

/** Key of the history state under which tabs components record their open tab, by node id. */
export const HISTORY_KEY = 'tesseraTabs';

type Choices = Record<string, string>;

function choicesOf(state: unknown): Choices {
  if (typeof state !== 'object' || state === null) return {};
  const choices = (state as Record<string, unknown>)[HISTORY_KEY];
  return typeof choices === 'object' && choices !== null ? (choices as Choices) : {};
}

/** The index of the tab a location hash (`#web`) names, or -1. */
export function tabIndexOfHash(hash: string, tabIds: readonly string[]): number {
  return hash.startsWith('#') ? tabIds.indexOf(hash.slice(1)) : -1;
}

/**
 * The tab to show for an address: the one its hash names, else the one its history state
 * recorded for this component, else `fallback` (the first tab on arrival, the current one
 * when the visitor follows a link to some other part of the page).
 */
export function tabFromLocation({
  hash,
  state,
  nodeId,
  tabIds,
  fallback,
}: {
  hash: string;
  state: unknown;
  nodeId: string;
  tabIds: readonly string[];
  fallback: number;
}): number {
  const named = tabIndexOfHash(hash, tabIds);
  if (named >= 0) return named;
  const recorded = choicesOf(state)[nodeId];
  const index = recorded === undefined ? -1 : tabIds.indexOf(recorded);
  return index >= 0 ? index : fallback;
}

/** A history state recording `tabId` as the open tab of `nodeId`, keeping everything else. */
export function withTabChoice(state: unknown, nodeId: string, tabId: string): Record<string, unknown> {
  const base = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return { ...base, [HISTORY_KEY]: { ...choicesOf(state), [nodeId]: tabId } };
}
