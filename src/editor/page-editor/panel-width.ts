/**
 * The fields panel's width: what it may be on a screen, how the keys change it, and where it is
 * remembered (this browser's localStorage, for every page and site).
 */

/** Narrower than this and labels wrap word by word. */
export const MIN_PANEL_WIDTH = 240;
/** Wider than this and lines get too long to read. */
export const MAX_PANEL_WIDTH = 800;
/** Room the canvas and the component list keep beside the panel. */
const KEEP_FOR_THE_REST = 700;
export const STEP = 16;
export const BIG_STEP = 64;
export const PANEL_WIDTH_KEY = 'tessera.page-editor.fields-width';

export interface WidthBounds {
  min: number;
  max: number;
}

/** The widths the panel may take in a window `windowWidth` pixels wide. */
export function panelWidthBounds(windowWidth: number): WidthBounds {
  const max = Math.min(MAX_PANEL_WIDTH, Math.floor(windowWidth - KEEP_FOR_THE_REST));
  return { min: MIN_PANEL_WIDTH, max: Math.max(MIN_PANEL_WIDTH, max) };
}

/** `width` rounded to a whole pixel, within `bounds`. */
export function clampPanelWidth(width: number, { min, max }: WidthBounds): number {
  if (!Number.isFinite(width)) return min;
  return Math.min(max, Math.max(min, Math.round(width)));
}

/**
 * The width a key asks for on the separator, or undefined for other keys. The panel is on the
 * right: Left (and Up, Page Up) widen it, Right (Down, Page Down) narrow it; Home is the
 * narrowest, End the widest.
 */
export function widthForKey(key: string, current: number, bounds: WidthBounds): number | undefined {
  const by = (delta: number) => clampPanelWidth(current + delta, bounds);
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return by(STEP);
    case 'ArrowRight':
    case 'ArrowDown':
      return by(-STEP);
    case 'PageUp':
      return by(BIG_STEP);
    case 'PageDown':
      return by(-BIG_STEP);
    case 'Home':
      return bounds.min;
    case 'End':
      return bounds.max;
    default:
      return undefined;
  }
}

type WidthStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The remembered width, if one was saved and is a number. */
export function readPanelWidth(storage: WidthStore | undefined): number | undefined {
  try {
    const value = Number(storage?.getItem(PANEL_WIDTH_KEY) ?? NaN);
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    // Storage refused (privacy settings): nothing remembered.
    return undefined;
  }
}

export function savePanelWidth(storage: WidthStore | undefined, width: number): void {
  try {
    storage?.setItem(PANEL_WIDTH_KEY, String(Math.round(width)));
  } catch {
    // Storage full or refused: the width holds for this visit only.
  }
}
