/**
 * Dates and times as editors enter them (issue 24 item 4): a native `datetime-local` or `date`
 * input read as the site's wall clock — New York for every site here — and stored as the same
 * ISO value the props always held (`2026-12-24T13:00:00-05:00`: the instant with its offset).
 */
import { format } from 'date-fns';
import { NEW_YORK, zoned, zonedInstant } from '../../core/time';

/** The sites' time zone: the exchange group's, in which their visitors read market hours. */
export const SITE_TIME_ZONE = NEW_YORK;

const ZONE_NAMES: Record<string, string> = { 'America/New_York': 'New York', 'Europe/London': 'London' };
const INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** `EST` or `EDT` (the zone's short name at that instant, as the browser's Intl names it). */
export function zoneAbbreviation(instant: Date, zone: string = SITE_TIME_ZONE): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(instant).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** What the field says of its zone: `New York time (ET; EDT on this date, UTC−04:00)`. */
export function zoneLabel(instant: Date | null, zone: string = SITE_TIME_ZONE): string {
  const name = ZONE_NAMES[zone] ?? zone;
  const general = zone === NEW_YORK ? 'ET' : zone;
  if (!instant || Number.isNaN(instant.getTime())) return `${name} time (${general})`;
  const offset = format(zoned(instant, zone), 'xxx').replace('-', '\u2212');
  return `${name} time (${general}; ${zoneAbbreviation(instant, zone)} on this date, UTC${offset})`;
}

/** The `datetime-local` value (the zone's wall clock; seconds only when the value has them) of a stored ISO instant, or `''`. */
export function toZonedInput(iso: string, zone: string = SITE_TIME_ZONE): string {
  const instant = new Date(iso);
  if (iso.trim() === '' || Number.isNaN(instant.getTime())) return '';
  const local = zoned(instant, zone);
  return format(local, local.getSeconds() === 0 ? "yyyy-MM-dd'T'HH:mm" : "yyyy-MM-dd'T'HH:mm:ss");
}

/** The instant a `datetime-local` value names on the zone's wall clock, or null when it is incomplete. */
export function instantOfZonedInput(value: string, zone: string = SITE_TIME_ZONE): Date | null {
  const match = INPUT.exec(value);
  if (!match) return null;
  const date = zonedInstant(match[1]!, Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0), zone);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The stored value of a `datetime-local` value: the ISO instant with the zone's offset on that
 * date (`2026-07-01T12:00:00-04:00`, `2026-12-24T13:00:00-05:00`), or null when incomplete.
 */
export function fromZonedInput(value: string, zone: string = SITE_TIME_ZONE): string | null {
  const instant = instantOfZonedInput(value, zone);
  return instant ? format(zoned(instant, zone), "yyyy-MM-dd'T'HH:mm:ssxxx") : null;
}
