import { useEffect, useRef, useState } from 'react';
import { THIRD_PARTY_COOKIE_CATEGORY } from '../../core/constants';
import { grantCategory, onConsentChange, readConsent } from '../cookie-notice/consent.client';
import type { ViewProps } from '../view';
import { embedStateFor, type EmbedState } from './state';
import { Embed, type EmbedProps } from './View';

/**
 * Island: the iframe goes in only once the visitor has accepted C0005, read from the consent
 * cookie after hydration or announced by the cookie notice; withdrawing consent takes it out.
 */
export default function EmbedIsland({ props }: ViewProps<EmbedProps>) {
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

  return <Embed props={props} state={state} onAccept={accept} frameRef={frameRef} />;
}
