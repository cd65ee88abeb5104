import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { documentCookies, setDocumentCookie } from '../cookie-jar.client';
import { cookieString, readCookie, REMEMBER_SECONDS } from '../cookies';
import type { ViewProps } from '../view';
import { afterDelay, allowedOnDevice, bannerReducer, initialBannerState, MOBILE_QUERY, nextFocusIndex } from './state';
import { BannerMessage, type BannerProps } from './View';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Island: checks the banner's cookie after hydration (the server never reads it, so pages stay
 * cacheable), runs the duration timer, sets the cookie on dismiss, and for modals traps focus,
 * closes on Escape and gives focus back to where it was.
 */
export default function BannerMessagesIsland({ id, props }: ViewProps<BannerProps>) {
  const [state, dispatch] = useReducer(bannerReducer, props, initialBannerState);
  const dialogRef = useRef<HTMLDivElement>(null);
  const { cookieName, duration, isModal } = props;

  useEffect(() => {
    dispatch({
      type: 'checked',
      dismissed: readCookie(documentCookies(), cookieName) !== undefined,
      allowed: allowedOnDevice(props, { mobile: window.matchMedia(MOBILE_QUERY).matches }),
    });
  }, [props, cookieName]);

  const dismiss = useCallback(() => {
    setDocumentCookie(cookieString({ name: cookieName, value: '1', maxAge: REMEMBER_SECONDS, secure: location.protocol === 'https:' }));
    dispatch({ type: 'dismiss' });
  }, [cookieName]);

  useEffect(() => {
    if (state !== 'shown' || duration === null) return;
    return afterDelay(duration, () => dispatch({ type: 'expire' }));
  }, [state, duration]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (state !== 'shown' || !isModal || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const focusFirst = () => (focusables()[0] ?? dialog).focus();
    focusFirst();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        dismiss();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        const list = focusables();
        const current = list.indexOf(document.activeElement as HTMLElement);
        (list[nextFocusIndex({ count: list.length, current, backwards: event.shiftKey })] ?? dialog).focus();
      }
    };
    // Focus that lands outside (a click on the backdrop, a screen reader's virtual cursor) comes back.
    const onFocusIn = (event: FocusEvent) => {
      if (!dialog.contains(event.target as Node)) focusFirst();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (previous?.isConnected) previous.focus();
    };
  }, [state, isModal, dismiss]);

  return <BannerMessage id={id} props={props} state={state} onDismiss={dismiss} dialogRef={dialogRef} />;
}
