/**
 * The connection request in the browser: checks the request with the server's own parser,
 * adds and removes contact rows (focus follows), runs the captcha's proof of work from the
 * visitor's first interaction, and sends the request with an Idempotency-Key to the endpoint
 * of the chosen entity (specification §7).
 */
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { connectionRequestEndpoint, parseConnectionRequest, type ContactList, type EntityType } from '../../core/connection-request';
import { message } from '../../core/errors';
import { solveCaptcha, type CaptchaAnswer } from '../captcha.client';
import { useRenderContext, type ViewProps } from '../view';
import type { ConnectionRequestFormProps } from './spec';
import { addContact, canAdd, errorsFromIssues, focusAfterRemove, initialState, removeContact, setField, toPayload, type State } from './state';
import { ConnectionRequestForm, ids } from './View';

/** A proof of work this close to its expiry is replaced before sending. */
const FRESH_FOR_MS = 30_000;

/** A random Idempotency-Key (getRandomValues works outside secure contexts too). */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export default function ConnectionRequestFormIsland(input: ViewProps<ConnectionRequestFormProps>) {
  const { id, props } = input;
  const { path } = useRenderContext();
  const [state, setState] = useState<State>(() => initialState(props.entityType));
  const [live, setLive] = useState(false);
  const current = useRef(state);
  current.current = state;
  const summaryRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  /** What to focus once the next state shows: the summary, the answer, or an element by id. */
  const focusNext = useRef<string | null>(null);
  const captcha = useRef<Promise<CaptchaAnswer> | null>(null);
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const busy = useRef(false);
  const at = ids(id);

  useEffect(() => setLive(true), []);

  // Before paint, so that focus lands as the new state shows.
  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    const element = target === 'summary' ? summaryRef.current : target === 'done' ? doneRef.current : document.getElementById(target);
    if (!element) return;
    focusNext.current = null;
    element.focus();
  });

  const update = (change: Partial<State>) => setState((s) => ({ ...s, ...change }));
  const invalid = (errors: Record<string, string>) => {
    focusNext.current = 'summary';
    update({ status: 'error', errors, failure: '' });
  };
  const fail = (failure: string) => {
    focusNext.current = 'summary';
    update({ status: 'error', errors: {}, failure });
  };

  /** Starts the proof of work once; a failed one may start again. */
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

  /** An answer the server will still take (a fresh one when this one is about to expire). */
  const captchaAnswer = async (): Promise<string> => {
    let answer = await startCaptcha()!;
    if (answer.expiresAt - Date.now() < FRESH_FOR_MS) {
      captcha.current = null;
      answer = await startCaptcha()!;
    }
    return answer.answer;
  };

  async function send(values: Record<string, unknown>): Promise<void> {
    const signature = JSON.stringify(values);
    try {
      // The same request sent again (after a lost connection) is the same attempt: one key.
      const key = attempt.current?.signature === signature ? attempt.current.key : randomKey();
      attempt.current = { signature, key };
      const answer = props.captcha ? await captchaAnswer() : undefined;
      const response = await fetch(connectionRequestEndpoint(values.entityType as EntityType), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': key },
        credentials: 'same-origin',
        body: JSON.stringify({ path, formId: id, values, ...(answer ? { captcha: answer } : {}) }),
      });
      const json = (await response.json().catch(() => ({}))) as { error?: unknown; message?: unknown; issues?: unknown };
      if (response.ok) {
        attempt.current = null;
        captcha.current = null;
        focusNext.current = 'done';
        update({ status: 'submitted', message: typeof json.message === 'string' ? json.message : message('CONNECTION_REQUEST_SUCCESS'), errors: {}, failure: '' });
        return;
      }
      if (response.status >= 500) throw new Error(`${response.status}`);
      if (json.error === 'FORM_INVALID') {
        const errors = errorsFromIssues(json.issues);
        if (Object.keys(errors).length > 0) return invalid(errors);
      }
      if (json.error === 'CAPTCHA_FAILED') {
        captcha.current = null;
        void startCaptcha()?.catch(() => undefined);
      }
      fail(typeof json.message === 'string' ? json.message : message('FORM_SUBMIT_FAILED'));
    } catch {
      fail(message('FORM_SUBMIT_FAILED'));
    }
  }

  const behaviour = {
    summaryRef,
    doneRef,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      // A second press while the first is on its way is the same request.
      if (busy.current) return;
      const values = toPayload(current.current.draft);
      const { errors } = parseConnectionRequest(values);
      if (Object.keys(errors).length > 0) return invalid(errors);
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
    onChange(fieldPath: string, value: string) {
      setState((s) => ({ ...s, draft: setField(s.draft, fieldPath, value) }));
    },
    onAdd(list: ContactList) {
      const { draft } = current.current;
      if (!canAdd(draft, list)) return;
      // The new row's first field.
      focusNext.current = at.field(`contacts/${list}/${draft.contacts[list].length}/firstName`);
      setState((s) => addContact(s, list));
    },
    onRemove(list: ContactList, index: number) {
      const next = removeContact(current.current, list, index);
      if (next === current.current) return;
      const target = focusAfterRemove(next.draft, list, index);
      focusNext.current = target === 'add' ? at.add(list) : at.field(`contacts/${list}/${target.row}/firstName`);
      setState((s) => removeContact(s, list, index));
    },
    onSummaryClick(event: MouseEvent<HTMLElement>) {
      const link = (event.target as Element).closest('a[href^="#"]');
      const target = link && document.getElementById(link.getAttribute('href')!.slice(1));
      if (!target) return;
      event.preventDefault();
      target.focus();
      target.scrollIntoView({ block: 'center' });
    },
  };

  return <ConnectionRequestForm {...input} state={state} live={live} behaviour={behaviour} />;
}
