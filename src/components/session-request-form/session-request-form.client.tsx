/**
 * The session request in the browser: fields follow the choices (the rules table), the
 * request is checked with the server's own parser before sending, the ALTCHA proof of work
 * starts at the visitor's first interaction, one Idempotency-Key per attempt, and focus moves
 * to the error summary or the server's answer.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import { message } from '../../core/errors';
import { parseSessionRequest } from '../../core/session-request';
import { withRequester } from '../../core/requester';
import { solveCaptcha, type CaptchaAnswer } from '../captcha.client';
import { fetchSignedInVisitor } from '../signed-in-visitor';
import { useRenderContext, type ViewProps } from '../view';
import type { SessionRequestFormProps } from './spec';
import { addRow, applyInput, formIds, initialState, outcomeOf, prefillRequester, removeRow, submissionOf, type State } from './state';
import { SessionRequestForm } from './View';

/** The specification's endpoint of session requests (§7). */
export const ENDPOINT = '/api/notification-web/public/servicenow/contact';
/** The signed-in visitor of this site, or null. */
/** A proof of work this close to its expiry is replaced before sending. */
const FRESH_FOR_MS = 30_000;

/** A random Idempotency-Key (getRandomValues works outside secure contexts too). */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export default function SessionRequestFormIsland({ id, props, slots }: ViewProps<SessionRequestFormProps>) {
  const { path } = useRenderContext();
  const [state, setState] = useState<State>(initialState);
  const [hydrated, setHydrated] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'summary' | 'done' | 'add' | null>(null);
  const captcha = useRef<Promise<CaptchaAnswer> | null>(null);
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const busy = useRef(false);

  const [prefilled, setPrefilled] = useState(false);

  useEffect(() => setHydrated(true), []);

  // Issue 25: a signed-in visitor's name and e-mail fill the requester's empty fields. Asked of
  // the API in the browser, so the cached page stays the same for everyone.
  useEffect(() => {
    let live = true;
    void fetchSignedInVisitor().then((visitor) => {
      if (!live || !visitor) return;
      setState((s) => prefillRequester(s, visitor));
      setPrefilled(true);
    });
    return () => {
      live = false;
    };
  }, []);

  // Before paint, so that focus lands as the new state shows.
  useLayoutEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'summary') summaryRef.current?.focus();
    else if (target === 'done') doneRef.current?.focus();
    else if (target === 'add') document.getElementById(formIds(id).addRow)?.focus();
  }, [state, id]);

  const update = (change: Partial<State>) => setState((s) => ({ ...s, ...change }));

  /** Starts the proof of work once; after a failure the next call starts it again. */
  const startCaptcha = (): Promise<CaptchaAnswer> | null => {
    if (!props.captcha) return null;
    if (captcha.current) return captcha.current;
    update({ captcha: 'checking' });
    const running = solveCaptcha();
    captcha.current = running;
    running.then(
      () => captcha.current === running && update({ captcha: 'done' }),
      () => {
        if (captcha.current !== running) return;
        captcha.current = null;
        update({ captcha: 'failed' });
      },
    );
    return running;
  };

  const captchaAnswer = async (): Promise<string | undefined> => {
    let answer = await startCaptcha();
    if (answer && answer.expiresAt - Date.now() < FRESH_FOR_MS) {
      captcha.current = null;
      answer = await startCaptcha();
    }
    // An answer counts once on the server, whatever the outcome.
    captcha.current = null;
    return answer?.answer;
  };

  async function send(values: Record<string, unknown>): Promise<void> {
    const signature = JSON.stringify(values);
    let status = 0;
    let json: unknown = {};
    try {
      // The same request sent again (after a lost connection) is the same attempt: one key.
      const key = attempt.current?.signature === signature ? attempt.current.key : randomKey();
      attempt.current = { signature, key };
      const answer = await captchaAnswer();
      const response = await fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': key },
        credentials: 'same-origin',
        body: JSON.stringify({ path, formId: id, values, ...(answer ? { captcha: answer } : {}) }),
      });
      status = response.status;
      json = await response.json().catch(() => ({}));
    } catch {
      status = 0;
    }
    const outcome = outcomeOf(status, json, message('FORM_SUBMIT_FAILED'));
    if (outcome.kind === 'submitted') {
      attempt.current = null;
      focusNext.current = 'done';
      update({ status: 'submitted', message: outcome.message, errors: {}, failure: '', ...(outcome.reference ? { reference: outcome.reference } : {}) });
      return;
    }
    focusNext.current = 'summary';
    if (outcome.kind === 'invalid') update({ status: 'error', errors: outcome.errors, failure: '' });
    else update({ status: 'error', errors: {}, failure: outcome.message });
    if (props.captcha) void startCaptcha()?.catch(() => undefined);
  }

  const behaviour = {
    onSubmit(event: { preventDefault: () => void }) {
      event.preventDefault();
      // A second press while the first is on its way is the same submission.
      if (busy.current) return;
      const values = submissionOf(state.draft);
      const { errors } = withRequester(parseSessionRequest)(values);
      if (Object.keys(errors).length > 0) {
        focusNext.current = 'summary';
        update({ status: 'error', errors, failure: '' });
        return;
      }
      busy.current = true;
      update({ status: 'submitting', errors: {}, failure: '' });
      void send(values).finally(() => {
        busy.current = false;
      });
    },
    onFocus() {
      // The proof of work starts when the visitor first turns to the form, not on every page view.
      void startCaptcha()?.catch(() => undefined);
    },
    onInput(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
      const { name, value } = event.currentTarget;
      const checked = 'checked' in event.currentTarget ? event.currentTarget.checked : false;
      setState((s) => applyInput(s, { name, value, checked }));
    },
    onAddRow() {
      setState(addRow);
    },
    onRemoveRow(key: number) {
      focusNext.current = 'add';
      setState((s) => removeRow(s, key));
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
    doneRef,
  };

  return <SessionRequestForm id={id} props={props} slots={slots} state={state} hydrated={hydrated} behaviour={behaviour} prefilled={prefilled} />;
}
