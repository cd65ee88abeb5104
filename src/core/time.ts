/**
 * The platform's one clock: calendar days, New York and London local times (TZDate, from
 * `@date-fns/tz`) and the formatting tokens of specification §9 (date-fns). Every date or time
 * the platform computes or writes goes through here; the exchange calendar builds on it.
 *
 * Calendar days are ISO dates (`yyyy-MM-dd`) with no zone: they are computed on UTC midnights,
 * so a day is the same day on every machine. Instants become a zone's day and time only here.
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';

/** US markets keep Eastern Time. */
export const NEW_YORK = 'America/New_York';
/** ICE Futures Europe keeps London time. */
export const LONDON = 'Europe/London';

/** Date formats of specification §9 (date-fns token meanings). */
export const DATE_FORMATS = {
  iso: 'yyyy-MM-dd',
  short: 'M/d/yyyy',
  long: 'MMMM do, yyyy',
  time: 'h:mm a',
  oracle: 'dd-MMM-yy',
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;

/** The platform's other patterns, for `formatDate` (these tokens only: see `TOKENS`). */
export const PLATFORM_FORMATS = {
  /** `Friday, July 3, 2026`: holiday hours, statistics headings. */
  weekdayDate: 'EEEE, MMMM d, yyyy',
  /** `3/2/2026 9:30 AM`: alerts (in New York). */
  dateTime: 'M/d/yyyy h:mm a',
  /** `11:32:05 AM`: a last trade (in New York). */
  timeSeconds: 'h:mm:ss a',
  /** `Nov 24, 11:32 AM`: market data as of (in New York). */
  monthDayTime: 'MMM d, h:mm a',
  /** `11 AM`: an intraday axis (in New York). */
  hour: 'h a',
  /** `Mar 3, 2026`, `Mar 3`, `Mar 2026`: chart days. */
  day: 'MMM d, yyyy',
  monthDay: 'MMM d',
  month: 'MMM yyyy',
} as const;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Calendar days.

/** A UTC midnight of a calendar day (years before 100 read literally, unlike `Date.UTC`). */
export function utcDay(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** The ISO date of an instant in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Parses `yyyy-MM-dd` strictly (as UTC midnight); undefined for anything else, `2025-02-30` included. */
export function parseIsoDate(text: string): Date | undefined {
  const m = ISO_DAY.exec(text);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = utcDay(year, month, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}

/** Whether text is a real calendar day as `yyyy-MM-dd` (not `2026-02-30`). */
export function isIsoDay(text: string): boolean {
  return parseIsoDate(text) !== undefined;
}

const midnight = (day: string) => new Date(`${day}T00:00:00Z`).getTime();

/** The ISO date `days` days after (or before, when negative) an ISO date. */
export function addDays(day: string, days: number): string {
  return isoDay(new Date(midnight(day) + days * DAY_MS));
}

/** The weekday of an ISO date: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(midnight(day)).getUTCDay();
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The weekday of an ISO date (`Saturday`). */
export function weekdayName(day: string): string {
  return WEEKDAYS[weekdayOf(day)]!;
}

/** Whole days from 1970-01-01 to an ISO date. */
export function dayNumber(day: string): number {
  return Math.round(midnight(day) / DAY_MS);
}

/** The ISO date of the `n`th (1-based; -1 = last) given weekday (0 = Sunday) of a month. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = utcDay(year, month, 1);
    return isoDay(utcDay(year, month, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7));
  }
  const last = utcDay(year, month + 1, 0);
  return isoDay(utcDay(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7)));
}

// Zoned clocks.

/** An instant as a zone's local date and time (a `TZDate`: its getters read the zone's wall clock). */
export function zoned(instant: Date | number, zone: string): TZDate {
  return new TZDate(instant instanceof Date ? instant.getTime() : instant, zone);
}

/** `HH:mm`, a zone's wall-clock time. */
export type ClockTime = string;

export interface LocalClock {
  /** `yyyy-MM-dd` in the zone. */
  day: string;
  year: number;
  /** `HH:mm` in the zone. */
  time: ClockTime;
}

/** A zone's calendar day and time of an instant. */
export function localClock(instant: Date, zone: string): LocalClock {
  const local = zoned(instant, zone);
  return { day: format(local, 'yyyy-MM-dd'), year: local.getFullYear(), time: format(local, 'HH:mm') };
}

/** New York's calendar day and time of an instant. */
export function newYorkClock(instant: Date): LocalClock {
  return localClock(instant, NEW_YORK);
}

/** London's calendar day and time of an instant. */
export function londonClock(instant: Date): LocalClock {
  return localClock(instant, LONDON);
}

export interface NewYorkTime {
  /** `yyyy-MM-dd` in New York. */
  day: string;
  /** Seconds since New York's midnight. */
  seconds: number;
}

/** New York's calendar day and seconds since its midnight. */
export function newYorkTime(instant: Date): NewYorkTime {
  const local = zoned(instant, NEW_YORK);
  return { day: format(local, 'yyyy-MM-dd'), seconds: local.getHours() * 3600 + local.getMinutes() * 60 + local.getSeconds() };
}

/** The instant of a wall-clock time (seconds since midnight) on a zone's calendar day, daylight saving included. */
export function zonedInstant(day: string, seconds: number, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const s = Math.floor(seconds);
  const local = new TZDate(y, m - 1, d, Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60, zone);
  return new Date(local.getTime() + (seconds - s) * 1000);
}

/** The instant of a New York day and time of day (seconds since midnight). */
export function newYorkInstant(day: string, seconds: number): Date {
  return zonedInstant(day, seconds, NEW_YORK);
}

/** `HH:mm:ss` of seconds since midnight. */
export function clockTime(seconds: number): string {
  const s = Math.floor(seconds);
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
}

/** `6:30 a.m.`, `4:00 p.m.`: an `HH:mm` clock time as the exchange writes it. */
export function formatClockTime(time: ClockTime): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'a.m.' : 'p.m.'}`;
}

/** Minutes since midnight of an `HH:mm` clock time. */
export function minutesOf(time: ClockTime): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

// Formatting.

/**
 * The date-fns tokens the platform formats with; anything else in a pattern is written as it
 * is (date-fns would read other letters as tokens or refuse them). `yyyy` is date-fns' `uuuu`,
 * so year 0 reads `0000` as ISO dates write it.
 */
const TOKENS = /yyyy|yy|MMMM|MMM|MM|M|EEEE|do|dd|d|hh|h|HH|H|mm|ss|a/g;
const DATE_FNS_TOKEN: Record<string, string> = { yyyy: 'uuuu' };

/**
 * A Date whose local getters read UTC. `formatDate` shifts the instant by the zone's offset
 * (`tzOffset`) and formats that: the zone's wall clock, as a `TZDate` reads it, at a tenth of
 * the cost (lists and exports format a date per row).
 */
class UtcDate extends Date {
  override getFullYear() { return this.getUTCFullYear(); }
  override getMonth() { return this.getUTCMonth(); }
  override getDate() { return this.getUTCDate(); }
  override getDay() { return this.getUTCDay(); }
  override getHours() { return this.getUTCHours(); }
  override getMinutes() { return this.getUTCMinutes(); }
  override getSeconds() { return this.getUTCSeconds(); }
  override getMilliseconds() { return this.getUTCMilliseconds(); }
  override getTimezoneOffset() { return 0; }
}

const patterns = new Map<string, string>();

/** A platform pattern as a date-fns pattern: its tokens kept, all other text quoted. */
function dateFnsPattern(pattern: string): string {
  let found = patterns.get(pattern);
  if (found !== undefined) return found;
  const quote = (text: string) => (text ? `'${text.replaceAll("'", "''")}'` : '');
  let out = '';
  let last = 0;
  for (const match of pattern.matchAll(TOKENS)) {
    out += quote(pattern.slice(last, match.index)) + (DATE_FNS_TOKEN[match[0]] ?? match[0]);
    last = match.index + match[0].length;
  }
  found = out + quote(pattern.slice(last));
  if (patterns.size < 100) patterns.set(pattern, found);
  return found;
}

/**
 * Formats a date with the platform's date-fns tokens (`DATE_FORMATS` by name, or a pattern), in a
 * time zone (default UTC, so a date-only value like `2025-03-07` shows as that day everywhere).
 * Throws a RangeError for an invalid date or an unknown zone.
 */
export function formatDate(
  value: Date | string | number,
  pattern: DateFormatName | (string & {}),
  { timeZone = 'UTC' }: { timeZone?: string } = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  // The Date parser rolls a day past the month's end over (2025-02-30 reads as 2 March).
  const calendarDay = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})/.exec(value.trim()) : null;
  if (Number.isNaN(date.getTime()) || (calendarDay && !parseIsoDate(calendarDay[1]!))) {
    throw new RangeError(`Invalid date: ${String(value)}`);
  }
  const offset = timeZone === 'UTC' ? 0 : tzOffset(timeZone, date);
  if (Number.isNaN(offset)) throw new RangeError(`Invalid time zone: ${timeZone}`);
  const local = new UtcDate(date.getTime() + offset * 60_000);
  const tokens = Object.hasOwn(DATE_FORMATS, pattern) ? DATE_FORMATS[pattern as DateFormatName] : pattern;
  return format(local, dateFnsPattern(tokens));
}

/** A run's length for people: "48 ms", "2.4 s", "3 min 5 s". */
export function durationText(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
