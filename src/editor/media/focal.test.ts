import { describe, expect, it } from 'vitest';
import { OBJECT_POSITIONS } from '../../components/hero/definition';
import { describeFocal, focalAt, nearestPosition, nudge, positionPoint } from './focal';

describe('nearestPosition', () => {
  const options = [...OBJECT_POSITIONS];

  it('maps each region of the image to the hero position that keeps it in view', () => {
    expect(nearestPosition({ x: 0.5, y: 0.5 }, options)).toBe('center');
    expect(nearestPosition({ x: 0.05, y: 0.1 }, options)).toBe('top left');
    expect(nearestPosition({ x: 0.9, y: 0.05 }, options)).toBe('top right');
    expect(nearestPosition({ x: 0.55, y: 0.92 }, options)).toBe('bottom');
    expect(nearestPosition({ x: 0.1, y: 0.45 }, options)).toBe('left');
    expect(nearestPosition({ x: 0.8, y: 0.8 }, options)).toBe('bottom right');
    expect(nearestPosition({ x: 0.6, y: 0.3 }, options)).toBe('center');
  });

  it('keeps the earlier option on a tie, and chooses only among the options given', () => {
    // Halfway between left (0) and center (0.5): center comes first.
    expect(nearestPosition({ x: 0.25, y: 0.5 }, options)).toBe('center');
    expect(nearestPosition({ x: 0.05, y: 0.05 }, ['center', 'top', 'bottom'])).toBe('top');
    expect(nearestPosition({ x: 0.5, y: 0.5 }, ['25% 75%', 'inherit'])).toBeUndefined();
    expect(nearestPosition({ x: 0.5, y: 0.5 }, [])).toBeUndefined();
  });

  it('reads keyword positions in either order', () => {
    expect(positionPoint('left top')).toEqual({ x: 0, y: 0 });
    expect(positionPoint('bottom')).toEqual({ x: 0.5, y: 1 });
    expect(positionPoint('center right')).toEqual({ x: 1, y: 0.5 });
    expect(positionPoint('top left right')).toBeUndefined();
    expect(positionPoint('50%')).toBeUndefined();
  });
});

describe('setting the focal point', () => {
  it('takes a click as a share of the drawn image, rounded and kept inside it', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(focalAt({ clientX: 300, clientY: 150 }, box)).toEqual({ x: 0.5, y: 0.5 });
    expect(focalAt({ clientX: 101, clientY: 51.3 }, box)).toEqual({ x: 0, y: 0.01 });
    expect(focalAt({ clientX: 700, clientY: 0 }, box)).toEqual({ x: 1, y: 0 });
  });

  it('moves by 5% per arrow key, 1% with Shift, never past the edges, and ignores other keys', () => {
    expect(nudge({ x: 0.5, y: 0.5 }, 'ArrowRight')).toEqual({ x: 0.55, y: 0.5 });
    expect(nudge({ x: 0.5, y: 0.5 }, 'ArrowUp', { fine: true })).toEqual({ x: 0.5, y: 0.49 });
    expect(nudge({ x: 0.02, y: 0.98 }, 'ArrowLeft')).toEqual({ x: 0, y: 0.98 });
    expect(nudge({ x: 0.02, y: 0.98 }, 'ArrowDown')).toEqual({ x: 0.02, y: 1 });
    expect(nudge({ x: 0.5, y: 0.5 }, 'Enter')).toBeUndefined();
  });

  it('says where the point is in words', () => {
    expect(describeFocal({ x: 0.6, y: 0.25 })).toBe('60% from the left, 25% from the top');
  });
});
