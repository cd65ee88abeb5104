/** New York's calendar day and time of day of an instant: US markets keep Eastern Time. */
const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export interface NewYorkTime {
  /** `yyyy-MM-dd` in New York. */
  day: string;
  /** Seconds since New York's midnight. */
  seconds: number;
}

export function newYorkTime(instant: Date): NewYorkTime {
  const parts: Record<string, string> = {};
  for (const { type, value } of PARTS.formatToParts(instant)) parts[type] = value;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, seconds: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second) };
}

/** The instant of a New York day and time of day (DST included): the offset is read back, then corrected once. */
export function newYorkInstant(day: string, seconds: number): Date {
  const guess = new Date(`${day}T00:00:00Z`).getTime() + seconds * 1000;
  const seen = newYorkTime(new Date(guess));
  const seenMs = new Date(`${seen.day}T00:00:00Z`).getTime() + seen.seconds * 1000;
  let instant = guess + (guess - seenMs);
  const check = newYorkTime(new Date(instant));
  const checkMs = new Date(`${check.day}T00:00:00Z`).getTime() + check.seconds * 1000;
  instant += guess - checkMs;
  return new Date(instant);
}

/** `HH:mm:ss` of seconds since midnight. */
export function clockTime(seconds: number): string {
  const s = Math.floor(seconds);
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
}

/** The regular session: 09:30 to 16:00 New York time. */
export const SESSION = { open: 9.5 * 3600, close: 16 * 3600 } as const;
