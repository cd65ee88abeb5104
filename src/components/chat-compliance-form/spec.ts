import type { z } from 'zod';
import { corporateEmailProblem } from '../../core/email';
import type { FieldValue } from '../../core/form-check';
import type { FormSpec } from '../../core/forms';
import type { FieldExtra } from '../form-engine';
import { field, forwardsOf, phoneProblem, problems, sameOptions, textOf } from '../form-fields';
import type { chatComplianceProps } from './definition';

export type ChatComplianceProps = z.output<typeof chatComplianceProps>;

export const REQUEST_TYPES = ['Archive export', 'Retention settings', 'Compliance monitoring access', 'Surveillance vendor feed', 'Other'];

const required = { isRequired: true };
export const CHAT_COMPLIANCE_FIELDS = [
  field('TEXT', 'firstName', 'First name', required),
  field('TEXT', 'lastName', 'Last name', required),
  field('TEXT', 'email', 'Corporate e-mail address', required),
  field('TEXT', 'company', 'Firm', required),
  field('TEXT', 'jobTitle', 'Job title', required),
  field('TEXT', 'phone', 'Phone'),
  field('SELECT', 'requestType', 'Request', { ...required, options: sameOptions(REQUEST_TYPES) }),
  field('TEXTAREA', 'chatUsers', 'Chat user names', required),
  field('TEXTAREA', 'details', 'Details'),
  field('CHECKBOX', 'authorityConfirmed', 'Confirmation of your compliance authority', required),
];

export function checkChatCompliance(values: Record<string, FieldValue>): Record<string, string> {
  return problems(['email', corporateEmailProblem(textOf(values.email), 'Corporate e-mail address')], ['phone', phoneProblem(textOf(values.phone), 'Phone')]);
}

export const CHAT_COMPLIANCE_EXTRAS: Record<string, FieldExtra> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  email: { inputType: 'email', autoComplete: 'email' },
  company: { autoComplete: 'organization' },
  jobTitle: { autoComplete: 'organization-title' },
  phone: { inputType: 'tel', autoComplete: 'tel' },
  chatUsers: { hint: 'One user name per line, as it appears in the chat directory.' },
  authorityConfirmed: { hint: 'I confirm that I am responsible for compliance at this firm and may receive its chat records.' },
};

export function chatComplianceSpec(props: ChatComplianceProps): FormSpec {
  return {
    name: props.formName,
    fields: CHAT_COMPLIANCE_FIELDS,
    check: checkChatCompliance,
    captcha: true,
    retentionDays: props.retentionDays,
    forward: forwardsOf({ name: props.formName, targetUrl: props.targetUrl, bodyContentType: props.bodyContentType, emailTo: props.emailTo }),
    ...(props.redirectUrl ? { redirectUrl: props.redirectUrl } : {}),
  };
}
