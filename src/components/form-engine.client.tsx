/**
 * The form engine in the browser: checks a submission with the server's own check before
 * sending it, runs the captcha's proof of work from the visitor's first interaction, sends
 * with one Idempotency-Key per attempt, and moves focus to the error summary or the result.
 */
import { createElement, useEffect, useRef, useState, type ComponentType, type FormEvent, type MouseEvent } from 'react';
import { message } from '../core/errors';
import { checkSubmission, FORM_SUBMITTED_MESSAGE, isSameSitePath, type FieldValue } from '../core/form-check';
import type { FormField } from '../core/forms';
import { solveCaptcha, type CaptchaAnswer } from './captcha.client';
import { FormBehaviour, type EngineState, type FormValues, type UseEngine } from './form-engine';
import { useRenderContext, type ViewProps } from './view';

/** What the form holds now: values as the API takes them, and the chosen files. */
export function readForm(form: HTMLFormElement, fields: readonly FormField[]): { values: FormValues; files: Map<string, File> } {
  const data = new FormData(form);
  const values: FormValues = {};
  const files = new Map<string, File>();
  for (const field of fields) {
    const { name } = field;
    switch (field.type) {
      case 'HIDDEN':
        values[name] = field.value;
        break;
      case 'CHECKBOX':
        values[name] = data.has(name);
        break;
      case 'CHECKBOX_GROUP':
        values[name] = data.getAll(name).filter((v): v is string => typeof v === 'string');
        break;
      case 'FILE': {
        const file = data.get(name);
        if (file instanceof File && file.name !== '') files.set(name, file);
        break;
      }
      default: {
        const value = data.get(name);
        values[name] = typeof value === 'string' ? value : '';
      }
    }
  }
  return { values, files };
}

/** A random Idempotency-Key (getRandomValues works outside secure contexts too). */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The body of a submission: JSON, or multipart with `_path`, `_form`, `_captcha` when it carries files. */
function requestBody(path: string, formId: string, values: FormValues, files: Map<string, File>, captcha: string | undefined): { body: BodyInit; headers: Record<string, string> } {
  if (files.size === 0) {
    return { body: JSON.stringify({ path, formId, values, ...(captcha ? { captcha } : {}) }), headers: { 'content-type': 'application/json' } };
  }
  const data = new FormData();
  data.append('_path', path);
  data.append('_form', formId);
  if (captcha) data.append('_captcha', captcha);
  const add = (name: string, value: FieldValue) => {
    if (value === true) data.append(name, 'true');
    else if (Array.isArray(value)) for (const v of value) data.append(name, v);
    else if (typeof value === 'string') data.append(name, value);
  };
  for (const [name, value] of Object.entries(values)) add(name, value);
  for (const [name, file] of files) data.append(name, file, file.name);
  return { body: data, headers: {} };
}

interface ApiAnswer {
  error?: unknown;
  message?: unknown;
  issues?: unknown;
  redirectUrl?: unknown;
  reference?: unknown;
}

/** Field problems from a FORM_INVALID answer (`/values/{name}`, `/values` for the form). */
function issuesToErrors(issues: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if (typeof issue.path !== 'string' || typeof issue.message !== 'string') continue;
    const name = issue.path.replace(/^\/values\/?/, '');
    if (!Object.hasOwn(errors, name)) errors[name] = issue.message;
  }
  return errors;
}

/** The island behaviour of every form kind. */
export const useFormEngine: UseEngine = (model, initial) => {
  const { path } = useRenderContext();
  const [state, setState] = useState<EngineState>(initial);
  const summaryRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'summary' | 'done' | null>(null);
  const captcha = useRef<Promise<CaptchaAnswer> | null>(null);
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const busy = useRef(false);
  const current = useRef(model);
  current.current = model;
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  // After every commit: the element to focus may arrive a render after the state that asks for it.
  useEffect(() => {
    const target = focusNext.current;
    const element = target && (target === 'summary' ? summaryRef : doneRef).current;
    if (!element) return;
    focusNext.current = null;
    element.focus();
  });

  const update = (change: Partial<EngineState>) => setState((s) => ({ ...s, ...change }));

  /** Starts the proof of work once; a failed one may start again. */
  const startCaptcha = (): Promise<CaptchaAnswer> | null => {
    if (!current.current.spec.captcha) return null;
    if (captcha.current) return captcha.current;
    update({ captcha: 'checking' });
    const { captchaKey } = current.current;
    const running = solveCaptcha(captchaKey ? { siteKey: captchaKey } : {});
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
    if (answer.expiresAt - Date.now() < 30_000) {
      captcha.current = null;
      answer = await startCaptcha()!;
    }
    return answer.answer;
  };

  const fail = (failure: string) => update({ status: 'error', errors: {}, failure });
  const invalid = (errors: Record<string, string>, values?: FormValues) => {
    focusNext.current = 'summary';
    update({ status: 'error', errors, failure: '', ...(values ? { values } : {}) });
  };

  async function send(values: FormValues, files: Map<string, File>): Promise<void> {
    const { id, spec, idempotencyKey } = current.current;
    const signature = JSON.stringify([values, [...files].map(([name, f]) => [name, f.name, f.size, f.lastModified])]);
    try {
      // The same answers sent again (after a lost connection) are the same attempt: one key.
      const key = attempt.current?.signature === signature ? attempt.current.key : idempotencyKey ? await idempotencyKey(values) : randomKey();
      attempt.current = { signature, key };
      const answer = spec.captcha ? await captchaAnswer() : undefined;
      const { body, headers } = requestBody(path, id, values, files, answer);
      const response = await fetch('/api/forms/submit', { method: 'POST', body, headers: { ...headers, accept: 'application/json', 'idempotency-key': key }, credentials: 'same-origin' });
      const json = (await response.json().catch(() => ({}))) as ApiAnswer;
      if (response.ok) {
        attempt.current = null;
        captcha.current = null;
        const redirect = typeof json.redirectUrl === 'string' && isSameSitePath(json.redirectUrl) ? json.redirectUrl : undefined;
        if (redirect) {
          window.location.assign(redirect);
          return;
        }
        focusNext.current = 'done';
        update({
          status: 'submitted',
          message: typeof json.message === 'string' ? json.message : FORM_SUBMITTED_MESSAGE,
          repeated: response.status === 200,
          errors: {},
          failure: '',
          ...(typeof json.reference === 'string' ? { reference: json.reference } : {}),
        });
        return;
      }
      if (response.status >= 500) throw new Error(`${response.status}`);
      if (json.error === 'FORM_INVALID') {
        const errors = issuesToErrors(json.issues);
        if (Object.keys(errors).length > 0) return invalid(errors);
      }
      if (json.error === 'CAPTCHA_FAILED') {
        captcha.current = null;
        void startCaptcha()?.catch(() => undefined);
      }
      focusNext.current = 'summary';
      fail(typeof json.message === 'string' ? json.message : message('FORM_SUBMIT_FAILED'));
    } catch {
      focusNext.current = 'summary';
      fail(current.current.failureMessage ?? message('FORM_SUBMIT_FAILED'));
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second press while the first is on its way is the same submission.
    if (busy.current) return;
    const { spec } = current.current;
    const { values, files } = readForm(event.currentTarget, spec.fields);
    const check = checkSubmission(spec.fields, values, new Set(files.keys()));
    const errors = { ...(spec.check?.(check.values) ?? {}), ...check.errors };
    if (Object.keys(errors).length > 0) return invalid(errors, values);
    busy.current = true;
    update({ status: 'submitting', errors: {}, failure: '', values });
    void send(values, files).finally(() => {
      busy.current = false;
    });
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    update({ values: readForm(event.currentTarget, current.current.spec.fields).values });
  };

  const onFocus = () => {
    // The proof of work starts when the visitor first turns to the form, not on every page view.
    void startCaptcha()?.catch(() => undefined);
  };

  const onSummaryClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a[href^="#"]');
    const target = link && document.getElementById(link.getAttribute('href')!.slice(1));
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'center' });
  };

  return { state, live, handlers: { onSubmit, onChange, onFocus, onSummaryClick }, summaryRef, doneRef };
};

/** A form kind's island: its view, with the engine's browser behaviour. */
export function formIsland<P>(View: ComponentType<ViewProps<P>>): ComponentType<ViewProps<P>> {
  return function FormIsland(input: ViewProps<P>) {
    return createElement(FormBehaviour.Provider, { value: useFormEngine }, createElement(View, input));
  };
}
