/** The most tabs one tabs component holds (one declared slot each). */
export const TABS_MAX = 8;

/** The slot of tab `index` (0-based): `tab1`, `tab2`, … */
export function tabSlot(index: number): string {
  return `tab${index + 1}`;
}
