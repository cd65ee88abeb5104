import { describe, expect, it } from 'vitest';
import { node } from '../../core/node';
import { toPuckData } from '../../core/puck';
import { registry } from '../../components/registry';
import { views } from '../../components/views';
import { buildPuckConfig } from './canvas';
import { dropZone, indexAt, subtreeIds } from './insert-drop';
import { catalogueOf, listZones } from './insert-places';

const box = (top: number, bottom: number, left = 0, right = 100) => ({ top, bottom, left, right });

describe('indexAt', () => {
  it('goes before the first stacked child whose middle is below the pointer', () => {
    const stacked = [box(0, 100), box(100, 200), box(200, 300)];
    expect(indexAt(stacked, { x: 50, y: 20 })).toBe(0);
    expect(indexAt(stacked, { x: 50, y: 160 })).toBe(2);
    expect(indexAt(stacked, { x: 50, y: 290 })).toBe(3);
    expect(indexAt(stacked, { x: 50, y: 500 })).toBe(3);
    expect(indexAt([], { x: 0, y: 0 })).toBe(0);
  });

  it('reads children side by side by their horizontal middle', () => {
    const row = [box(0, 100, 0, 100), box(0, 100, 100, 200), box(0, 100, 200, 300)];
    expect(indexAt(row, { x: 120, y: 50 })).toBe(1);
    expect(indexAt(row, { x: 180, y: 50 })).toBe(2);
    expect(indexAt(row, { x: 290, y: 50 })).toBe(3);
  });
});

describe('dropZone', () => {
  const config = buildPuckConfig({ registry, views, rootKind: 'page-layout' });
  const catalogue = catalogueOf({ config, registry, rootKind: 'page-layout' });
  const grid = node('grid', {}, { items: [node('card', { title: 'Listings week' })] });
  const tree = node('page-layout', {}, { main: [grid], footerContent: [node('include', { path: '/footer' })] });
  const zones = listZones(toPuckData(tree, registry), catalogue);

  it('takes the innermost slot under the pointer that accepts the kind', () => {
    expect(dropZone({ under: [`${grid.id}:items`, 'root:main'], zones, kind: 'card', catalogue })?.zone).toBe(`${grid.id}:items`);
    expect(dropZone({ under: ['root:footerContent', 'root:main'], zones, kind: 'grid', catalogue })?.zone).toBe('root:main');
    expect(dropZone({ under: ['root:footerContent'], zones, kind: 'grid', catalogue })).toBeNull();
  });

  it('never drops a component inside itself', () => {
    const movingIds = subtreeIds(zones, grid.id);
    expect(movingIds.has(grid.id)).toBe(true);
    expect(movingIds.size).toBe(2);
    expect(dropZone({ under: [`${grid.id}:items`, 'root:main'], zones, kind: 'grid', catalogue, movingIds, fromZone: 'root:main' })?.zone).toBe('root:main');
  });
});
