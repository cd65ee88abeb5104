import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { richText } from '../../core/schemas';

/**
 * A topic a visitor may choose. The manage page (`/subscriptions/manage`) lists a subscriber's
 * topics separated by commas, and the API takes at most 60 characters a topic.
 */
const topic = z.strictObject({
  label: z
    .string()
    .trim()
    .min(1, 'Enter the topic, e.g. Trade halts')
    .max(60, 'A topic is at most 60 characters')
    .refine((v) => !v.includes(','), 'A topic cannot contain a comma'),
});

/**
 * Specification §3 "Subscription center: loginScreenText, alertsText, subscriptionsText,
 * recaptchaPublicKey" and §4: a visitor asks for e-mail, SMS or voice alerts on the topics
 * offered here; the request stays pending until the link of the verification e-mail is followed.
 */
export const subscriptionCenter = defineComponent({
  name: 'subscription-center',
  label: 'Subscription center',
  category: 'forms',
  description:
    'A form where visitors ask for e-mail, SMS and voice alerts on the topics listed here. Nothing is sent until ' +
    'they follow the link in the verification e-mail; verified subscribers change their alerts through a signed link.',
  props: z.strictObject({
    loginScreenText: richText().default('').describe('Shown above the e-mail address and phone number'),
    alertsText: richText().default('').describe('Shown above the choice of e-mail, SMS and voice alerts'),
    subscriptionsText: richText().default('').describe('Shown above the topics'),
    recaptchaPublicKey: z
      .string()
      .trim()
      .max(100)
      .regex(/^[A-Za-z0-9_-]*$/, 'A reCAPTCHA site key has only letters, digits, - and _')
      .default('')
      .describe("The reCAPTCHA site key, for a site that checks with reCAPTCHA (the site's captcha setting decides)"),
    topics: z
      .array(topic)
      .max(50, 'At most 50 topics')
      .default([])
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach(({ label }, i) => {
          const key = label.toLowerCase();
          if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'label'], message: `"${label}" is listed twice` });
          seen.add(key);
        });
      })
      .describe('The alert topics a visitor may choose'),
  }),
  defaults: {
    loginScreenText: '<p>Enter the e-mail address where alerts should go. Add a phone number to receive them by SMS or voice call as well.</p>',
    alertsText: '<p>Choose how you want to be alerted.</p>',
    subscriptionsText: '<p>Choose the topics you want to hear about.</p>',
    recaptchaPublicKey: '',
    topics: [{ label: 'Trade halts' }, { label: 'System status' }],
  },
  interactive: true,
});
