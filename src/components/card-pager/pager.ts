/**
 * Card pager state (zod-free, for the view and the island): which of `count` pages shows.
 * Previous and next stop at the ends.
 */
export const MAX_PAGES = 10;

/** The slot holding the cards of page `index` (0-based): `page1` … `page10`. */
export function pageSlot(index: number): string {
  return `page${index + 1}`;
}

export interface PagerState {
  page: number;
  count: number;
}

export type PagerEvent = { type: 'next' } | { type: 'previous' } | { type: 'go'; page: number };

export function initialPager(count: number): PagerState {
  return { page: 0, count };
}

/** The next state; the same object when nothing changes. */
export function pagerReducer(state: PagerState, event: PagerEvent): PagerState {
  const target = event.type === 'next' ? state.page + 1 : event.type === 'previous' ? state.page - 1 : event.page;
  if (!Number.isInteger(target) || target < 0 || target >= state.count || target === state.page) return state;
  return { ...state, page: target };
}

/** "Page 2 of 3". */
export function pageStatus(page: number, count: number): string {
  return `Page ${page + 1} of ${count}`;
}
