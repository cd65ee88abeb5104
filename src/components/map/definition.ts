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

const color = (fallback: string, description: string) =>
  z.string().trim().regex(HEX_COLOR, 'Use a colour as #rrggbb, e.g. #0072b2').meta({ title: 'Colour', description }).default(fallback);
const slug = (fallback: string, description: string) =>
  z
    .string()
    .trim()
    .max(40, 'An id is at most 40 characters')
    .regex(SLUG, 'Use lower-case letters and digits joined by single hyphens, e.g. td3c')
    .meta({ title: 'ID', description })
    .default(fallback);
const latitude = (description: string) =>
  z.number().min(-90, 'Latitude is between -90 and 90').max(90, 'Latitude is between -90 and 90').meta({ title: 'Latitude', description }).default(0);
const longitude = (description: string) =>
  z.number().min(-180, 'Longitude is between -180 and 180').max(180, 'Longitude is between -180 and 180').meta({ title: 'Longitude', description }).default(0);

const waypoint = z.strictObject({
  lat: latitude('Of this point, in degrees: north positive, south negative, e.g. 51.95.'),
  long: longitude('Of this point, in degrees: east positive, west negative, e.g. -73.8.'),
  offsetFactor: z
    .number()
    .min(-MAX_OFFSET_FACTOR, `The offset factor is between -${MAX_OFFSET_FACTOR} and ${MAX_OFFSET_FACTOR}`)
    .max(MAX_OFFSET_FACTOR, `The offset factor is between -${MAX_OFFSET_FACTOR} and ${MAX_OFFSET_FACTOR}`)
    .meta({
      title: 'Curve',
      description: `How far the leg to the next point bows out, from -${MAX_OFFSET_FACTOR} to ${MAX_OFFSET_FACTOR}: 0 is straight, positive bends to the left of the direction of travel, negative to the right.`,
    })
    .default(0),
});

const product = z.strictObject({
  routeName: z
    .string()
    .trim()
    .min(1, 'Enter the route name')
    .max(80, 'A route name is at most 80 characters')
    .meta({ description: 'Shown in the list of routes and when pointing at the route. Up to 80 characters.' })
    .default('Route'),
  id: slug('route-1', 'A short name for the route, unique on this map: lower-case letters and digits joined by hyphens, e.g. tc2. Never shown.'),
  color: color('#0072b2', 'The route’s line colour as #rrggbb, e.g. #0072b2.'),
  coordinates: z
    .array(waypoint)
    .min(2, 'A route has at least two points')
    .max(MAX_WAYPOINTS, `A route has at most ${MAX_WAYPOINTS} points`)
    .meta({ title: 'Points', description: `The places the route passes through, in order. From 2 to ${MAX_WAYPOINTS}.` })
    .default([
      { lat: 0, long: 0, offsetFactor: 0 },
      { lat: 0, long: 10, offsetFactor: 0 },
    ]),
});

const pin = z.strictObject({
  id: slug('pin-1', 'A short name for the pin, unique on this map: lower-case letters and digits joined by hyphens, e.g. new-york. Never shown.'),
  name: z
    .string()
    .trim()
    .min(1, 'Enter the name of the place')
    .max(80, 'A name is at most 80 characters')
    .meta({ description: 'The name of the place, shown in the list and, if labels are on, beside the pin. Up to 80 characters.' })
    .default('Port'),
  lat: latitude('Of the place, in degrees: north positive, south negative, e.g. 40.5.'),
  long: longitude('Of the place, in degrees: east positive, west negative, e.g. -73.8.'),
  color: color('#222222', 'The pin’s colour as #rrggbb, e.g. #222222.'),
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
  icon: 'globe',
  description: 'A world map (Miller projection) with routes and pinned places, and the same routes and places listed as text.',
  props: z
    .strictObject({
      caption: z
        .string()
        .trim()
        .min(1, 'Enter the caption of the map')
        .max(150, 'The caption is at most 150 characters')
        .meta({ description: 'The title of the map and its lists of routes and places. Up to 150 characters.' })
        .default('Routes'),
      products: z
        .array(product)
        .max(MAX_ROUTES, `At most ${MAX_ROUTES} routes`)
        .meta({ title: 'Routes', description: `Lines drawn on the map, each through its points in order. Up to ${MAX_ROUTES}.` })
        .default([]),
      pins: z
        .array(pin)
        .max(MAX_PINS, `At most ${MAX_PINS} pins`)
        .meta({ description: `Places marked with a dot on the map. Up to ${MAX_PINS}.` })
        .default([]),
      showPinLabels: z.boolean().meta({ title: 'Show pin names', description: 'Yes: each pin’s name is written beside it on the map.' }).default(true),
      showPolarRegions: z
        .boolean()
        .meta({
          description: `No: the map shows ${TEMPERATE_LATITUDES.north}° N to ${-TEMPERATE_LATITUDES.south}° S, a wider picture of the shipping lanes. Yes: the whole globe, north to south.`,
        })
        .default(false),
      maxHeight: z
        .number()
        .int('A whole number of pixels')
        .min(200, 'At least 200 pixels')
        .max(1000, 'At most 1000 pixels')
        .meta({ title: 'Maximum height', description: 'The tallest the map may be drawn, in pixels (200 to 1000); it keeps its proportions.' })
        .default(600),
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
