import { z } from 'zod';
import { defineComponent } from '../../core/component';

export const MAX_ROUTES = 20;
export const MAX_WAYPOINTS = 40;
export const MAX_PINS = 100;
/** How far a segment may bow out, as a share of its length (1: the control point a whole length away). */
export const MAX_OFFSET_FACTOR = 1;
/**
 * Without the polar regions the map shows these latitudes (the 110m land reaches 83.6° N;
 * Cape Horn is at 56° S), and everything placed on it must lie between them.
 */
export const TEMPERATE_LATITUDES = { north: 84, south: -58 } as const;

/** `#rrggbb` only: colours are written into SVG attributes, so nothing else may pass. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const color = (fallback: string) => z.string().trim().regex(HEX_COLOR, 'Use a colour as #rrggbb, e.g. #0072b2').default(fallback);
const slug = (fallback: string) =>
  z.string().trim().max(40, 'An id is at most 40 characters').regex(SLUG, 'Use lower-case letters and digits joined by single hyphens, e.g. td3c').default(fallback);
const latitude = () => z.number().min(-90, 'Latitude is between -90 and 90').max(90, 'Latitude is between -90 and 90').default(0).describe('Degrees, north positive');
const longitude = () => z.number().min(-180, 'Longitude is between -180 and 180').max(180, 'Longitude is between -180 and 180').default(0).describe('Degrees, east positive');

const waypoint = z.strictObject({
  lat: latitude(),
  long: longitude(),
  offsetFactor: z
    .number()
    .min(-MAX_OFFSET_FACTOR, `The offset factor is between -${MAX_OFFSET_FACTOR} and ${MAX_OFFSET_FACTOR}`)
    .max(MAX_OFFSET_FACTOR, `The offset factor is between -${MAX_OFFSET_FACTOR} and ${MAX_OFFSET_FACTOR}`)
    .default(0)
    .describe('How far the leg to the next point bows out: 0 straight, positive to the left of the direction of travel, negative to the right'),
});

const product = z.strictObject({
  routeName: z.string().trim().min(1, 'Enter the route name').max(80, 'A route name is at most 80 characters').default('Route'),
  id: slug('route-1'),
  color: color('#0072b2'),
  coordinates: z.array(waypoint).min(2, 'A route has at least two points').max(MAX_WAYPOINTS, `A route has at most ${MAX_WAYPOINTS} points`).default([
    { lat: 0, long: 0, offsetFactor: 0 },
    { lat: 0, long: 10, offsetFactor: 0 },
  ]),
});

const pin = z.strictObject({
  id: slug('pin-1'),
  name: z.string().trim().min(1, 'Enter the name of the place').max(80, 'A name is at most 80 characters').default('Port'),
  lat: latitude(),
  long: longitude(),
  color: color('#222222'),
});

function uniqueIds(items: readonly { id: string }[], what: string, path: string, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [path, i, 'id'], message: `Another ${what} already has the id "${item.id}"` });
    seen.add(item.id);
  });
}

/**
 * Routes (`products`) and `pins` on a world map in the Miller projection, drawn on the server
 * as SVG from Natural Earth's land (world-atlas): no tiles, no script. Each leg of a route is
 * a curve from one point to the next, bowed by the first point's `offsetFactor`; a leg whose
 * longitudes are more than 180° apart crosses the antimeridian the short way.
 */
export const map = defineComponent({
  name: 'map',
  label: 'Route map',
  category: 'media',
  description: 'A world map (Miller projection) with routes and pinned places, and the same routes and places listed as text.',
  props: z
    .strictObject({
      caption: z.string().trim().min(1, 'Enter the caption of the map').max(150, 'The caption is at most 150 characters').default('Routes'),
      products: z.array(product).max(MAX_ROUTES, `At most ${MAX_ROUTES} routes`).default([]).describe('Routes, each through its points in order'),
      pins: z.array(pin).max(MAX_PINS, `At most ${MAX_PINS} pins`).default([]),
      showPinLabels: z.boolean().default(true).describe('Write each pin’s name beside it on the map'),
      showPolarRegions: z
        .boolean()
        .default(false)
        .describe(`No: the map shows ${TEMPERATE_LATITUDES.north}° N to ${-TEMPERATE_LATITUDES.south}° S, a wider picture of the shipping lanes`),
      maxHeight: z.number().int('A whole number of pixels').min(200, 'At least 200 pixels').max(1000, 'At most 1000 pixels').default(600).describe('Pixels; the map keeps its proportions'),
    })
    .superRefine((props, ctx) => {
      uniqueIds(props.products, 'route', 'products', ctx);
      uniqueIds(props.pins, 'pin', 'pins', ctx);
      if (props.showPolarRegions) return;
      const { north, south } = TEMPERATE_LATITUDES;
      const message = `Between ${north}° N and ${-south}° S, or show the polar regions`;
      const outside = (lat: number) => lat > north || lat < south;
      props.products.forEach((p, i) =>
        p.coordinates.forEach((c, j) => {
          if (outside(c.lat)) ctx.addIssue({ code: 'custom', path: ['products', i, 'coordinates', j, 'lat'], message });
        }),
      );
      props.pins.forEach((p, i) => {
        if (outside(p.lat)) ctx.addIssue({ code: 'custom', path: ['pins', i, 'lat'], message });
      });
    }),
  defaults: {
    caption: 'Shipping routes',
    products: [
      {
        routeName: 'TC2 Rotterdam to New York',
        id: 'tc2',
        color: '#0072b2',
        coordinates: [
          { lat: 51.95, long: 4.05, offsetFactor: 0 },
          { lat: 49.9, long: -5.5, offsetFactor: -0.12 },
          { lat: 40.5, long: -73.8, offsetFactor: 0 },
        ],
      },
    ],
    pins: [
      { id: 'rotterdam', name: 'Rotterdam', lat: 51.95, long: 4.05, color: '#222222' },
      { id: 'new-york', name: 'New York', lat: 40.5, long: -73.8, color: '#222222' },
    ],
    showPinLabels: true,
    showPolarRegions: false,
    maxHeight: 600,
  },
});
