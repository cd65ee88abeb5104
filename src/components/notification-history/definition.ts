import { z } from 'zod';
import { defineComponent, serverData } from '../../core/component';
import { NOTIFICATION_SYSTEM_ID } from '../../core/constants';
import { NotificationAlertView } from '../../core/contracts/notices';
import { headingLevel } from '../../core/schemas';
import { ALERT_FILTERS } from './data';

const preset = (what: string, description: string) =>
  z
    .array(
      z.strictObject({
        name: z
          .string()
          .trim()
          .min(1, `Enter the ${what}`)
          .max(120, `A ${what} is at most 120 characters`)
          .meta({ description: `The ${what}’s name exactly as the alerts give it. Up to 120 characters.` }),
      }),
    )
    .max(30, `At most 30 ${what}s`)
    .meta({ description })
    .default([]);

/** The filters of the history, as they travel in the address. */
export const AlertFiltersSchema = z.object({
  q: z.string(),
  market: z.array(z.string()),
  service: z.array(z.string()),
  /** `yyyy-MM-dd` */
  from: z.string(),
  to: z.string(),
  year: z.string(),
});

/** What the server loads for a notification history (its node loader, src/content/loaders/alerts.ts). */
export const NotificationHistoryDataSchema = z.object({
  /** What the address asked for, as typed: the form shows it back. */
  asked: AlertFiltersSchema,
  /** The filters the list applies (asked, less what could not be applied): the page links keep these. */
  applied: AlertFiltersSchema,
  /** Why a value was not applied, by its filter (`page`: a page that does not exist). */
  problems: z.partialRecord(z.enum([...ALERT_FILTERS, 'page']), z.string()),
  /** The choices of the market and service filters. */
  markets: z.array(z.string()),
  services: z.array(z.string()),
  /** Years with alerts, newest first. */
  years: z.array(z.number().int()),
  alerts: z.array(NotificationAlertView),
  total: z.number().int(),
  /** 1-based */
  page: z.number().int(),
  pageSize: z.number().int(),
});

/**
 * The notification history of specification §3/§9: alerts of one system (24 in the demo), 9 a
 * page, newest first, with a severity legend and filters (search text, markets, services, a
 * date range, a year). The server loads the page the address asks for
 * (`?market=NYSE&from=2025-03-01&page=2`); the filters are a GET form, so all of it works
 * without JavaScript.
 */
export const notificationHistory = defineComponent({
  name: 'notification-history',
  label: 'Notification history',
  category: 'market-data',
  icon: 'bell',
  description: 'A system’s operational alerts, newest first, with a severity legend and filters.',
  props: z.strictObject({
    heading: z
      .string()
      .trim()
      .min(1, 'Enter the heading')
      .max(80, 'The heading is at most 80 characters')
      .meta({ description: 'Shown above the alerts. Up to 80 characters.' })
      .default('Alerts'),
    headingLevel: headingLevel()
      .meta({ description: 'The heading’s place in the page outline, from 1 (the page title) to 6; 2 suits a section.' })
      .default(2),
    systemId: z
      .number()
      .int()
      .min(1, 'System ids start at 1')
      .max(100_000)
      .meta({ title: 'System number', description: `The number of the system whose alerts are listed, e.g. ${NOTIFICATION_SYSTEM_ID}.` })
      .default(NOTIFICATION_SYSTEM_ID),
    markets: preset('market', 'Only alerts of these markets, and only these in the market filter. None: every market. Up to 30.'),
    services: preset('service', 'Only alerts of these services, and only these in the service filter. None: every service. Up to 30.'),
  }),
  defaults: { heading: 'Alerts', headingLevel: 2, systemId: NOTIFICATION_SYSTEM_ID, markets: [], services: [] },
  data: serverData({ schema: NotificationHistoryDataSchema, usesQuery: true }),
});
