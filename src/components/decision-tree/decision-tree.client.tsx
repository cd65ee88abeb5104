import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../disclosure';
import type { ViewProps } from '../view';
import { initialState, transition, type TreeEvent, type TreeState } from './machine';
import { DecisionTree, type DecisionTreeProps, type Ticks } from './View';

/**
 * Island: one view at a time. Each answer, Back and Start again move focus to the heading of
 * the view that appears, so keyboard and screen reader users continue from there.
 */
export default function DecisionTreeIsland(input: ViewProps<DecisionTreeProps>) {
  const { props } = input;
  const live = useHydrated();
  const [state, setState] = useState<TreeState>(() => initialState(props.initialViewId));
  const [ticks, setTicks] = useState<Ticks>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [state]);

  const send = (event: TreeEvent) => {
    const next = transition(props.views, props.initialViewId, state, event);
    if (next === state) return;
    if (event.type === 'restart') setTicks({});
    moved.current = true;
    setState(next);
  };

  return (
    <DecisionTree
      {...input}
      live={live}
      state={state}
      ticks={ticks}
      headingRef={headingRef}
      onChoose={(index) => send({ type: 'choose', index })}
      onTick={(viewId, which, checked) =>
        setTicks((all) => {
          const pair: [boolean, boolean] = [...(all[viewId] ?? [false, false])];
          pair[which] = checked;
          return { ...all, [viewId]: pair };
        })
      }
      onContinue={(viewId) => send({ type: 'continue', checked: ticks[viewId] ?? [false, false] })}
      onBack={() => send({ type: 'back' })}
      onRestart={() => send({ type: 'restart' })}
    />
  );
}
