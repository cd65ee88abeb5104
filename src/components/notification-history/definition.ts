import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { NOTIFICATION_SYSTEM_ID } from '../../core/constants';
import { headingLevel } from '../../core/schemas';

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
  description: 'Operational alerts of a system, newest first, 9 a page, with a severity legend and filters by text, market, service, dates and year.',
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
});
