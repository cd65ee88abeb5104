import type { PropsOf } from '../../core/component';
import { platformId } from '../../core/ids';
import type { ViewProps } from '../view';
import type { map } from './definition';
import { coord, routePath, type Waypoint } from './routes';
import { MAP_WIDTH, landPath, mapFrame, project, type Frame } from './world';

type Props = PropsOf<typeof map>;
type Pin = Props['pins'][number];

/** A waypoint this close to a pin (in degrees, both ways) is named after it in the route list. */
const SAME_PLACE = 0.25;
const PIN_RADIUS = 5;

const degrees = (value: number) => `${Number(Math.abs(value).toFixed(2))}°`;

/** `51.95° N, 4.05° E`. */
export function formatPosition(lat: number, long: number): string {
  const ns = lat === 0 ? '' : lat > 0 ? ' N' : ' S';
  const ew = long === 0 || Math.abs(long) === 180 ? '' : long > 0 ? ' E' : ' W';
  return `${degrees(lat)}${ns}, ${degrees(long)}${ew}`;
}

/** A waypoint in words: the pin at it, with its position, or the position alone. */
export function describeWaypoint(point: Waypoint, pins: readonly Pin[]): string {
  const pin = pins.find((p) => Math.abs(p.lat - point.lat) <= SAME_PLACE && Math.abs(p.long - point.long) <= SAME_PLACE);
  const position = formatPosition(point.lat, point.long);
  return pin ? `${pin.name} (${position})` : position;
}

function summary(props: Props): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [count(props.products.length, 'route', 'routes'), count(props.pins.length, 'place', 'places')];
  const listed = props.products.length + props.pins.length > 0 ? '; the tables below the map list them' : '';
  return `World map in the Miller projection with ${parts.join(' and ')}${listed}.`;
}

function Swatch({ color }: { color: string }) {
  return (
    <svg className="t-map__swatch" viewBox="0 0 16 4" width="16" height="4" aria-hidden="true" focusable="false">
      <rect width="16" height="4" rx="2" fill={color} />
    </svg>
  );
}

function PinMark({ pin, frame, label }: { pin: Pin; frame: Frame; label: boolean }) {
  const [x, y] = project(pin.lat, pin.long);
  // Names of pins near the right edge go on their left, so they stay on the map.
  const left = x > frame.x + frame.width - 120;
  return (
    <g className="t-map__pin" data-pin={pin.id}>
      <circle cx={coord(x)} cy={coord(y)} r={PIN_RADIUS} fill={pin.color}>
        <title>{`${pin.name}: ${formatPosition(pin.lat, pin.long)}`}</title>
      </circle>
      {label ? (
        <text className="t-map__label" x={coord(left ? x - PIN_RADIUS - 3 : x + PIN_RADIUS + 3)} y={coord(y + 4)} textAnchor={left ? 'end' : undefined}>
          {pin.name}
        </text>
      ) : null}
    </g>
  );
}

function RouteTable({ props }: { props: Props }) {
  const caption = `${props.caption}: routes`;
  return (
    <div className="t-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="t-map__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Route</th>
            <th scope="col">Waypoints</th>
          </tr>
        </thead>
        <tbody>
          {props.products.map((route) => (
            <tr key={route.id} data-route={route.id}>
              <th scope="row">
                <Swatch color={route.color} />
                {route.routeName}
              </th>
              <td>{route.coordinates.map((point) => describeWaypoint(point, props.pins)).join(' → ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PinTable({ props }: { props: Props }) {
  const caption = `${props.caption}: places`;
  return (
    <div className="t-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="t-map__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Place</th>
            <th scope="col">Position</th>
          </tr>
        </thead>
        <tbody>
          {props.pins.map((pin) => (
            <tr key={pin.id} data-pin={pin.id}>
              <th scope="row">{pin.name}</th>
              <td>{formatPosition(pin.lat, pin.long)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Server view, no island: the map is SVG drawn from the props (the land outline once per
 * process), and the same routes and places follow as tables for readers who cannot see it.
 */
export default function MapView({ id, props }: ViewProps<Props>) {
  const frame = mapFrame(props.showPolarRegions);
  const titleId = platformId(id, 'title');
  const descId = platformId(id, 'desc');
  return (
    <figure className="t-map">
      <figcaption className="t-map__caption">{props.caption}</figcaption>
      <svg
        className="t-map__svg"
        viewBox={`${frame.x} ${frame.y} ${frame.width} ${frame.height}`}
        style={{ maxHeight: props.maxHeight }}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        focusable="false"
      >
        <title id={titleId}>{props.caption}</title>
        <desc id={descId}>{summary(props)}</desc>
        <rect className="t-map__sea" x={frame.x} y={frame.y} width={frame.width} height={frame.height} />
        <path className="t-map__land" d={landPath(props.showPolarRegions)} />
        <g className="t-map__routes">
          {props.products.map((route) => (
            <path key={route.id} className="t-map__route" data-route={route.id} stroke={route.color} d={routePath({ coordinates: route.coordinates, project, width: MAP_WIDTH })}>
              <title>{route.routeName}</title>
            </path>
          ))}
        </g>
        <g className="t-map__pins">
          {props.pins.map((pin) => (
            <PinMark key={pin.id} pin={pin} frame={frame} label={props.showPinLabels} />
          ))}
        </g>
      </svg>
      {props.products.length ? <RouteTable props={props} /> : null}
      {props.pins.length ? <PinTable props={props} /> : null}
    </figure>
  );
}
