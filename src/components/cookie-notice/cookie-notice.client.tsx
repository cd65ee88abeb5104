import { useEffect, useLayoutEffect, useReducer, useRef, type KeyboardEvent } from 'react';
import type { ViewProps } from '../view';
import { onConsentChange, readConsent, saveConsent } from './consent.client';
import { acceptAllConsent, initialNoticeState, noticeReducer, rejectAllConsent } from './state';
import { CookieNotice, type CookieNoticeProps } from './View';

/**
 * Island: reads the stored choice after hydration (never on the server, so pages stay shared
 * between visitors), stores new choices and follows choices made by other islands. Focus
 * follows the visitor's own actions only: to the heading when the settings open, to the
 * settings button when a choice closes the notice.
 */
export default function CookieNoticeIsland({ id, props }: ViewProps<CookieNoticeProps>) {
  const [state, dispatch] = useReducer(noticeReducer, initialNoticeState);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const settingsRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'heading' | 'settings' | null>(null);

  useEffect(() => {
    dispatch({ type: 'loaded', consent: readConsent() });
    return onConsentChange((consent) => dispatch({ type: 'saved', consent }));
  }, []);

  useLayoutEffect(() => {
    const target = focusNext.current === 'heading' ? headingRef.current : focusNext.current === 'settings' ? settingsRef.current : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  }, [state.mode]);

  const choose = (consent: readonly string[]) => {
    focusNext.current = 'settings';
    // saveConsent announces the choice; the listener above updates this notice too.
    saveConsent(consent);
  };

  return (
    <CookieNotice
      id={id}
      props={props}
      state={state}
      headingRef={headingRef}
      settingsRef={settingsRef}
      onAcceptAll={() => choose(acceptAllConsent(props.categories))}
      onRejectAll={() => choose(rejectAllConsent())}
      onSave={() => choose(state.selected)}
      onToggle={(category) => dispatch({ type: 'toggle', category })}
      onOpen={() => {
        focusNext.current = 'heading';
        dispatch({ type: 'open' });
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !state.saved) return;
        focusNext.current = 'settings';
        dispatch({ type: 'cancel' });
      }}
    />
  );
}
