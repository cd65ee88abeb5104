import { useEffect, useState } from 'react';
import type { ViewProps } from '../view';
import { countdown } from './units';
import { counterId, CountdownTimer, type CountdownTimerProps } from './View';

/**
 * Whether the server rendered the time as up (it left out the counter). Hydration has to
 * start from exactly that HTML, which may be older than now: published pages are cached.
 */
function renderedUp(nodeId: string): boolean | undefined {
  return typeof document === 'undefined' ? undefined : document.getElementById(counterId(nodeId)) === null;
}

/**
 * Island: hydrates the server's counter or time-up HTML as it is, then counts down from the
 * browser's clock, ticking once per shown unit, and switches to the timeUp slot when the time
 * runs out (at once when the page was opened after the date).
 */
export default function CountdownTimerIsland(input: ViewProps<CountdownTimerProps>) {
  const { id, props } = input;
  const target = Date.parse(props.date);
  const unit = props.durationUnit;
  const [now, setNow] = useState(() => Date.now());
  const [settled, setSettled] = useState(false);
  const [serverUp] = useState(() => renderedUp(id));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const at = Date.now();
      setNow(at);
      const state = countdown({ now: at, target, unit });
      if (!state.up) timer = setTimeout(tick, state.nextChange);
    };
    // Timers of hidden tabs are slowed down: catch up when the page shows again.
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    setSettled(true);
    tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [target, unit]);

  const state = countdown({ now, target, unit });
  // First exactly what the server rendered, then the browser's clock; time up stays up.
  const up = serverUp === true || (settled ? state.up : (serverUp ?? state.up));
  return <CountdownTimer {...input} state={{ ...state, up }} />;
}
