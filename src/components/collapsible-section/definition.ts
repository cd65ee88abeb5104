import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { pathProblem } from '../../core/paths';
import { elementId } from '../../core/schemas';

/**
 * `ajaxUrl`: the path of a published partial on the same site, nothing else (DESIGN.md §7:
 * editor-configured fetches stay same-origin). The document path rule rules out hosts,
 * schemes, `//host`, `\` and `..`.
 */
const partialPath = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') return;
    const problem = pathProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `Use the path of a partial on this site, like /partials/fee-notes: ${problem}` });
  });

/**
 * Specification §3 "Collapsible section: hash, ajaxUrl, header, unstyled, collapsed, expanded
 * and partial slots": the section is closed until a visitor opens it (or the address names its
 * hash). Each slot is what one state shows below the header:
 * - `collapsed`: while it is closed, in place of the content (a one-line summary);
 * - `expanded`: while it is open, followed by what `ajaxUrl` loads;
 * - `partial`: in both states, after the others (the part that always stays in view).
 */
export const collapsibleSection = defineComponent({
  name: 'collapsible-section',
  label: 'Collapsible section',
  category: 'content',
  icon: 'collapse',
  description: 'A heading that opens and closes the section below it, with an optional summary while closed.',
  props: z.strictObject({
    /** The section's name in the address: `/fees#clearing-fees` opens it. */
    hash: elementId({ allowEmpty: true })
      .meta({
        title: 'Section name',
        description: 'A name for links that open this section: with clearing-fees, /fees#clearing-fees opens it. Optional; letters, digits, - and _.',
      })
      .default(''),
    ajaxUrl: partialPath
      .meta({
        title: 'Partial to load',
        description: 'The path of a published partial of this site, such as /partials/fee-notes, loaded below the content the first time the section opens. Optional.',
      })
      .default(''),
    header: z
      .string()
      .trim()
      .min(1, 'Enter the header')
      .max(200)
      .meta({ description: 'The line visitors click to open and close the section. Up to 200 characters.' }),
    /** Without the border and background: a plain header and text, for use inside other boxes. */
    unstyled: z
      .boolean()
      .meta({ title: 'Plain look', description: 'Yes: no border or background, for a section inside another box.' })
      .default(false),
  }),
  // `expanded` first: what the editor places into a new section by default is its content.
  slots: {
    expanded: { label: 'Expanded' },
    collapsed: { label: 'Collapsed (shown while closed)' },
    partial: { label: 'Partial (shown open or closed)' },
  },
  defaults: { hash: '', ajaxUrl: '', header: 'Fee schedule notes', unstyled: false },
  version: 2,
  migrations: [
    {
      // Version 1 had a `collapsed` prop (whether the section started closed) and a `partial`
      // slot shown while closed: that slot is now `collapsed`. Sections now always start closed.
      // A node that already has a `collapsed` slot is of version 2 (built without a version, as
      // the seed's are) and keeps its slots: version 1 refused a slot of that name.
      from: 1,
      up: (props) => {
        if (typeof props.collapsed !== 'boolean') return props;
        const { collapsed: _startedClosed, ...rest } = props;
        return rest;
      },
      slots: (slots) => {
        if (Object.hasOwn(slots, 'collapsed')) return slots;
        const { partial, ...rest } = slots;
        return { ...rest, collapsed: partial ?? [], partial: [] };
      },
    },
  ],
  interactive: true,
});
