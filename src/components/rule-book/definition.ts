import { z } from 'zod';
import { defineComponent, serverData } from '../../core/component';
import { NoticeCollection, NoticeView } from '../../core/contracts/notices';

/** What the server loads for a rule book: every published entry of its collections, by sort order. */
export const RuleBookDataSchema = z.object({ entries: z.array(NoticeView) });

/**
 * The rule book (specification §4 "rule book by sortOrder ascending", §7 "rule book sends only
 * searchCollections with page size 9999", §9 "Rule book page size 9999"): every published entry
 * of its collections in one table, no filters.
 */
export const ruleBook = defineComponent({
  name: 'rule-book',
  label: 'Rule book',
  category: 'content',
  icon: 'book',
  description: 'Every entry of the rule book, or other chosen collections, in order: rule, title and document link.',
  props: z.strictObject({
    caption: z
      .string()
      .trim()
      .min(1, 'Enter the caption of the table')
      .max(120)
      .meta({ description: 'The title of the table of rules. Up to 120 characters.' })
      .default('Rule book'),
    searchCollections: z
      .array(z.strictObject({ collection: NoticeCollection.meta({ description: 'A collection of published entries, normally Rule book.' }) }))
      .min(1, 'Choose at least one collection')
      .max(5, 'At most 5 collections')
      .meta({ title: 'Collections', description: 'The collections whose entries are listed together. From 1 to 5.' })
      .default([{ collection: 'rule-book' }]),
  }),
  defaults: {
    caption: 'Rule book',
    searchCollections: [{ collection: 'rule-book' }],
  },
  data: serverData({ schema: RuleBookDataSchema, usesQuery: false }),
});
