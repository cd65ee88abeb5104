/**
 * Loading a section's partial from its ajaxUrl: once, the first time the section is open.
 * idle → loading → loaded, or failed (with the error's message) → idle again on "Try again".
 */
export type LoadState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; html: string }
  | { status: 'failed'; error: string };

export type LoadEvent = { type: 'start' } | { type: 'done'; html: string } | { type: 'fail'; error: string } | { type: 'retry' };

export const IDLE: LoadState = { status: 'idle' };

export function loadReducer(state: LoadState, event: LoadEvent): LoadState {
  switch (event.type) {
    case 'start':
      return state.status === 'idle' ? { status: 'loading' } : state;
    case 'done':
      return state.status === 'loading' ? { status: 'loaded', html: event.html } : state;
    case 'fail':
      return state.status === 'loading' ? { status: 'failed', error: event.error } : state;
    case 'retry':
      return state.status === 'failed' ? IDLE : state;
  }
}

/** Whether to start loading now: the section is open, has an ajaxUrl and has not loaded it yet. */
export function shouldLoad({ open, ajaxUrl, state }: { open: boolean; ajaxUrl: string; state: LoadState }): boolean {
  return open && ajaxUrl !== '' && state.status === 'idle';
}

/** Whether an address's hash names this section. */
export function hashOpens(locationHash: string, hash: string): boolean {
  return hash !== '' && locationHash === `#${hash}`;
}
