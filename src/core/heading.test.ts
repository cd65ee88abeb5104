import { describe, it, expect } from 'vitest';
import { HEADING_LIMITS } from './constants';
import { headingLevel, type HeadingLevel } from './heading';

describe('headingLevel', () => {
  it('uses the limits of the specification', () => {
    expect(HEADING_LIMITS).toEqual({ 1: 40, 2: 50, 3: 60, 4: 80, 5: 100, 6: 120 });
  });

  it.each([
    [1, 40],
    [2, 50],
    [3, 60],
    [4, 80],
    [5, 100],
  ] as const)('h%i keeps its level at %i characters and drops one level above', (level, limit) => {
    expect(headingLevel('x'.repeat(limit), level)).toBe(level);
    expect(headingLevel('x'.repeat(limit + 1), level)).toBe(level + 1);
  });

  it('keeps h6 at 6 at its limit and beyond', () => {
    expect(headingLevel('x'.repeat(120), 6)).toBe(6);
    expect(headingLevel('x'.repeat(121), 6)).toBe(6);
    expect(headingLevel('x'.repeat(5000), 6)).toBe(6);
  });

  it('drops only one level however long the text', () => {
    expect(headingLevel('x'.repeat(500), 1)).toBe(2);
  });

  it('keeps the level for an empty heading', () => {
    for (const level of [1, 2, 3, 4, 5, 6] as HeadingLevel[]) expect(headingLevel('', level)).toBe(level);
  });

  it('counts a realistic heading', () => {
    const text = 'Futures and options: margin rates for ICE Futures U.S.'; // 54 characters
    expect(text).toHaveLength(54);
    expect(headingLevel(text, 1)).toBe(2);
    expect(headingLevel(text, 2)).toBe(3);
    expect(headingLevel(text, 3)).toBe(3);
  });
});
