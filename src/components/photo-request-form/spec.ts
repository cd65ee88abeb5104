import type { z } from 'zod';
import { emailProblem } from '../../core/email';
import type { FieldValue } from '../../core/form-check';
import type { FormSpec } from '../../core/forms';
import type { FieldExtra } from '../form-engine';
import { field, forwardsOf, phoneProblem, problems, sameOptions, textOf, webAddressProblem } from '../form-fields';
import type { photoRequestProps } from './definition';

export type PhotoRequestProps = z.output<typeof photoRequestProps>;

export function photoRequestFields(props: Pick<PhotoRequestProps, 'photoTypes' | 'distributionChannels'>) {
  const required = { isRequired: true };
  return [
    field('TEXT', 'requesterCompany', 'Company', required),
    field('TEXT', 'requesterName', 'Your name', required),
    field('TEXT', 'requesterPhone', 'Phone', required),
    field('TEXT', 'requesterEmail', 'E-mail address', required),
    field('TEXT', 'requesterWebsite', 'Company website'),
    field('TEXTAREA', 'requesterAddress', 'Mailing address'),
    field('SELECT', 'photoType', 'Type of photo', { ...required, options: sameOptions(props.photoTypes.map((c) => c.label)) }),
    field('TEXTAREA', 'projectDescription', 'Project description', required),
    field('TEXTAREA', 'nyseDescription', 'How the NYSE appears in your project', required),
    field('CHECKBOX_GROUP', 'whereDistributed', 'Where the photos will be distributed', { ...required, options: sameOptions(props.distributionChannels.map((c) => c.label)) }),
  ];
}

export function checkPhotoRequest(values: Record<string, FieldValue>): Record<string, string> {
  return problems(
    ['requesterPhone', phoneProblem(textOf(values.requesterPhone), 'Phone')],
    ['requesterEmail', emailProblem(textOf(values.requesterEmail), 'E-mail address')],
    ['requesterWebsite', webAddressProblem(textOf(values.requesterWebsite), 'Company website')],
  );
}

export const PHOTO_REQUEST_EXTRAS: Record<string, FieldExtra> = {
  requesterCompany: { autoComplete: 'organization' },
  requesterName: { autoComplete: 'name' },
  requesterPhone: { inputType: 'tel', autoComplete: 'tel' },
  requesterEmail: { inputType: 'email', autoComplete: 'email' },
  requesterWebsite: { inputType: 'url', autoComplete: 'url' },
  requesterAddress: { autoComplete: 'street-address' },
  nyseDescription: { hint: 'For example: the trading floor in the background of an interview, or the facade on a book cover.' },
};

/** Always guarded by a captcha: the specification lists it among the request's fields. */
export function photoRequestSpec(props: PhotoRequestProps): FormSpec {
  return {
    name: props.formName,
    fields: photoRequestFields(props),
    check: checkPhotoRequest,
    captcha: true,
    retentionDays: props.retentionDays,
    forward: forwardsOf({ name: props.formName, targetUrl: props.targetUrl, bodyContentType: props.bodyContentType, emailTo: props.emailTo }),
    ...(props.redirectUrl ? { redirectUrl: props.redirectUrl } : {}),
  };
}
