// d3-geo-projection ships no types; this declares only what the map uses.
declare module 'd3-geo-projection' {
  import type { GeoProjection } from 'd3-geo';
  /** Miller's cylindrical projection: Mercator with latitudes scaled by 0.8, so the poles are finite. */
  export function geoMiller(): GeoProjection;
}
