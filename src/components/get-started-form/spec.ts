import type { z } from 'zod';
import { emailProblem } from '../../core/email';
import type { FieldValue } from '../../core/form-check';
import type { FormSpec } from '../../core/forms';
import type { FieldExtra, FormValues } from '../form-engine';
import { field, forwardsOf, phoneProblem, problems, textOf } from '../form-fields';
import type { getStartedProps } from './definition';

export type GetStartedProps = z.output<typeof getStartedProps>;
type Category = GetStartedProps['categories'][number];

/** Products are offered under the category they belong to; the option's label names both. */
export function getStartedFields(props: Pick<GetStartedProps, 'eloquaFormId' | 'categories'>) {
  const required = { isRequired: true };
  const products = props.categories.flatMap((c) => c.products.map((p) => [p.name, `${c.displayName}: ${p.displayName}`] as const));
  return [
    field('HIDDEN', 'elqFormName', 'Eloqua form', { value: props.eloquaFormId }),
    field('RADIO_BUTTONS', 'category', 'Area of interest', { ...required, options: props.categories.map((c) => [c.name, c.displayName] as const) }),
    ...(products.length > 0 ? [field('CHECKBOX_GROUP', 'products', 'Products', { options: products })] : []),
    field('TEXT', 'firstName', 'First name', required),
    field('TEXT', 'lastName', 'Last name', required),
    field('TEXT', 'emailAddress', 'E-mail address', required),
    field('TEXT', 'company', 'Company', required),
    field('TEXT', 'busPhone', 'Phone'),
  ];
}

/** The products of the chosen category, by name. */
export function productsOf(categories: readonly Category[], category: string): ReadonlySet<string> | null {
  const chosen = categories.find((c) => c.name === category);
  return chosen ? new Set(chosen.products.map((p) => p.name)) : null;
}

export function checkGetStarted(categories: readonly Category[]) {
  return (values: Record<string, FieldValue>): Record<string, string> => {
    const category = categories.find((c) => c.name === values.category);
    const products = Array.isArray(values.products) ? values.products : [];
    const stray = category ? products.some((p) => !category.products.some((q) => q.name === p)) : false;
    return problems(
      ['products', stray && category ? `Products: choose among the products of ${category.displayName}` : undefined],
      ['emailAddress', emailProblem(textOf(values.emailAddress), 'E-mail address')],
      ['busPhone', phoneProblem(textOf(values.busPhone), 'Phone')],
    );
  };
}

export function getStartedExtras(props: Pick<GetStartedProps, 'categories'>): Record<string, FieldExtra> {
  return {
    products: { enabledOptions: (values: FormValues) => productsOf(props.categories, textOf(values.category)), hint: 'Choose the products of the area you chose.' },
    firstName: { autoComplete: 'given-name' },
    lastName: { autoComplete: 'family-name' },
    emailAddress: { inputType: 'email', autoComplete: 'email' },
    company: { autoComplete: 'organization' },
    busPhone: { inputType: 'tel', autoComplete: 'tel' },
  };
}

export function getStartedSpec(props: GetStartedProps): FormSpec {
  return {
    name: props.formName,
    fields: getStartedFields(props),
    check: checkGetStarted(props.categories),
    captcha: props.captcha,
    retentionDays: props.retentionDays,
    forward: forwardsOf({ name: props.formName, targetUrl: props.targetUrl, bodyContentType: props.bodyContentType, emailTo: props.emailTo }),
    ...(props.redirectUrl ? { redirectUrl: props.redirectUrl } : {}),
  };
}
