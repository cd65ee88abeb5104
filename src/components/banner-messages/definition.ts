import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { BANNER_DEMO_DURATION } from '../../core/constants';

/** Specification §3 "Banner message"; `id` is `bannerId` here because node props may not be named id. */
export const bannerMessages = defineComponent({
  name: 'banner-messages',
  label: 'Banner message',
  category: 'content',
  description:
    'A site message shown until the visitor dismisses it (remembered in a cookie) or, with a duration, for that many milliseconds; optionally as a modal dialog.',
  props: z
    .strictObject({
      bannerId: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Use letters, digits, - and _, e.g. holiday-2026'),
      active: z.boolean().default(true),
      cookieName: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Use up to 64 letters, digits, - and _, e.g. nyse_holiday_banner'),
      // Specification §3: "duration (ms or null)"; null keeps the banner until it is dismissed.
      duration: z
        .number()
        .int('Duration is a whole number of milliseconds')
        .positive('Duration is a number of milliseconds above 0, or empty to show the banner until it is dismissed')
        .nullable()
        .default(null),
      isModal: z.boolean().default(false),
      messageText: z.string().trim().min(1, 'Enter the message').max(1000),
      modalCloseButtonText: z.string().trim().min(1, 'Enter the close button text').max(40).default('Close'),
      modalHeaderText: z.string().trim().max(120).default(''),
      displayOnDesktop: z.boolean().default(true),
      displayOnMobile: z.boolean().default(true),
      displayOnUnsupportedBrowser: z.boolean().default(true),
    })
    .superRefine((props, ctx) => {
      // The dialog is labelled by its header (WAI-ARIA dialog pattern).
      if (props.isModal && !props.modalHeaderText) {
        ctx.addIssue({ code: 'custom', path: ['modalHeaderText'], message: 'A modal banner needs a header' });
      }
    }),
  defaults: {
    bannerId: 'trading-hours-notice',
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
  interactive: true,
});
