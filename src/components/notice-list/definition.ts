import { z } from 'zod';
import { defineComponent, serverData } from '../../core/component';
import { NoticeCollection, NoticeView } from '../../core/contracts/notices';

/** What the server loads for a notice list (its node loader, src/content/loaders/notices.ts). */
export const NoticeListDataSchema = z.object({
  /** Available years, newest first. */
  years: z.array(z.number().int()),
  topics: z.array(z.string()),
  /** The year shown: the one asked for, else the default year; absent when there are no notices. */
  year: z.number().int().optional(),
  /** `''`: all topics. */
  topic: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  notices: z.array(NoticeView),
});

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
  icon: 'notices',
  oncePerPage: true,
  description: 'Published notices and circulars, newest first, one year at a time, with year and topic filters.',
  props: z.strictObject({
    caption: z
      .string()
      .trim()
      .min(1, 'Enter the caption of the table')
      .max(120)
      .meta({ description: 'The title of the table of notices. Up to 120 characters.' })
      .default('Circulars'),
    searchCollections: z
      .array(z.strictObject({ collection: NoticeCollection.meta({ description: 'A collection of notices, such as Exchange circulars or Clearing notices.' }) }))
      .min(1, 'Choose at least one collection')
      .max(5, 'At most 5 collections')
      .meta({ title: 'Collections', description: 'The notice collections listed together. From 1 to 5.' }),
    showTopicFilter: z.boolean().meta({ description: 'Yes: visitors can filter by topic as well as by year (some reports filter by year only).' }).default(true),
    pageSize: z
      .number()
      .int()
      .min(5, 'At least 5 notices a page')
      .max(100, 'At most 100 notices a page')
      .meta({ title: 'Notices per page', description: 'How many notices a page of the list shows: 5 to 100.' })
      .default(20),
  }),
  defaults: {
    caption: 'Exchange circulars',
    searchCollections: [{ collection: 'exchange-circulars' }],
    showTopicFilter: true,
    pageSize: 20,
  },
  data: serverData({ schema: NoticeListDataSchema, usesQuery: true }),
});
