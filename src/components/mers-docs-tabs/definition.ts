import { z } from 'zod';
import { defineComponent, serverData } from '../../core/component';
import { NoticeView } from '../../core/contracts/notices';
import { headingLevel } from '../../core/schemas';
import { TABS_MAX } from '../tabs/slots';

/** The most documents one tab lists. */
export const MERS_DOCS_MAX_LIMIT = 100;

/** What the server loads for MERS docs tabs: per tab, in tab order, its newest documents. */
export const MersDocsTabsDataSchema = z.object({
  tabs: z.array(
    z.object({
      documents: z.array(NoticeView),
      /** How many published documents the tab's type has (the list shows the newest `limit`). */
      total: z.number().int(),
    }),
  ),
});

/**
 * MERS docs tabs (specification §3 "MERS docs tabs: documentType, tabName, header"). Each tab
 * lists the published notices (documents) whose type is the tab's `documentType`: the notice's
 * circular type, matched exactly, in any collection (`Rule`, `Information Memo`,
 * `Regulatory Bulletin`, `Clearing Notice` …), newest first. Tabs without JavaScript: a list of
 * links to the tabs' sections; where scripts run, the styles show one section at a time and the
 * address (`#tab-name`) picks it.
 */
export const mersDocsTabs = defineComponent({
  name: 'mers-docs-tabs',
  label: 'MERS docs tabs',
  category: 'content',
  icon: 'folder',
  description: 'Tabs of document lists, each with the newest published documents of one type, such as Information Memo.',
  props: z.strictObject({
    label: z
      .string()
      .trim()
      .min(1, 'Enter a name for the tab list')
      .max(120)
      .meta({ title: 'Name for screen readers', description: 'Names the set of tabs for screen readers, e.g. Documents. Up to 120 characters.' })
      .default('Documents'),
    headingLevel: headingLevel()
      .meta({ description: 'Level of each tab’s heading in the page outline, 1 to 6: read by screen readers, and shown when scripts do not run.' })
      .default(3),
    limit: z
      .number()
      .int()
      .min(1, 'At least 1 document a tab')
      .max(MERS_DOCS_MAX_LIMIT, `At most ${MERS_DOCS_MAX_LIMIT} documents a tab`)
      .meta({ title: 'Documents per tab', description: `How many documents each tab lists, newest first: 1 to ${MERS_DOCS_MAX_LIMIT}.` })
      .default(20),
    tabs: z
      .array(
        z.strictObject({
          documentType: z
            .string()
            .trim()
            .min(1, 'Enter the document type')
            .max(120)
            .meta({ description: 'The notices’ circular type this tab lists, exactly as in the notices screen, e.g. Information Memo.' }),
          tabName: z
            .string()
            .trim()
            .min(1, 'Enter the tab name')
            .max(60)
            .meta({ description: 'The words on the tab, also used for its address (Memos opens at #memos). Different for each tab, up to 60 characters.' }),
          header: z
            .string()
            .trim()
            .min(1, 'Enter the header of the tab')
            .max(120)
            .meta({ title: 'Table caption', description: 'The title of the tab’s table of documents. Up to 120 characters.' }),
        }),
      )
      .min(1, 'Add at least one tab')
      .max(TABS_MAX, `At most ${TABS_MAX} tabs`)
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach(({ tabName }, i) => {
          const key = tabName.toLowerCase();
          if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'tabName'], message: `Tab names must differ: "${tabName}" is used twice` });
          seen.add(key);
        });
      })
      .meta({ description: `The tabs, in order, each listing one type of document. From 1 to ${TABS_MAX}.` }),
  }),
  defaults: {
    label: 'Documents',
    headingLevel: 3,
    limit: 20,
    tabs: [
      { documentType: 'Information Memo', tabName: 'Memos', header: 'Information memos' },
      { documentType: 'Regulatory Bulletin', tabName: 'Bulletins', header: 'Regulatory bulletins' },
    ],
  },
  data: serverData({ schema: MersDocsTabsDataSchema, usesQuery: false }),
});
