import { z } from 'zod';
import { defineComponent, type SlotSpec } from '../../core/component';

export const pageLayoutProps = z.strictObject({
  skipLinkText: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .meta({
      title: 'Skip link text',
      description: 'The first link on the page, shown when keyboard users reach it, taking them past the header to the main content. Up to 80 characters.',
    })
    .default('Skip to main content'),
});

/** Specification §2: the brand page-layout slots, in page order. */
export const PAGE_LAYOUT_SLOTS = {
  alertContent: { label: 'Alerts' },
  headerContent: { label: 'Header' },
  banner: { label: 'Banner' },
  main: { label: 'Main content' },
  footerContent: { label: 'Footer' },
  accessCodeHeader: { label: 'Above the access-code form' },
  accessCodeFooter: { label: 'Below the access-code form' },
} as const satisfies Record<string, SlotSpec>;

export const pageLayout = defineComponent({
  name: 'page-layout',
  label: 'Page layout',
  category: 'layout',
  icon: 'page',
  description: 'The root of a page: alerts, header, banner, main content and footer, plus what an access-code gate shows.',
  props: pageLayoutProps,
  slots: PAGE_LAYOUT_SLOTS,
  defaults: { skipLinkText: 'Skip to main content' },
  rootOnly: true,
});
