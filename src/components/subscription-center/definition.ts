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
    .refine((v) => !v.includes(','), 'A topic cannot contain a comma')
    .meta({ title: 'Topic', description: 'A topic visitors can ask alerts about, e.g. Trade halts. Up to 60 characters, no commas.' }),
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
  icon: 'bell',
  description: 'Visitors sign up for e-mail, SMS and voice alerts on the topics you list, confirmed by e-mail.',
  props: z.strictObject({
    loginScreenText: richText()
      .meta({ title: 'Contact details text', description: 'Shown above the e-mail address and phone number fields.' })
      .default(''),
    alertsText: richText().meta({ title: 'Alert kinds text', description: 'Shown above the choice of e-mail, SMS and voice alerts.' }).default(''),
    subscriptionsText: richText().meta({ title: 'Topics text', description: 'Shown above the list of topics.' }).default(''),
    recaptchaPublicKey: z
      .string()
      .trim()
      .max(100)
      .regex(/^[A-Za-z0-9_-]*$/, 'A reCAPTCHA site key has only letters, digits, - and _')
      .meta({
        title: 'reCAPTCHA site key',
        description: "Only for a site that checks with reCAPTCHA (the site's captcha setting decides): the public site key Google gives. Letters, digits, - and _.",
      })
      .default(''),
    topics: z
      .array(topic)
      .max(50, 'At most 50 topics')
      .meta({ description: 'The alert topics visitors may choose, each once. Up to 50.' })
      .default([])
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach(({ label }, i) => {
          const key = label.toLowerCase();
          if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'label'], message: `"${label}" is listed twice` });
          seen.add(key);
        });
      }),
  }),
  defaults: {
    loginScreenText: '<p>Enter the e-mail address where alerts should go. Add a phone number to receive them by SMS or voice call as well.</p>',
    alertsText: '<p>Choose how you want to be alerted.</p>',
    subscriptionsText: '<p>Choose the topics you want to hear about.</p>',
    recaptchaPublicKey: '',
    topics: [{ label: 'Trade halts' }, { label: 'System status' }],
  },
  interactive: true,
  captcha: true,
});
