/**
 * The subscription centre in the browser: checks the answers with the server's messages,
 * runs the site’s captcha (ALTCHA or reCAPTCHA) from the visitor's first interaction, sends the request, and
 * moves focus to what happened (the error summary, or the pending notice; the e-mail field
 * after "back").
 */
import { useEffect, useLayoutEffect, useReducer, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { solveCaptcha, type CaptchaAnswer } from '../captcha.client';
import type { ViewProps } from '../view';
import { answerAction, initialState, reducer, requestBody, valuesOf, type Action } from './state';
import { ids, SubscriptionForm, type SubscriptionCenterProps } from './View';

/** A proof of work this close to its expiry is replaced before sending. */
const FRESH_FOR_MS = 30_000;

export default function SubscriptionCenterIsland({ id, props, slots }: ViewProps<SubscriptionCenterProps>) {
  const [state, dispatch] = useReducer(reducer, undefined, initialState);
  const [hydrated, setHydrated] = useState(false);
  const captcha = useRef<Promise<CaptchaAnswer> | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const pendingRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'summary' | 'pending' | 'email' | null>(null);

  useEffect(() => setHydrated(true), []);

  // Before paint, so that focus lands as the new state shows.
  useLayoutEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'summary') summaryRef.current?.focus();
    else if (target === 'pending') pendingRef.current?.focus();
    else if (target === 'email') document.getElementById(ids(id).field('email'))?.focus();
  }, [state, id]);

  const act = (action: Action) => {
    if (action.type === 'pending') focusNext.current = 'pending';
    else if (action.type === 'failed' || action.type === 'submit') focusNext.current = 'summary';
    else if (action.type === 'back') focusNext.current = 'email';
    dispatch(action);
  };

  /** Starts the proof of work once; after a failure the next call starts it again. */
  const startCaptcha = (): Promise<CaptchaAnswer> => {
    if (captcha.current) return captcha.current;
    dispatch({ type: 'captcha', captcha: 'checking' });
    const running = solveCaptcha(props.recaptchaPublicKey ? { siteKey: props.recaptchaPublicKey } : {});
    captcha.current = running;
    running.then(
      () => captcha.current === running && dispatch({ type: 'captcha', captcha: 'done' }),
      () => {
        if (captcha.current !== running) return;
        captcha.current = null;
        dispatch({ type: 'captcha', captcha: 'failed' });
      },
    );
    return running;
  };

  const send = async () => {
    try {
      let answer = await startCaptcha();
      if (answer.expiresAt - Date.now() < FRESH_FOR_MS) {
        captcha.current = null;
        answer = await startCaptcha();
      }
      // An answer counts once on the server, whatever the outcome.
      captcha.current = null;
      const response = await fetch('/api/subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        credentials: 'same-origin',
        body: requestBody(state.values, answer.answer),
      });
      const json: unknown = await response.json().catch(() => ({}));
      act(answerAction(response.status, json));
      if (response.status !== 202) void startCaptcha().catch(() => undefined);
    } catch {
      act(answerAction(0, {}));
    }
  };

  // The reducer decides whether the answers go out; sending follows its decision.
  useEffect(() => {
    // Once per submission: `send` reads the answers of the render that entered `submitting`.
    if (state.status === 'submitting') void send();
  }, [state.status]);

  const behaviour = {
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      act({ type: 'submit', values: valuesOf(new FormData(event.currentTarget)) });
    },
    onFocus() {
      void startCaptcha().catch(() => undefined);
    },
    onBack() {
      act({ type: 'back' });
    },
    onSummaryClick(event: MouseEvent<HTMLElement>) {
      const link = (event.target as Element).closest('a[href^="#"]');
      const target = link && document.getElementById(link.getAttribute('href')!.slice(1));
      if (!target) return;
      event.preventDefault();
      target.focus();
      target.scrollIntoView({ block: 'center' });
    },
    summaryRef,
    pendingRef,
  };

  return <SubscriptionForm id={id} props={props} slots={slots} state={state} hydrated={hydrated} behaviour={behaviour} />;
}
