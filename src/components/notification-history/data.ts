import { ALERT_SEVERITIES, type NotificationAlertView } from '../../core/contracts/notices';
import { formatDate, NEW_YORK, PLATFORM_FORMATS } from '../../core/time';
import { isSafeImageSrc } from '../../core/schemas';

/** The filters of the history, as they travel in the address (`?q=&market=&service=&from=&to=&year=`). */
export const ALERT_FILTERS = ['q', 'market', 'service', 'from', 'to', 'year'] as const;
export type AlertFilterName = (typeof ALERT_FILTERS)[number];

export interface AlertFilters {
  q: string;
  market: string[];
  service: string[];
  /** `yyyy-MM-dd` */
  from: string;
  to: string;
  year: string;
}

export const NO_FILTERS: AlertFilters = { q: '', market: [], service: [], from: '', to: '', year: '' };

/** What the server loads for a notification history (its node loader, src/content/loaders/alerts.ts). */
export interface NotificationHistoryData {
  /** What the address asked for, as typed: the form shows it back. */
  asked: AlertFilters;
  /** The filters the list applies (asked, less what could not be applied): the page links keep these. */
  applied: AlertFilters;
  /** Why a value was not applied, by its filter (`page`: a page that does not exist). */
  problems: Partial<Record<AlertFilterName | 'page', string>>;
  /** The choices of the market and service filters. */
  markets: string[];
  services: string[];
  /** Years with alerts, newest first. */
  years: number[];
  alerts: NotificationAlertView[];
  total: number;
  /** 1-based */
  page: number;
  pageSize: number;
}

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
