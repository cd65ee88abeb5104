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

function partsIn(date: Date, timeZone: string): Parts {
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric', month: 'numeric', day: 'numeric',
    hour: 'numeric', minute: 'numeric', hourCycle: 'h23',
  });
  const get = (type: string) => Number(fmt.formatToParts(date).find((p) => p.type === type)?.value);
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
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  const pattern = format in DATE_FORMATS ? DATE_FORMATS[format as DateFormatName] : format;
  const p = partsIn(date, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const h12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'yyyy': return String(p.year);
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
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return formatDate(date, 'iso') === text ? date : undefined;
}
