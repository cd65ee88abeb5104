import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { BANNER_DEMO_DURATION } from '../../core/constants';

/**
 * Specification §3 "Banner message: id, active, cookieName, …": `id` is the banner's own name
 * (the node's id is beside its props; the editor keeps it apart from Puck's item id, puck.ts).
 */
export const bannerMessages = defineComponent({
  name: 'banner-messages',
  label: 'Banner message',
  category: 'content',
  icon: 'message',
  description: 'A site message at the top of the page, or in a dialog, until the visitor dismisses it.',
  props: z
    .strictObject({
      id: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Use letters, digits, - and _, e.g. holiday-2026')
        .meta({ title: 'Banner name', description: 'A short name for this banner, such as holiday-2026. Up to 64 letters, digits, - and _.' }),
      active: z.boolean().meta({ title: 'Show the banner', description: 'No: the banner stays hidden from every visitor.' }).default(true),
      cookieName: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Use up to 64 letters, digits, - and _, e.g. nyse_holiday_banner')
        .meta({
          description:
            'The name the visitor’s browser remembers the dismissal under. Use a new name to show the banner again to visitors who closed it. Up to 64 letters, digits, - and _.',
        }),
      // Specification §3: "duration (ms or null)"; null keeps the banner until it is dismissed.
      duration: z
        .number()
        .int('Duration is a whole number of milliseconds')
        .positive('Duration is a number of milliseconds above 0, or empty to show the banner until it is dismissed')
        .meta({
          title: 'Duration (ms)',
          description: 'How long the banner shows, in milliseconds (10000 is 10 seconds). Empty: until the visitor closes it.',
        })
        .nullable()
        .default(null),
      isModal: z
        .boolean()
        .meta({ title: 'Show as dialog', description: 'Yes: the message opens as a dialog over the page, with a heading and a close button.' })
        .default(false),
      messageText: z
        .string()
        .trim()
        .min(1, 'Enter the message')
        .max(1000)
        .meta({ title: 'Message', description: 'What the banner says. Up to 1000 characters.' }),
      modalCloseButtonText: z
        .string()
        .trim()
        .min(1, 'Enter the close button text')
        .max(40)
        .meta({ title: 'Close button text', description: 'The words on the dialog’s close button. Up to 40 characters.' })
        .default('Close'),
      modalHeaderText: z
        .string()
        .trim()
        .max(120)
        .meta({ title: 'Dialog heading', description: 'The heading of the dialog; required when the banner shows as a dialog. Up to 120 characters.' })
        .default(''),
      displayOnDesktop: z.boolean().meta({ title: 'Show on computers', description: 'No: visitors on wide screens do not see the banner.' }).default(true),
      displayOnMobile: z.boolean().meta({ title: 'Show on phones', description: 'No: visitors on narrow screens do not see the banner.' }).default(true),
      displayOnUnsupportedBrowser: z
        .boolean()
        .meta({
          title: 'Show in older browsers',
          description: 'No: browsers that cannot run the banner’s script (old ones, or with JavaScript off) do not show it.',
        })
        .default(true),
    })
    .superRefine((props, ctx) => {
      // The dialog is labelled by its header (WAI-ARIA dialog pattern).
      if (props.isModal && !props.modalHeaderText) {
        ctx.addIssue({ code: 'custom', path: ['modalHeaderText'], message: 'A modal banner needs a header' });
      }
    }),
  defaults: {
    id: 'trading-hours-notice',
    active: true,
    cookieName: 'tessera_banner_trading_hours',
    duration: BANNER_DEMO_DURATION,
    isModal: false,
    messageText: 'U.S. markets close early at 1:00 p.m. ET on Friday, November 27.',
    modalCloseButtonText: 'Close',
    modalHeaderText: '',
    displayOnDesktop: true,
    displayOnMobile: true,
    displayOnUnsupportedBrowser: true,
  },
  version: 2,
  migrations: [
    {
      // Version 1 stored the banner's `id` as `bannerId`. A node that has `id` already is of
      // version 2 built without a version (as the seed's are) and stays as it is.
      from: 1,
      up: (props) => {
        if (!Object.hasOwn(props, 'bannerId') || Object.hasOwn(props, 'id')) return props;
        const { bannerId, ...rest } = props;
        return { id: bannerId, ...rest };
      },
    },
  ],
  interactive: true,
});
