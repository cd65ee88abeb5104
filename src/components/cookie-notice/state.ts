import { normalizeConsent, type Consent } from './consent';
import { NECESSARY_CATEGORY } from './categories';

/**
 * The notice as a pure state machine: pending (server HTML, nothing shown until the browser
 * has read the consent cookie) → open (no choice yet) or closed (a choice exists: only the
 * "Cookie settings" button remains). The settings button opens it again; a saved choice, here
 * or from another island (an embed's accept button), closes it.
 */
export interface NoticeState {
  mode: 'pending' | 'open' | 'closed';
  /** The stored choice; `null` until the visitor makes one. */
  saved: Consent;
  /** The boxes ticked in the open notice. */
  selected: readonly string[];
}

export type NoticeEvent =
  | { type: 'loaded'; consent: Consent }
  | { type: 'open' }
  | { type: 'toggle'; category: string }
  | { type: 'saved'; consent: readonly string[] }
  | { type: 'cancel' };

export const initialNoticeState: NoticeState = { mode: 'pending', saved: null, selected: [NECESSARY_CATEGORY] };

export function noticeReducer(state: NoticeState, event: NoticeEvent): NoticeState {
  switch (event.type) {
    case 'loaded':
      if (state.mode !== 'pending') return state;
      return { mode: event.consent ? 'closed' : 'open', saved: event.consent, selected: event.consent ?? [NECESSARY_CATEGORY] };
    case 'open':
      if (state.mode === 'pending') return state;
      return { ...state, mode: 'open', selected: state.saved ?? [NECESSARY_CATEGORY] };
    case 'toggle': {
      if (state.mode !== 'open' || event.category === NECESSARY_CATEGORY) return state;
      const on = state.selected.includes(event.category);
      return { ...state, selected: on ? state.selected.filter((c) => c !== event.category) : normalizeConsent([...state.selected, event.category]) };
    }
    case 'saved': {
      const consent = normalizeConsent(event.consent);
      return { mode: 'closed', saved: consent, selected: consent };
    }
    case 'cancel':
      // Only a visitor who has chosen before may close without choosing.
      return state.mode === 'open' && state.saved ? { ...state, mode: 'closed', selected: state.saved } : state;
  }
}

/** Every listed category: what "Accept all" stores. */
export function acceptAllConsent(categories: readonly { categoryId: string }[]): string[] {
  return normalizeConsent(categories.map((c) => c.categoryId));
}

/** Only the strictly necessary category: what "Reject all" stores. */
export function rejectAllConsent(): string[] {
  return normalizeConsent([]);
}
