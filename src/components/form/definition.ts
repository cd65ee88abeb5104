import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { fetchedUrl } from '../../core/fetched-url';
import { BODY_CONTENT_TYPES, DEFAULT_RETENTION_DAYS, FormFieldSchema } from '../../core/forms';
import { isSameSitePath } from '../../core/form-check';
import { isDateText, isNumberText } from '../../core/field-types';
import { formSpec } from './spec';

/**
 * Props every form kind may share: where submissions go and how long they stay. Other form
 * kinds pick from these, so each rule is stated once.
 */
export const delivery = {
  buttonLabel: z
    .string()
    .trim()
    .min(1, 'Enter the button label')
    .max(40)
    .meta({ description: 'The words on the button that sends the form. Up to 40 characters.' })
    .default('Submit'),
  // The server posts each submission there: checked by the outbound policy when saved (fetchedUrl).
  targetUrl: fetchedUrl(
    z
      .string()
      .trim()
      .max(500)
      .refine((v) => v === '' || /^https?:\/\/[^\s/@]+(\/\S*)?$/.test(v), 'Enter an https address, or leave empty to keep submissions here only'),
  )
    .meta({
      title: 'Forward to address',
      description:
        'The https address of the system that receives each submission (such as ServiceNow or Eloqua). Empty: submissions are only kept here. Plain http works only for hosts the server allows.',
    })
    .default(''),
  bodyContentType: z
    .enum(BODY_CONTENT_TYPES)
    .meta({ title: 'Forwarding format', description: 'How a submission is packed when it is forwarded: JSON, URL-encoded form data, or multipart (which carries files). Ask the receiving system’s owner.' })
    .default('JSON'),
  captcha: z.boolean().meta({ description: 'Ask visitors to pass a captcha before sending (the site’s ALTCHA or reCAPTCHA; needs JavaScript).' }).default(true),
  emailTo: z
    .union([z.literal(''), z.email('Enter an e-mail address').max(320)])
    .meta({ title: 'Also e-mail to', description: 'An e-mail address that also gets a copy of each submission. Optional.' })
    .default(''),
  redirectUrl: z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === '' || isSameSitePath(v), 'Enter a path on this site, like /thank-you')
    .meta({ title: 'Page after sending', description: 'The page visitors see after sending, as a path on this site such as /thank-you. Empty: they stay on this page and see a confirmation.' })
    .default(''),
  retentionDays: z
    .number()
    .int()
    .min(1)
    .max(3650)
    .meta({ title: 'Keep submissions (days)', description: 'How many days submissions are kept in the admin before they are deleted, from 1 to 3650.' })
    .default(DEFAULT_RETENTION_DAYS),
};

/** How the admin lists a form's submissions. */
export const formName = (fallback: string) =>
  z
    .string()
    .trim()
    .min(1, 'Name the form, e.g. Press enquiry')
    .max(80)
    .meta({ description: 'The name the admin lists this form’s submissions under; visitors do not see it. Up to 80 characters.' })
    .default(fallback);

const shape = FormFieldSchema.shape;
/** A field of the form with help texts for the editor; its rules stay those of `FormFieldSchema`. */
const formField = FormFieldSchema.extend({
  type: shape.type.meta({
    description:
      'The kind of input: a line of text, a text box, a list to choose from, check boxes, radio buttons, a hidden value, a file, or a checked e-mail address, phone number, number, date or web address.',
  }),
  name: shape.name.meta({
    title: 'Field name',
    description: 'The name the answer is stored and forwarded under: starts with a letter, then letters, digits or _ (up to 64), e.g. firstName. Unique in the form.',
  }),
  displayName: shape.displayName.meta({ title: 'Label', description: 'What visitors read beside the field. Empty: the field name is shown. Up to 120 characters.' }),
  isRequired: shape.isRequired.meta({ title: 'Required', description: 'Yes: the form cannot be sent until this field is filled in.' }),
  options: shape.options.meta({ description: 'The choices of a list, check box group or radio buttons. Up to 100.' }),
  value: shape.value.meta({ title: 'Preset value', description: 'The value the field starts with; for a hidden field, the value always sent. Up to 1000 characters.' }),
  hideLabel: shape.hideLabel.meta({ description: 'Yes: the label is read by screen readers but not shown.' }),
  min: shape.min.meta({ title: 'Lowest', description: 'Number fields: the smallest number taken; date fields: the earliest date, as 2026-01-31. Empty: no limit.' }),
  max: shape.max.meta({ title: 'Highest', description: 'Number fields: the largest number taken; date fields: the latest date, as 2026-12-31. Empty: no limit.' }),
});

/** A typed field's bounds make sense for its type (checked when the page is saved). */
function checkBounds(field: z.output<typeof formField>, at: number, ctx: z.RefinementCtx): void {
  const bounds = (['min', 'max'] as const).filter((key) => (field[key] ?? '') !== '');
  if (bounds.length === 0) return;
  if (field.type !== 'NUMBER' && field.type !== 'DATE') {
    for (const key of bounds) ctx.addIssue({ code: 'custom', path: [at, key], message: 'Only number and date fields have a lowest and highest value; leave this empty' });
    return;
  }
  const ok = field.type === 'NUMBER' ? isNumberText : isDateText;
  const example = field.type === 'NUMBER' ? 'a number, like 10' : 'a date as year-month-day, like 2026-01-31';
  for (const key of bounds) if (!ok(field[key]!)) ctx.addIssue({ code: 'custom', path: [at, key], message: `Enter ${example}` });
  if (bounds.length === 2 && ok(field.min!) && ok(field.max!)) {
    const below = field.type === 'NUMBER' ? Number(field.max) < Number(field.min) : field.max! < field.min!;
    if (below) ctx.addIssue({ code: 'custom', path: [at, 'max'], message: 'The highest value is below the lowest' });
  }
}

export const formProps = z.strictObject({
  type: z.enum(['custom']).meta({ title: 'Form type', description: 'Always custom: a form built from the fields below.' }).default('custom'),
  formName: formName('Form'),
  fields: z
    .array(formField)
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
        checkBounds(field, i, ctx);
      });
    })
    .meta({ description: 'The form’s fields, in the order visitors see them. From 1 to 50.' }),
  buttonLabel: delivery.buttonLabel,
  targetUrl: delivery.targetUrl,
  bodyContentType: delivery.bodyContentType,
  useRecaptchaProxy: z
    .boolean()
    .meta({
      title: 'Check captcha here',
      description:
        'Yes: this server checks the captcha before storing and forwarding, and the receiving system gets no token. No (reCAPTCHA sites with a forwarding address): the receiving system checks the token, forwarded as g-recaptcha-response; the submission goes there first and is kept only when it accepts it.',
    })
    .default(true),
  captcha: delivery.captcha,
  emailTo: delivery.emailTo,
  redirectUrl: delivery.redirectUrl,
  retentionDays: delivery.retentionDays,
});

/**
 * Specification §3 "Form definition": type (custom), targetUrl, useRecaptchaProxy,
 * bodyContentType, fields, buttonLabel, redirectUrl; fields of the types TEXT, TEXTAREA,
 * SELECT, CHECKBOX, CHECKBOX_GROUP, RADIO_BUTTONS, HIDDEN, FILE, and (issue 24) the checked
 * EMAIL, PHONE, NUMBER, DATE and URL with `min`/`max` for numbers and dates. Submissions are stored by the
 * platform first and then forwarded to `targetUrl` (and `emailTo`) through the outbox.
 */
export const form = defineComponent({
  name: 'form',
  label: 'Form',
  category: 'forms',
  icon: 'form',
  description: 'A form you build from fields; submissions are stored and forwarded by e-mail or to an address.',
  interactive: true,
  props: formProps,
  defaults: {
    type: 'custom',
    formName: 'Contact us',
    fields: [
      { type: 'TEXT', name: 'name', displayName: 'Name', isRequired: true, options: [], value: '', hideLabel: false },
      { type: 'EMAIL', name: 'email', displayName: 'E-mail address', isRequired: true, options: [], value: '', hideLabel: false },
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
