import { geoPath, type GeoContext, type GeoProjection } from 'd3-geo';
import { geoMiller } from 'd3-geo-projection';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// The import attribute survives the server build (target node20.19, which reads it) and the
// browser bundles inline the file.
import land110m from 'world-atlas/land-110m.json' with { type: 'json' };
import { TEMPERATE_LATITUDES } from './definition';

/** Width of the map's drawing in SVG units; the height follows from the projection. */
export const MAP_WIDTH = 960;

export type Point = readonly [x: number, y: number];

/** The part of the projected world an SVG shows (its viewBox). */
export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

const fitted = () => geoMiller().fitWidth(MAP_WIDTH, { type: 'Sphere' });
let projection: GeoProjection | undefined;

/** Miller, the whole sphere fitted to MAP_WIDTH: Greenwich at the centre, the equator halfway down. */
export function mapProjection(): GeoProjection {
  projection ??= fitted();
  return projection;
}

/** A place on the map, in SVG units. */
export function project(lat: number, long: number): Point {
  const xy = mapProjection()([long, lat]);
  if (!xy) throw new Error(`Cannot project ${lat}, ${long}`);
  return [xy[0], xy[1]];
}

/** The whole sphere, or the temperate band between TEMPERATE_LATITUDES, in whole units. */
export function mapFrame(showPolarRegions: boolean): Frame {
  const [north, south] = showPolarRegions ? [90, -90] : [TEMPERATE_LATITUDES.north, TEMPERATE_LATITUDES.south];
  const top = Math.floor(project(north, 0)[1]);
  const bottom = Math.ceil(project(south, 0)[1]);
  return { x: 0, y: top, width: MAP_WIDTH, height: bottom - top };
}

/**
 * A d3 path context that writes whole SVG units with relative commands and no needless
 * separators, and leaves out steps that round to nothing and rings that round to a sliver:
 * the 110m land comes to ~20 KB instead of ~40 KB of absolute coordinates.
 */
class CompactPath implements GeoContext {
  private out = '';
  private ring: [number, number][] = [];
  /** The current point as the SVG reader will have it (after `z`, the ring's start). */
  private at: [number, number] = [0, 0];

  moveTo(x: number, y: number): void {
    this.flush();
    this.ring = [[Math.round(x), Math.round(y)]];
  }

  lineTo(x: number, y: number): void {
    const p: [number, number] = [Math.round(x), Math.round(y)];
    const last = this.ring.at(-1);
    if (last && last[0] === p[0] && last[1] === p[1]) return;
    this.ring.push(p);
  }

  closePath(): void {
    const first = this.ring[0];
    const last = this.ring.at(-1);
    if (first && last && this.ring.length > 1 && first[0] === last[0] && first[1] === last[1]) this.ring.pop();
    this.flush();
  }

  beginPath(): void {}

  arc(): void {}

  toString(): string {
    this.flush();
    return this.out;
  }

  private flush(): void {
    const ring = this.ring;
    this.ring = [];
    if (ring.length < 3) return;
    const [start, ...rest] = ring as [[number, number], ...[number, number][]];
    this.out += `m${pair(start[0] - this.at[0], start[1] - this.at[1])}l`;
    let prev = start;
    this.out += rest.map((p, i) => {
      const text = pair(p[0] - prev[0], p[1] - prev[1]);
      prev = p;
      return i > 0 && !text.startsWith('-') ? ` ${text}` : text;
    }).join('');
    this.out += 'z';
    this.at = start;
  }
}

function pair(dx: number, dy: number): string {
  return dy < 0 ? `${dx}${dy}` : `${dx} ${dy}`;
}

const landCache = new Map<boolean, string>();

/**
 * The outline of the world's land as one SVG path, computed once per process for each frame:
 * the temperate frame leaves Antarctica's shapes out of the HTML rather than only out of sight.
 */
export function landPath(showPolarRegions: boolean): string {
  let d = landCache.get(showPolarRegions);
  if (d === undefined) {
    const frame = mapFrame(showPolarRegions);
    const world = land110m as unknown as Topology<{ land: GeometryCollection }>;
    const clipped = fitted().clipExtent([
      [frame.x - 1, frame.y - 1],
      [frame.x + frame.width + 1, frame.y + frame.height + 1],
    ]);
    const context = new CompactPath();
    geoPath(clipped, context)(feature(world, world.objects.land));
    d = context.toString();
    landCache.set(showPolarRegions, d);
  }
  return d;
}
