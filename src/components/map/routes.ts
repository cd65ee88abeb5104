import type { Point } from './world';

export interface Waypoint {
  lat: number;
  long: number;
  offsetFactor: number;
}

/** One decimal of an SVG unit: finer than a screen pixel at any width the map is shown. */
export function coord(value: number): string {
  return String(Math.round(value * 10) / 10);
}

const xy = (p: Point) => `${coord(p[0])} ${coord(p[1])}`;

/**
 * The control point of a quadratic leg from `a` to `b`: the middle of the chord, moved
 * perpendicular to it by `offsetFactor` times its length. Positive bows to the left of the
 * direction of travel as the map shows it (north up), negative to the right, 0 is straight.
 */
export function controlPoint(a: Point, b: Point, offsetFactor: number): Point {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  // SVG's y grows downwards, so (dy, -dx) is the left-hand normal, as long as the chord.
  return [(a[0] + b[0]) / 2 + dy * offsetFactor, (a[1] + b[1]) / 2 - dx * offsetFactor];
}

/**
 * The SVG path of a route through its waypoints in order, each leg a quadratic curve bowed by
 * the offsetFactor of the point it starts from. A leg whose longitudes are more than 180°
 * apart goes the short way across the antimeridian: it is drawn twice, once leaving the map's
 * edge and once entering at the other, a map width apart, and the SVG's viewport clips both.
 */
export function routePath({ coordinates, project, width }: { coordinates: readonly Waypoint[]; project: (lat: number, long: number) => Point; width: number }): string {
  const [first, ...rest] = coordinates;
  if (!first) return '';
  let from = first;
  let a = project(first.lat, first.long);
  let d = `M${xy(a)}`;
  for (const to of rest) {
    const b = project(to.lat, to.long);
    const turn = to.long - from.long;
    const shift = turn > 180 ? -width : turn < -180 ? width : 0;
    if (shift === 0) {
      d += `Q${xy(controlPoint(a, b, from.offsetFactor))} ${xy(b)}`;
    } else {
      const beyond: Point = [b[0] + shift, b[1]];
      const c = controlPoint(a, beyond, from.offsetFactor);
      d += `Q${xy(c)} ${xy(beyond)}M${xy([a[0] - shift, a[1]])}Q${xy([c[0] - shift, c[1]])} ${xy(b)}`;
    }
    from = to;
    a = b;
  }
  return d;
}
