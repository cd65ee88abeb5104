import type { Ref } from 'react';
import type { PropsOf } from '../../core/component';
import { headingLevel } from '../../core/heading';
import { platformId } from '../../core/ids';
import { Image } from '../../ui/image';
import type { ViewProps } from '../view';
import type { decisionTree } from './definition';
import { ChoiceIcon } from './icons';
import { initialState, type Combination, type TreeState } from './machine';

export type DecisionTreeProps = PropsOf<typeof decisionTree>;
type TreeViewProps = DecisionTreeProps['views'][number];

/** Whether each checkbox of a checkboxes view is ticked, by view id. */
export type Ticks = Readonly<Record<string, readonly [boolean, boolean]>>;

export interface DecisionTreeMarkupProps extends ViewProps<DecisionTreeProps> {
  /**
   * false: the server's HTML, every view a section and every answer an in-page link (what a
   * visitor without JavaScript follows; styles.css shows the targeted view only).
   * true: one view at a time, answers as buttons, driven by the island.
   */
  live: boolean;
  state: TreeState;
  ticks?: Ticks;
  onChoose?: (index: number) => void;
  onTick?: (viewId: string, which: 0 | 1, checked: boolean) => void;
  onContinue?: (viewId: string) => void;
  onBack?: () => void;
  onRestart?: () => void;
  /** The heading of the view shown (the island focuses it after each move). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Without scripts a checkbox view offers its four combinations as links. */
const STATIC_COMBINATIONS: readonly [Combination, (a: string, b: string) => string][] = [
  ['TT', () => 'Both apply'],
  ['TF', (a) => `Only: ${a}`],
  ['FT', (_a, b) => `Only: ${b}`],
  ['FF', () => 'Neither applies'],
];

export function sectionId(nodeId: string, viewId: string): string {
  return platformId(nodeId, 'view', viewId);
}

/** The initial view first (what a visitor sees first without scripts), then the others in order. */
function ordered(views: readonly TreeViewProps[], initialViewId: string): TreeViewProps[] {
  const first = views.find((v) => v.id === initialViewId);
  return first ? [first, ...views.filter((v) => v !== first)] : [...views];
}

/** The decision tree in a given state; the island supplies the state and the handlers. */
export function DecisionTree({ id, props, live, state, ticks = {}, onChoose, onTick, onContinue, onBack, onRestart, headingRef }: DecisionTreeMarkupProps) {
  const classes = ['t-decision-tree', live ? 't-decision-tree--live' : 't-decision-tree--static'];
  if (props.inverse) classes.push('t-decision-tree--inverse');
  if (props.backgroundImage) classes.push('t-decision-tree--with-image');
  const link = (viewId: string) => `#${sectionId(id, viewId)}`;
  const atStart = state.current === props.initialViewId && state.history.length === 0;

  return (
    <div className={classes.join(' ')} style={{ minHeight: props.height }}>
      {props.backgroundImage ? <Image className="t-decision-tree__image" src={props.backgroundImage} alt="" /> : null}
      <div className="t-decision-tree__panel">
        {ordered(props.views, props.initialViewId).map((view) => {
          const shown = view.id === state.current;
          const Heading = `h${headingLevel(view.title, props.headingLevel)}` as const;
          const [first, second] = [view.checkboxes[0]?.label ?? '', view.checkboxes[1]?.label ?? ''];
          const checked = ticks[view.id] ?? [false, false];
          return (
            <section className="t-decision-tree__view" key={view.id} id={sectionId(id, view.id)} hidden={live && !shown}>
              <Heading
                className="t-decision-tree__title"
                tabIndex={live ? -1 : undefined}
                ref={live && shown ? headingRef : undefined}
              >
                {view.title}
              </Heading>
              {view.text ? <p className="t-decision-tree__text">{view.text}</p> : null}
              {view.type === 'checkboxes' ? (
                live ? (
                  <div className="t-decision-tree__form">
                    <fieldset className="t-decision-tree__checks">
                      <legend className="t-visually-hidden">{view.title}</legend>
                      {[first, second].map((text, which) => (
                        <label className="t-decision-tree__check" key={which}>
                          <input type="checkbox" checked={checked[which]} onChange={(event) => onTick?.(view.id, which as 0 | 1, event.currentTarget.checked)} />
                          <span>{text}</span>
                        </label>
                      ))}
                    </fieldset>
                    <button type="button" className="t-decision-tree__choice t-decision-tree__continue" onClick={() => onContinue?.(view.id)}>
                      {view.continueLabel}
                    </button>
                  </div>
                ) : (
                  <>
                    <ul className="t-decision-tree__statements">
                      <li>{first}</li>
                      <li>{second}</li>
                    </ul>
                    <ul className="t-decision-tree__choices">
                      {STATIC_COMBINATIONS.map(([key, text]) => (
                        <li key={key}>
                          <a className="t-decision-tree__choice" href={link(view.targetViewIds[key])}>
                            {text(first, second)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </>
                )
              ) : view.choices.length > 0 ? (
                <ul className={`t-decision-tree__choices t-decision-tree__choices--${view.type}`}>
                  {view.choices.map((choice, index) => {
                    const content = (
                      <>
                        {view.type === 'icons' ? <ChoiceIcon name={choice.icon} /> : null}
                        <span className="t-decision-tree__label">{choice.label}</span>
                      </>
                    );
                    return (
                      <li key={index}>
                        {live ? (
                          <button type="button" className="t-decision-tree__choice" onClick={() => onChoose?.(index)}>
                            {content}
                          </button>
                        ) : (
                          <a className="t-decision-tree__choice" href={link(choice.targetViewId)}>
                            {content}
                          </a>
                        )}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
              {live ? (
                !shown || atStart ? null : (
                  <div className="t-decision-tree__nav">
                    {state.history.length > 0 ? (
                      <button type="button" className="t-decision-tree__nav-button" onClick={onBack}>
                        Back
                      </button>
                    ) : null}
                    <button type="button" className="t-decision-tree__nav-button" onClick={onRestart}>
                      Start again
                    </button>
                  </div>
                )
              ) : view.id === props.initialViewId ? null : (
                <div className="t-decision-tree__nav">
                  <a className="t-decision-tree__nav-button" href={link(props.initialViewId)}>
                    Start again
                  </a>
                </div>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** Server view: the static HTML, identical to the island's first render so hydration matches. */
export default function DecisionTreeView(input: ViewProps<DecisionTreeProps>) {
  return <DecisionTree {...input} live={false} state={initialState(input.props.initialViewId)} />;
}
