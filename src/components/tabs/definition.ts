import { z } from 'zod';
import { defineComponent, type SlotSpec } from '../../core/component';
import { elementId, headingLevel } from '../../core/schemas';
import { TABS_MAX, tabSlot } from './slots';

/** One slot per tab (`tab1` … `tab8`): slots are declared, so the number of tabs has a ceiling. */
const slots: Record<string, SlotSpec> = Object.fromEntries(
  Array.from({ length: TABS_MAX }, (_, i) => [tabSlot(i), { label: `Tab ${i + 1}` }]),
);

export const tabs = defineComponent({
  name: 'tabs',
  label: 'Tabs',
  category: 'content',
  icon: 'tabs',
  description: `Content in up to ${TABS_MAX} tabs; a link to a tab’s name opens that tab.`,
  props: z.strictObject({
    label: z
      .string()
      .trim()
      .min(1, 'Enter a name for the tab list')
      .max(120)
      .meta({ title: 'Name for screen readers', description: 'Names the set of tabs for screen readers, e.g. Platforms. Up to 120 characters.' }),
    headingLevel: headingLevel()
      .meta({ description: 'Level of each tab’s heading in the page outline, 1 to 6: read by screen readers, and shown when scripts do not run.' })
      .default(3),
    tabs: z
      .array(
        z.strictObject({
          tabId: elementId().meta({
            title: 'Address name',
            description: 'Opens this tab from a link ending in #name, e.g. desktop: letters, digits, - and _, starting with a letter. Different for each tab.',
          }),
          label: z.string().trim().min(1, 'Enter the tab label').max(60).meta({ description: 'The words on the tab. Up to 60 characters.' }),
        }),
      )
      .min(1, 'Add at least one tab')
      .max(TABS_MAX, `At most ${TABS_MAX} tabs`)
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach(({ tabId }, i) => {
          if (seen.has(tabId)) ctx.addIssue({ code: 'custom', path: [i, 'tabId'], message: `Tab ids must differ: "${tabId}" is used twice` });
          seen.add(tabId);
        });
      })
      .meta({ description: `The tabs, in order: tab 1 shows the content placed in slot Tab 1, and so on. From 1 to ${TABS_MAX}.` }),
  }),
  slots,
  defaults: {
    label: 'Platforms',
    headingLevel: 3,
    tabs: [
      { tabId: 'desktop', label: 'Desktop' },
      { tabId: 'web', label: 'Web' },
    ],
  },
  interactive: true,
});
