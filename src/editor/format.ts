/**
 * Dates and times in the admin, the one place they are formatted: the editor's locale (the
 * browser's language, `navigator.language`) and time zone, with the same options everywhere,
 * so a date reads the same in the page tree, History, the audit log and every dialog.
 */
const OPTIONS = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
  day: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof OPTIONS;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The editor's locale: the browser's language, else the runtime's default. */
export function editorLocale(): string | undefined {
  return typeof navigator !== 'undefined' && navigator.language ? navigator.language : undefined;
}

function formatter(style: Style, timeZone?: string): Intl.DateTimeFormat {
  const locale = editorLocale();
  const key = `${locale ?? ''} ${style} ${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...OPTIONS[style], ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, found);
  }
  return found;
}

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * `3 May 2030, 14:05` (or with seconds); the input itself when it is not a date. In the editor's
 * time zone, or in `timeZone` where a screen asks in a site's (the archive: New York).
 */
export function formatDateTime(iso: string, { seconds = false, timeZone }: { seconds?: boolean; timeZone?: string } = {}): string {
  const date = parse(iso);
  return date ? formatter(seconds ? 'dateTimeSeconds' : 'dateTime', timeZone).format(date) : iso;
}

/** `14:05`: the time of day alone; the input itself when it is not a date. */
export function formatTime(iso: string): string {
  const date = parse(iso);
  return date ? formatter('time').format(date) : iso;
}

/**
 * `3 May 2030` for a calendar day written `YYYY-MM-DD` (a notice's publication date): the same
 * day in every time zone, as it is no moment. The input itself when it is not such a day.
 */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  date.setFullYear(Number(match[1]));
  if (date.getMonth() !== Number(match[2]) - 1) return day;
  return formatter('day').format(date);
}

/** `on 3 May 2030, 14:05`, for sentences; empty when there is no date. */
export function formatWhen(iso: string | null | undefined): string {
  return parse(iso) ? `on ${formatDateTime(iso!)}` : '';
}

/**
 * For sentences about something that just happened: `at 14:05` on the same day as `now`,
 * else `on 3 May 2030, 14:05`; empty when there is no date.
 */
export function formatMoment(iso: string | null | undefined, { now = new Date() }: { now?: Date } = {}): string {
  const date = parse(iso);
  if (!date) return '';
  const sameDay = date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth() && date.getDate() === now.getDate();
  return sameDay ? `at ${formatTime(iso!)}` : formatWhen(iso);
}
