import { geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import land110m from 'world-atlas/land-110m.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { TEMPERATE_LATITUDES } from './definition';
import { controlPoint, routePath, type Waypoint } from './routes';
import { MAP_WIDTH, landPath, mapFrame, mapProjection, project, type Point } from './world';

/** Scale of the fitted projection: SVG units per radian of longitude. */
const K = MAP_WIDTH / (2 * Math.PI);
const rad = (deg: number) => (deg * Math.PI) / 180;
const millerY = (lat: number) => 1.25 * Math.log(Math.tan(Math.PI / 4 + 0.4 * rad(lat)));
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + rad(lat) / 2));

/** The absolute points of each ring of a path written with m, l and z (CompactPath's output). */
function rings(d: string): Point[][] {
  const out: Point[][] = [];
  let at: Point = [0, 0];
  let start: Point = [0, 0];
  for (const [, command, args] of d.matchAll(/([mlz])([^mlz]*)/g)) {
    const numbers = (args!.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
    if (command === 'z') {
      at = start;
      continue;
    }
    for (let i = 0; i < numbers.length; i += 2) {
      at = [at[0] + numbers[i]!, at[1] + numbers[i + 1]!];
      if (command === 'm' && i === 0) {
        start = at;
        out.push([at]);
      } else out.at(-1)!.push(at);
    }
  }
  return out;
}

/** Rounding to whole units moves a point by half a unit at most; a dropped sliver by a unit. */
function expectNear(actual: number, expected: number, tolerance = 1) {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);
}

function bounds(points: readonly Point[]) {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

const land = feature(land110m as unknown as Topology<{ land: GeometryCollection }>, (land110m as unknown as Topology<{ land: GeometryCollection }>).objects.land);

describe('the Miller projection of the map', () => {
  const full = mapFrame(true);

  it('puts Greenwich on the equator at the centre, and ±180° at the edges', () => {
    expect(full).toEqual({ x: 0, y: 0, width: MAP_WIDTH, height: 704 });
    const [x, y] = project(0, 0);
    expect(x).toBeCloseTo(MAP_WIDTH / 2, 6);
    expect(y).toBeCloseTo(full.height / 2, 0);
    expect(project(0, 180)[0]).toBeCloseTo(MAP_WIDTH, 6);
    expect(project(0, -180)[0]).toBeCloseTo(0, 6);
    // Longitude is linear: 90° E is three quarters across.
    expect(project(37, 90)[0]).toBeCloseTo(720, 6);
  });

  it('spaces latitudes by Miller’s formula: finite poles, stretched towards them but less than Mercator', () => {
    const equator = project(0, 0)[1];
    for (const lat of [-75, -45, -10, 30, 60, 80]) expect(equator - project(lat, 0)[1]).toBeCloseTo(K * millerY(lat), 6);
    // The whole sphere fits: the poles are the top and bottom edges (Mercator would put them at infinity).
    expect(project(90, 0)[1]).toBeCloseTo(0, 1);
    expect(project(-90, 0)[1]).toBeCloseTo(full.height, 0);
    const band = (from: number, to: number) => project(from, 0)[1] - project(to, 0)[1];
    expect(band(60, 70)).toBeGreaterThan(1.5 * band(0, 10));
    expect(band(60, 70)).toBeLessThan(K * (mercatorY(70) - mercatorY(60)));
    // Symmetric about the equator.
    expect(project(40, 0)[1] - equator).toBeCloseTo(equator - project(-40, 0)[1], 6);
  });

  it('crops the temperate frame to whole units around its latitudes', () => {
    const temperate = mapFrame(false);
    expect(temperate.y).toBeLessThanOrEqual(project(TEMPERATE_LATITUDES.north, 0)[1]);
    expect(temperate.y).toBeGreaterThan(project(TEMPERATE_LATITUDES.north, 0)[1] - 1);
    expect(temperate.y + temperate.height).toBeGreaterThanOrEqual(project(TEMPERATE_LATITUDES.south, 0)[1]);
    expect(temperate.y + temperate.height).toBeLessThan(project(TEMPERATE_LATITUDES.south, 0)[1] + 1);
    expect(temperate.height).toBeLessThan(full.height * 0.7);
  });
});

describe('the land outline', () => {
  it('traces the same land as d3’s own path, within a unit, in whole relative steps', () => {
    const d = landPath(true);
    expect(d).toMatch(/^m\d+ \d+l/);
    expect(d).not.toMatch(/\./);
    const drawn = bounds(rings(d).flat());
    const [[left, top], [right, bottom]] = geoPath(mapProjection()).bounds(land);
    expectNear(drawn.left, left);
    expectNear(drawn.right, right);
    expectNear(drawn.top, top);
    expectNear(drawn.bottom, bottom);
    // A known coastline point: Cape Agulhas, Africa's southern tip, is the lowest point between 15° E and 25° E.
    const africa = rings(d).flat().filter(([x, y]) => x > project(0, 15)[0] && x < project(0, 25)[0] && y > project(0, 0)[1] && y < project(-50, 0)[1]);
    expectNear(Math.max(...africa.map((p) => p[1])), project(-34.8, 20)[1], 1.5);
  });

  it('leaves Antarctica out of the temperate frame, and keeps every ring closed and non-degenerate', () => {
    const frame = mapFrame(false);
    const temperate = rings(landPath(false));
    const drawn = bounds(temperate.flat());
    expect(drawn.bottom).toBeLessThanOrEqual(frame.y + frame.height + 1);
    expect(drawn.top).toBeGreaterThanOrEqual(frame.y - 1);
    expect(bounds(rings(landPath(true)).flat()).bottom).toBeGreaterThan(project(-85, 0)[1]);
    for (const ring of temperate) expect(ring.length).toBeGreaterThanOrEqual(3);
    expect(temperate.length).toBeGreaterThan(50);
  });

  it('is small: the outline of the world stays far under 60 KB', () => {
    expect(landPath(true).length).toBeLessThan(25_000);
    expect(landPath(false).length).toBeLessThan(20_000);
    // Computed once per process.
    expect(landPath(false)).toBe(landPath(false));
  });
});

describe('route paths', () => {
  /** A flat test projection: x is longitude, y grows southwards as in SVG. */
  const flat = (lat: number, long: number): Point => [long, -lat];
  const leg = (from: [number, number], to: [number, number], offsetFactor = 0): Waypoint[] => [
    { lat: from[0], long: from[1], offsetFactor },
    { lat: to[0], long: to[1], offsetFactor: 0 },
  ];

  it('draws offsetFactor 0 as a straight line: the control point is the middle of the chord', () => {
    expect(routePath({ coordinates: leg([0, 0], [0, 10]), project: flat, width: 360 })).toBe('M0 0Q5 0 10 0');
    expect(controlPoint([2, 4], [8, 12], 0)).toEqual([5, 8]);
  });

  it('bows a positive factor to the left of the direction of travel, a negative one to the right, by factor × length', () => {
    // Eastwards, left is north (up, smaller y).
    expect(routePath({ coordinates: leg([0, 0], [0, 10], 0.5), project: flat, width: 360 })).toBe('M0 0Q5 -5 10 0');
    expect(routePath({ coordinates: leg([0, 0], [0, 10], -0.5), project: flat, width: 360 })).toBe('M0 0Q5 5 10 0');
    // Westwards, left is south.
    expect(routePath({ coordinates: leg([0, 10], [0, 0], 0.5), project: flat, width: 360 })).toBe('M10 0Q5 5 0 0');
    // Northwards (up the map), left is west.
    expect(controlPoint([0, 10], [0, 0], 0.25)).toEqual([-2.5, 5]);
  });

  it('bows each leg by the factor of the point it starts from', () => {
    const coordinates: Waypoint[] = [
      { lat: 0, long: 0, offsetFactor: 0 },
      { lat: 0, long: 10, offsetFactor: 0.2 },
      { lat: 0, long: 20, offsetFactor: 1 },
    ];
    expect(routePath({ coordinates, project: flat, width: 360 })).toBe('M0 0Q5 0 10 0Q15 -2 20 0');
  });

  it('crosses the antimeridian the short way: the leg leaves one edge and enters at the other', () => {
    expect(routePath({ coordinates: leg([0, 170], [0, -170]), project: flat, width: 360 })).toBe('M170 0Q180 0 190 0M-190 0Q-180 0 -170 0');
    expect(routePath({ coordinates: leg([10, -170], [10, 170]), project: flat, width: 360 })).toBe('M-170 -10Q-180 -10 -190 -10M190 -10Q180 -10 170 -10');
    // On the map: Yokohama to Los Angeles runs east off the right edge and on from the left one.
    const pacific = routePath({ coordinates: leg([35.4, 139.6], [33.7, -118.3], -0.2), project, width: MAP_WIDTH });
    const moves = [...pacific.matchAll(/M(-?[\d.]+) /g)].map((m) => Number(m[1]));
    expect(moves).toHaveLength(2);
    expect(moves[0]).toBeCloseTo(project(35.4, 139.6)[0], 0);
    expect(moves[1]).toBeLessThan(0);
    // A leg of less than 180° is not split, even from one side of Greenwich to the other.
    expect(routePath({ coordinates: leg([0, -100], [0, 70]), project: flat, width: 360 })).toBe('M-100 0Q-15 0 70 0');
  });

  it('writes one decimal at most', () => {
    expect(routePath({ coordinates: leg([51.95, 4.05], [40.67, -74.05], 0.1), project, width: MAP_WIDTH })).toMatch(/^M[-\d]+(\.\d)? [-\d]+(\.\d)?Q([-\d]+(\.\d)?[ ]?){4}$/);
  });
});
