/**
 * Which slide shows and whether the slides turn by themselves, for the carousel kinds and the
 * gallery: a pure state machine plus a small driver that owns the timer. Browser-free: the
 * driver reads the page through a `RotationEnvironment`, so tests run it on fake timers.
 *
 * Autoplay runs while the visitor wants it (`playing`: the `autoplay` prop, then the
 * stop/start control) and nothing pauses it: the pointer over the carousel, keyboard focus
 * inside it, a hidden tab, or `prefers-reduced-motion: reduce`, under which it never runs
 * (WAI-ARIA APG carousel pattern; WCAG 2.2.2).
 */
/** Labels of the stop/start control (WAI-ARIA APG carousel example). */
export const ROTATION_LABELS = { stop: 'Stop automatic slide show', start: 'Start automatic slide show' } as const;

export interface RotationState {
  index: number;
  count: number;
  /** Wraps from the last slide to the first and back (the `repeat` / `loop` prop). */
  repeat: boolean;
  playing: boolean;
  hover: boolean;
  focus: boolean;
  hidden: boolean;
  reducedMotion: boolean;
}

export type RotationEvent =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'go'; index: number }
  | { type: 'tick' }
  | { type: 'toggle' }
  | { type: 'hover'; on: boolean }
  | { type: 'focus'; on: boolean }
  | { type: 'visibility'; hidden: boolean }
  | { type: 'reduced-motion'; on: boolean };

export function initialRotation({ count, repeat, autoplay }: { count: number; repeat: boolean; autoplay: boolean }): RotationState {
  return { index: 0, count, repeat, playing: autoplay, hover: false, focus: false, hidden: false, reducedMotion: false };
}

/** Whether the slides are turning by themselves right now. */
export function isRotating(state: RotationState): boolean {
  return state.playing && !state.hover && !state.focus && !state.hidden && !state.reducedMotion && state.count > 1;
}

export function canGoNext(state: RotationState): boolean {
  return state.count > 1 && (state.repeat || state.index < state.count - 1);
}

export function canGoPrevious(state: RotationState): boolean {
  return state.count > 1 && (state.repeat || state.index > 0);
}

function withIndex(state: RotationState, index: number): RotationState {
  return index === state.index ? state : { ...state, index };
}

function set<K extends keyof RotationState>(state: RotationState, key: K, value: RotationState[K]): RotationState {
  return state[key] === value ? state : { ...state, [key]: value };
}

/** The next state; the same object when nothing changes. */
export function rotationReducer(state: RotationState, event: RotationEvent): RotationState {
  const last = state.count - 1;
  switch (event.type) {
    case 'next':
      if (!canGoNext(state)) return state;
      return withIndex(state, state.index >= last ? 0 : state.index + 1);
    case 'previous':
      if (!canGoPrevious(state)) return state;
      return withIndex(state, state.index <= 0 ? last : state.index - 1);
    case 'go':
      return Number.isInteger(event.index) && event.index >= 0 && event.index <= last ? withIndex(state, event.index) : state;
    case 'tick':
      if (!isRotating(state)) return state;
      // Without repeat the slide show ends on the last slide.
      if (!canGoNext(state)) return set(state, 'playing', false);
      return withIndex(state, state.index >= last ? 0 : state.index + 1);
    case 'toggle':
      if (state.playing) return set(state, 'playing', false);
      // Never under reduced motion; a visitor who starts it means it, so focus on the control no longer pauses it.
      if (state.reducedMotion || state.count < 2) return state;
      return { ...state, playing: true, focus: false };
    case 'hover':
      return set(state, 'hover', event.on);
    case 'focus':
      return set(state, 'focus', event.on);
    case 'visibility':
      return set(state, 'hidden', event.hidden);
    case 'reduced-motion':
      return set(state, 'reducedMotion', event.on);
  }
}

/** What the driver needs to know about the page. */
export interface RotationEnvironment {
  reducedMotion(): boolean;
  hidden(): boolean;
  /** Calls `onChange` when either answer may have changed; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

export interface Rotation {
  readonly state: RotationState;
  dispatch(event: RotationEvent): void;
  /** Clears the timer and stops listening to the page. */
  stop(): void;
}

/**
 * Runs a rotation: a timer of `interval` ms moves to the next slide while `isRotating`, and
 * starts afresh whenever the slide changes or rotation resumes, so a visitor always gets a
 * whole interval on a slide. `onChange` receives every new state.
 */
export function startRotation({
  state,
  interval,
  env,
  onChange,
}: {
  state: RotationState;
  interval: number;
  env: RotationEnvironment;
  onChange: (state: RotationState) => void;
}): Rotation {
  let current = state;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!stopped && isRotating(current)) {
      timer = setTimeout(() => {
        timer = undefined;
        dispatch({ type: 'tick' });
      }, interval);
    }
  };

  function dispatch(event: RotationEvent): void {
    if (stopped) return;
    const next = rotationReducer(current, event);
    if (next === current) return;
    const restart = next.index !== current.index || isRotating(next) !== isRotating(current);
    current = next;
    if (restart) schedule();
    onChange(current);
  }

  const sync = () => {
    dispatch({ type: 'reduced-motion', on: env.reducedMotion() });
    dispatch({ type: 'visibility', hidden: env.hidden() });
  };
  const unsubscribe = env.subscribe(sync);
  sync();
  schedule();

  return {
    get state() {
      return current;
    },
    dispatch,
    stop() {
      stopped = true;
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
