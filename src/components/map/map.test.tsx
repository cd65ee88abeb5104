import { describe, expect, it } from 'vitest';
import { demoDocuments } from '../../cli/seed/content';
import type { Node } from '../../core/node';
import { node } from '../../core/node';
import { puckFields } from '../../editor/fields';
import { issuesOf, renderHtml, valid } from '../test-render';
import { map, MAX_PINS } from './definition';
import { describeWaypoint, formatPosition } from './View';

const rotterdam = { id: 'rotterdam', name: 'Rotterdam', lat: 51.95, long: 4.05, color: '#222222' };
const newYork = { id: 'new-york', name: 'New York', lat: 40.67, long: -74.05, color: '#222222' };
const tc2 = {
  routeName: 'TC2 Rotterdam to New York',
  id: 'tc2',
  color: '#cc79a7',
  coordinates: [
    { lat: 51.95, long: 4.05, offsetFactor: 0 },
    { lat: 49.7, long: -5.5, offsetFactor: -0.1 },
    { lat: 40.67, long: -74.05, offsetFactor: 0 },
  ],
};
const c3 = {
  routeName: 'C3 Tubarão to Qingdao',
  id: 'c3',
  color: '#0072B2',
  coordinates: [
    { lat: -20.29, long: -40.24 },
    { lat: -36, long: 20 },
    { lat: 36.07, long: 120.32 },
  ],
};

const props = (over: Record<string, unknown> = {}) => ({ caption: 'Tanker routes', products: [tc2, c3], pins: [rotterdam, newYork], ...over });
const mapNode = (over: Record<string, unknown> = {}) => node('map', props(over));
const paths = (over: Record<string, unknown> = {}) => issuesOf(mapNode(over)).map((i) => i.path);

describe('map props', () => {
  it('accepts routes and pins, filling offsetFactor and the display options', () => {
    const parsed = valid(mapNode()).props as ReturnType<typeof map.props.parse>;
    expect(parsed.products[1]!.coordinates[0]).toEqual({ lat: -20.29, long: -40.24, offsetFactor: 0 });
    expect(parsed).toMatchObject({ showPinLabels: true, showPolarRegions: false, maxHeight: 600 });
    expect(valid(node('map', map.defaults as Record<string, unknown>)).props).toMatchObject({ caption: 'Shipping routes' });
  });

  it('refuses latitudes, longitudes and offset factors out of range', () => {
    const point = (p: Record<string, number>) => ({ ...tc2, coordinates: [{ lat: 0, long: 0 }, p] });
    expect(paths({ products: [point({ lat: 91, long: 0 })], showPolarRegions: true })).toEqual(['/root/props/products/0/coordinates/1/lat']);
    expect(paths({ products: [point({ lat: 0, long: -180.5 })] })).toEqual(['/root/props/products/0/coordinates/1/long']);
    expect(paths({ products: [point({ lat: 0, long: 10, offsetFactor: 1.5 })] })).toEqual(['/root/props/products/0/coordinates/1/offsetFactor']);
    expect(paths({ pins: [{ ...rotterdam, long: 181 }] })).toEqual(['/root/props/pins/0/long']);
    expect(paths({ pins: [{ ...rotterdam, lat: Number.NaN }] })).toEqual(['/root/props/pins/0/lat']);
    expect(paths({ products: [{ ...tc2, coordinates: [{ lat: 0, long: 0 }] }] })).toEqual(['/root/props/products/0/coordinates']);
  });

  it('takes colours as #rrggbb only, since they are written into SVG attributes', () => {
    for (const color of ['red;', 'url(x)', '#12345', '#1234567', 'red', '" onload="x', 'rgb(0,0,0)']) {
      expect(paths({ pins: [{ ...rotterdam, color }] }), color).toEqual(['/root/props/pins/0/color']);
      expect(paths({ products: [{ ...tc2, color }] }), color).toEqual(['/root/props/products/0/color']);
    }
  });

  it('takes ids as unique slugs', () => {
    expect(paths({ products: [{ ...tc2, id: 'TC 2' }] })).toEqual(['/root/props/products/0/id']);
    expect(paths({ pins: [rotterdam, { ...newYork, id: 'rotterdam' }] })).toEqual(['/root/props/pins/1/id']);
    expect(paths({ products: [tc2, { ...c3, id: 'tc2' }] })).toEqual(['/root/props/products/1/id']);
    expect(paths({ pins: [{ ...rotterdam, id: 'a--b' }] })).toEqual(['/root/props/pins/0/id']);
  });

  it('bounds the lists and the texts', () => {
    const many = Array.from({ length: MAX_PINS + 1 }, (_, i) => ({ ...rotterdam, id: `p${i}` }));
    expect(paths({ pins: many })).toEqual(['/root/props/pins']);
    expect(paths({ products: [{ ...tc2, routeName: ' ' }] })).toEqual(['/root/props/products/0/routeName']);
    expect(paths({ caption: 'x'.repeat(151) })).toEqual(['/root/props/caption']);
  });

  it('keeps points between 84° N and 58° S unless the polar regions are shown', () => {
    const mcmurdo = { id: 'mcmurdo', name: 'McMurdo', lat: -77.85, long: 166.67, color: '#222222' };
    expect(issuesOf(mapNode({ pins: [mcmurdo] }))).toEqual([expect.objectContaining({ path: '/root/props/pins/0/lat', message: expect.stringMatching(/polar regions/) })]);
    expect(valid(mapNode({ pins: [mcmurdo], showPolarRegions: true })).props).toMatchObject({ showPolarRegions: true });
  });

  it('gives every prop an editor field, routes with their points as nested lists', () => {
    const fields = puckFields(map) as Record<string, { type: string; arrayFields?: Record<string, { type: string; arrayFields?: Record<string, { type: string; min?: number; max?: number }> }> }>;
    expect(Object.keys(fields)).toEqual(['caption', 'products', 'pins', 'showPinLabels', 'showPolarRegions', 'maxHeight']);
    const coordinates = fields.products!.arrayFields!.coordinates!;
    expect(coordinates.type).toBe('array');
    expect(coordinates.arrayFields!.offsetFactor).toMatchObject({ type: 'number', min: -1, max: 1 });
    expect(coordinates.arrayFields!.lat).toMatchObject({ type: 'number', min: -90, max: 90 });
    expect(Object.keys(fields.pins!.arrayFields!)).toEqual(['id', 'name', 'lat', 'long', 'color']);
  });
});

describe('map view', () => {
  it('draws a labelled figure: caption, an SVG image with title and description, land, routes and pins', () => {
    const tree = mapNode();
    const html = renderHtml(tree);
    expect(html).toMatch(/^<figure class="t-map"><figcaption class="t-map__caption">Tanker routes<\/figcaption><svg /);
    const svg = /<svg class="t-map__svg"[^>]*>/.exec(html)![0];
    expect(svg).toContain('viewBox="0 46 960 481"');
    expect(svg).toContain('role="img"');
    expect(svg).toContain(`aria-labelledby="tessera-${tree.id}-title"`);
    expect(svg).toContain(`aria-describedby="tessera-${tree.id}-desc"`);
    expect(svg).toContain('style="max-height:600px"');
    expect(html).toContain(`<title id="tessera-${tree.id}-title">Tanker routes</title>`);
    expect(html).toContain(`<desc id="tessera-${tree.id}-desc">World map in the Miller projection with 2 routes and 2 places; the tables below the map list them.</desc>`);
    expect(html).toMatch(/<path class="t-map__land" d="m\d+ \d+l[^"]{10000,}"><\/path>/);
    const routes = [...html.matchAll(/<path class="t-map__route" data-route="([^"]+)" stroke="([^"]+)" d="M[^"]+">/g)].map((m) => [m[1], m[2]]);
    expect(routes).toEqual([
      ['tc2', '#cc79a7'],
      ['c3', '#0072B2'],
    ]);
    expect(html.match(/<circle /g)).toHaveLength(2);
    expect(html).toContain('<title>Rotterdam: 51.95° N, 4.05° E</title>');
    expect(html).toMatch(/<text class="t-map__label" x="[\d.]+" y="[\d.]+">New York<\/text>/);
  });

  it('places pins where the projection puts them, and names near the right edge on their left', () => {
    const html = renderHtml(mapNode({ pins: [{ ...rotterdam, lat: 0, long: 0 }, { ...newYork, lat: 0, long: 170 }] }));
    expect(html).toContain('<circle cx="480" cy="351.9" r="5" fill="#222222">');
    expect(html).toMatch(/<text class="t-map__label" x="[\d.]+" y="[\d.]+" text-anchor="end">New York<\/text>/);
  });

  it('lists every route with its waypoints, and every place, as tables', () => {
    const html = renderHtml(mapNode());
    expect(html).toContain('<caption>Tanker routes: routes</caption>');
    expect(html).toContain('<caption>Tanker routes: places</caption>');
    const rows = [...html.matchAll(/<tr data-route="[^"]+"><th scope="row">[\s\S]*?<\/svg>([^<]+)<\/th><td>([^<]+)<\/td><\/tr>/g)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual([
      ['TC2 Rotterdam to New York', 'Rotterdam (51.95° N, 4.05° E) → 49.7° N, 5.5° W → New York (40.67° N, 74.05° W)'],
      ['C3 Tubarão to Qingdao', '20.29° S, 40.24° W → 36° S, 20° E → 36.07° N, 120.32° E'],
    ]);
    expect(html).toContain('<tr data-pin="new-york"><th scope="row">New York</th><td>40.67° N, 74.05° W</td></tr>');
  });

  it('hides the pin names on the map when asked, and shows the whole sphere with the polar regions', () => {
    expect(renderHtml(mapNode({ showPinLabels: false }))).not.toContain('t-map__label');
    expect(renderHtml(mapNode({ showPolarRegions: true }))).toContain('viewBox="0 0 960 704"');
  });

  it('draws an empty map without tables, and escapes what editors type', () => {
    const empty = renderHtml(mapNode({ products: [], pins: [] }));
    expect(empty).toContain('<desc id="');
    expect(empty).toContain('with 0 routes and 0 places.</desc>');
    expect(empty).not.toContain('<table');
    const html = renderHtml(mapNode({ caption: '<b>Routes</b>', pins: [{ ...rotterdam, name: '<img src=x onerror=alert(1)>' }] }));
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;b&gt;Routes&lt;/b&gt;');
  });

  it('stays small: a map with routes and pins is well under 60 KB of HTML', () => {
    expect(renderHtml(mapNode()).length).toBeLessThan(30_000);
    expect(renderHtml(mapNode({ showPolarRegions: true })).length).toBeLessThan(35_000);
  });
});

describe('map text', () => {
  it('writes positions with hemispheres', () => {
    expect(formatPosition(51.95, 4.05)).toBe('51.95° N, 4.05° E');
    expect(formatPosition(-20.291, -40.2449)).toBe('20.29° S, 40.24° W');
    expect(formatPosition(0, 180)).toBe('0°, 180°');
  });

  it('names a waypoint after a pin within a quarter degree', () => {
    expect(describeWaypoint({ lat: 51.9, long: 4.2, offsetFactor: 0 }, [rotterdam])).toBe('Rotterdam (51.9° N, 4.2° E)');
    expect(describeWaypoint({ lat: 51.6, long: 4.05, offsetFactor: 0 }, [rotterdam])).toBe('51.6° N, 4.05° E');
  });
});

describe('the freight demo page', () => {
  it('maps the benchmark routes between their ports', () => {
    const doc = demoDocuments().find((d) => d.site === 'ice' && d.path === '/futures/freight')!;
    const maps: Node[] = [];
    const walk = (n: Node) => {
      if (n.name === 'map') maps.push(n);
      for (const children of Object.values(n.slots)) children.forEach(walk);
    };
    walk(doc.tree);
    expect(maps).toHaveLength(1);
    const props = valid(maps[0]!).props as ReturnType<typeof map.props.parse>;
    expect(props.products.map((p) => p.id)).toEqual(['c3', 'c5', 'td3c', 'tc2', 'td20']);
    const pins = new Map(props.pins.map((p) => [p.id, p]));
    const ends = props.products.map((p) => [p.coordinates[0]!, p.coordinates.at(-1)!].map((c) => describeWaypoint(c, props.pins).split(' (')[0]));
    expect(ends).toEqual([
      ['Tubarão', 'Qingdao'],
      ['Port Hedland', 'Qingdao'],
      ['Ras Tanura', 'Ningbo'],
      ['Rotterdam', 'New York'],
      ['Bonny', 'Rotterdam'],
    ]);
    expect(pins.size).toBe(8);
    // The other futures pages have no map.
    const others = demoDocuments().filter((d) => d.site === 'ice' && d.path.startsWith('/futures/') && d.path !== '/futures/freight');
    expect(others.length).toBeGreaterThan(3);
    for (const other of others) expect(JSON.stringify(other.tree)).not.toContain('"name":"map"');
  });
});
