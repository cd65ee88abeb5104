import { z } from 'zod';
import { defineComponent, serverData } from '../../core/component';
import { LaunchConfig } from '../../core/contracts/launch';
import { headingLevel } from '../../core/schemas';

/** What the server loads for the launch page: the launcher's configuration (`launchConfig` of src/content/launch.ts). */
export const LaunchPageDataSchema = LaunchConfig;

/**
 * The launch page of issue 15: an explanation and the button that opens the launcher, the
 * modal titled "Connect" listing the desktop installers by memory size and environment with
 * the help desk's 24-hour lines (loaded on the server from the launcher's configuration).
 */
export const launchPage = defineComponent({
  name: 'launch-page',
  label: 'Launch page',
  category: 'content',
  icon: 'launch',
  description: 'Explains the desktop application and opens its launcher: installers and 24-hour support lines.',
  props: z.strictObject({
    heading: z.string().trim().min(1, 'Enter a heading').max(120).meta({ description: 'Shown above the explanation. Up to 120 characters.' }),
    headingLevel: headingLevel()
      .meta({ description: 'The heading’s place in the page outline, from 1 (the page title) to 6; 2 suits a section.' })
      .default(2),
    text: z
      .string()
      .trim()
      .max(1000)
      .meta({ description: 'Explains the desktop application and which installer to choose. Optional, up to 1000 characters.' })
      .default(''),
    buttonLabel: z
      .string()
      .trim()
      .min(1, 'Enter the label of the launch button')
      .max(40)
      .meta({ description: 'The words on the button that opens the Connect window with the installers. Up to 40 characters.' })
      .default('Launch'),
  }),
  defaults: {
    heading: 'Launch the desktop application',
    headingLevel: 2,
    text: 'Trade and manage orders from the desktop application. Choose the installer for your environment and the memory your workstation can spare.',
    buttonLabel: 'Launch',
  },
  interactive: true,
  data: serverData({ schema: LaunchPageDataSchema, usesQuery: false }),
});
