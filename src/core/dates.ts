/** Date formats of specification §9 (date-fns token meanings). */
export const DATE_FORMATS = {
  iso: 'yyyy-MM-dd',
  short: 'M/d/yyyy',
  long: 'MMMM do, yyyy',
  time: 'h:mm a',
  oracle: 'dd-MMM-yy',
} as const;

export type DateFormatName = keyof typeof DATE_FORMATS;

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

function ordinal(n: number): string {
  const rem100 = n % 100;
  if (rem100 >= 11 && rem100 <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

interface Parts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number; // 0-23
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(date: Date, timeZone: string): Parts {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric', month: 'numeric', day: 'numeric',
      hour: 'numeric', minute: 'numeric', hourCycle: 'h23',
    });
    formatters.set(timeZone, fmt);
  }
  const parts = fmt.formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute') };
}

const TOKENS = /yyyy|yy|MMMM|MMM|MM|M|do|dd|d|hh|h|HH|H|mm|a/g;

/**
 * Formats a date with date-fns-style tokens, in a time zone (default UTC, so a date-only
 * value like `2025-03-07` shows as that day everywhere).
 */
export function formatDate(
  value: Date | string | number,
  format: DateFormatName | (string & {}),
  { timeZone = 'UTC' }: { timeZone?: string } = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  // The Date parser rolls a day past the month's end over (2025-02-30 reads as 2 March).
  const calendarDay = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})/.exec(value.trim()) : null;
  if (Number.isNaN(date.getTime()) || (calendarDay && !parseIsoDate(calendarDay[1]!))) {
    throw new RangeError(`Invalid date: ${String(value)}`);
  }
  const pattern = Object.hasOwn(DATE_FORMATS, format) ? DATE_FORMATS[format as DateFormatName] : format;
  const p = partsIn(date, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const h12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'yyyy': return String(p.year).padStart(4, '0');
      case 'yy': return pad(p.year % 100);
      case 'MMMM': return MONTHS[p.month - 1]!;
      case 'MMM': return MONTHS[p.month - 1]!.slice(0, 3);
      case 'MM': return pad(p.month);
      case 'M': return String(p.month);
      case 'do': return ordinal(p.day);
      case 'dd': return pad(p.day);
      case 'd': return String(p.day);
      case 'hh': return pad(h12);
      case 'h': return String(h12);
      case 'HH': return pad(p.hour);
      case 'H': return String(p.hour);
      case 'mm': return pad(p.minute);
      default: return p.hour < 12 ? 'AM' : 'PM'; // 'a'
    }
  });
}

/** Parses `yyyy-MM-dd` strictly (as UTC midnight); undefined for anything else. */
export function parseIsoDate(text: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const date = new Date(0);
  // Not Date.UTC: it reads years 0-99 as 1900-1999.
  date.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return formatDate(date, 'iso') === text ? date : undefined;
}
