import { describe, expect, it } from 'vitest';
import {
  earlyCloses,
  easterSunday,
  formatClockTime,
  marketCalendar,
  marketClosedDays,
  marketDay,
  marketHolidays,
  marketStatus,
  newYorkClock,
} from './market-calendar';
import { usHolidays } from './trading-days';

const closed = (year: number) => [...marketClosedDays(year)].sort();
const early = (year: number) => earlyCloses(year).map((e) => e.date);

/** Easter Sundays as published (not computed), for the Good Fridays below. */
const EASTER: Record<number, string> = {
  2020: '2020-04-12', 2021: '2021-04-04', 2022: '2022-04-17', 2023: '2023-04-09', 2024: '2024-03-31', 2025: '2025-04-20',
  2026: '2026-04-05', 2027: '2027-03-28', 2028: '2028-04-16', 2029: '2029-04-01', 2030: '2030-04-21', 2031: '2031-04-13',
  2032: '2032-03-28', 2033: '2033-04-17', 2034: '2034-04-09', 2035: '2035-03-25',
};

describe('market holidays', () => {
  it('closes on the days NYSE published for 2020 to 2027', () => {
    expect(closed(2020)).toEqual(['2020-01-01', '2020-01-20', '2020-02-17', '2020-04-10', '2020-05-25', '2020-07-03', '2020-09-07', '2020-11-26', '2020-12-25']);
    expect(closed(2021)).toEqual(['2021-01-01', '2021-01-18', '2021-02-15', '2021-04-02', '2021-05-31', '2021-07-05', '2021-09-06', '2021-11-25', '2021-12-24']);
    expect(closed(2022)).toEqual(['2022-01-17', '2022-02-21', '2022-04-15', '2022-05-30', '2022-06-20', '2022-07-04', '2022-09-05', '2022-11-24', '2022-12-26']);
    expect(closed(2023)).toEqual(['2023-01-02', '2023-01-16', '2023-02-20', '2023-04-07', '2023-05-29', '2023-06-19', '2023-07-04', '2023-09-04', '2023-11-23', '2023-12-25']);
    expect(closed(2024)).toEqual(['2024-01-01', '2024-01-15', '2024-02-19', '2024-03-29', '2024-05-27', '2024-06-19', '2024-07-04', '2024-09-02', '2024-11-28', '2024-12-25']);
    expect(closed(2025)).toEqual(['2025-01-01', '2025-01-20', '2025-02-17', '2025-04-18', '2025-05-26', '2025-06-19', '2025-07-04', '2025-09-01', '2025-11-27', '2025-12-25']);
    expect(closed(2026)).toEqual(['2026-01-01', '2026-01-19', '2026-02-16', '2026-04-03', '2026-05-25', '2026-06-19', '2026-07-03', '2026-09-07', '2026-11-26', '2026-12-25']);
    expect(closed(2027)).toEqual(['2027-01-01', '2027-01-18', '2027-02-15', '2027-03-26', '2027-05-31', '2027-06-18', '2027-07-05', '2027-09-06', '2027-11-25', '2027-12-24']);
  });

  it('does not observe a Saturday New Year’s Day on the Friday before (2022, 2028, 2033): December 31 trades', () => {
    for (const year of [2022, 2028, 2033]) {
      const newYear = marketHolidays(year).find((h) => h.id === 'new-years-day')!;
      expect(newYear).toEqual({ id: 'new-years-day', name: 'New Year’s Day', date: `${year}-01-01`, observed: null });
      expect(marketClosedDays(year - 1).has(`${year - 1}-12-31`), `${year - 1}-12-31`).toBe(false);
      expect(marketDay(`${year - 1}-12-31`).kind).toBe('regular');
    }
    // A Sunday New Year's Day moves to the Monday after.
    expect(marketHolidays(2023).find((h) => h.id === 'new-years-day')!.observed).toBe('2023-01-02');
    expect(marketHolidays(2034).find((h) => h.id === 'new-years-day')!.observed).toBe('2034-01-02');
  });

  it('moves other Saturday holidays to the Friday before and Sunday ones to the Monday after', () => {
    const observed = (year: number, id: string) => marketHolidays(year).find((h) => h.id === id)!.observed;
    expect(observed(2027, 'independence-day')).toBe('2027-07-05'); // Sunday
    expect(observed(2026, 'independence-day')).toBe('2026-07-03'); // Saturday
    expect(observed(2027, 'juneteenth')).toBe('2027-06-18'); // Saturday
    expect(observed(2022, 'juneteenth')).toBe('2022-06-20'); // Sunday
    expect(observed(2027, 'christmas-day')).toBe('2027-12-24'); // Saturday
    expect(observed(2022, 'christmas-day')).toBe('2022-12-26'); // Sunday
  });

  it('observes Juneteenth from 2022 only', () => {
    for (const year of [2020, 2021]) expect(marketHolidays(year).some((h) => h.id === 'juneteenth'), String(year)).toBe(false);
    expect(marketDay('2021-06-18').kind).toBe('regular');
    for (let year = 2022; year <= 2035; year++) expect(marketHolidays(year).some((h) => h.id === 'juneteenth'), String(year)).toBe(true);
  });

  it('puts Good Friday two days before Easter, and the weekday holidays on their weekdays', () => {
    for (let year = 2020; year <= 2035; year++) {
      expect(easterSunday(year), String(year)).toBe(EASTER[year]);
      const goodFriday = new Date(Date.parse(`${EASTER[year]}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
      const holidays = marketHolidays(year);
      expect(holidays.find((h) => h.id === 'good-friday')!.observed).toBe(goodFriday);
      const weekday = (id: string) => new Date(`${holidays.find((h) => h.id === id)!.date}T00:00:00Z`).getUTCDay();
      for (const id of ['martin-luther-king-jr-day', 'washingtons-birthday', 'memorial-day', 'labor-day']) expect(weekday(id), `${year} ${id}`).toBe(1);
      expect(weekday('thanksgiving-day')).toBe(4);
      // Every observed day is a weekday of the same year.
      for (const h of holidays.filter((h) => h.observed)) {
        expect(h.observed!.slice(0, 4)).toBe(String(year));
        expect([1, 2, 3, 4, 5]).toContain(new Date(`${h.observed}T00:00:00Z`).getUTCDay());
      }
    }
  });

  it('agrees with the trading calendar of the reports (trading-days.ts) from 1998 to 2100', () => {
    for (let year = 1998; year <= 2100; year++) expect(closed(year), String(year)).toEqual([...usHolidays(year)].sort());
  });

  it('refuses years it has no rules for', () => {
    expect(() => marketHolidays(1997)).toThrow(RangeError);
    expect(() => earlyCloses(2026.5)).toThrow(RangeError);
  });
});

describe('early closes', () => {
  it('closes early the day after Thanksgiving, on a weekday Christmas Eve that is no holiday, and on July 3 when July 4 is Tuesday to Friday', () => {
    expect(early(2020)).toEqual(['2020-11-27', '2020-12-24']); // July 3 is the observed Independence Day
    expect(early(2021)).toEqual(['2021-11-26']); // July 3 a Saturday; December 24 the observed Christmas
    expect(early(2022)).toEqual(['2022-11-25']); // July 3 a Sunday; December 24 a Saturday
    expect(early(2023)).toEqual(['2023-07-03', '2023-11-24']); // December 24 a Sunday
    expect(early(2024)).toEqual(['2024-07-03', '2024-11-29', '2024-12-24']);
    expect(early(2025)).toEqual(['2025-07-03', '2025-11-28', '2025-12-24']);
    expect(early(2026)).toEqual(['2026-11-27', '2026-12-24']);
    expect(early(2027)).toEqual(['2027-11-26']); // July 4 a Sunday: no early close on Friday, July 2
    expect(early(2029)).toEqual(['2029-07-03', '2029-11-23', '2029-12-24']); // December 24 a Monday
  });

  it('never falls on a weekend or a holiday, 2020 to 2035', () => {
    for (let year = 2020; year <= 2035; year++) {
      for (const day of early(year)) {
        expect([1, 2, 3, 4, 5], day).toContain(new Date(`${day}T00:00:00Z`).getUTCDay());
        expect(marketClosedDays(year).has(day), day).toBe(false);
        expect(marketDay(day).kind).toBe('early-close');
      }
    }
  });
});

describe('a year’s calendar', () => {
  it('lists closures, early closes and unobserved holidays in date order, naming moved holidays', () => {
    const rows = marketCalendar(2022).map((e) => [e.date, e.name, e.status, e.holidayDate ?? '']);
    expect(rows[0]).toEqual(['2022-01-01', 'New Year’s Day', 'open', '']);
    expect(rows).toContainEqual(['2022-06-20', 'Juneteenth National Independence Day (observed)', 'closed', '2022-06-19']);
    expect(rows).toContainEqual(['2022-11-25', 'Day after Thanksgiving', 'early-close', '']);
    expect(rows.at(-1)).toEqual(['2022-12-26', 'Christmas Day (observed)', 'closed', '2022-12-25']);
    const dates = rows.map((r) => r[0]);
    expect(dates).toEqual([...dates].sort());
    expect(rows).toHaveLength(11);
  });
});

describe('market status', () => {
  // 2026-03-02 is a Monday; New York is on EST (UTC-5) until 2026-03-08, EDT (UTC-4) after.
  const at = (iso: string) => new Date(iso);

  it('reads New York’s day and time, across the daylight saving change', () => {
    expect(newYorkClock(at('2026-03-02T14:30:00Z'))).toEqual({ day: '2026-03-02', year: 2026, time: '09:30' });
    expect(newYorkClock(at('2026-03-09T13:30:00Z'))).toEqual({ day: '2026-03-09', year: 2026, time: '09:30' });
    expect(newYorkClock(at('2027-01-01T04:59:00Z'))).toEqual({ day: '2026-12-31', year: 2026, time: '23:59' });
    expect(newYorkClock(at('2026-03-03T05:00:00Z')).time).toBe('00:00');
  });

  it('walks NYSE Arca through pre-open, early, core and late sessions', () => {
    expect(marketStatus('nyse-arca', at('2026-03-02T07:00:00Z'))).toEqual({ phase: 'closed' }); // 2:00 a.m.
    expect(marketStatus('nyse-arca', at('2026-03-02T07:30:00Z'))).toEqual({ phase: 'pre-open', until: '04:00' });
    expect(marketStatus('nyse-arca', at('2026-03-02T09:00:00Z'))).toEqual({ phase: 'early', until: '09:30' });
    expect(marketStatus('nyse-arca', at('2026-03-02T14:30:00Z'))).toEqual({ phase: 'core', until: '16:00' });
    expect(marketStatus('nyse-arca', at('2026-03-02T21:00:00Z'))).toEqual({ phase: 'late', until: '20:00' });
    expect(marketStatus('nyse-arca', at('2026-03-03T01:00:00Z'))).toEqual({ phase: 'closed' }); // 8:00 p.m.
  });

  it('knows NYSE has no early or late session, and options open their pre-open at 6:00', () => {
    expect(marketStatus('nyse', at('2026-03-02T12:00:00Z'))).toEqual({ phase: 'pre-open', until: '09:30' }); // 7:00 a.m.
    expect(marketStatus('nyse', at('2026-03-02T21:30:00Z'))).toEqual({ phase: 'closed' });
    expect(marketStatus('options', at('2026-03-02T11:00:00Z'))).toEqual({ phase: 'pre-open', until: '09:30' });
    expect(marketStatus('nyse-texas', at('2026-03-02T12:15:00Z'))).toEqual({ phase: 'early', until: '09:30' });
  });

  it('is closed on weekends and holidays, and closes early on early-close days', () => {
    expect(marketStatus('nyse', at('2026-02-28T15:00:00Z'))).toEqual({ phase: 'closed' });
    expect(marketStatus('nyse', at('2026-04-03T15:00:00Z'))).toEqual({ phase: 'closed', holiday: 'Good Friday' });
    // Friday 2026-11-27, the day after Thanksgiving (EST).
    expect(marketStatus('nyse', at('2026-11-27T17:30:00Z'))).toEqual({ phase: 'core', until: '13:00', earlyClose: true });
    expect(marketStatus('nyse', at('2026-11-27T18:05:00Z'))).toEqual({ phase: 'closed', earlyClose: true });
    expect(marketStatus('options', at('2026-11-27T18:05:00Z'))).toEqual({ phase: 'core', until: '13:15', earlyClose: true });
    expect(marketStatus('nyse-american', at('2026-11-27T18:05:00Z'))).toEqual({ phase: 'late', until: '17:00', earlyClose: true });
  });
});

describe('formatClockTime', () => {
  it('writes times as the exchange does', () => {
    expect(['02:30', '06:00', '09:30', '12:05', '13:15', '16:00', '20:00', '00:00'].map(formatClockTime)).toEqual([
      '2:30 a.m.', '6:00 a.m.', '9:30 a.m.', '12:05 p.m.', '1:15 p.m.', '4:00 p.m.', '8:00 p.m.', '12:00 a.m.',
    ]);
  });
});
