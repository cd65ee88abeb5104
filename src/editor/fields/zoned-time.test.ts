import { describe, expect, it } from 'vitest';
import { fromZonedInput, instantOfZonedInput, toZonedInput, zoneLabel } from './zoned-time';

describe('dates and times in New York', () => {
  it.each([
    // Winter (EST, −05:00) and summer (EDT, −04:00).
    ['2026-12-24T13:00', '2026-12-24T13:00:00-05:00'],
    ['2026-07-01T12:00', '2026-07-01T12:00:00-04:00'],
    // Either side of the spring change (8 March 2026, 2:00 → 3:00).
    ['2026-03-08T01:59', '2026-03-08T01:59:00-05:00'],
    ['2026-03-08T03:00', '2026-03-08T03:00:00-04:00'],
    // Either side of the autumn change (1 November 2026, 2:00 → 1:00).
    ['2026-10-31T23:30', '2026-10-31T23:30:00-04:00'],
    ['2026-11-01T03:00', '2026-11-01T03:00:00-05:00'],
    ['2026-12-31T17:00:05', '2026-12-31T17:00:05-05:00'],
  ])('%s in New York is stored as %s and read back the same', (input, stored) => {
    expect(fromZonedInput(input)).toBe(stored);
    expect(toZonedInput(stored)).toBe(input);
    expect(new Date(stored).getTime()).toBe(instantOfZonedInput(input)!.getTime());
  });

  it('reads a value stored with another offset as New York time', () => {
    expect(toZonedInput('2026-12-24T18:00:00Z')).toBe('2026-12-24T13:00');
    expect(toZonedInput('2026-07-01T17:00:00+01:00')).toBe('2026-07-01T12:00');
  });

  it('is empty or null for incomplete values', () => {
    expect(toZonedInput('')).toBe('');
    expect(toZonedInput('soon')).toBe('');
    expect(fromZonedInput('')).toBeNull();
    expect(fromZonedInput('2026-12-24')).toBeNull();
  });

  it('names the zone with its abbreviation and offset on the date', () => {
    expect(zoneLabel(new Date('2026-12-24T18:00:00Z'))).toBe('New York time (ET; EST on this date, UTC\u221205:00)');
    expect(zoneLabel(new Date('2026-07-01T16:00:00Z'))).toBe('New York time (ET; EDT on this date, UTC\u221204:00)');
    expect(zoneLabel(null)).toBe('New York time (ET)');
  });
});
