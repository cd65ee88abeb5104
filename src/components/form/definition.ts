import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { BODY_CONTENT_TYPES, DEFAULT_RETENTION_DAYS, FormFieldSchema } from '../../core/forms';
import { isSameSitePath } from '../../core/form-check';
import { formSpec } from './spec';

/**
 * Props every form kind may share: where submissions go and how long they stay. Other form
 * kinds pick from these, so each rule is stated once.
 */
export const delivery = {
  buttonLabel: z.string().trim().min(1, 'Enter the button label').max(40).default('Submit'),
  targetUrl: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^https?:\/\/[^\s/@]+(\/\S*)?$/.test(v), 'Enter an https address, or leave empty to keep submissions here only')
    .default('')
    .describe('Where submissions are forwarded (a ServiceNow- or Eloqua-style endpoint); plain http reaches only hosts the server allows'),
  bodyContentType: z.enum(BODY_CONTENT_TYPES).default('JSON'),
  captcha: z.boolean().default(true).describe('Ask for a captcha (the site’s ALTCHA or reCAPTCHA; needs JavaScript)'),
  emailTo: z.union([z.literal(''), z.email('Enter an e-mail address').max(320)]).default('').describe('Also e-mail each submission to this address'),
  redirectUrl: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || isSameSitePath(v), 'Enter a path on this site, like /thank-you')
    .default('')
    .describe('Where to go after success (a path on this site); empty stays on the page'),
  retentionDays: z.number().int().min(1).max(3650).default(DEFAULT_RETENTION_DAYS).describe('Days submissions are kept before they are deleted'),
};

/** How the admin lists a form's submissions. */
export const formName = (fallback: string) =>
  z.string().trim().min(1, 'Name the form, e.g. Press enquiry').max(80).default(fallback).describe('How the admin lists its submissions');

export const formProps = z.strictObject({
  type: z.enum(['custom']).default('custom'),
  formName: formName('Form'),
  fields: z
    .array(FormFieldSchema)
    .min(1, 'Add at least one field')
    .max(50, 'At most 50 fields')
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((field, i) => {
        if (seen.has(field.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `Another field is named "${field.name}" already` });
        seen.add(field.name);
        if (['SELECT', 'RADIO_BUTTONS', 'CHECKBOX_GROUP'].includes(field.type) && field.options.length === 0) {
          ctx.addIssue({ code: 'custom', path: [i, 'options'], message: 'Add the options to choose from' });
        }
      });
    }),
  buttonLabel: delivery.buttonLabel,
  targetUrl: delivery.targetUrl,
  bodyContentType: delivery.bodyContentType,
  useRecaptchaProxy: z.boolean().default(true).describe('Check the captcha here before forwarding (the target gets no token)'),
  captcha: delivery.captcha,
  emailTo: delivery.emailTo,
  redirectUrl: delivery.redirectUrl,
  retentionDays: delivery.retentionDays,
});

/**
 * Specification §3 "Form definition": type (custom), targetUrl, useRecaptchaProxy,
 * bodyContentType, fields, buttonLabel, redirectUrl; fields of the types TEXT, TEXTAREA,
 * SELECT, CHECKBOX, CHECKBOX_GROUP, RADIO_BUTTONS, HIDDEN, FILE. Submissions are stored by the
 * platform first and then forwarded to `targetUrl` (and `emailTo`) through the outbox.
 */
export const form = defineComponent({
  name: 'form',
  label: 'Form',
  category: 'forms',
  description: 'A form built from fields. Submissions are stored, listed in the admin, and forwarded to the target address and e-mail.',
  interactive: true,
  props: formProps,
  defaults: {
    type: 'custom',
    formName: 'Contact us',
    fields: [
      { type: 'TEXT', name: 'name', displayName: 'Name', isRequired: true, options: [], value: '', hideLabel: false },
      { type: 'TEXT', name: 'email', displayName: 'E-mail address', isRequired: true, options: [], value: '', hideLabel: false },
      { type: 'TEXTAREA', name: 'message', displayName: 'Message', isRequired: true, options: [], value: '', hideLabel: false },
    ],
    buttonLabel: 'Submit',
    targetUrl: '',
    bodyContentType: 'JSON',
    useRecaptchaProxy: true,
    captcha: true,
    emailTo: '',
    redirectUrl: '',
    retentionDays: DEFAULT_RETENTION_DAYS,
  },
  form: formSpec,
});
