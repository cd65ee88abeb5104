import { useEffect, useRef, useState, type RefObject } from 'react';
import { THIRD_PARTY_COOKIE_CATEGORY } from '../../core/constants';
import { grantCategory, onConsentChange, readConsent } from '../cookie-notice/consent.client';
import { embedStateFor, type EmbedState } from '../embed/state';

export interface ThirdPartyConsent {
  state: EmbedState;
  /** Grants C0005 alone (the placeholder's button); focus then moves to the player it loads. */
  accept: () => void;
  frameRef: RefObject<HTMLIFrameElement | null>;
}

/**
 * The visitor's C0005 consent as an embed state, read as the `embed` island reads it:
 * `pending` on the first render (the server's HTML), then from the consent cookie, then
 * whenever the cookie notice or another island changes it.
 */
export function useThirdPartyConsent(): ThirdPartyConsent {
  const [state, setState] = useState<EmbedState>('pending');
  const frameRef = useRef<HTMLIFrameElement>(null);
  const focusFrame = useRef(false);

  useEffect(() => {
    setState(embedStateFor(readConsent()));
    return onConsentChange((consent) => setState(embedStateFor(consent)));
  }, []);

  useEffect(() => {
    if (state !== 'loaded' || !focusFrame.current) return;
    focusFrame.current = false;
    // The accept button is gone; focus moves to what it loaded.
    frameRef.current?.focus();
  }, [state]);

  const accept = () => {
    focusFrame.current = true;
    grantCategory(THIRD_PARTY_COOKIE_CATEGORY);
  };
  return { state, accept, frameRef };
}
