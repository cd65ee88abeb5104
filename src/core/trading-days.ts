/**
 * The trading calendar of the demo reports: weekdays other than the US exchange holidays of
 * DOMAIN-NOTES ("Trading hours"). Days are ISO dates (`yyyy-MM-dd`), computed in UTC.
 */

const DAY_MS = 86_400_000;

/** The ISO date of a UTC instant. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A UTC midnight of a calendar day (years before 100 included). */
export function utc(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** The `n`th (1-based; -1 = last) given weekday (0 = Sunday) of a month. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = utc(year, month, 1);
    return utc(year, month, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
  }
  const last = utc(year, month + 1, 0);
  return utc(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
}

/** Saturday holidays move to Friday, Sunday ones to Monday. */
function observed(date: Date): Date {
  const day = date.getUTCDay();
  return day === 6 ? new Date(date.getTime() - DAY_MS) : day === 0 ? new Date(date.getTime() + DAY_MS) : date;
}

/** Easter Sunday (the anonymous Gregorian algorithm). */
export function easter(year: number): Date {
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
  return utc(year, month, ((h + l - 7 * m + 114) % 31) + 1);
}

const holidayCache = new Map<number, Set<string>>();

/** The exchange holidays of a year, as observed. */
export function usHolidays(year: number): Set<string> {
  let days = holidayCache.get(year);
  if (days) return days;
  const newYear = utc(year, 1, 1);
  days = new Set(
    [
      // New Year's Day on a Saturday is not observed on the Friday before (it would fall in the old year).
      newYear.getUTCDay() === 6 ? undefined : observed(newYear),
      nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
      nthWeekday(year, 2, 1, 3), // Washington's Birthday
      new Date(easter(year).getTime() - 2 * DAY_MS), // Good Friday
      nthWeekday(year, 5, 1, -1), // Memorial Day
      // Juneteenth: an exchange holiday from 2022.
      year >= 2022 ? observed(utc(year, 6, 19)) : undefined,
      observed(utc(year, 7, 4)), // Independence Day
      nthWeekday(year, 9, 1, 1), // Labor Day
      nthWeekday(year, 11, 4, 4), // Thanksgiving
      observed(utc(year, 12, 25)), // Christmas
    ]
      .filter((d): d is Date => d !== undefined)
      .map(isoDay),
  );
  holidayCache.set(year, days);
  return days;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether text is a real calendar day as `yyyy-MM-dd` (not `2026-02-30`). */
export function isIsoDay(text: string): boolean {
  const m = ISO_DAY.exec(text);
  if (!m) return false;
  const date = utc(Number(m[1]), Number(m[2]), Number(m[3]));
  return isoDay(date) === text;
}

/** Why markets are closed on an ISO date (`weekend`, `holiday`), or `undefined` on a trading day. */
export function closedReason(day: string): 'weekend' | 'holiday' | undefined {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return 'weekend';
  return usHolidays(date.getUTCFullYear()).has(day) ? 'holiday' : undefined;
}

/** Whether markets trade on an ISO date (`false` for text that is not one). */
export function isTradingDay(day: string): boolean {
  return isIsoDay(day) && closedReason(day) === undefined;
}

/** The trading day before an ISO date. */
export function previousTradingDay(day: string): string {
  let t = new Date(`${day}T00:00:00Z`).getTime();
  do t -= DAY_MS;
  while (!isTradingDay(isoDay(new Date(t))));
  return isoDay(new Date(t));
}

/**
 * The newest trading day whose reports are published at `now`: end-of-day reports appear after
 * the close, so it is the trading day before `now`'s date (UTC).
 */
export function latestTradingDay(now: Date): string {
  return previousTradingDay(isoDay(now));
}

/** The first trading day on or after an ISO date. */
export function tradingDayFrom(day: string): string {
  let t = new Date(`${day}T00:00:00Z`).getTime();
  while (!isTradingDay(isoDay(new Date(t)))) t += DAY_MS;
  return isoDay(new Date(t));
}

/** The weekday of an ISO date (`Saturday`). */
export function weekdayName(day: string): string {
  return ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(`${day}T00:00:00Z`).getUTCDay()]!;
}

/** Whole days from 1970-01-01 to an ISO date. */
export function dayNumber(day: string): number {
  return Math.round(new Date(`${day}T00:00:00Z`).getTime() / DAY_MS);
}
