import type { z } from 'zod';
import { emailProblem } from '../../core/email';
import type { FieldValue } from '../../core/form-check';
import type { FormSpec } from '../../core/forms';
import type { FieldExtra } from '../form-engine';
import { field, forwardsOf, phoneProblem, problems, sameOptions, textOf } from '../form-fields';
import type { registrationProps } from './definition';

export type RegistrationProps = z.output<typeof registrationProps>;

export function registrationFields(props: Pick<RegistrationProps, 'eventCode' | 'sessions'>) {
  const required = { isRequired: true };
  return [
    field('TEXT', 'firstName', 'First name', required),
    field('TEXT', 'lastName', 'Last name', required),
    field('TEXT', 'email', 'E-mail address', required),
    field('TEXT', 'company', 'Company', required),
    field('TEXT', 'jobTitle', 'Job title'),
    field('TEXT', 'phone', 'Phone'),
    ...(props.sessions.length > 0 ? [field('CHECKBOX_GROUP', 'sessions', 'Sessions', { ...required, options: sameOptions(props.sessions.map((s) => s.label)) })] : []),
    field('TEXTAREA', 'requirements', 'Accessibility or dietary requirements'),
    field('HIDDEN', 'eventCode', 'Event', { value: props.eventCode }),
  ];
}

export function checkRegistration(values: Record<string, FieldValue>): Record<string, string> {
  return problems(['email', emailProblem(textOf(values.email), 'E-mail address')], ['phone', phoneProblem(textOf(values.phone), 'Phone')]);
}

export const REGISTRATION_EXTRAS: Record<string, FieldExtra> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  email: { inputType: 'email', autoComplete: 'email', hint: 'Your confirmation and joining details go to this address.' },
  company: { autoComplete: 'organization' },
  jobTitle: { autoComplete: 'organization-title' },
  phone: { inputType: 'tel', autoComplete: 'tel' },
};

export function registrationSpec(props: RegistrationProps): FormSpec {
  return {
    name: props.formName,
    fields: registrationFields(props),
    check: checkRegistration,
    captcha: props.captcha,
    retentionDays: props.retentionDays,
    forward: forwardsOf({ name: props.formName, targetUrl: props.targetUrl, bodyContentType: props.bodyContentType, emailTo: props.emailTo }),
    ...(props.redirectUrl ? { redirectUrl: props.redirectUrl } : {}),
  };
}
