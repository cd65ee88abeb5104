import { defineComponent } from '../../core/component';
import { PAGE_LAYOUT_SLOTS, pageLayoutProps } from '../page-layout/definition';

const { banner: _banner, ...slots } = PAGE_LAYOUT_SLOTS;

/** Specification §2: the layout of brands without a banner. */
export const pageLayoutNoBanner = defineComponent({
  name: 'page-layout-no-banner',
  label: 'Page layout without banner',
  category: 'layout',
  icon: 'page',
  description: 'The root of a page for brands without a banner: alerts, header, main content and footer.',
  props: pageLayoutProps,
  slots,
  defaults: { skipLinkText: 'Skip to main content' },
  rootOnly: true,
});
