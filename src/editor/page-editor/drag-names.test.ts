import { describe, expect, it } from 'vitest';
import { dragNames, nameAnnouncement } from './drag-names';
import type { Zone } from './insert-places';

const CARD = '7e0b3c1e-95cd-4f5c-9a89-1a2b3c4d5e6f';
const GRID = '0d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6';
const zones = [
  { zone: 'root:main', label: 'Main content', items: [{ id: GRID, kind: 'grid', name: 'Grid' }] },
  { zone: `${GRID}:items`, label: 'Items in Grid', items: [{ id: CARD, kind: 'card', name: 'Card: Listings week' }] },
] as unknown as Zone[];

describe('drag announcements', () => {
  const names = dragNames(zones);

  it('name blocks and slots as the outline does, never by id', () => {
    expect(nameAnnouncement(`Picked up draggable item ${CARD}.`, names)).toBe('Picked up Card: Listings week.');
    expect(nameAnnouncement(`Draggable item ${CARD} was moved over droppable target root:main.`, names)).toBe('Card: Listings week was moved over Main content.');
    expect(nameAnnouncement(`Draggable item ${CARD} was dropped over droppable target ${GRID}:items`, names)).toBe('Card: Listings week was dropped over Items in Grid');
    expect(nameAnnouncement(`Draggable item ${CARD} is no longer over a droppable target.`, names)).toBe('Card: Listings week is no longer over a place to drop it.');
  });

  it('say "a block" for an id it does not know, rather than reading the id out', () => {
    const text = nameAnnouncement('Draggable item 11111111-2222-4333-8444-555555555555 was dropped.', names);
    expect(text).toBe('a block was dropped.');
    expect(text).not.toMatch(/[0-9a-f]{8}-/);
  });
});
