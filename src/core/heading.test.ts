import { describe, it, expect } from 'vitest';
import { HEADING_LIMITS } from './constants';
import { headingLevel, headingLevelNote, headingTextProp, type HeadingLevel } from './heading';

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

describe('headingLevelNote', () => {
  it('says when the page shows a smaller level than the field, and what to do', () => {
    const text = 'Listings, trading and data services for the world';
    expect(headingLevelNote(text, 1)).toBe(
      `Shown as a level-2 heading: a level-1 heading is at most 40 characters, and this text has ${text.length}. Shorten the text to keep level 1.`,
    );
    expect(headingLevelNote('Fees', 1)).toBeUndefined();
    expect(headingLevelNote('x'.repeat(200), 6)).toBeUndefined();
  });

  it('finds the text a level belongs to', () => {
    expect(headingTextProp('level', { text: 'a' })).toBe('text');
    expect(headingTextProp('headingLevel', { heading: 'a' })).toBe('heading');
    expect(headingTextProp('headingLevel', { title: 'a' })).toBe('title');
    expect(headingTextProp('variant', {})).toBeUndefined();
  });
});
