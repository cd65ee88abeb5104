import { describe, expect, it } from 'vitest';
import {
  closedReason,
  earlyCloses,
  easterSunday,
  isTradingDay,
  latestTradingDay,
  marketCalendar,
  marketClosedDays,
  marketDay,
  marketHolidays,
  previousTradingDay,
  tradingDayFrom,
} from './exchange-calendar';
import { addDays, isIsoDay } from './time';

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

  it('answers the trading-day questions from the same calendar, every day from 1998 to 2100', () => {
    for (let year = 1998; year <= 2100; year++) {
      const holidays: string[] = [];
      for (let day = `${year}-01-01`; day <= `${year}-12-31`; day = addDays(day, 1)) {
        const reason = closedReason(day);
        if (reason === 'holiday') holidays.push(day);
        expect(reason === 'weekend', day).toBe([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()));
        expect(isTradingDay(day), day).toBe(reason === undefined);
      }
      expect(holidays, String(year)).toEqual(closed(year));
    }
  });

  it('applies the same rules to trading days before the listed years (MLK Day, no Juneteenth)', () => {
    expect(closedReason('1990-01-15')).toBe('holiday'); // third Monday of January
    expect(closedReason('1990-12-25')).toBe('holiday');
    expect(closedReason('1990-06-19')).toBeUndefined();
    expect(previousTradingDay('1990-12-26')).toBe('1990-12-24');
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

describe('trading days', () => {
  it('knows the US exchange holidays of 2026, as observed', () => {
    expect([...marketClosedDays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-19', // Martin Luther King Jr. Day
      '2026-02-16', // Washington's Birthday
      '2026-04-03', // Good Friday
      '2026-05-25', // Memorial Day
      '2026-06-19', // Juneteenth
      '2026-07-03', // Independence Day falls on a Saturday
      '2026-09-07', // Labor Day
      '2026-11-26', // Thanksgiving
      '2026-12-25',
    ]);
  });

  it('observes no New Year on the Friday before a Saturday New Year, and Juneteenth only from 2022', () => {
    expect(marketClosedDays(2022).has('2021-12-31')).toBe(false);
    expect(marketClosedDays(2021).has('2021-06-18')).toBe(false);
    expect(marketClosedDays(2022).has('2022-06-20')).toBe(true);
  });

  it('tells weekends, holidays and text that is no date apart', () => {
    expect(closedReason('2026-02-28')).toBe('weekend');
    expect(closedReason('2026-04-03')).toBe('holiday');
    expect(closedReason('2026-02-27')).toBeUndefined();
    for (const text of ['2026-02-30', '2026-2-27', 'yesterday', '', '20260227']) {
      expect(isIsoDay(text), text).toBe(false);
      expect(isTradingDay(text), text).toBe(false);
    }
  });

  it('publishes the trading day before today, skipping weekends and holidays', () => {
    expect(latestTradingDay(new Date('2026-03-02T09:00:00Z'))).toBe('2026-02-27');
    expect(latestTradingDay(new Date('2026-01-20T23:59:00Z'))).toBe('2026-01-16');
    expect(previousTradingDay('2026-04-06')).toBe('2026-04-02');
    expect(tradingDayFrom('2026-04-03')).toBe('2026-04-06');
    expect(tradingDayFrom('2026-04-02')).toBe('2026-04-02');
  });
});
