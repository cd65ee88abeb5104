import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { HELP_TOOLTIP_DEFAULT } from '../../core/constants';

export const helpTooltip = defineComponent({
  name: 'help-tooltip',
  label: 'Help tooltip',
  category: 'content',
  icon: 'help',
  description: 'A “Click for help” button that shows a short help text.',
  props: z.strictObject({
    text: z
      .string()
      .trim()
      .min(1, 'Enter the help text')
      .max(2000)
      .meta({ title: 'Help text', description: 'Shown when the button is pressed; a long text shows its first 40 characters and a (more) button. Up to 2000 characters.' }),
    label: z
      .string()
      .trim()
      .min(1, 'Enter the button label')
      .max(60)
      .meta({ title: 'Button label', description: `The words on the button that opens the help, e.g. "${HELP_TOOLTIP_DEFAULT}". Up to 60 characters.` })
      .default(HELP_TOOLTIP_DEFAULT),
  }),
  defaults: {
    text: 'Tiers are set by your average daily volume as a share of U.S. consolidated volume in the billing month.',
    label: HELP_TOOLTIP_DEFAULT,
  },
  interactive: true,
  hydrate: 'idle',
});
