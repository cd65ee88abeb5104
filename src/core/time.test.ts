import { describe, it, expect } from 'vitest';
import {
  durationText,
  addDays,
  clockTime,
  DATE_FORMATS,
  dayNumber,
  formatClockTime,
  formatDate,
  isIsoDay,
  londonClock,
  newYorkClock,
  newYorkInstant,
  newYorkTime,
  nthWeekday,
  parseIsoDate,
  weekdayName,
  PLATFORM_FORMATS,
} from './time';

const d = (iso: string) => new Date(iso);

describe('DATE_FORMATS', () => {
  it('are the formats of the specification', () => {
    expect(DATE_FORMATS).toEqual({
      iso: 'yyyy-MM-dd',
      short: 'M/d/yyyy',
      long: 'MMMM do, yyyy',
      time: 'h:mm a',
      oracle: 'dd-MMM-yy',
    });
  });
});

describe('formatDate', () => {
  it('formats iso yyyy-MM-dd with zero padding', () => {
    expect(formatDate(d('2025-03-07T10:00:00Z'), 'iso')).toBe('2025-03-07');
    expect(formatDate(d('2025-12-31T23:59:59Z'), 'iso')).toBe('2025-12-31');
  });

  it('formats short M/d/yyyy without padding', () => {
    expect(formatDate(d('2025-03-07T00:00:00Z'), 'short')).toBe('3/7/2025');
    expect(formatDate(d('2025-11-23T00:00:00Z'), 'short')).toBe('11/23/2025');
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [20, '20th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [24, '24th'],
    [30, '30th'],
    [31, '31st'],
  ])("formats long 'MMMM do, yyyy' for day %i as %s", (day, ordinal) => {
    const date = new Date(Date.UTC(2025, 0, day));
    expect(formatDate(date, 'long')).toBe(`January ${ordinal}, 2025`);
  });

  it('spells every month in full for long and abbreviates it for oracle', () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDate(new Date(Date.UTC(2024, m, 15)), 'long'));
    expect(months).toEqual([
      'January 15th, 2024', 'February 15th, 2024', 'March 15th, 2024', 'April 15th, 2024',
      'May 15th, 2024', 'June 15th, 2024', 'July 15th, 2024', 'August 15th, 2024',
      'September 15th, 2024', 'October 15th, 2024', 'November 15th, 2024', 'December 15th, 2024',
    ]);
    expect(formatDate(new Date(Date.UTC(2024, 8, 1)), 'oracle')).toBe('01-Sep-24');
  });

  it('formats oracle dd-MMM-yy', () => {
    expect(formatDate(d('2025-03-07T00:00:00Z'), 'oracle')).toBe('07-Mar-25');
    expect(formatDate(d('2009-12-25T00:00:00Z'), 'oracle')).toBe('25-Dec-09');
    expect(formatDate(d('2000-01-01T00:00:00Z'), 'oracle')).toBe('01-Jan-00');
  });

  it.each([
    ['2025-03-07T00:00:00Z', '12:00 AM'],
    ['2025-03-07T00:05:00Z', '12:05 AM'],
    ['2025-03-07T01:00:00Z', '1:00 AM'],
    ['2025-03-07T11:59:00Z', '11:59 AM'],
    ['2025-03-07T12:00:00Z', '12:00 PM'],
    ['2025-03-07T12:30:00Z', '12:30 PM'],
    ['2025-03-07T13:05:00Z', '1:05 PM'],
    ['2025-03-07T23:59:59Z', '11:59 PM'],
  ])("formats time 'h:mm a' for %s as %s", (iso, text) => {
    expect(formatDate(d(iso), 'time')).toBe(text);
  });

  it('accepts custom patterns with 24-hour and padded tokens', () => {
    const date = d('2025-03-07T05:04:00Z');
    expect(formatDate(date, 'HH:mm')).toBe('05:04');
    expect(formatDate(date, 'H:mm')).toBe('5:04');
    expect(formatDate(date, 'hh:mm a')).toBe('05:04 AM');
    expect(formatDate(date, 'MM/dd/yy')).toBe('03/07/25');
    expect(formatDate(d('2025-03-07T00:00:00Z'), 'HH:mm')).toBe('00:00');
  });

  it('accepts a Date, an ISO string or epoch milliseconds', () => {
    expect(formatDate('2025-03-07', 'iso')).toBe('2025-03-07');
    expect(formatDate(Date.UTC(2025, 2, 7, 18), 'short')).toBe('3/7/2025');
    expect(formatDate(0, 'iso')).toBe('1970-01-01');
  });

  it('shows a date-only value as that day in UTC, the default zone', () => {
    expect(formatDate('2025-03-07', 'long')).toBe('March 7th, 2025');
  });

  it('pads years before 1000 to four digits', () => {
    const date = new Date(0);
    date.setUTCFullYear(5, 0, 2);
    expect(formatDate(date, 'iso')).toBe('0005-01-02');
  });

  describe('in America/New_York', () => {
    const ny = { timeZone: 'America/New_York' };

    it('is UTC-5 in winter and UTC-4 in summer', () => {
      expect(formatDate(d('2025-01-15T12:00:00Z'), 'time', ny)).toBe('7:00 AM');
      expect(formatDate(d('2025-07-15T12:00:00Z'), 'time', ny)).toBe('8:00 AM');
    });

    it('skips 2:00-2:59 AM when DST starts (9 March 2025)', () => {
      expect(formatDate(d('2025-03-09T06:59:00Z'), 'time', ny)).toBe('1:59 AM');
      expect(formatDate(d('2025-03-09T07:00:00Z'), 'time', ny)).toBe('3:00 AM');
    });

    it('repeats 1:00-1:59 AM when DST ends (2 November 2025)', () => {
      expect(formatDate(d('2025-11-02T05:30:00Z'), 'time', ny)).toBe('1:30 AM');
      expect(formatDate(d('2025-11-02T06:30:00Z'), 'time', ny)).toBe('1:30 AM');
      expect(formatDate(d('2025-11-02T07:30:00Z'), 'time', ny)).toBe('2:30 AM');
    });

    it('moves the calendar date when the zone is behind UTC', () => {
      const instant = d('2025-03-07T02:00:00Z');
      expect(formatDate(instant, 'iso')).toBe('2025-03-07');
      expect(formatDate(instant, 'iso', ny)).toBe('2025-03-06');
      expect(formatDate(instant, 'long', ny)).toBe('March 6th, 2025');
      expect(formatDate(instant, 'time', ny)).toBe('9:00 PM');
      expect(formatDate(d('2025-01-01T04:59:00Z'), 'oracle', ny)).toBe('31-Dec-24');
    });

    it('midnight and noon local read 12:00 AM and 12:00 PM', () => {
      expect(formatDate(d('2025-07-15T04:00:00Z'), 'time', ny)).toBe('12:00 AM');
      expect(formatDate(d('2025-07-15T16:00:00Z'), 'time', ny)).toBe('12:00 PM');
    });
  });

  it('works in a zone ahead of UTC', () => {
    expect(formatDate(d('2025-03-07T23:30:00Z'), 'short', { timeZone: 'Asia/Tokyo' })).toBe('3/8/2025');
  });

  it('throws a RangeError for invalid dates', () => {
    expect(() => formatDate('not a date', 'iso')).toThrow(RangeError);
    expect(() => formatDate('not a date', 'iso')).toThrow('Invalid date: not a date');
    expect(() => formatDate(new Date(Number.NaN), 'iso')).toThrow(RangeError);
    expect(() => formatDate(Number.NaN, 'short')).toThrow(RangeError);
    expect(() => formatDate('2025-02-30T00:00:00Z', 'iso')).toThrow(RangeError);
    expect(() => formatDate('2025-02-30', 'iso')).toThrow(RangeError);
    expect(() => formatDate('2025-04-31T10:00', 'iso')).toThrow(RangeError);
    expect(formatDate('2024-02-29T10:00:00Z', 'iso')).toBe('2024-02-29');
    expect(() => formatDate(8.65e15, 'iso')).toThrow(RangeError);
  });

  it('throws a RangeError for an unknown time zone', () => {
    expect(() => formatDate(0, 'iso', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });

  it('treats Object.prototype member names as patterns, not as format names', () => {
    expect(formatDate(0, 'toString')).toBe('toString');
    expect(formatDate(0, 'constructor')).toBe('constructor');
  });
});

describe('parseIsoDate', () => {
  it('parses yyyy-MM-dd as UTC midnight', () => {
    expect(parseIsoDate('2025-03-07')?.toISOString()).toBe('2025-03-07T00:00:00.000Z');
    expect(parseIsoDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('rejects calendar dates that do not exist', () => {
    for (const text of ['2025-02-30', '2025-02-29', '2023-02-29', '1900-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-01-00', '2025-01-32']) {
      expect(parseIsoDate(text), text).toBeUndefined();
    }
  });

  it('rejects anything but exactly yyyy-MM-dd', () => {
    for (const text of ['', '2025-3-7', '2025-03-7', '25-03-07', ' 2025-03-07', '2025-03-07 ', '2025-03-07T00:00:00Z', '2025/03/07', '+02025-03-07', '２０２５-03-07']) {
      expect(parseIsoDate(text), text).toBeUndefined();
    }
  });

  it('reads years below 100 literally', () => {
    expect(parseIsoDate('0025-06-01')?.getUTCFullYear()).toBe(25);
    expect(parseIsoDate('2000-02-29')?.toISOString()).toBe('2000-02-29T00:00:00.000Z');
  });

  it('round-trips through the iso format', () => {
    for (const text of ['1999-12-31', '2000-01-01', '2038-01-19', '9999-12-31']) {
      expect(formatDate(parseIsoDate(text)!, 'iso')).toBe(text);
    }
  });
});

describe('New York and London clocks', () => {
  // 2026-03-02 is a Monday; New York is on EST (UTC-5) until 2026-03-08, EDT (UTC-4) after.
  const at = (iso: string) => new Date(iso);

  it('reads New York’s day and time, across the daylight saving change', () => {
    expect(newYorkClock(at('2026-03-02T14:30:00Z'))).toEqual({ day: '2026-03-02', year: 2026, time: '09:30' });
    expect(newYorkClock(at('2026-03-09T13:30:00Z'))).toEqual({ day: '2026-03-09', year: 2026, time: '09:30' });
    expect(newYorkClock(at('2027-01-01T04:59:00Z'))).toEqual({ day: '2026-12-31', year: 2026, time: '23:59' });
    expect(newYorkClock(at('2026-03-03T05:00:00Z')).time).toBe('00:00');
  });

  it('reads London’s, which changes on other dates (BST from 29 March 2026)', () => {
    expect(londonClock(at('2026-03-09T16:30:00Z'))).toEqual({ day: '2026-03-09', year: 2026, time: '16:30' });
    expect(londonClock(at('2026-03-30T15:30:00Z'))).toEqual({ day: '2026-03-30', year: 2026, time: '16:30' });
    expect(londonClock(at('2026-12-31T23:59:00Z')).day).toBe('2026-12-31');
  });

  it('gives New York’s seconds since midnight, and the instant back for a day and a time of day', () => {
    expect(newYorkTime(at('2026-03-02T14:30:05Z'))).toEqual({ day: '2026-03-02', seconds: 9.5 * 3600 + 5 });
    expect(newYorkTime(at('2026-03-09T04:00:00Z'))).toEqual({ day: '2026-03-09', seconds: 0 });
    expect(newYorkInstant('2026-03-02', 9.5 * 3600).toISOString()).toBe('2026-03-02T14:30:00.000Z');
    expect(newYorkInstant('2026-03-09', 9.5 * 3600).toISOString()).toBe('2026-03-09T13:30:00.000Z');
    expect(newYorkInstant('2026-11-02', 16 * 3600).toISOString()).toBe('2026-11-02T21:00:00.000Z');
    // The day daylight saving starts (8 March 2026) and ends (1 November 2026).
    expect(newYorkInstant('2026-03-08', 9.5 * 3600).toISOString()).toBe('2026-03-08T13:30:00.000Z');
    expect(newYorkInstant('2026-11-01', 9.5 * 3600).toISOString()).toBe('2026-11-01T14:30:00.000Z');
    for (const iso of ['2026-03-02T14:30:00Z', '2026-07-15T19:59:59Z', '2026-12-31T21:00:00Z']) {
      const { day, seconds } = newYorkTime(at(iso));
      expect(newYorkInstant(day, seconds).getTime(), iso).toBe(at(iso).getTime());
    }
  });

  it('writes clock times as HH:mm:ss and as the exchange does', () => {
    expect(clockTime(9.5 * 3600 + 61.7)).toBe('09:31:01');
    expect(clockTime(0)).toBe('00:00:00');
  });
});

describe('formatClockTime', () => {
  it('writes times as the exchange does', () => {
    expect(['02:30', '06:00', '09:30', '12:05', '13:15', '16:00', '20:00', '00:00'].map(formatClockTime)).toEqual([
      '2:30 a.m.', '6:00 a.m.', '9:30 a.m.', '12:05 p.m.', '1:15 p.m.', '4:00 p.m.', '8:00 p.m.', '12:00 a.m.',
    ]);
  });
});

describe('calendar days', () => {
  it('steps over days, months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09'); // no zone: daylight saving does not shift days
  });

  it('names weekdays, counts days from 1970 and finds the nth weekday of a month', () => {
    expect(weekdayName('2026-02-28')).toBe('Saturday');
    expect(weekdayName('2026-03-02')).toBe('Monday');
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-03-02') - dayNumber('2026-02-27')).toBe(3);
    expect(nthWeekday(2026, 11, 4, 4)).toBe('2026-11-26'); // Thanksgiving
    expect(nthWeekday(2026, 5, 1, -1)).toBe('2026-05-25'); // Memorial Day
    expect(nthWeekday(2026, 9, 1, 1)).toBe('2026-09-07'); // Labor Day
  });

  it('tells real ISO days from other text', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    for (const text of ['2026-02-30', '2026-2-27', 'yesterday', '', '20260227']) expect(isIsoDay(text), text).toBe(false);
  });
});

describe('the platform’s formats', () => {
  it('writes a day with its weekday, and an alert’s date and time', () => {
    const ny = { timeZone: 'America/New_York' };
    expect(formatDate('2026-07-03', PLATFORM_FORMATS.weekdayDate)).toBe('Friday, July 3, 2026');
    expect(formatDate('2026-03-02T14:30:00Z', PLATFORM_FORMATS.dateTime, ny)).toBe('3/2/2026 9:30 AM');
    expect(formatDate('2026-11-24T16:32:05Z', PLATFORM_FORMATS.timeSeconds, ny)).toBe('11:32:05 AM');
    expect(formatDate('2026-11-24T16:32:05Z', PLATFORM_FORMATS.monthDayTime, ny)).toBe('Nov 24, 11:32 AM');
    expect(formatDate('2026-11-24T17:00:00Z', PLATFORM_FORMATS.hour, ny)).toBe('12 PM');
    expect(formatDate('2026-03-03', PLATFORM_FORMATS.day)).toBe('Mar 3, 2026');
    expect(formatDate('2026-03-03', PLATFORM_FORMATS.monthDay)).toBe('Mar 3');
    expect(formatDate('2026-03-03', PLATFORM_FORMATS.month)).toBe('Mar 2026');
  });

  it('writes text around the tokens as it is, quotes included', () => {
    expect(formatDate('2026-03-02', "d 'of' MMMM, it's")).toBe("2 'of' March, it's");
    expect(formatDate('2026-03-02', 'Week of yyyy')).toBe('Week of 2026');
  });

  it('reads year 0 as ISO dates write it', () => {
    expect(parseIsoDate('0000-01-01')).toBeDefined();
    expect(formatDate('0000-01-01', 'iso')).toBe('0000-01-01');
  });
});

describe('durationText', () => {
  it('says milliseconds under a second, tenths of seconds under a minute, then minutes and seconds', () => {
    expect([0, 48, 999.4, 1000, 2350, 59_949, 65_000, 3_600_000].map(durationText)).toEqual(['0 ms', '48 ms', '999 ms', '1.0 s', '2.4 s', '59.9 s', '1 min 5 s', '60 min 0 s']);
  });
});
