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
const target = z.string().trim().max(100).default('');

const view = z.strictObject({
  /** Names the view for targets (and its section on the page). */
  id: elementId(),
  type: z.enum(VIEW_TYPES).default('buttons'),
  title: z.string().trim().min(1, 'Enter the question or title of this view').max(120),
  text: z.string().trim().max(1000).default(''),
  /** Buttons and icons views: one per answer; a view without any is an end of the tree (Back and Start again remain). */
  choices: z
    .array(z.strictObject({ label, icon: z.enum(ICONS).default('desktop'), targetViewId: target }))
    .max(MAX_CHOICES, `At most ${MAX_CHOICES} choices`)
    .default([]),
  /** Checkboxes views: exactly two. */
  checkboxes: z.array(z.strictObject({ label })).max(2, 'A checkboxes view has exactly two checkboxes').default([]),
  /** Checkboxes views: the view for each combination, first checkbox first (TF: the first ticked, the second not). */
  targetViewIds: z.strictObject({ TT: target, TF: target, FT: target, FF: target }).default({ TT: '', TF: '', FT: '', FF: '' }),
  continueLabel: z.string().trim().min(1, 'Enter a label').max(40).default('Continue'),
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
  description:
    'Guides visitors to an answer one question at a time: buttons, icons or a pair of checkboxes lead to the next view, with Back and Start again.',
  props: z
    .strictObject({
      /** Least height in pixels, so the block does not jump as views change. */
      height: z.number().int().min(200).max(1200).default(DECISION_TREE_HEIGHT),
      initialViewId: z.string().trim().max(100).default(''),
      backgroundImage: imageSrc({ allowEmpty: true }).default(''),
      /** Light text on a dark background. */
      inverse: z.boolean().default(false),
      headingLevel: headingLevel().default(3),
      views: z.array(view).min(1, 'Add at least one view').max(MAX_VIEWS, `At most ${MAX_VIEWS} views`),
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
