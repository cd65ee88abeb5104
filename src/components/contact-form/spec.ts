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
};

export function contactFormSpec(props: ContactFormProps): FormSpec {
  return {
    name: props.formName,
    fields: CONTACT_FIELDS,
    check: checkContact,
    captcha: props.captcha,
    retentionDays: props.retentionDays,
    forward: forwardsOf({ name: props.formName, targetUrl: props.targetUrl, bodyContentType: props.bodyContentType, emailTo: props.emailTo }),
    ...(props.redirectUrl ? { redirectUrl: props.redirectUrl } : {}),
  };
}
