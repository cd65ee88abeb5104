import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { headingLevel } from '../../core/schemas';
import { TABS_MAX } from '../tabs/slots';

/** The most documents one tab lists. */
export const MERS_DOCS_MAX_LIMIT = 100;

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
  description:
    'Tabs of document lists. Each tab lists the newest published documents of its document type (a notice’s circular type, ' +
    'exactly as in the notices screen, e.g. "Information Memo"), under its header; the address #tab-name opens a tab.',
  props: z.strictObject({
    label: z.string().trim().min(1, 'Enter a name for the tab list').max(120).default('Documents').describe('The accessible name of the tab list'),
    headingLevel: headingLevel().default(3).describe('Level of each tab’s heading (read by screen readers; shown without scripts)'),
    limit: z
      .number()
      .int()
      .min(1, 'At least 1 document a tab')
      .max(MERS_DOCS_MAX_LIMIT, `At most ${MERS_DOCS_MAX_LIMIT} documents a tab`)
      .default(20)
      .describe('Documents listed in each tab, newest first'),
    tabs: z
      .array(
        z.strictObject({
          documentType: z.string().trim().min(1, 'Enter the document type').max(120),
          tabName: z.string().trim().min(1, 'Enter the tab name').max(60),
          header: z.string().trim().min(1, 'Enter the header of the tab').max(120).describe('The caption of the tab’s document table'),
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
      }),
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
});
