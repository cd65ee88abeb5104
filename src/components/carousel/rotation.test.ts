import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL, GALLERY_INTERVAL } from '../../core/constants';
import {
  canGoNext,
  canGoPrevious,
  initialRotation,
  isRotating,
  rotationReducer,
  startRotation,
  type RotationEnvironment,
  type RotationEvent,
  type RotationState,
} from './rotation';

const start = (overrides: Partial<RotationState> = {}): RotationState => ({ ...initialRotation({ count: 3, repeat: true, autoplay: true }), ...overrides });
const run = (state: RotationState, ...events: RotationEvent[]) => events.reduce(rotationReducer, state);

describe('rotation: state transitions', () => {
  it('starts on the first slide, playing when autoplay is on', () => {
    expect(initialRotation({ count: 3, repeat: true, autoplay: true })).toEqual({
      index: 0, count: 3, repeat: true, playing: true, hover: false, focus: false, hidden: false, reducedMotion: false,
    });
    expect(isRotating(initialRotation({ count: 3, repeat: true, autoplay: false }))).toBe(false);
    expect(isRotating(initialRotation({ count: 1, repeat: true, autoplay: true }))).toBe(false);
  });

  it('next and previous wrap around with repeat', () => {
    expect(run(start(), { type: 'next' }).index).toBe(1);
    expect(run(start({ index: 2 }), { type: 'next' }).index).toBe(0);
    expect(run(start(), { type: 'previous' }).index).toBe(2);
    expect(run(start({ index: 1 }), { type: 'previous' }).index).toBe(0);
  });

  it('next and previous stop at the ends without repeat', () => {
    const first = start({ repeat: false });
    expect(canGoPrevious(first)).toBe(false);
    expect(rotationReducer(first, { type: 'previous' })).toBe(first);
    const last = start({ repeat: false, index: 2 });
    expect(canGoNext(last)).toBe(false);
    expect(rotationReducer(last, { type: 'next' })).toBe(last);
    expect(canGoNext(start({ count: 1 }))).toBe(false);
  });

  it('goes to an indicated slide, and ignores slides that do not exist', () => {
    expect(run(start(), { type: 'go', index: 2 }).index).toBe(2);
    const state = start();
    for (const index of [-1, 3, 1.5, Number.NaN]) expect(rotationReducer(state, { type: 'go', index })).toBe(state);
  });

  it('a tick turns to the next slide only while rotating', () => {
    expect(run(start(), { type: 'tick' }).index).toBe(1);
    expect(run(start({ index: 2 }), { type: 'tick' }).index).toBe(0);
    for (const paused of [{ playing: false }, { hover: true }, { focus: true }, { hidden: true }, { reducedMotion: true }]) {
      const state = start(paused);
      expect(rotationReducer(state, { type: 'tick' })).toBe(state);
    }
  });

  it('without repeat the slide show ends on the last slide', () => {
    const state = run(start({ repeat: false, index: 2 }), { type: 'tick' });
    expect(state).toMatchObject({ index: 2, playing: false });
    expect(isRotating(state)).toBe(false);
  });

  it('the stop/start control stops and restarts it; starting clears the focus pause', () => {
    const stopped = run(start(), { type: 'toggle' });
    expect(stopped.playing).toBe(false);
    const restarted = run(stopped, { type: 'focus', on: true }, { type: 'toggle' });
    expect(restarted).toMatchObject({ playing: true, focus: false });
    expect(isRotating(restarted)).toBe(true);
  });

  it('never starts under reduced motion or with a single slide', () => {
    const reduced = start({ playing: false, reducedMotion: true });
    expect(rotationReducer(reduced, { type: 'toggle' })).toBe(reduced);
    expect(isRotating(start({ reducedMotion: true }))).toBe(false);
    const single = start({ count: 1, playing: false });
    expect(rotationReducer(single, { type: 'toggle' })).toBe(single);
  });

  it('hover, focus, a hidden tab and reduced motion each pause it, and lifting them resumes it', () => {
    const pauses: [RotationEvent, RotationEvent][] = [
      [{ type: 'hover', on: true }, { type: 'hover', on: false }],
      [{ type: 'focus', on: true }, { type: 'focus', on: false }],
      [{ type: 'visibility', hidden: true }, { type: 'visibility', hidden: false }],
      [{ type: 'reduced-motion', on: true }, { type: 'reduced-motion', on: false }],
    ];
    for (const [pause, resume] of pauses) {
      const paused = run(start(), pause);
      expect(isRotating(paused), pause.type).toBe(false);
      expect(paused.playing, pause.type).toBe(true);
      expect(isRotating(run(paused, resume)), pause.type).toBe(true);
    }
    // Two pauses at once: lifting one is not enough.
    expect(isRotating(run(start(), { type: 'hover', on: true }, { type: 'focus', on: true }, { type: 'hover', on: false }))).toBe(false);
  });

  it('returns the same state when nothing changes', () => {
    const state = start();
    for (const event of [{ type: 'hover', on: false }, { type: 'focus', on: false }, { type: 'visibility', hidden: false }, { type: 'go', index: 0 }] as RotationEvent[]) {
      expect(rotationReducer(state, event)).toBe(state);
    }
  });
});

class FakePage implements RotationEnvironment {
  reduced = false;
  isHidden = false;
  listeners = new Set<() => void>();
  reducedMotion = () => this.reduced;
  hidden = () => this.isHidden;
  subscribe(onChange: () => void) {
    this.listeners.add(onChange);
    return () => this.listeners.delete(onChange);
  }
  set({ reduced = this.reduced, hidden = this.isHidden }: { reduced?: boolean; hidden?: boolean }) {
    this.reduced = reduced;
    this.isHidden = hidden;
    for (const listener of this.listeners) listener();
  }
}

describe('rotation driver on a fake clock', () => {
  let page: FakePage;
  beforeEach(() => {
    vi.useFakeTimers();
    page = new FakePage();
  });
  afterEach(() => vi.useRealTimers());

  const drive = (options: { count?: number; repeat?: boolean; autoplay?: boolean; interval?: number } = {}) => {
    const { count = 3, repeat = true, autoplay = true, interval = CAROUSEL_INTERVAL } = options;
    const seen: number[] = [];
    const rotation = startRotation({
      state: initialRotation({ count, repeat, autoplay }),
      interval,
      env: page,
      onChange: (state) => seen.push(state.index),
    });
    return { rotation, index: () => rotation.state.index, seen };
  };

  it('turns every interval (2001 ms in the demo) and wraps around', () => {
    const { index } = drive();
    vi.advanceTimersByTime(CAROUSEL_INTERVAL - 1);
    expect(index()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(index()).toBe(1);
    vi.advanceTimersByTime(CAROUSEL_INTERVAL * 2);
    expect(index()).toBe(0);
  });

  it('does not turn without autoplay', () => {
    const { index } = drive({ autoplay: false });
    vi.advanceTimersByTime(CAROUSEL_INTERVAL * 5);
    expect(index()).toBe(0);
  });

  it('pauses while the pointer is over it and resumes with a whole interval when it leaves', () => {
    const { rotation, index } = drive();
    vi.advanceTimersByTime(1500);
    rotation.dispatch({ type: 'hover', on: true });
    vi.advanceTimersByTime(CAROUSEL_INTERVAL * 3);
    expect(index()).toBe(0);
    rotation.dispatch({ type: 'hover', on: false });
    vi.advanceTimersByTime(CAROUSEL_INTERVAL - 1);
    expect(index()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(index()).toBe(1);
  });

  it('pauses while focus is inside it', () => {
    const { rotation, index } = drive();
    rotation.dispatch({ type: 'focus', on: true });
    vi.advanceTimersByTime(CAROUSEL_INTERVAL * 3);
    expect(index()).toBe(0);
    rotation.dispatch({ type: 'focus', on: false });
    vi.advanceTimersByTime(CAROUSEL_INTERVAL);
    expect(index()).toBe(1);
  });

  it('pauses while the tab is hidden', () => {
    const { index } = drive({ interval: GALLERY_INTERVAL });
    page.set({ hidden: true });
    vi.advanceTimersByTime(GALLERY_INTERVAL * 3);
    expect(index()).toBe(0);
    page.set({ hidden: false });
    vi.advanceTimersByTime(GALLERY_INTERVAL);
    expect(index()).toBe(1);
  });

  it('never runs when the visitor prefers reduced motion, not even when started by hand', () => {
    page.reduced = true;
    const { rotation, index } = drive();
    expect(rotation.state.reducedMotion).toBe(true);
    vi.advanceTimersByTime(CAROUSEL_INTERVAL * 5);
    rotation.dispatch({ type: 'toggle' });
    rotation.dispatch({ type: 'toggle' });
    vi.advanceTimersByTime(CAROUSEL_INTERVAL * 5);
    expect(index()).toBe(0);
    // The preference can change while the page is open.
    page.set({ reduced: false });
    rotation.dispatch({ type: 'toggle' });
    vi.advanceTimersByTime(CAROUSEL_INTERVAL);
    expect(index()).toBe(1);
    page.set({ reduced: true });
    vi.advanceTimersByTime(CAROUSEL_INTERVAL * 5);
    expect(index()).toBe(1);
  });

  it('stops and starts with the control', () => {
    const { rotation, index } = drive();
    rotation.dispatch({ type: 'toggle' });
    vi.advanceTimersByTime(CAROUSEL_INTERVAL * 3);
    expect(index()).toBe(0);
    rotation.dispatch({ type: 'toggle' });
    vi.advanceTimersByTime(CAROUSEL_INTERVAL);
    expect(index()).toBe(1);
  });

  it('gives a slide chosen by hand a whole interval', () => {
    const { rotation, index } = drive();
    vi.advanceTimersByTime(1500);
    rotation.dispatch({ type: 'next' });
    expect(index()).toBe(1);
    vi.advanceTimersByTime(CAROUSEL_INTERVAL - 1);
    expect(index()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(index()).toBe(2);
  });

  it('ends on the last slide without repeat', () => {
    const { rotation, seen } = drive({ repeat: false });
    vi.advanceTimersByTime(CAROUSEL_INTERVAL * 10);
    expect(seen).toEqual([1, 2, 2]);
    expect(rotation.state).toMatchObject({ index: 2, playing: false });
  });

  it('stops its timer and stops listening to the page', () => {
    const { rotation, index } = drive();
    rotation.stop();
    expect(page.listeners.size).toBe(0);
    vi.advanceTimersByTime(CAROUSEL_INTERVAL * 3);
    rotation.dispatch({ type: 'next' });
    expect(index()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
