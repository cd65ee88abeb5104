import { describe, expect, it } from 'vitest';
import { chosenYear, defaultYear, yearsDescending } from './notice-years';

const in2026 = new Date('2026-03-10T12:00:00Z');

describe('notice years', () => {
  it('keeps numeric years only, newest first, once each', () => {
    expect(yearsDescending([2023, '2025', 2024, ' 2021 ', 'n/a', '20255', 2024, 2.5])).toEqual([2025, 2024, 2023, 2021]);
  });

  it('defaults to the current year when it has notices, else the highest numeric year (specification §4)', () => {
    expect(defaultYear([2024, 2026, 2025], in2026)).toBe(2026);
    expect(defaultYear([2023, 2025, 2024], in2026)).toBe(2025);
    // Notices dated ahead of the current year do not displace it.
    expect(defaultYear([2027, 2026], in2026)).toBe(2026);
    expect(defaultYear([2027, 2025], in2026)).toBe(2027);
    expect(defaultYear(['x', '2019'], in2026)).toBe(2019);
    expect(defaultYear([], in2026)).toBeUndefined();
  });

  it('takes the year asked for only when it is available; anything else gives the default', () => {
    const years = [2024, 2025, 2026];
    expect(chosenYear('2024', years, in2026)).toBe(2024);
    for (const asked of ['abc', '1999', '2024abc', '', ' ', '-2024', '2024.0', null, undefined]) expect(chosenYear(asked, years, in2026), String(asked)).toBe(2026);
    expect(chosenYear('2024', [], in2026)).toBeUndefined();
  });
});
