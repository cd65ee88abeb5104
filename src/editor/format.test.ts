import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatDay, formatMoment, formatTime, formatWhen } from './format';

const speaking = (language: string) => vi.stubGlobal('navigator', { language });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dates in the editor', () => {
  const iso = '2030-05-03T12:05:00Z';

  it('follow the browser’s language', () => {
    speaking('en-GB');
    expect(formatDateTime(iso)).toMatch(/^\d{1,2} May 2030, \d{2}:\d{2}$/);
    speaking('en-US');
    expect(formatDateTime(iso)).toMatch(/^May \d{1,2}, 2030, \d{1,2}:\d{2}\s[AP]M$/);
    speaking('de-DE');
    expect(formatDateTime(iso)).toMatch(/^\d{2}\.05\.2030, \d{2}:\d{2}$/);
  });

  it('read the same wherever they are shown: one date and time, the time alone, in sentences', () => {
    speaking('en-GB');
    const full = formatDateTime(iso);
    expect(formatWhen(iso)).toBe(`on ${full}`);
    expect(full.endsWith(formatTime(iso))).toBe(true);
    expect(formatMoment(iso, { now: new Date('2031-01-01T12:00:00Z') })).toBe(`on ${full}`);
    // The same day as now: the time is enough.
    expect(formatMoment(iso, { now: new Date(iso) })).toBe(`at ${formatTime(iso)}`);
    expect(full.startsWith(formatDay('2030-05-03'))).toBe(true);
  });

  it('leave what is not a date as it is, or empty in sentences', () => {
    speaking('en-GB');
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatTime('soon')).toBe('soon');
    expect(formatDay('2030-02-30')).toBe('2030-02-30');
    expect(formatWhen(null)).toBe('');
    expect(formatMoment('soon')).toBe('');
  });
});
