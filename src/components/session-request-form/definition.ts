import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { DEFAULT_RETENTION_DAYS } from '../../core/forms';
import { richText } from '../../core/schemas';
import { delivery, formName } from '../form/definition';
import { sessionRequestSpec } from './spec';

const INTRO =
  '<p>Ask for order entry, TRF, drop copy and market data sessions, or update the source IP addresses your sessions connect from. ' +
  'Choose what you want done, the kinds of session and the markets: the form then asks for what each one needs.</p>';

export const sessionRequestFormProps = z.strictObject({
  formName: formName('Session request'),
  intro: richText()
    .meta({ title: 'Introduction', description: 'Explains the request; shown above the form, and alone when the browser runs no JavaScript.' })
    .default(INTRO),
  headingLevel: z
    .literal([2, 3, 4, 5], { error: 'Heading level must be 2, 3, 4 or 5' })
    .meta({ description: 'Level of the headings of each market and of the source IP update in the page outline: 2 to 5.' })
    .default(3),
  buttonLabel: delivery.buttonLabel.default('Submit request'),
  captcha: delivery.captcha,
  targetUrl: delivery.targetUrl,
  bodyContentType: delivery.bodyContentType,
  emailTo: delivery.emailTo,
  retentionDays: delivery.retentionDays,
});

/**
 * Specification §3 "Session request form", §4, §5, §7, §8: a request to clone, create, modify
 * or remove order, TRF, drop copy and market data sessions per market, or to update source IPs.
 * The fields depend on the choices (`core/session-request.ts`), so the form needs JavaScript.
 * Submissions go to `/api/notification-web/public/servicenow/contact`, are stored, then
 * forwarded to `targetUrl` and `emailTo` through the outbox.
 */
export const sessionRequestForm = defineComponent({
  name: 'session-request-form',
  label: 'Session request form',
  category: 'forms',
  icon: 'server',
  description: 'Requests for order entry, TRF, drop copy, market data and source IP sessions, per market.',
  interactive: true,
  props: sessionRequestFormProps,
  defaults: {
    formName: 'Session request',
    intro: INTRO,
    headingLevel: 3,
    buttonLabel: 'Submit request',
    captcha: true,
    targetUrl: '',
    bodyContentType: 'JSON',
    emailTo: '',
    retentionDays: DEFAULT_RETENTION_DAYS,
  },
  form: sessionRequestSpec,
});
