/**
 * What a banner shows, as a pure state machine the island drives:
 * pending (server HTML, before the browser has checked the cookie) → shown, or straight to
 * dismissed (its cookie is set) or hidden (inactive, or not for this kind of device);
 * shown → dismissed (the visitor closed it) or expired (its duration ran out).
 */
export type BannerState = 'pending' | 'shown' | 'dismissed' | 'expired' | 'hidden';

export type BannerEvent =
  | { type: 'checked'; dismissed: boolean; allowed: boolean }
  | { type: 'dismiss' }
  | { type: 'expire' };

/** Same media query as the `--no-mobile` / `--no-desktop` classes of styles.css. */
export const MOBILE_QUERY = '(max-width: 767px)';

export function initialBannerState({ active }: { active: boolean }): BannerState {
  return active ? 'pending' : 'hidden';
}

export function bannerReducer(state: BannerState, event: BannerEvent): BannerState {
  switch (event.type) {
    case 'checked':
      if (state !== 'pending') return state;
      if (event.dismissed) return 'dismissed';
      return event.allowed ? 'shown' : 'hidden';
    case 'dismiss':
      return state === 'shown' ? 'dismissed' : state;
    case 'expire':
      return state === 'shown' ? 'expired' : state;
  }
}

/**
 * Whether the island should show the banner on this device (mobile: the viewport matches
 * MOBILE_QUERY). Inline banners always pass: their CSS classes hide them per viewport, also
 * after a resize. A modal is decided once, so that it never traps focus while invisible.
 */
export function allowedOnDevice(
  props: { isModal: boolean; displayOnDesktop: boolean; displayOnMobile: boolean },
  { mobile }: { mobile: boolean },
): boolean {
  if (!props.isModal) return true;
  return mobile ? props.displayOnMobile : props.displayOnDesktop;
}

/**
 * Where Tab moves focus inside a modal: the next (or, backwards, previous) of `count`
 * focusable elements, wrapping at either end, so focus never leaves the dialog. `current` is
 * the index of the focused element, -1 when focus is elsewhere. Returns -1 when there is
 * nothing focusable (the dialog itself keeps focus).
 */
export function nextFocusIndex({ count, current, backwards }: { count: number; current: number; backwards: boolean }): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return backwards ? count - 1 : 0;
  return (current + (backwards ? count - 1 : 1)) % count;
}

/** Longest delay a browser timer takes; a longer one would fire at once. */
export const MAX_TIMER_DELAY = 2 ** 31 - 1;

/**
 * Calls `callback` after `ms` milliseconds, however long (a banner's duration has no upper
 * bound), in steps browsers' timers accept. Returns the cancel function.
 */
export function afterDelay(ms: number, callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const wait = (left: number) => {
    timer = setTimeout(() => (left > MAX_TIMER_DELAY ? wait(left - MAX_TIMER_DELAY) : callback()), Math.min(left, MAX_TIMER_DELAY));
  };
  wait(ms);
  return () => clearTimeout(timer);
}
