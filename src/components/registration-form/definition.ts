import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { DEFAULT_RETENTION_DAYS } from '../../core/forms';
import { delivery, formName } from '../form/definition';
import { registrationSpec } from './spec';

export const registrationProps = z.strictObject({
  formName: formName('Event registration'),
  eventCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,60}$/, 'Use letters, digits, . _ and -, e.g. IMT-SUMMIT-2026')
    .meta({ description: 'The event’s code, sent with every registration (visitors do not see it): letters, digits, . _ and -, e.g. IMT-SUMMIT-2026.' })
    .default('EVENT-2026'),
  sessions: z
    .array(
      z.strictObject({
        label: z.string().trim().min(1, 'Name the session').max(120).meta({ title: 'Name', description: 'The session as visitors read it. Up to 120 characters.' }),
      }),
    )
    .max(20, 'At most 20 sessions')
    .refine((list) => new Set(list.map((s) => s.label)).size === list.length, 'Each session appears once')
    .meta({ description: 'The sessions visitors can tick, each listed once. None: the registration is for the whole event. Up to 20.' })
    .default([]),
  buttonLabel: delivery.buttonLabel.default('Register'),
  captcha: delivery.captcha,
  targetUrl: delivery.targetUrl,
  bodyContentType: delivery.bodyContentType,
  emailTo: delivery.emailTo,
  redirectUrl: delivery.redirectUrl,
  retentionDays: delivery.retentionDays,
});

/** Registration for an event (specification §1 "registration form"): who attends and which sessions. */
export const registrationForm = defineComponent({
  name: 'registration-form',
  label: 'Registration form',
  category: 'forms',
  icon: 'ticket',
  description: 'Registration for an event or webinar: name, company, e-mail address and the sessions chosen.',
  interactive: true,
  props: registrationProps,
  defaults: {
    formName: 'Event registration',
    eventCode: 'EVENT-2026',
    sessions: [],
    buttonLabel: 'Register',
    captcha: true,
    targetUrl: '',
    bodyContentType: 'JSON',
    emailTo: '',
    redirectUrl: '',
    retentionDays: DEFAULT_RETENTION_DAYS,
  },
  form: registrationSpec,
});
