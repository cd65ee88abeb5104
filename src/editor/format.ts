/** Dates and times in the admin, the one place they are formatted: the editor's locale and time zone. */
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DATE_TIME_SECONDS = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** `3 May 2030, 14:05` (or with seconds); the input itself when it is not a date. */
export function formatDateTime(iso: string, { seconds = false }: { seconds?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (seconds ? DATE_TIME_SECONDS : DATE_TIME).format(date);
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
  return DAY.format(date);
}

/** `on 3 May 2030, 14:05`, for sentences; empty when there is no date. */
export function formatWhen(iso: string | null | undefined): string {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return '';
  return `on ${formatDateTime(iso)}`;
}

/** A `datetime-local` value (local time, minutes) for a moment. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The moment a `datetime-local` value names in the editor's time zone, or null when it is incomplete. */
export function fromLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
