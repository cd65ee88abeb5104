import type { z } from 'zod';
import { corporateEmailProblem } from '../../core/email';
import type { FieldValue } from '../../core/form-check';
import type { FormSpec } from '../../core/forms';
import type { FieldExtra } from '../form-engine';
import { field, forwardsOf, problems } from '../form-fields';
import type { contactFormProps } from './definition';

export type ContactFormProps = z.output<typeof contactFormProps>;

export const CONTACT_FIELDS = [
  field('TEXT', 'first_name', 'First name', { isRequired: true }),
  field('TEXT', 'last_name', 'Last name', { isRequired: true }),
  field('TEXT', 'company', 'Company', { isRequired: true }),
  field('TEXT', 'email', 'Corporate e-mail address', { isRequired: true }),
  // Issue 25: what the visitor writes to us about; the specification's sample names only the
  // four required fields ("other bounds not shown"), so it is optional.
  field('TEXTAREA', 'message', 'Message'),
];

/** Specification §5: the e-mail address must be a company's. */
export function checkContact(values: Record<string, FieldValue>): Record<string, string> {
  return problems(['email', corporateEmailProblem(String(values.email ?? ''), 'Corporate e-mail address')]);
}

export const CONTACT_EXTRAS: Record<string, FieldExtra> = {
  first_name: { autoComplete: 'given-name' },
  last_name: { autoComplete: 'family-name' },
  company: { autoComplete: 'organization' },
  email: { inputType: 'email', autoComplete: 'email', hint: 'Your work address; addresses at free mail providers are not accepted.' },
  message: { hint: 'What you would like to ask or tell us. Optional.' },
};

/** Contact form references: `CF-2026-000123`. */
export const CONTACT_REFERENCE_PREFIX = 'CF';

export function contactFormSpec(props: ContactFormProps): FormSpec {
  return {
    name: props.formName,
    fields: CONTACT_FIELDS,
    check: checkContact,
    captcha: props.captcha,
    retentionDays: props.retentionDays,
    forward: forwardsOf({ name: props.formName, targetUrl: props.targetUrl, bodyContentType: props.bodyContentType, emailTo: props.emailTo }),
    ...(props.redirectUrl ? { redirectUrl: props.redirectUrl } : {}),
    referencePrefix: CONTACT_REFERENCE_PREFIX,
    receipt: (values) => (typeof values.email === 'string' && values.email !== '' ? { to: values.email, subject: `${props.formName}: we received your message` } : undefined),
  };
}
