import { useEffect, useLayoutEffect, useReducer, useRef, type FormEvent } from 'react';
import { documentCookies, setDocumentCookie } from '../cookie-jar.client';
import { cookieString, readCookie, REMEMBER_SECONDS } from '../cookies';
import type { ViewProps } from '../view';
import { agreementCookie } from './cookie';
import { agreementReducer } from './state';
import { Agreement, type AgreementProps } from './View';

/**
 * Island: reads the agreement's cookie after hydration (the server never does, so the page
 * stays the same for everyone), and on confirmation sets it, shows the content and moves
 * focus there.
 */
export default function AgreementIsland(input: ViewProps<AgreementProps>) {
  const name = agreementCookie(input.props.agreementId);
  const [state, dispatch] = useReducer(agreementReducer, 'pending');
  const contentRef = useRef<HTMLDivElement>(null);
  const focusContent = useRef(false);

  useEffect(() => {
    dispatch({ type: 'checked', confirmed: readCookie(documentCookies(), name) !== undefined });
  }, [name]);

  useLayoutEffect(() => {
    if (state !== 'confirmed' || !focusContent.current) return;
    focusContent.current = false;
    contentRef.current?.focus();
  }, [state]);

  const onConfirm = (event: FormEvent<HTMLFormElement>) => {
    // The browser has checked the required checkbox before the form submits.
    event.preventDefault();
    setDocumentCookie(cookieString({ name, value: '1', maxAge: REMEMBER_SECONDS, secure: location.protocol === 'https:' }));
    focusContent.current = true;
    dispatch({ type: 'confirm' });
  };

  return <Agreement {...input} state={state} onConfirm={onConfirm} contentRef={contentRef} />;
}
