import { describe, expect, it } from 'vitest';
import { clampPanelWidth, MAX_PANEL_WIDTH, MIN_PANEL_WIDTH, PANEL_WIDTH_KEY, panelWidthBounds, readPanelWidth, savePanelWidth, widthForKey } from './panel-width';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('the fields panel width', () => {
  it('stays between a readable minimum and a maximum that leaves the canvas room', () => {
    expect(panelWidthBounds(1440)).toEqual({ min: MIN_PANEL_WIDTH, max: 740 });
    expect(panelWidthBounds(2560)).toEqual({ min: MIN_PANEL_WIDTH, max: MAX_PANEL_WIDTH });
    // A narrow window: the panel cannot grow, but the bounds stay ordered.
    expect(panelWidthBounds(800)).toEqual({ min: MIN_PANEL_WIDTH, max: MIN_PANEL_WIDTH });
    const bounds = panelWidthBounds(1440);
    expect(clampPanelWidth(100, bounds)).toBe(MIN_PANEL_WIDTH);
    expect(clampPanelWidth(5000, bounds)).toBe(740);
    expect(clampPanelWidth(400.6, bounds)).toBe(401);
    expect(clampPanelWidth(Number.NaN, bounds)).toBe(MIN_PANEL_WIDTH);
  });

  it('changes with the separator keys: left widens, right narrows, Home and End go to the ends', () => {
    const bounds = { min: 240, max: 600 };
    expect(widthForKey('ArrowLeft', 300, bounds)).toBe(316);
    expect(widthForKey('ArrowUp', 300, bounds)).toBe(316);
    expect(widthForKey('ArrowRight', 300, bounds)).toBe(284);
    expect(widthForKey('PageUp', 300, bounds)).toBe(364);
    expect(widthForKey('PageDown', 260, bounds)).toBe(240);
    expect(widthForKey('ArrowLeft', 595, bounds)).toBe(600);
    expect(widthForKey('Home', 300, bounds)).toBe(240);
    expect(widthForKey('End', 300, bounds)).toBe(600);
    expect(widthForKey('Enter', 300, bounds)).toBeUndefined();
  });

  it('is remembered as a whole number, and anything else stored reads as nothing remembered', () => {
    const storage = memoryStorage();
    expect(readPanelWidth(storage)).toBeUndefined();
    savePanelWidth(storage, 412.4);
    expect(storage.items.get(PANEL_WIDTH_KEY)).toBe('412');
    expect(readPanelWidth(storage)).toBe(412);
    storage.setItem(PANEL_WIDTH_KEY, 'wide');
    expect(readPanelWidth(storage)).toBeUndefined();
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(readPanelWidth(refusing)).toBeUndefined();
    expect(() => savePanelWidth(refusing, 300)).not.toThrow();
    expect(readPanelWidth(undefined)).toBeUndefined();
  });
});
