import type { z } from 'zod';
import { emailProblem } from '../../core/email';
import type { FieldValue } from '../../core/form-check';
import type { FormSpec } from '../../core/forms';
import { field, forwardsOf, phoneProblem, problems, sameOptions, textOf } from '../form-fields';
import type { demoRequestProps } from './definition';
import { COMPANY_TYPES } from './pricing';

export type DemoRequestProps = z.output<typeof demoRequestProps>;

export function demoRequestFields(props: Pick<DemoRequestProps, 'services'>) {
  const required = { isRequired: true };
  return [
    field('TEXT', 'firstName', 'First name', required),
    field('TEXT', 'lastName', 'Last name', required),
    field('TEXT', 'email', 'E-mail address', required),
    field('TEXT', 'phone', 'Phone', required),
    field('TEXT', 'company', 'Company', required),
    field('SELECT', 'companyType', 'Company type', { ...required, options: sameOptions(COMPANY_TYPES) }),
    field('CHECKBOX_GROUP', 'services', 'Services', { ...required, options: props.services.map((s) => [s.code, s.title] as const) }),
    field('TEXTAREA', 'comments', 'Anything we should know'),
    field('CHECKBOX', 'disclaimerAccepted', 'Acceptance of the disclaimer', required),
  ];
}

export function checkDemoRequest(values: Record<string, FieldValue>): Record<string, string> {
  return problems(['email', emailProblem(textOf(values.email), 'E-mail address')], ['phone', phoneProblem(textOf(values.phone), 'Phone')]);
}

export function demoRequestSpec(props: DemoRequestProps): FormSpec {
  return {
    name: props.formName,
    fields: demoRequestFields(props),
    check: checkDemoRequest,
    captcha: props.captcha,
    retentionDays: props.retentionDays,
    forward: forwardsOf({ name: props.formName, targetUrl: props.targetUrl, bodyContentType: props.bodyContentType, emailTo: props.emailTo }),
  };
}
