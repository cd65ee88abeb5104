/** The focal point of an image (0..1 across, 0..1 down) and the CSS keyword positions it maps to. */

export interface Focal {
  x: number;
  y: number;
}

const AXIS: Record<string, { x?: number; y?: number }> = {
  left: { x: 0 },
  right: { x: 1 },
  top: { y: 0 },
  bottom: { y: 1 },
  center: {},
};

/** Where a keyword position (`top left`, `center`) puts the image's focus; undefined for anything else. */
export function positionPoint(position: string): Focal | undefined {
  const point = { x: 0.5, y: 0.5 };
  const words = position.trim().split(/\s+/);
  if (words.length === 0 || words.length > 2) return undefined;
  for (const word of words) {
    const axis = AXIS[word];
    if (!axis) return undefined;
    if (axis.x !== undefined) point.x = axis.x;
    if (axis.y !== undefined) point.y = axis.y;
  }
  return point;
}

/**
 * The option nearest to the focal point (`object-position` for a component that offers only
 * keyword positions); on a tie the earlier option. Undefined when no option is a keyword position.
 */
export function nearestPosition(focal: Focal, options: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const option of options) {
    const point = positionPoint(option);
    if (!point) continue;
    const distance = (point.x - focal.x) ** 2 + (point.y - focal.y) ** 2;
    if (distance < bestDistance) {
      best = option;
      bestDistance = distance;
    }
  }
  return best;
}

const clamp = (value: number) => Math.min(1, Math.max(0, Math.round(value * 100) / 100));

/** The focal point where someone clicked inside the drawn image's box. */
export function focalAt({ clientX, clientY }: { clientX: number; clientY: number }, box: { left: number; top: number; width: number; height: number }): Focal {
  return { x: clamp((clientX - box.left) / box.width), y: clamp((clientY - box.top) / box.height) };
}

/** Steps of the arrow keys: 5%, or 1% with Shift for the last bit of precision. */
const STEP = 0.05;
const FINE_STEP = 0.01;

/** The focal point after an arrow key, or undefined for any other key. */
export function nudge(focal: Focal, key: string, { fine = false }: { fine?: boolean } = {}): Focal | undefined {
  const step = fine ? FINE_STEP : STEP;
  switch (key) {
    case 'ArrowLeft':
      return { x: clamp(focal.x - step), y: focal.y };
    case 'ArrowRight':
      return { x: clamp(focal.x + step), y: focal.y };
    case 'ArrowUp':
      return { x: focal.x, y: clamp(focal.y - step) };
    case 'ArrowDown':
      return { x: focal.x, y: clamp(focal.y + step) };
    default:
      return undefined;
  }
}

/** `50% from the left, 30% from the top`. */
export function describeFocal({ x, y }: Focal): string {
  return `${Math.round(x * 100)}% from the left, ${Math.round(y * 100)}% from the top`;
}
