/**
 * The decision tree's transitions (specification: "Decision tree starts at initialViewId;
 * button and icon views go to their target; a checkbox view picks the target from the
 * combination of its two checkboxes (TT, TF, FT, FF)"), kept pure so they are tested alone.
 */

export const COMBINATIONS = ['TT', 'TF', 'FT', 'FF'] as const;
export type Combination = (typeof COMBINATIONS)[number];

/** What the machine needs of a view: its id, type, and where each of its answers leads. */
export interface TreeView {
  id: string;
  type: 'buttons' | 'icons' | 'checkboxes';
  choices: readonly { targetViewId: string }[];
  targetViewIds: Readonly<Record<Combination, string>>;
}

export interface TreeState {
  /** The view shown. */
  current: string;
  /** The views that led here, oldest first: Back returns to the last one. */
  history: readonly string[];
}

export type TreeEvent =
  /** A button or icon of the current view, by its position. */
  | { type: 'choose'; index: number }
  /** The Continue button of a checkbox view, with the state of its two checkboxes. */
  | { type: 'continue'; checked: readonly [boolean, boolean] }
  | { type: 'back' }
  | { type: 'restart' };

/** The key of `targetViewIds` for two checkboxes: `T` for ticked, `F` for not, first checkbox first. */
export function combination(first: boolean, second: boolean): Combination {
  return `${first ? 'T' : 'F'}${second ? 'T' : 'F'}` as Combination;
}

export function initialState(initialViewId: string): TreeState {
  return { current: initialViewId, history: [] };
}

/** Where an answer of `view` leads, or `undefined` when the answer does not fit the view. */
export function targetOf(view: TreeView, event: TreeEvent): string | undefined {
  if (event.type === 'choose') return view.type === 'checkboxes' ? undefined : view.choices[event.index]?.targetViewId;
  if (event.type === 'continue') return view.type === 'checkboxes' ? view.targetViewIds[combination(event.checked[0], event.checked[1])] : undefined;
  return undefined;
}

/**
 * The state after an event. An answer that leads nowhere known (the editor refuses such trees,
 * so only stale data could) leaves the state as it is; Back at the start does nothing.
 */
export function transition(views: readonly TreeView[], initialViewId: string, state: TreeState, event: TreeEvent): TreeState {
  if (event.type === 'restart') return initialState(initialViewId);
  if (event.type === 'back') {
    const previous = state.history.at(-1);
    return previous === undefined ? state : { current: previous, history: state.history.slice(0, -1) };
  }
  const view = views.find((v) => v.id === state.current);
  const target = view && targetOf(view, event);
  if (target === undefined || !views.some((v) => v.id === target)) return state;
  return { current: target, history: [...state.history, state.current] };
}
