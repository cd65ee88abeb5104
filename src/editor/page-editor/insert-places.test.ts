import { describe, expect, it } from 'vitest';
import { node } from '../../core/node';
import { toPuckData } from '../../core/puck';
import { registry } from '../../components/registry';
import { views } from '../../components/views';
import { buildPuckConfig } from './canvas';
import { catalogueOf, clickTarget, contentText, gapPlace, itemName, listZones, parentMove, placesFor, refusal, shownZones } from './insert-places';

const config = buildPuckConfig({ registry, views, rootKind: 'page-layout' });
const catalogue = catalogueOf({ config, registry, rootKind: 'page-layout' });

function page(main: ReturnType<typeof node>[] = [], banner: ReturnType<typeof node>[] = []) {
  const tree = node('page-layout', {}, { headerContent: [node('include', { path: '/header' })], banner, main, footerContent: [node('include', { path: '/footer' })] });
  return toPuckData(tree, registry);
}

describe('item names', () => {
  it('names a component by its kind and its heading, title or text, shortened and without markup', () => {
    expect(itemName('Card', { title: 'Listings week', text: 'Ignored' })).toBe('Card: Listings week');
    expect(itemName('Hero', { heading: '  Markets   that move  ' })).toBe('Hero: Markets that move');
    expect(itemName('Rich text', { html: '<p>Fees <strong>for</strong> 2027</p>' })).toBe('Rich text: Fees for 2027');
    expect(itemName('Grid', { minWidth: 300 })).toBe('Grid');
    const long = contentText({ heading: 'The exchange publishes its listing fees for the coming year every autumn' });
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('the slots of a page', () => {
  it('is listed once per state of the page, naming again only the components an action changed', () => {
    const kept = node('card', { title: 'Listings week' });
    const data = page([kept, node('heading', { text: 'Fees' })]);
    const zones = listZones(data, catalogue);
    // The outline, the action bar and the block list ask for the same state: one walk.
    expect(listZones(data, catalogue)).toBe(zones);
    // Puck's next state keeps unchanged props objects and replaces the changed ones.
    const main = data.root.props.main as { type: string; props: Record<string, unknown> }[];
    const next = { ...data, root: { ...data.root, props: { ...data.root.props, main: [main[0]!, { ...main[1]!, props: { ...main[1]!.props, text: 'Fees for 2027' } }] } } };
    const after = listZones(next as typeof data, catalogue);
    expect(after).not.toBe(zones);
    expect(after.find((z) => z.label === 'Main content')!.items.map((i) => i.name)).toEqual(['Card: Listings week', 'Heading: Fees for 2027']);
    // The same props under another label (a kind renamed in the config) are named anew.
    expect(itemName('Teaser', main[0]!.props)).toBe('Teaser: Listings week');
    expect(itemName('Card', main[0]!.props)).toBe('Card: Listings week');
  });

  it('lists slots in page order with their labels, and nested slots by their component', () => {
    const grid = node('grid', {}, { items: [node('card', { title: 'Listings week' })] });
    const zones = listZones(page([grid]), catalogue);
    expect(zones.filter((z) => z.depth === 0).map((z) => z.label)).toEqual([
      'Alerts',
      'Header',
      'Banner',
      'Main content',
      'Footer',
      'Above the access-code form',
      'Below the access-code form',
    ]);
    const items = zones.find((z) => z.zone === `${grid.id}:items`)!;
    expect(items.label).toBe('Items in Grid');
    expect(items.items.map((i) => i.name)).toEqual(['Card: Listings week']);
    expect(zones.find((z) => z.zone === 'root:main')!.items[0]!.name).toBe('Grid');
  });

  it('takes only the site’s partials and site chrome in the header and footer slots', () => {
    const zones = listZones(page(), catalogue);
    const footer = zones.find((z) => z.zone === 'root:footerContent')!;
    expect(footer.allow).toEqual(['include', 'header', 'footer', 'cookie-notice', 'login-chooser', 'logout-button']);
    expect(refusal(footer, 'grid', catalogue)).toBe('Grid cannot go in Footer.');
    expect(refusal(footer, 'include', catalogue)).toBeNull();
  });

  it('says when a slot is full', () => {
    const hero = node('hero', { heading: 'Markets' }, { carousel: [node('carousel', {})] });
    const zones = listZones(page([], [hero]), catalogue);
    const carousel = zones.find((z) => z.zone === `${hero.id}:carousel`)!;
    expect(refusal(carousel, 'carousel', catalogue)).toBe('Mini carousel in Hero: Markets is full: it holds at most one component.');
  });
});

describe('where a click inserts', () => {
  it('puts it at the end of the main content when nothing is selected', () => {
    const heading = node('heading', { text: 'Fees', level: 2 });
    const zones = listZones(page([heading]), catalogue);
    expect(clickTarget({ kind: 'grid', zones, catalogue, selectedId: null })).toEqual({
      place: { zone: 'root:main', index: 1, zoneLabel: 'Main content', label: 'Main content — at the end' },
    });
  });

  it('puts it right after the selected component at the same level, never into it (issue 24: Tabs, then Collapsible, then Carousel)', () => {
    const tabs = node('tabs', {}, {});
    const heading = node('heading', { text: 'Fees', level: 2 });
    let zones = listZones(page([tabs, heading]), catalogue);
    expect(clickTarget({ kind: 'collapsible-section', zones, catalogue, selectedId: tabs.id })).toEqual({
      place: { zone: 'root:main', index: 1, zoneLabel: 'Main content', label: 'Main content — after Tabs' },
    });
    // The collapsible placed and selected: the carousel goes after it, still in main, not into its empty slots.
    const section = node('collapsible-section', { header: 'Fees' }, {});
    zones = listZones(page([tabs, section, heading]), catalogue);
    expect(clickTarget({ kind: 'carousel', zones, catalogue, selectedId: section.id })).toMatchObject({ place: { zone: 'root:main', index: 2 } });
    const grid = node('grid', {}, { items: [] });
    zones = listZones(page([grid, heading]), catalogue);
    expect(clickTarget({ kind: 'card', zones, catalogue, selectedId: grid.id })).toMatchObject({ place: { zone: 'root:main', index: 1, label: 'Main content — after Grid' } });
    expect(clickTarget({ kind: 'card', zones, catalogue, selectedId: heading.id })).toMatchObject({ place: { zone: 'root:main', index: 2 } });
  });

  it('inside a container, goes after the selected component in the same slot', () => {
    const card = node('card', { title: 'Listings week' });
    const grid = node('grid', {}, { items: [card, node('card', { title: 'Fees' })] });
    const zones = listZones(page([grid]), catalogue);
    expect(clickTarget({ kind: 'card', zones, catalogue, selectedId: card.id })).toEqual({
      place: { zone: `${grid.id}:items`, index: 1, zoneLabel: 'Items in Grid', label: 'Items in Grid — after Card: Listings week' },
    });
  });

  it('where the slot refuses the kind, goes after the nearest container whose slot takes it, and says why', () => {
    const carousel = node('carousel', {});
    const hero = node('hero', { heading: 'Markets' }, { carousel: [carousel] });
    const zones = listZones(page([], [hero]), catalogue);
    const target = clickTarget({ kind: 'card', zones, catalogue, selectedId: carousel.id });
    expect(target).toMatchObject({ place: { zone: 'root:banner', index: 1, label: 'Banner — after Hero: Markets' } });
    expect('note' in target && target.note).toMatch(/^Card cannot go in Mini carousel in Hero: Markets\..* It goes after Hero: Markets instead\.$/);
  });

  it('an empty slot or a "+" is the place itself, named for its button', () => {
    const tabs = node('tabs', {}, {});
    const card = node('card', { title: 'Listings week' });
    const zones = listZones(page([card, tabs]), catalogue);
    expect(gapPlace(zones, `${tabs.id}:tab1`, 0)).toMatchObject({ zone: `${tabs.id}:tab1`, index: 0, label: 'Tab 1 in Tabs (empty)', buttonLabel: 'Add a block here: in Tab 1 in Tabs' });
    expect(gapPlace(zones, 'root:main', 1)).toMatchObject({ index: 1, buttonLabel: 'Add a block here: after Card: Listings week in Main content' });
    expect(gapPlace(zones, 'root:main', 0)?.buttonLabel).toBe('Add a block here: before Card: Listings week in Main content');
    expect(gapPlace(zones, 'root:main', 3)).toBeUndefined();
  });

  it('skips slots the canvas does not draw', () => {
    const tabs = node('tabs', {}, {});
    const zones = listZones(page([tabs]), catalogue);
    const drawn = new Set(['root:main', `${tabs.id}:${zones.find((z) => z.owner?.id === tabs.id)!.slot}`]);
    const hidden = zones.filter((z) => z.owner?.id === tabs.id && !drawn.has(z.zone));
    expect(hidden.length).toBeGreaterThan(0);
    const places = placesFor({ kind: 'card', zones, catalogue, shown: (zone) => drawn.has(zone) || zone.startsWith('root:') });
    for (const zone of hidden) expect(places.some((p) => p.zone === zone.zone)).toBe(false);
  });

  it('offers the slots of blocks further down, which the canvas has not drawn yet, but not the slots a drawn block hides', () => {
    const tabs = node('tabs', {}, {});
    const farTabs = node('tabs', {}, {});
    const grid = node('grid', {}, { items: [node('box', {}, {})] });
    const zones = listZones(page([tabs, grid, farTabs]), catalogue);
    const [firstTab, ...otherTabs] = zones.filter((z) => z.owner?.id === tabs.id);
    // On the canvas: the page's slots, the first tabs block with its first tab only; the grid and the second tabs are below the view.
    const shown = shownZones({
      zones: new Set(['root:headerContent', 'root:banner', 'root:main', 'root:footerContent', firstTab!.zone]),
      components: new Set([tabs.id]),
    });
    expect(otherTabs.length).toBeGreaterThan(0);
    const places = placesFor({ kind: 'card', zones, catalogue, shown });
    expect(places.some((p) => p.zone === firstTab!.zone)).toBe(true);
    for (const zone of otherTabs) expect(places.some((p) => p.zone === zone.zone)).toBe(false);
    for (const zone of zones.filter((z) => z.owner?.id === farTabs.id)) expect(places.some((p) => p.zone === zone.zone)).toBe(true);
    expect(places.some((p) => p.zone === `${grid.id}:items`)).toBe(true);
    // A page slot the layout does not draw stays hidden; before anything is drawn, everything counts.
    expect(shownZones({ zones: new Set(['root:main']), components: new Set() })('root:banner')).toBe(false);
    expect(shownZones({ zones: new Set(), components: new Set() })('root:banner')).toBe(true);
  });

  it('refuses in words where the kind is not allowed', () => {
    const zones = listZones(page(), catalogue);
    const header = zones.find((z) => z.zone === 'root:headerContent')!.items[0]!;
    expect(clickTarget({ kind: 'grid', zones, catalogue, selectedId: header.id })).toEqual({ refused: 'Grid cannot go in Header.' });
  });
});

describe('places offered for the keyboard', () => {
  it('lists each allowed place in page order, empty slots by name, never a slot that refuses the kind', () => {
    const grid = node('grid', {}, { items: [node('card', { title: 'Listings week' })] });
    const places = placesFor({ kind: 'hero', zones: listZones(page([grid]), catalogue), catalogue });
    const labels = places.map((p) => p.label);
    expect(labels.slice(0, 2)).toEqual(['Alerts (empty)', 'Banner (empty)']);
    expect(labels).toContain('Main content — at the start');
    expect(labels).toContain('Main content — after Grid');
    expect(labels.indexOf('Items in Grid — after Card: Listings week')).toBeLessThan(labels.indexOf('Main content — after Grid'));
    expect(labels.some((l) => l.startsWith('Header') || l.startsWith('Footer'))).toBe(false);
    expect(places.find((p) => p.label === 'Banner (empty)')).toMatchObject({ zone: 'root:banner', index: 0 });
  });
});

describe('move to parent', () => {
  it('moves a component out of its container, right after the container', () => {
    const card = node('card', { title: 'Listings week' });
    const grid = node('grid', {}, { items: [node('card', {}), card] });
    const zones = listZones(page([grid, node('heading', { text: 'Fees', level: 2 })]), catalogue);
    expect(parentMove({ id: card.id, zones, catalogue })).toEqual({
      from: { zone: `${grid.id}:items`, index: 1 },
      place: { zone: 'root:main', index: 1, zoneLabel: 'Main content', label: 'Main content — after Grid' },
      name: 'Card: Listings week',
    });
  });

  it('says why not at the top level or where the outer slot refuses the kind', () => {
    const grid = node('grid', {}, {});
    let zones = listZones(page([grid]), catalogue);
    expect(parentMove({ id: grid.id, zones, catalogue })).toEqual({ refused: 'Grid is not inside another component: it is already in Main content.' });
    // A box on a slide of the hero's mini carousel cannot go up beside the carousel: that slot takes carousels only.
    const box = node('box', {}, {});
    const carousel = node('carousel', {}, { slide1: [box] });
    const hero = node('hero', { heading: 'Markets' }, { carousel: [carousel] });
    zones = listZones(page([], [hero]), catalogue);
    expect(parentMove({ id: box.id, zones, catalogue })).toEqual({ refused: expect.stringMatching(/^Box cannot go in Mini carousel in Hero: Markets\./) });
  });
});
