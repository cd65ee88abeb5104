/**
 * pending (the server's HTML, before the browser has read the cookie) → open (not yet
 * confirmed: the disclaimer and its form show, the content is hidden) or straight to
 * confirmed (its cookie is set); open → confirmed when the visitor confirms.
 */
export type AgreementState = 'pending' | 'open' | 'confirmed';

export type AgreementEvent = { type: 'checked'; confirmed: boolean } | { type: 'confirm' };

export function agreementReducer(state: AgreementState, event: AgreementEvent): AgreementState {
  switch (event.type) {
    case 'checked':
      if (state !== 'pending') return state;
      return event.confirmed ? 'confirmed' : 'open';
    case 'confirm':
      return state === 'open' ? 'confirmed' : state;
  }
}
