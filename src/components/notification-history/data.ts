import type { z } from 'zod';
import type { ALERT_SEVERITIES } from '../../core/contracts/notices';
import { formatDate, NEW_YORK, PLATFORM_FORMATS } from '../../core/time';
import { isSafeImageSrc } from '../../core/schemas';
import type { AlertFiltersSchema, NotificationHistoryDataSchema } from './definition';

/** The filters of the history, as they travel in the address (`?q=&market=&service=&from=&to=&year=`). */
export const ALERT_FILTERS = ['q', 'market', 'service', 'from', 'to', 'year'] as const;
export type AlertFilterName = (typeof ALERT_FILTERS)[number];

export type AlertFilters = z.infer<typeof AlertFiltersSchema>;

export const NO_FILTERS: AlertFilters = { q: '', market: [], service: [], from: '', to: '', year: '' };

export type NotificationHistoryData = z.infer<typeof NotificationHistoryDataSchema>;

export type Severity = (typeof ALERT_SEVERITIES)[number];

/** The legend's words for each severity (the colour only repeats them). */
export const SEVERITY_MEANINGS: Record<Severity, string> = {
  Critical: 'Service unavailable',
  High: 'Service degraded',
  Medium: 'Some sessions or data delayed',
  Low: 'Planned work or little impact',
  Informational: 'For information, no impact',
};

export const severityClass = (severity: Severity) => `t-notification-history__severity--${severity.toLowerCase()}`;

/** Alert times read as the exchange's: New York time, whatever the server's or visitor's zone. */
export function alertTime(publishedAt: string): string {
  return `${formatDate(publishedAt, PLATFORM_FORMATS.dateTime, { timeZone: NEW_YORK })} ET`;
}

/**
 * Where an alert's row links: its pageURL when it is a path on this site or an https address
 * (the address rule of `core/schemas` for stored addresses), else nowhere.
 */
export function alertHref(pageURL: string): string | undefined {
  return isSafeImageSrc(pageURL) ? pageURL : undefined;
}

/** Whether any filter is set. */
export function isFiltered(filters: AlertFilters): boolean {
  return ALERT_FILTERS.some((name) => filters[name].length > 0);
}
