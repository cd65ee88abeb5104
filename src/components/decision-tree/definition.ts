import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { DECISION_TREE_HEIGHT } from '../../core/constants';
import { elementId, headingLevel, imageSrc } from '../../core/schemas';
import { COMBINATIONS } from './machine';

export const VIEW_TYPES = ['buttons', 'icons', 'checkboxes'] as const;
/** The pictures an icon choice may show (inline SVGs of `icons.tsx`). */
export const ICONS = ['desktop', 'web', 'mobile', 'server', 'cloud', 'network', 'chart', 'document'] as const;
export const MAX_VIEWS = 20;
export const MAX_CHOICES = 8;

const label = z.string().trim().min(1, 'Enter a label').max(80);
/** A view id, or `''` while the editor has not chosen one yet (the target check names it). */
const target = (meta: { title: string; description: string }) => z.string().trim().max(100).meta(meta).default('');

const view = z.strictObject({
  /** Names the view for targets (and its section on the page). */
  id: elementId().meta({
    title: 'View name',
    description: 'A short name answers use to lead here, such as desktop. Letters, digits, - and _, starting with a letter; unique in the tree.',
  }),
  type: z
    .enum(VIEW_TYPES)
    .meta({ title: 'Answer type', description: 'How visitors answer: buttons, buttons with icons, or two checkboxes and a Continue button.' })
    .default('buttons'),
  title: z
    .string()
    .trim()
    .min(1, 'Enter the question or title of this view')
    .max(120)
    .meta({ description: 'The question this view asks, or the title of an answer. Up to 120 characters.' }),
  text: z.string().trim().max(1000).meta({ description: 'A line or two under the title. Optional, up to 1000 characters.' }).default(''),
  /** Buttons and icons views: one per answer; a view without any is an end of the tree (Back and Start again remain). */
  choices: z
    .array(
      z.strictObject({
        label: label.meta({ description: 'The words on the answer’s button. Up to 80 characters.' }),
        icon: z.enum(ICONS).meta({ description: 'The picture on the button, for views whose answer type is icons.' }).default('desktop'),
        targetViewId: target({ title: 'Leads to', description: 'The name of the view this answer opens.' }),
      }),
    )
    .max(MAX_CHOICES, `At most ${MAX_CHOICES} choices`)
    .meta({
      title: 'Answers',
      description: `For buttons and icons: one per answer, up to ${MAX_CHOICES}. None: this view is an end of the tree, with Back and Start again.`,
    })
    .default([]),
  /** Checkboxes views: exactly two. */
  checkboxes: z
    .array(z.strictObject({ label: label.meta({ description: 'The words beside the checkbox. Up to 80 characters.' }) }))
    .max(2, 'A checkboxes view has exactly two checkboxes')
    .meta({ description: 'For the checkboxes type: exactly two checkboxes.' })
    .default([]),
  /** Checkboxes views: the view for each combination, first checkbox first (TF: the first ticked, the second not). */
  targetViewIds: z
    .strictObject({
      TT: target({ title: 'Both ticked', description: 'The view Continue opens when both boxes are ticked.' }),
      TF: target({ title: 'Only the first ticked', description: 'The view Continue opens when only the first box is ticked.' }),
      FT: target({ title: 'Only the second ticked', description: 'The view Continue opens when only the second box is ticked.' }),
      FF: target({ title: 'Neither ticked', description: 'The view Continue opens when no box is ticked.' }),
    })
    .meta({ title: 'Checkbox outcomes', description: 'For the checkboxes type: the view each combination of ticks leads to.' })
    .default({ TT: '', TF: '', FT: '', FF: '' }),
  continueLabel: z
    .string()
    .trim()
    .min(1, 'Enter a label')
    .max(40)
    .meta({ title: 'Continue button', description: 'The words on the button under the checkboxes. Up to 40 characters.' })
    .default('Continue'),
});

type View = z.output<typeof view>;

const noView = (id: string) => (id === '' ? 'Choose the view this leads to' : `No view "${id}": choose one of the views`);

/** Cross-field rules: unique ids, the answers each type needs, and every target a view of this tree. */
function checkViews(views: readonly View[], initialViewId: string, ctx: z.RefinementCtx): void {
  const ids = new Set<string>();
  views.forEach((v, i) => {
    if (ids.has(v.id)) ctx.addIssue({ code: 'custom', path: ['views', i, 'id'], message: `View ids must differ: "${v.id}" is used twice` });
    ids.add(v.id);
  });
  const checkTarget = (id: string, path: (string | number)[]) => {
    if (!ids.has(id)) ctx.addIssue({ code: 'custom', path, message: noView(id) });
  };
  if (views.length > 0) checkTarget(initialViewId, ['initialViewId']);
  views.forEach((v, i) => {
    if (v.type === 'checkboxes') {
      if (v.checkboxes.length !== 2) ctx.addIssue({ code: 'custom', path: ['views', i, 'checkboxes'], message: 'A checkboxes view has exactly two checkboxes' });
      for (const key of COMBINATIONS) checkTarget(v.targetViewIds[key], ['views', i, 'targetViewIds', key]);
      return;
    }
    v.choices.forEach((choice, j) => checkTarget(choice.targetViewId, ['views', i, 'choices', j, 'targetViewId']));
  });
}

/**
 * Specification §3 "Decision tree": height, initialViewId, backgroundImage, inverse and views
 * (buttons, icons, checkboxes), plus the level of the views' headings. Every target must name
 * a view of the same tree; the editor shows each that does not beside its field.
 */
export const decisionTree = defineComponent({
  name: 'decision-tree',
  label: 'Decision tree',
  category: 'content',
  icon: 'branch',
  description: 'Guides visitors to an answer one question at a time, with Back and Start again.',
  props: z
    .strictObject({
      /** Least height in pixels, so the block does not jump as views change. */
      height: z
        .number()
        .int()
        .min(200)
        .max(1200)
        .meta({ title: 'Minimum height (px)', description: 'The least height in pixels, so the page does not jump as views change. From 200 to 1200.' })
        .default(DECISION_TREE_HEIGHT),
      initialViewId: z
        .string()
        .trim()
        .max(100)
        .meta({ title: 'First view', description: 'The name of the view visitors see first and return to with Start again.' })
        .default(''),
      backgroundImage: imageSrc({ allowEmpty: true })
        .meta({ description: 'An image behind the tree, from the media library or an https address. Optional.' })
        .default(''),
      /** Light text on a dark background. */
      inverse: z.boolean().meta({ title: 'Light text on dark', description: 'Yes: light text on a dark background, for dark images.' }).default(false),
      headingLevel: headingLevel()
        .meta({ description: 'The level of each view’s title in the page outline: one below the heading above the tree, usually 3.' })
        .default(3),
      views: z
        .array(view)
        .min(1, 'Add at least one view')
        .max(MAX_VIEWS, `At most ${MAX_VIEWS} views`)
        .meta({ description: `The steps of the tree: each asks a question or gives an answer. From 1 to ${MAX_VIEWS}.` }),
    })
    .superRefine((props, ctx) => checkViews(props.views, props.initialViewId, ctx)),
  defaults: {
    height: DECISION_TREE_HEIGHT,
    initialViewId: 'start',
    backgroundImage: '',
    inverse: false,
    headingLevel: 3,
    views: [
      {
        id: 'start',
        type: 'icons',
        title: 'How will you trade?',
        text: 'Choose where you will use the platform.',
        choices: [
          { label: 'On my desktop', icon: 'desktop', targetViewId: 'desktop' },
          { label: 'In a browser', icon: 'web', targetViewId: 'web' },
        ],
      },
      { id: 'desktop', type: 'buttons', title: 'Install the desktop application', text: 'Download the installer for your environment from the launcher.' },
      { id: 'web', type: 'buttons', title: 'Sign in on the web', text: 'Nothing to install: sign in from any current browser.' },
    ],
  },
  interactive: true,
});
