import { describe, expect, it } from 'vitest';
import { node } from '../../core/node';
import { toPuckData, type PuckComponentData } from '../../core/puck';
import { registry } from '../../components/registry';
import { views } from '../../components/views';
import { buildPuckConfig } from './canvas';
import { CLIPBOARD_KEY, findNode, insertNode, readClipboard, withFreshIds, writeClipboard } from './clipboard';
import { catalogueOf, clickTarget, listZones } from './insert-places';

const config = buildPuckConfig({ registry, views, rootKind: 'page-layout' });
const catalogue = catalogueOf({ config, registry, rootKind: 'page-layout' });
const known = (kind: string) => kind in config.components;

function page(main: ReturnType<typeof node>[] = []) {
  return toPuckData(node('page-layout', {}, { headerContent: [node('include', { path: '/header' })], main, footerContent: [] }), registry);
}

function memory(): Storage {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) } as Storage;
}

function ids(item: PuckComponentData): string[] {
  const inner = catalogue.slotsOf(item.type).flatMap((rule) => ((item.props[rule.slot] as PuckComponentData[] | undefined) ?? []).flatMap(ids));
  return [item.props.id, ...inner];
}

describe('copy and paste of blocks', () => {
  const card = node('card', { title: 'Listings week' });
  const grid = node('grid', {}, { items: [card, node('card', { title: 'Fees' })] });

  it('gives the pasted block and everything inside it fresh ids, and leaves the copy as it was', () => {
    const data = page([grid]);
    const copied = findNode(data, grid.id, catalogue)!;
    const pasted = withFreshIds(copied, catalogue);
    const before = ids(copied);
    const after = ids(pasted);
    expect(after).toHaveLength(3);
    expect(new Set(after).size).toBe(3);
    for (const id of after) expect(before).not.toContain(id);
    expect(after.every((id, i) => id.startsWith(`${i === 0 ? 'grid' : 'card'}-`))).toBe(true);
    expect(ids(findNode(data, grid.id, catalogue)!)).toEqual(before);
    expect((pasted.props.items as PuckComponentData[])[0]!.props.title).toBe('Listings week');
  });

  it('puts a block into a nested slot at an index', () => {
    const data = page([grid]);
    const pasted = withFreshIds({ type: 'card', props: { id: 'x', title: 'New' } }, catalogue);
    const next = insertNode({ data, zone: `${grid.id}:items`, index: 1, node: pasted, catalogue });
    const items = listZones(next, catalogue).find((z) => z.zone === `${grid.id}:items`)!.items;
    expect(items.map((i) => i.name)).toEqual(['Card: Listings week', 'Card: New', 'Card: Fees']);
    expect(listZones(data, catalogue).find((z) => z.zone === `${grid.id}:items`)!.items).toHaveLength(2);
  });

  it('keeps the block between pages of one site and refuses it on another site', () => {
    const storage = memory();
    expect(readClipboard(storage, 'nyse', known)).toEqual({ refused: 'Nothing to paste: cut or copy a block first.' });
    writeClipboard(storage, { site: 'nyse', name: 'Grid', node: findNode(page([grid]), grid.id, catalogue)! });
    expect(JSON.parse(storage.getItem(CLIPBOARD_KEY)!).site).toBe('nyse');
    expect(readClipboard(storage, 'nyse', known)).toMatchObject({ entry: { name: 'Grid', node: { type: 'grid' } } });
    expect(readClipboard(storage, 'ice', known)).toEqual({
      refused: 'Grid was copied on the site nyse: blocks can be pasted only on pages of the site they come from.',
    });
    storage.setItem(CLIPBOARD_KEY, '{not json');
    expect(readClipboard(storage, 'nyse', known)).toMatchObject({ refused: expect.stringMatching(/^Nothing to paste/) });
    writeClipboard(storage, { site: 'nyse', name: 'Gone', node: { type: 'no-such-kind', props: { id: 'x' } } });
    expect(readClipboard(storage, 'nyse', known)).toEqual({ refused: 'Gone cannot be pasted: this kind of block no longer exists.' });
  });

  it('pastes where a click would insert, keeping the allow-lists: refused after the site header, with the reason', () => {
    const zones = listZones(page([grid]), catalogue);
    const header = zones.find((z) => z.zone === 'root:headerContent')!.items[0]!;
    expect(clickTarget({ kind: 'grid', zones, catalogue, selectedId: header.id })).toEqual({ refused: 'Grid cannot go in Header.' });
    expect(clickTarget({ kind: 'grid', zones, catalogue, selectedId: card.id })).toMatchObject({ place: { zone: `${grid.id}:items`, index: 1 } });
  });
});
