/**
 * The one US exchange calendar (DOMAIN-NOTES "Trading hours (Eastern Time)"): the scheduled
 * holidays and early closes of any year, computed from their rules, and the trading days built on
 * them. Trading hours, holiday hours, the reports, the market data feed, alerts and notices all
 * read it. Days are ISO dates (`yyyy-MM-dd`; see `time.ts`).
 *
 * Observance (NYSE Rule 7.2): a holiday on a Sunday is observed on the Monday after, one on a
 * Saturday on the Friday before, except that Rule 7.2 keeps the exchange open on that Friday
 * when it ends a yearly accounting period: a Saturday New Year's Day is not observed at all, and
 * December 31 of the year before is a full trading day (2022). Juneteenth is a holiday from 2022,
 * Martin Luther King Jr. Day from 1998. Unscheduled closings (national days of mourning, weather)
 * are announced by the exchange and are not computed here.
 *
 * Early closes (13:00; eligible options 13:15; late sessions end at 17:00): the day after
 * Thanksgiving; Christmas Eve when it is a Monday to Thursday (a Friday Christmas Eve is the
 * observed Christmas); and July 3 when it is a Monday to Thursday (July 4 on a Tuesday to Friday):
 * when July 4 falls on a weekend or a Monday there is no early close.
 *
 * The calendar as a list (`marketHolidays`, `earlyCloses`, `marketCalendar`, `marketDay`) covers
 * the years from `CALENDAR_FROM`; the trading-day questions (`isTradingDay` and the functions
 * that step over days) answer for any day, applying the same rules.
 */
import { addDays, isIsoDay, isoDay, nthWeekday, utcDay, weekdayOf } from './time';

export const HOLIDAY_IDS = [
  'new-years-day',
  'martin-luther-king-jr-day',
  'washingtons-birthday',
  'good-friday',
  'memorial-day',
  'juneteenth',
  'independence-day',
  'labor-day',
  'thanksgiving-day',
  'christmas-day',
] as const;
export type HolidayId = (typeof HOLIDAY_IDS)[number];

export const HOLIDAY_NAMES: Record<HolidayId, string> = {
  'new-years-day': 'New Year’s Day',
  'martin-luther-king-jr-day': 'Martin Luther King Jr. Day',
  'washingtons-birthday': 'Washington’s Birthday',
  'good-friday': 'Good Friday',
  'memorial-day': 'Memorial Day',
  juneteenth: 'Juneteenth National Independence Day',
  'independence-day': 'Independence Day',
  'labor-day': 'Labor Day',
  'thanksgiving-day': 'Thanksgiving Day',
  'christmas-day': 'Christmas Day',
};

export const EARLY_CLOSE_IDS = ['independence-day-eve', 'day-after-thanksgiving', 'christmas-eve'] as const;
export type EarlyCloseId = (typeof EARLY_CLOSE_IDS)[number];

export const EARLY_CLOSE_NAMES: Record<EarlyCloseId, string> = {
  'independence-day-eve': 'Day before Independence Day',
  'day-after-thanksgiving': 'Day after Thanksgiving',
  'christmas-eve': 'Christmas Eve',
};

/** Closing times of an early-close day. */
export const EARLY_CLOSE = { close: '13:00', optionsClose: '13:15', lateSessionClose: '17:00' } as const;

/** The first year each rule applies to (the calendar is not listed before the first). */
export const CALENDAR_FROM = 1998;
const JUNETEENTH_FROM = 2022;

export interface MarketHoliday {
  id: HolidayId;
  name: string;
  /** The holiday's own date. */
  date: string;
  /** The day markets close for it (the date, the Friday before or the Monday after); `null`: not observed. */
  observed: string | null;
}

export interface EarlyClose {
  id: EarlyCloseId;
  name: string;
  date: string;
}

/** One row of a year's calendar, in date order. */
export interface CalendarEntry {
  /** The day it concerns: the observed day, the early-close day, or the date of a holiday that is not observed. */
  date: string;
  name: string;
  /** `closed`: markets are closed; `early-close`: they close at 13:00; `open`: a holiday markets do not observe. */
  status: 'closed' | 'early-close' | 'open';
  /** A closed day observed for a holiday on another date: that date. */
  holidayDate?: string;
}

/** Easter Sunday of the Gregorian calendar, as `yyyy-MM-dd` (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return isoDay(utcDay(year, month, ((h + l - 7 * m + 114) % 31) + 1));
}

function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < CALENDAR_FROM || year > 9999) throw new RangeError(`The market calendar covers the years ${CALENDAR_FROM} to 9999, not ${year}`);
}

/** The day a holiday is observed under NYSE Rule 7.2, or `null` for a Saturday New Year's Day. */
function observedDay(id: HolidayId, date: string): string | null {
  const weekday = weekdayOf(date);
  if (weekday === 0) return addDays(date, 1);
  if (weekday === 6) return id === 'new-years-day' ? null : addDays(date, -1);
  return date;
}

const day = (year: number, month: number, date: number) => isoDay(utcDay(year, month, date));

const holidayCache = new Map<number, readonly MarketHoliday[]>();

/** The rules applied to a year, checked or not. */
function holidaysOf(year: number): readonly MarketHoliday[] {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const dates: [HolidayId, string][] = [
    ['new-years-day', day(year, 1, 1)],
    ['martin-luther-king-jr-day', nthWeekday(year, 1, 1, 3)],
    ['washingtons-birthday', nthWeekday(year, 2, 1, 3)],
    ['good-friday', addDays(easterSunday(year), -2)],
    ['memorial-day', nthWeekday(year, 5, 1, -1)],
    ...(year >= JUNETEENTH_FROM ? [['juneteenth', day(year, 6, 19)] as [HolidayId, string]] : []),
    ['independence-day', day(year, 7, 4)],
    ['labor-day', nthWeekday(year, 9, 1, 1)],
    ['thanksgiving-day', nthWeekday(year, 11, 4, 4)],
    ['christmas-day', day(year, 12, 25)],
  ];
  const holidays = dates.map(([id, date]): MarketHoliday => ({ id, name: HOLIDAY_NAMES[id], date, observed: observedDay(id, date) }));
  holidayCache.set(year, holidays);
  return holidays;
}

const closedCache = new Map<number, ReadonlySet<string>>();

function closedDaysOf(year: number): ReadonlySet<string> {
  let days = closedCache.get(year);
  if (!days) {
    days = new Set(holidaysOf(year).flatMap((h) => (h.observed ? [h.observed] : [])));
    closedCache.set(year, days);
  }
  return days;
}

/** The scheduled market holidays of a year, in date order, each with the day it is observed. */
export function marketHolidays(year: number): readonly MarketHoliday[] {
  checkYear(year);
  return holidaysOf(year);
}

/** The days of a year markets are closed for a holiday. */
export function marketClosedDays(year: number): Set<string> {
  checkYear(year);
  return new Set(closedDaysOf(year));
}

/** The early closes of a year, in date order. */
export function earlyCloses(year: number): EarlyClose[] {
  checkYear(year);
  const isMonToThu = (date: string) => weekdayOf(date) >= 1 && weekdayOf(date) <= 4;
  const july3 = day(year, 7, 3);
  const christmasEve = day(year, 12, 24);
  const days: [EarlyCloseId, string][] = [
    ...(isMonToThu(july3) ? [['independence-day-eve', july3] as [EarlyCloseId, string]] : []),
    ['day-after-thanksgiving', addDays(nthWeekday(year, 11, 4, 4), 1)],
    ...(isMonToThu(christmasEve) ? [['christmas-eve', christmasEve] as [EarlyCloseId, string]] : []),
  ];
  return days.map(([id, date]) => ({ id, name: EARLY_CLOSE_NAMES[id], date }));
}

/** A year's holidays and early closes as one list in date order (holidays that are not observed included). */
export function marketCalendar(year: number): CalendarEntry[] {
  const entries: CalendarEntry[] = [
    ...marketHolidays(year).map((h): CalendarEntry => {
      if (!h.observed) return { date: h.date, name: h.name, status: 'open' };
      return { date: h.observed, name: h.observed === h.date ? h.name : `${h.name} (observed)`, status: 'closed', ...(h.observed === h.date ? {} : { holidayDate: h.date }) };
    }),
    ...earlyCloses(year).map((e): CalendarEntry => ({ date: e.date, name: e.name, status: 'early-close' })),
  ];
  return entries.sort((a, b) => a.date.localeCompare(b.date));
}

export type DayKind = 'weekend' | 'holiday' | 'early-close' | 'regular';

/** What kind of day an ISO date is for the markets (with the holiday or early close's name). */
export function marketDay(date: string): { kind: DayKind; name?: string } {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return { kind: 'weekend' };
  const year = Number(date.slice(0, 4));
  const holiday = marketHolidays(year).find((h) => h.observed === date);
  if (holiday) return { kind: 'holiday', name: holiday.name };
  const early = earlyCloses(year).find((e) => e.date === date);
  if (early) return { kind: 'early-close', name: early.name };
  return { kind: 'regular' };
}

// Trading days.

/** Why markets are closed on an ISO date (`weekend`, `holiday`), or `undefined` on a trading day. */
export function closedReason(date: string): 'weekend' | 'holiday' | undefined {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return 'weekend';
  return closedDaysOf(new Date(`${date}T00:00:00Z`).getUTCFullYear()).has(date) ? 'holiday' : undefined;
}

/** Whether markets trade on an ISO date (`false` for text that is not one). */
export function isTradingDay(date: string): boolean {
  return isIsoDay(date) && closedReason(date) === undefined;
}

/** The trading day before an ISO date. */
export function previousTradingDay(date: string): string {
  let day = addDays(date, -1);
  while (!isTradingDay(day)) day = addDays(day, -1);
  return day;
}

/**
 * The newest trading day whose reports are published at `now`: end-of-day reports appear after
 * the close, so it is the trading day before `now`'s date (UTC).
 */
export function latestTradingDay(now: Date): string {
  return previousTradingDay(isoDay(now));
}

/** The first trading day on or after an ISO date. */
export function tradingDayFrom(date: string): string {
  let day = addDays(date, 0);
  while (!isTradingDay(day)) day = addDays(day, 1);
  return day;
}
