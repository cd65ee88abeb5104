import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { NoticeCollection } from '../../core/contracts/notices';

/**
 * Circulars of chosen notice collections with year and topic filters (specification §3
 * "Circular reports", §4 default year, §9 column widths). The server loads the page of notices
 * the address asks for; the filters are a plain GET form, so the list works without JavaScript
 * and every view of it can be bookmarked.
 *
 * The address uses the plain names `year`, `topic` and `page` (`/notices?year=2025&topic=Fees&page=2`):
 * a page holds one notice list, and short names make addresses people can read and share.
 * Two lists on one page would follow the same filters.
 */
export const noticeList = defineComponent({
  name: 'notice-list',
  label: 'Notice list',
  category: 'content',
  description:
    'Published notices of the chosen collections, newest first, one year at a time (this year when it has notices, else the latest year), ' +
    'with a topic filter. The filters are in the address (?year=2025&topic=Fees&page=2); use one notice list per page.',
  props: z.strictObject({
    caption: z.string().trim().min(1, 'Enter the caption of the table').max(120).default('Circulars'),
    searchCollections: z
      .array(z.strictObject({ collection: NoticeCollection }))
      .min(1, 'Choose at least one collection')
      .max(5, 'At most 5 collections')
      .describe('The notice collections listed'),
    showTopicFilter: z.boolean().default(true).describe('Offer the topic filter (some reports filter by year only)'),
    pageSize: z.number().int().min(5, 'At least 5 notices a page').max(100, 'At most 100 notices a page').default(20),
  }),
  defaults: {
    caption: 'Exchange circulars',
    searchCollections: [{ collection: 'exchange-circulars' }],
    showTopicFilter: true,
    pageSize: 20,
  },
});
