import { z } from 'zod';
import { defineComponent, type SlotSpec } from '../../core/component';
import { cssLength } from '../../core/schemas';
import { MAX_PAGES, pageSlot } from './pager';

/** What a page of the pager holds: cards and card-like blocks. */
export const CARD_PAGER_ALLOW = ['card', 'box', 'callout'] as const;

/**
 * Specification §3 "Card pager": `pages` is how many pages there are; the cards of page n are
 * the slot `page{n}`. The pages' height lies between `minHeight` and `maxHeight` (`auto`: no
 * bound); above `maxHeight` a page scrolls.
 */
export const cardPager = defineComponent({
  name: 'card-pager',
  label: 'Card pager',
  category: 'layout',
  icon: 'pages',
  description: 'Pages of cards shown one page at a time, with previous/next buttons and "Page n of N".',
  props: z.strictObject({
    pages: z
      .number()
      .int('The number of pages is a whole number')
      .min(1, 'A card pager has at least 1 page')
      .max(MAX_PAGES, `A card pager has at most ${MAX_PAGES} pages`)
      .meta({ title: 'Number of pages', description: `How many pages of cards there are; each page has its own area to fill. From 1 to ${MAX_PAGES}.` })
      .default(2),
    minHeight: cssLength()
      .meta({ title: 'Minimum height', description: 'The least height of a page, such as 20rem or 480px, so the buttons do not jump; auto: no minimum.' })
      .default('auto'),
    maxHeight: cssLength()
      .meta({ title: 'Maximum height', description: 'The most height of a page, such as 40rem; a taller page scrolls. Auto: no limit.' })
      .default('auto'),
  }),
  slots: Object.fromEntries(
    Array.from({ length: MAX_PAGES }, (_, i): [string, SlotSpec] => [pageSlot(i), { label: `Page ${i + 1}`, allow: CARD_PAGER_ALLOW, max: 12 }]),
  ),
  defaults: { pages: 2, minHeight: 'auto', maxHeight: 'auto' },
  interactive: true,
  hydrate: 'idle',
});
