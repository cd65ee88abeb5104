import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { DEFAULT_RETENTION_DAYS } from '../../core/forms';
import { delivery, formName } from '../form/definition';
import { getStartedSpec } from './spec';

const eloquaName = z.string().trim().regex(/^[A-Za-z0-9_-]{1,60}$/, 'Use letters, digits, _ and - (at most 60)');

/** The props a category and a product share, with help texts naming which one they describe. */
const campaign = (what: 'category' | 'product') => ({
  name: eloquaName.meta({
    title: 'Code',
    description: `The ${what}’s code, sent with the submission: letters, digits, _ and - (up to 60), e.g. ${what === 'category' ? 'servicing' : 'loan_boarding'}. Unique in the form.`,
  }),
  displayName: z
    .string()
    .trim()
    .min(1, 'Enter the name visitors read')
    .max(120)
    .meta({ title: 'Name', description: `The ${what} name visitors read. Up to 120 characters.` }),
  campaignID: z
    .string()
    .trim()
    .max(60)
    .meta({ title: 'Campaign ID', description: `The ID of the marketing campaign this ${what} belongs to, as the marketing team gives it. Optional.` })
    .default(''),
  campaignName: z
    .string()
    .trim()
    .max(120)
    .meta({ description: `The name of the marketing campaign this ${what} belongs to. Optional, up to 120 characters.` })
    .default(''),
});

export const getStartedProductSchema = z.strictObject(campaign('product'));

export const getStartedCategorySchema = z.strictObject({
  ...campaign('category'),
  products: z
    .array(getStartedProductSchema)
    .max(30, 'At most 30 products per category')
    .meta({ description: 'The products visitors may tick once they chose this category. Up to 30.' })
    .default([]),
});

export const getStartedProps = z.strictObject({
  formName: formName('Get started'),
  eloquaFormId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'Enter the Eloqua form’s name (letters, digits, _ and -)')
    .meta({ title: 'Eloqua form name', description: 'The name of the form in Eloqua, sent with each submission (as elqFormName): letters, digits, _ and -.' })
    .default('GetStarted'),
  categories: z
    .array(getStartedCategorySchema)
    .min(1, 'Add at least one category')
    .max(20, 'At most 20 categories')
    .superRefine((categories, ctx) => {
      const names = new Set<string>();
      const products = new Set<string>();
      categories.forEach((category, i) => {
        if (names.has(category.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `Another category is named "${category.name}" already` });
        names.add(category.name);
        category.products.forEach((product, j) => {
          if (products.has(product.name)) ctx.addIssue({ code: 'custom', path: [i, 'products', j, 'name'], message: `Another product is named "${product.name}" already` });
          products.add(product.name);
        });
      });
    })
    .meta({ description: 'The areas of interest visitors choose one of, each with its products. From 1 to 20.' }),
  buttonLabel: delivery.buttonLabel.default('Get started'),
  captcha: delivery.captcha,
  targetUrl: delivery.targetUrl.meta({ description: 'The https address of the Eloqua-style endpoint each submission is forwarded to. Empty: submissions are only kept here.' }),
  bodyContentType: delivery.bodyContentType.default('URL_ENCODED'),
  emailTo: delivery.emailTo,
  redirectUrl: delivery.redirectUrl,
  retentionDays: delivery.retentionDays,
});

/**
 * Specification §3 "Get-started form": eloquaFormId, categories (name, displayName,
 * campaignID, campaignName, products with the same fields). An Eloqua-type form: forwarded
 * URL-encoded to its endpoint through the outbox.
 */
export const getStartedForm = defineComponent({
  name: 'get-started-form',
  label: 'Get-started form',
  category: 'forms',
  icon: 'rocket',
  description: 'Visitors choose a category and its products and leave their details; forwarded to an Eloqua-style endpoint.',
  interactive: true,
  props: getStartedProps,
  defaults: {
    formName: 'Get started',
    eloquaFormId: 'GetStarted',
    categories: [
      {
        name: 'servicing',
        displayName: 'Mortgage servicing',
        campaignID: '70140000000AbCd',
        campaignName: 'Servicing 2026',
        products: [
          { name: 'loan_boarding', displayName: 'Loan boarding', campaignID: '70140000000AbCe', campaignName: 'Loan boarding 2026' },
          { name: 'servicing_digital', displayName: 'Servicing digital', campaignID: '70140000000AbCf', campaignName: 'Servicing digital 2026' },
        ],
      },
    ],
    buttonLabel: 'Get started',
    captcha: true,
    targetUrl: '',
    bodyContentType: 'URL_ENCODED',
    emailTo: '',
    redirectUrl: '',
    retentionDays: DEFAULT_RETENTION_DAYS,
  },
  form: getStartedSpec,
});
