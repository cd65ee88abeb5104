import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { isInside } from '../disclosure';
import type { Slide } from './slides';
import { initialRotation, startRotation, type Rotation, type RotationEnvironment, type RotationEvent, type RotationState } from './rotation';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The attribute that marks the stop/start control: focus on it does not pause the slide show. */
export const ROTATION_CONTROL = 'data-rotation-control';

/** The page as the rotation driver sees it: the reduced-motion preference and the tab's visibility. */
export function browserEnvironment(): RotationEnvironment {
  const motion = window.matchMedia(REDUCED_MOTION_QUERY);
  return {
    reducedMotion: () => motion.matches,
    hidden: () => document.visibilityState === 'hidden',
    subscribe(onChange) {
      motion.addEventListener('change', onChange);
      document.addEventListener('visibilitychange', onChange);
      return () => {
        motion.removeEventListener('change', onChange);
        document.removeEventListener('visibilitychange', onChange);
      };
    },
  };
}

/**
 * The rotation state of an island. The first render is the server's (slide 1, nothing paused);
 * the driver starts after hydration.
 */
export function useRotation(options: { count: number; repeat: boolean; autoplay: boolean; interval: number }): [RotationState, (event: RotationEvent) => void] {
  const { count, repeat, autoplay, interval } = options;
  const [state, setState] = useState(() => initialRotation({ count, repeat, autoplay }));
  const rotation = useRef<Rotation | null>(null);
  useEffect(() => {
    const running = startRotation({ state: initialRotation({ count, repeat, autoplay }), interval, env: browserEnvironment(), onChange: setState });
    rotation.current = running;
    setState(running.state);
    return () => {
      running.stop();
      rotation.current = null;
    };
  }, [count, repeat, autoplay, interval]);
  const dispatch = useCallback((event: RotationEvent) => rotation.current?.dispatch(event), []);
  return [state, dispatch];
}

/**
 * Handlers for the element around the slides: the pointer over it pauses (when `pauseOnHover`),
 * and so does focus inside it, except on the stop/start control.
 */
export function pauseHandlers(dispatch: (event: RotationEvent) => void, { pauseOnHover }: { pauseOnHover: boolean }) {
  return {
    ...(pauseOnHover
      ? { onMouseEnter: () => dispatch({ type: 'hover', on: true }), onMouseLeave: () => dispatch({ type: 'hover', on: false }) }
      : {}),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      const target = event.target as Element | null;
      dispatch({ type: 'focus', on: !target?.closest?.(`[${ROTATION_CONTROL}]`) });
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!isInside(event.currentTarget, event.relatedTarget)) dispatch({ type: 'focus', on: false });
    },
  };
}

/** Opens the slide a link pointed at (`#slide-id`), once, after hydration. */
export function useSlideFromHash(slides: readonly Slide[], dispatch: (event: RotationEvent) => void): void {
  useEffect(() => {
    let hash = '';
    try {
      hash = decodeURIComponent(location.hash.slice(1));
    } catch {
      // A malformed fragment names no slide.
    }
    const index = hash ? slides.findIndex((s) => s.id === hash) : -1;
    if (index >= 0) dispatch({ type: 'go', index });
  }, [slides, dispatch]);
}
