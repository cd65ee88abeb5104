import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { richText } from '../../core/schemas';
import { AGREEMENT_ID } from './cookie';

const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

/** Specification §5 "A disclaimer can require confirmation". */
export const agreement = defineComponent({
  name: 'agreement',
  label: 'Agreement',
  category: 'content',
  icon: 'check',
  description: 'A disclaimer visitors confirm with a checkbox before the content below it shows (not access control).',
  props: z.strictObject({
    /** Names the cookie; agreements with the same id share one confirmation. */
    agreementId: z
      .string()
      .trim()
      .regex(AGREEMENT_ID, 'Use up to 40 letters, digits, - and _, e.g. historical-data-terms')
      .meta({
        title: 'Agreement name',
        description:
          'A short name the visitor’s browser remembers the confirmation under; agreements with the same name are confirmed once for all. Up to 40 letters, digits, - and _, such as historical-data-terms.',
      }),
    disclaimer: richText()
      .refine(hasText, 'Enter the disclaimer')
      .meta({ description: 'The terms the visitor reads and confirms before the content shows. Required.' }),
    checkboxLabel: z
      .string()
      .trim()
      .min(1, 'Enter the checkbox label')
      .max(200)
      .meta({ description: 'The words beside the checkbox the visitor ticks to accept. Up to 200 characters.' })
      .default('I have read and accept these terms.'),
    buttonLabel: z
      .string()
      .trim()
      .min(1, 'Enter the button label')
      .max(40)
      .meta({ description: 'The words on the button that shows the content once the box is ticked. Up to 40 characters.' })
      .default('Continue'),
  }),
  slots: { content: { label: 'Content' } },
  defaults: {
    agreementId: 'terms-of-use',
    disclaimer: '<p>The information below is provided for reference only and does not constitute investment advice.</p>',
    checkboxLabel: 'I have read and accept these terms.',
    buttonLabel: 'Continue',
  },
  interactive: true,
});
