import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { DEFAULT_RETENTION_DAYS } from '../../core/forms';
import { href, richText } from '../../core/schemas';
import { delivery, formName } from '../form/definition';
import { COMPANY_TYPES, DEMO_SERVICES } from './pricing';
import { demoRequestSpec } from './spec';

const code = (what: string, max = 40) =>
  z.string().trim().regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`), `The ${what} holds letters, digits, _ and - (at most ${max})`);
const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

export const pricingEntrySchema = z.strictObject({
  id: code('price’s id', 80).meta({
    title: 'Price key',
    description: 'A short name that tells this price apart within the service, such as erec-std-bank; never shown. Letters, digits, _ and -.',
  }),
  code: z
    .string()
    .trim()
    .max(40)
    .meta({ title: 'Price code', description: 'Your own code for the price plan, such as EREC-STD; never shown. Optional, up to 40 characters.' })
    .default(''),
  title: z
    .string()
    .trim()
    .min(1, 'Enter the price, e.g. $5.75 per document')
    .max(120)
    .meta({ title: 'Price', description: 'The price as visitors read it, such as $5.75 per document. Up to 120 characters.' }),
  description: z
    .string()
    .trim()
    .max(300)
    .meta({ title: 'Details', description: 'Shown after the price, such as $449 annual fee. Optional, up to 300 characters.' })
    .default(''),
  associatedCompanyType: z
    .enum(['', ...COMPANY_TYPES])
    .meta({ title: 'For company type', description: 'The company type that sees this price. Empty: every type.' })
    .default(''),
});

export const demoServiceSchema = z.strictObject({
  code: code('service’s code').meta({
    title: 'Service code',
    description: 'The code submissions carry for this service, such as EREC; unique in the form. Letters, digits, _ and -, up to 40.',
  }),
  title: z
    .string()
    .trim()
    .min(1, 'Enter the service’s title')
    .max(120)
    .meta({ description: 'The service’s name, beside its checkbox and above its prices. Up to 120 characters.' }),
  description: z.string().trim().max(500).meta({ description: 'What the service does, in a sentence. Optional, up to 500 characters.' }).default(''),
  isPricingEnabled: z
    .boolean()
    .meta({ title: 'Show prices', description: 'Yes: the service’s prices show once the visitor chooses their company type.' })
    .default(true),
  note: z.string().trim().max(300).meta({ description: 'A line shown under the service’s prices. Optional, up to 300 characters.' }).default(''),
  pricing: z
    .array(pricingEntrySchema)
    .max(60, 'At most 60 prices per service')
    .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'Each price needs its own id')
    .meta({ title: 'Prices', description: 'The service’s prices, each for one company type or for all. Up to 60.' })
    .default([]),
});

export const demoRequestProps = z.strictObject({
  formName: formName('Demo request'),
  services: z
    .array(demoServiceSchema)
    .min(1, 'Offer at least one service')
    .max(20, 'At most 20 services')
    .refine((list) => new Set(list.map((s) => s.code)).size === list.length, 'Each service needs its own code')
    .meta({ description: 'The services visitors can ask a demonstration of, each with its prices. From 1 to 20.' }),
  disclaimer: richText()
    .refine(hasText, 'Enter the disclaimer the visitor confirms')
    .meta({ description: 'The terms the visitor confirms with a checkbox before sending. Required.' }),
  passwordRecoveryUrl: href({ allowEmpty: true })
    .meta({
      title: 'Password recovery link',
      description: 'Offered with the sign-in link when an account may already exist: a page path, an https address or a mailto: address of your help desk.',
    })
    .default(''),
  buttonLabel: delivery.buttonLabel.default('Request a demo'),
  captcha: delivery.captcha,
  targetUrl: delivery.targetUrl,
  bodyContentType: delivery.bodyContentType,
  emailTo: delivery.emailTo,
  retentionDays: delivery.retentionDays,
});

/**
 * Specification §3 "Demo request": services (code, title, description, isPricingEnabled,
 * note) with pricing entries (id, code, title, description, associatedCompanyType); the
 * company types; thank-you slots for success, duplicate and error; a disclaimer to confirm.
 */
export const demoRequestForm = defineComponent({
  name: 'demo-request-form',
  label: 'Demo request form',
  category: 'forms',
  icon: 'presentation',
  description: 'A demonstration request that shows each service’s prices for the visitor’s company type.',
  interactive: true,
  props: demoRequestProps,
  slots: {
    success: { label: 'Thank you (success)' },
    duplicate: { label: 'Thank you (an account may already exist)' },
    error: { label: 'Error' },
  },
  defaults: {
    formName: 'Demo request',
    services: DEMO_SERVICES,
    disclaimer:
      '<p>Prices are for new customers and exclude county recording fees and taxes. A demonstration does not commit you to a subscription; ' +
      'we use your details only to arrange it and to send the information you asked for.</p>',
    passwordRecoveryUrl: '',
    buttonLabel: 'Request a demo',
    captcha: true,
    targetUrl: '',
    bodyContentType: 'JSON',
    emailTo: '',
    retentionDays: DEFAULT_RETENTION_DAYS,
  },
  form: demoRequestSpec,
});
