import { NO_FILTERS, type AlertFilters, type NotificationHistoryData } from '../../components/notification-history/data';
import { NotificationQuery } from '../../core/contracts/notices';
import type { ContentContext } from '../context';
import type { Loader } from '../loaders';
import { searchNotificationAlerts } from '../notices/notification-alerts';

interface HistoryProps {
  systemId: number;
  markets: { name: string }[];
  services: { name: string }[];
}

/** The API's rules for each value (`GET /api/notification-web/public/alerts`), one at a time. */
const RULES = NotificationQuery.shape;
/** Longest value read back into the form; longer ones are refused anyway. */
const ECHO_LIMIT = 201;
/** Most values of a multi-select read (more than the filters ever offer). */
const MANY_LIMIT = 50;

function askedFilters(query: URLSearchParams): AlertFilters {
  const one = (name: string) => (query.get(name) ?? '').trim().slice(0, ECHO_LIMIT);
  const many = (name: string) => [...new Set(query.getAll(name).map((v) => v.trim().slice(0, ECHO_LIMIT)))].filter(Boolean).slice(0, MANY_LIMIT);
  return { q: one('q'), market: many('market'), service: many('service'), from: one('from'), to: one('to'), year: one('year') };
}

const quoted = (values: string[]) => values.map((v) => `“${v}”`).join(', ');

/**
 * notification-history: the page of alerts the address asks for (`q`, `market`, `service`,
 * `from`, `to`, `year`, `page`) of the node's system, within its market and service presets.
 * A value that cannot be applied (not a date, a start after the end, a year, market or service
 * without alerts, a page that does not exist) is left out and named in `problems`: a stale or
 * edited address never errors.
 */
export async function loadNotificationHistory(ctx: Pick<ContentContext, 'db'>, { props, query }: { props: HistoryProps; query: URLSearchParams }): Promise<NotificationHistoryData> {
  const asked = askedFilters(query);
  const applied: AlertFilters = { ...NO_FILTERS, ...asked };
  const problems: NotificationHistoryData['problems'] = {};

  if (asked.q && !RULES.q.safeParse(asked.q).success) {
    problems.q = 'Search text is at most 200 characters; it is not applied.';
    applied.q = '';
  }
  for (const [name, which] of [['from', 'start'], ['to', 'end']] as const) {
    if (asked[name] && !RULES[name].safeParse(asked[name]).success) {
      problems[name] = `Enter the ${which} date as YYYY-MM-DD, like 2025-03-01; “${asked[name]}” is not applied.`;
      applied[name] = '';
    }
  }
  if (applied.from && applied.to && applied.from > applied.to) {
    problems.to = 'The end date is before the start date; neither date is applied.';
    applied.from = applied.to = '';
  }
  if (asked.year && !RULES.year.safeParse(asked.year).success) {
    problems.year = `“${asked.year}” is not a year; every year is shown.`;
    applied.year = '';
  }
  const pageAsked = query.get('page')?.trim() ?? '';
  let page = 1;
  if (pageAsked) {
    const parsed = RULES.page.safeParse(pageAsked);
    if (parsed.success && /^\d+$/.test(pageAsked)) page = parsed.data;
    else problems.page = `There is no page “${pageAsked.slice(0, 20)}”; this is the first page.`;
  }

  const presets = { market: props.markets.map((m) => m.name), service: props.services.map((s) => s.name) };
  const search = (filters: AlertFilters, at: number) =>
    searchNotificationAlerts(ctx, {
      systemId: props.systemId,
      market: filters.market.length ? filters.market : presets.market,
      service: filters.service.length ? filters.service : presets.service,
      page: at,
      ...(filters.q ? { q: filters.q } : {}),
      ...(filters.from ? { from: filters.from } : {}),
      ...(filters.to ? { to: filters.to } : {}),
      ...(filters.year ? { year: Number(filters.year) } : {}),
    });

  // Markets and services outside a preset are never searched; the others are known only with the first answer.
  const unknown = (name: 'market' | 'service', offered: readonly string[]) => {
    const outside = applied[name].filter((v) => !offered.includes(v));
    if (outside.length === 0) return false;
    problems[name] = `No ${name} ${quoted(outside)} among the choices; ${outside.length === 1 ? 'it is' : 'they are'} not applied.`;
    applied[name] = applied[name].filter((v) => offered.includes(v));
    return true;
  };
  if (presets.market.length) unknown('market', presets.market);
  if (presets.service.length) unknown('service', presets.service);

  let found = await search(applied, page);
  const markets = presets.market.length ? presets.market : found.markets;
  const services = presets.service.length ? presets.service : found.services;
  let again = unknown('market', markets);
  again = unknown('service', services) || again;
  if (applied.year && !found.years.includes(Number(applied.year))) {
    problems.year = `There are no alerts from ${applied.year}; every year is shown.`;
    applied.year = '';
    again = true;
  }
  if (again) found = await search(applied, page);

  const last = Math.max(1, Math.ceil(found.total / found.pageSize));
  if (page > last) {
    problems.page = `There is no page ${page}; this is the last page, ${last}.`;
    page = last;
    found = await search(applied, page);
  }
  return { asked, applied, problems, markets, services, years: found.years, alerts: found.alerts, total: found.total, page, pageSize: found.pageSize };
}

export const alertsLoader: Loader<NotificationHistoryData> = (ctx, { node, query }) =>
  loadNotificationHistory(ctx, { props: node.props as unknown as HistoryProps, query });
