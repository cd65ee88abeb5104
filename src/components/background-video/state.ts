/**
 * What the background video does, as a pure state machine the island drives:
 * idle (the server's HTML: the poster, no control) → playing (it started by itself, motion
 * allowed) or paused (reduced motion, or the browser refused to autoplay); playing ⇄ paused by
 * the visitor's button or the video's own events; failed (the file could not be played: the
 * poster stays and the button goes) from anywhere.
 */
export type BackgroundVideoState = 'idle' | 'playing' | 'paused' | 'failed';

export type BackgroundVideoEvent =
  | { type: 'start' }
  | { type: 'playing' }
  | { type: 'paused' }
  | { type: 'failed' };

export function backgroundVideoReducer(state: BackgroundVideoState, event: BackgroundVideoEvent): BackgroundVideoState {
  if (state === 'failed') return state;
  switch (event.type) {
    case 'start':
      // Until the video reports that it plays, it is paused: the button offers to play it.
      return state === 'idle' ? 'paused' : state;
    case 'playing':
      return 'playing';
    case 'paused':
      return state === 'idle' ? state : 'paused';
    case 'failed':
      return 'failed';
  }
}

/** Whether the island should start the video by itself: only when the visitor has not asked for less motion. */
export function shouldAutoplay({ reducedMotion }: { reducedMotion: boolean }): boolean {
  return !reducedMotion;
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The control's accessible name in each state (it says what pressing it does). */
export function controlLabel(state: BackgroundVideoState): string {
  return state === 'playing' ? 'Pause background video' : 'Play background video';
}
