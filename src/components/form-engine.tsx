/**
 * The form engine's markup, shared by every form kind (specification §3 "Form definition",
 * §5, §8): server-rendered fields of every type, errors beside their fields, the error summary
 * as a bad-intent alert, and the states idle, submitting, submitted and error.
 *
 * The same component renders on the server and in the island. On the server (and without
 * JavaScript) the form posts to `/_forms/submit` and the server renders the outcome into it
 * (`RenderContext.formStates`); in the island, `form-engine.client.tsx` supplies the behaviour
 * through `FormBehaviour` (checks before sending, captcha, states, focus).
 */
import { createContext, useContext, useState, type FocusEvent, type FormEvent, type MouseEvent, type ReactNode, type Ref } from 'react';
import { message } from '../core/errors';
import { errorLines, fieldLabel, FORM_SUBMITTED_MESSAGE, type FieldValue } from '../core/form-check';
import { rangeText } from '../core/field-types';
import type { FormField, FormSpec } from '../core/forms';
import { platformId } from '../core/ids';
import { intentClass } from './alert/intent';
import { useRenderContext, type FormState } from './view';

export type FormValues = Record<string, FieldValue>;

/** How a field is presented beyond its definition: input purpose, a hint, content after it. */
export interface FieldExtra {
  inputType?: 'text' | 'email' | 'tel' | 'url' | 'date';
  autoComplete?: string;
  /** Text shown under the label and read with the field. */
  hint?: ReactNode;
  /** File types offered by the file chooser (the server sniffs the bytes whatever this says). */
  accept?: string;
  /** Content after the field that follows what the visitor has chosen so far. */
  after?: (values: FormValues) => ReactNode;
  /**
   * The options of a group that apply to what the visitor has chosen so far (`null`: all).
   * Only with the island running: the others are hidden and disabled, so they are not sent.
   * Without JavaScript every option shows, and the server's check has the last word.
   */
  enabledOptions?: (values: FormValues) => ReadonlySet<string> | null;
}

/** One form as the engine runs it: the spec the server checks against, and its presentation. */
export interface FormModel {
  /** The form node's id (what the server finds the form by). */
  id: string;
  /** The form's accessible name. */
  label: string;
  spec: Pick<FormSpec, 'fields' | 'check' | 'captcha' | 'redirectUrl'>;
  buttonLabel: string;
  extras?: Readonly<Record<string, FieldExtra>>;
  /**
   * The Idempotency-Key of an attempt, when a kind derives it from what was sent (so that a
   * second request for the same thing counts once); by default one random key per attempt.
   */
  idempotencyKey?: (values: FormValues) => Promise<string>;
  /** What a lost connection or a server failure says; by default FORM_SUBMIT_FAILED. */
  failureMessage?: string;
  /** The kind's own reCAPTCHA site key (`recaptchaPublicKey`), in place of the site's on a reCAPTCHA site. */
  captchaKey?: string;
}

export type FormStatus = 'idle' | 'submitting' | 'submitted' | 'error';
export type CaptchaStatus = 'idle' | 'checking' | 'done' | 'failed';

export interface EngineState {
  status: FormStatus;
  /** Problems of the fields, by name; `''` for the form as a whole. */
  errors: Record<string, string>;
  /** Why sending failed when no field is to blame (connectivity, captcha, rate limit). */
  failure: string;
  /** The server's answer to a stored submission. */
  message: string;
  /** The server had this submission already (a repeated Idempotency-Key): it counted once. */
  repeated: boolean;
  /** The submission's reference (issue 25), for forms that give one. */
  reference?: string;
  /** What the fields hold now, for content that follows the visitor's choices. */
  values: FormValues;
  captcha: CaptchaStatus;
}

export interface EngineHandlers {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  onFocus: (event: FocusEvent<HTMLFormElement>) => void;
  onSummaryClick: (event: MouseEvent<HTMLElement>) => void;
}

export interface Engine {
  state: EngineState;
  /** Whether the island runs (false on the server and in the island's first render). */
  live?: boolean;
  handlers?: EngineHandlers;
  summaryRef?: Ref<HTMLDivElement>;
  doneRef?: Ref<HTMLDivElement>;
}

/** The island's behaviour; absent on the server, where the engine shows the state it was given. */
export type UseEngine = (model: FormModel, initial: EngineState) => Engine;
export const FormBehaviour = createContext<UseEngine | null>(null);

const useStaticEngine: UseEngine = (_model, initial) => ({ state: initial });

export const SENDING_LABEL = 'Sending…';
export const CAPTCHA_TEXT: Record<CaptchaStatus, string> = {
  idle: '',
  checking: 'Checking that you are a person…',
  done: 'Check complete: you can send the form.',
  failed: 'The check that you are a person could not run. Send the form to try again.',
};
export const CAPTCHA_NOSCRIPT = 'This form checks in your browser that you are a person, which needs JavaScript. Turn JavaScript on to send it.';
export const REQUIRED_NOTE = 'Fields marked * are required.';

const TICKED = new Set(['true', 'on', 'yes', '1']);

/** A field's value as the form starts: what was posted (after a post without JavaScript), else its pre-filled value. */
export function startValue(field: FormField, posted: unknown): FieldValue {
  const first = Array.isArray(posted) ? posted[0] : posted;
  const given = posted !== undefined;
  switch (field.type) {
    case 'CHECKBOX':
      return given ? first === true || (typeof first === 'string' && TICKED.has(first.toLowerCase())) : TICKED.has(field.value.toLowerCase());
    case 'CHECKBOX_GROUP': {
      const list = given ? (Array.isArray(posted) ? posted : [posted]) : field.value.split(',').map((v) => v.trim());
      return list.filter((v): v is string => typeof v === 'string' && field.options.some((o) => o.value === v));
    }
    case 'HIDDEN':
      return field.value;
    case 'FILE':
      return '';
    default:
      return given && typeof first === 'string' ? first : field.value;
  }
}

/** The engine's first state: idle, or the outcome of a post without JavaScript. */
export function initialState(fields: readonly FormField[], server: FormState | undefined): EngineState {
  const posted = server?.values ?? {};
  const values = Object.fromEntries(fields.map((f) => [f.name, startValue(f, Object.hasOwn(posted, f.name) ? posted[f.name] : undefined)]));
  const errors = server?.status === 'error' ? (server.errors ?? {}) : {};
  // Only a problem of the whole form (the captcha, a pause): a failure, not a field to fix.
  const onlyForm = Object.keys(errors).every((k) => k === '');
  return {
    status: server?.status ?? 'idle',
    errors: onlyForm ? {} : errors,
    failure: onlyForm ? (errors[''] ?? '') : '',
    message: '',
    repeated: false,
    ...(server?.reference ? { reference: server.reference } : {}),
    values,
    captcha: 'idle',
  };
}

const STATE_ATTRIBUTE = 'data-state';

/**
 * The outcome the server rendered into the page (after a post without JavaScript), read by
 * the island so its first render matches the server's HTML.
 */
function pageState(id: string): FormState | undefined {
  if (typeof document === 'undefined') return undefined;
  const raw = document.getElementById(platformId(id))?.getAttribute(STATE_ATTRIBUTE);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<FormState>;
    if (parsed.status !== 'error' && parsed.status !== 'submitted') return undefined;
    const errors = typeof parsed.errors === 'object' && parsed.errors ? Object.fromEntries(Object.entries(parsed.errors).filter(([, v]) => typeof v === 'string')) : {};
    const values = typeof parsed.values === 'object' && parsed.values ? parsed.values : {};
    return { status: parsed.status, errors, values, ...(typeof parsed.reference === 'string' ? { reference: parsed.reference } : {}) };
  } catch {
    return undefined;
  }
}

/** Element ids of a form's parts (platform ids: editors' ids can never collide with them). */
export const formIds = (id: string) => ({
  root: platformId(id),
  form: platformId(id, 'form'),
  summary: platformId(id, 'summary'),
  summaryHeading: platformId(id, 'summary-heading'),
  done: platformId(id, 'done'),
  captcha: platformId(id, 'captcha'),
  field: (name: string) => platformId(id, 'f', name),
  option: (name: string, index: number) => platformId(id, 'f', name, String(index)),
  error: (name: string) => platformId(id, 'f', name, 'error'),
  hint: (name: string) => platformId(id, 'f', name, 'hint'),
});

/** The element the summary's line for `field` leads to: the input, or a group's first choice. */
function targetOf(ids: ReturnType<typeof formIds>, field: FormField): string {
  return field.type === 'CHECKBOX_GROUP' || field.type === 'RADIO_BUTTONS' ? ids.option(field.name, 0) : ids.field(field.name);
}

/** The reference a visitor quotes (issue 25), under the confirmation. */
export function ReferenceLine({ reference }: { reference: string }) {
  return (
    <p className="t-form__reference">
      Your reference: <strong>{reference}</strong>. Quote it when you write to us about this; your receipt e-mail carries it too.
    </p>
  );
}

export interface FormEngineProps {
  model: FormModel;
  /** What shows once the submission is stored; by default the server's answer. */
  done?: (state: EngineState) => ReactNode;
  /** Content after the form in every state (a kind's outcome slots, hidden until their state). */
  after?: (state: EngineState) => ReactNode;
  /** The kind's own class beside `t-form`, for its styles. */
  className?: string;
}

/** A form of any kind: the fields of its spec, its states and its messages. */
export function FormEngine({ model, done, after, className }: FormEngineProps) {
  const context = useRenderContext();
  const [server] = useState(() => context.formStates?.get(model.id) ?? pageState(model.id));
  const [initial] = useState(() => initialState(model.spec.fields, server));
  const useEngine = useContext(FormBehaviour) ?? useStaticEngine;
  const { state, live = false, handlers, summaryRef, doneRef } = useEngine(model, initial);
  const ids = formIds(model.id);
  const { fields, captcha } = model.spec;
  const visible = fields.filter((f) => f.type !== 'HIDDEN');
  const hasFile = fields.some((f) => f.type === 'FILE');
  const lines = errorLines(fields, state.errors);
  const summary = state.status === 'error' && (lines.length > 0 || state.failure !== '');
  const submitting = state.status === 'submitting';

  return (
    <div className={className ? `t-form ${className}` : 't-form'} id={ids.root} {...(server ? { [STATE_ATTRIBUTE]: JSON.stringify(server) } : {})}>
      {state.status === 'submitted' ? (
        <div className="t-form__done" id={ids.done} role="status" tabIndex={-1} ref={doneRef}>
          {done ? done(state) : <p>{state.message || FORM_SUBMITTED_MESSAGE}</p>}
          {state.reference ? <ReferenceLine reference={state.reference} /> : null}
        </div>
      ) : (
        <form
          className="t-form__form"
          id={ids.form}
          action="/_forms/submit"
          method="post"
          encType={hasFile ? 'multipart/form-data' : undefined}
          aria-label={model.label}
          // The engine's own checks give the specification's messages; the browser's would not.
          noValidate
          onSubmit={handlers?.onSubmit}
          onChange={handlers?.onChange}
          onFocus={handlers?.onFocus}
        >
          <input type="hidden" name="_path" value={context.path} />
          <input type="hidden" name="_form" value={model.id} />
          {summary ? (
            <div
              className={`t-alert ${intentClass('bad')} t-form__summary`}
              id={ids.summary}
              role="alert"
              tabIndex={-1}
              aria-labelledby={ids.summaryHeading}
              ref={summaryRef}
              onClick={handlers?.onSummaryClick}
            >
              <div className="t-alert__body">
                <p className="t-alert__heading" id={ids.summaryHeading}>
                  {lines.length > 0 ? message('FORM_INVALID') : state.failure}
                </p>
                {lines.length > 0 ? (
                  <ul className="t-form__summary-list">
                    {state.errors[''] ? <li>{state.errors['']}</li> : null}
                    {fields
                      .filter((f) => Object.hasOwn(state.errors, f.name))
                      .map((f) => (
                        <li key={f.name}>
                          <a href={`#${targetOf(ids, f)}`}>{state.errors[f.name]}</a>
                        </li>
                      ))}
                  </ul>
                ) : null}
              </div>
            </div>
          ) : null}
          {visible.some((f) => f.isRequired) ? <p className="t-form__note">{REQUIRED_NOTE}</p> : null}
          {fields.map((field) => (
            <FieldView key={field.name} field={field} ids={ids} start={initial.values[field.name]} state={state} live={live} extra={model.extras?.[field.name]} />
          ))}
          {captcha ? (
            <>
              <noscript>{CAPTCHA_NOSCRIPT}</noscript>
              <p className="t-form__captcha" id={ids.captcha} role="status">
                {CAPTCHA_TEXT[state.captcha]}
              </p>
            </>
          ) : null}
          <div className="t-form__actions">
            <button type="submit" className="t-button t-button--primary" disabled={submitting}>
              {submitting ? SENDING_LABEL : model.buttonLabel}
            </button>
          </div>
        </form>
      )}
      {after?.(state)}
    </div>
  );
}

function RequiredMark({ group = false }: { group?: boolean }) {
  // Inputs carry `required`; a group of choices cannot, so it says so in words as well.
  return (
    <span className="t-field__required">
      <span aria-hidden="true"> *</span>
      {group ? <span className="t-visually-hidden"> (required)</span> : null}
    </span>
  );
}

/** The typed fields' inputs (issue 24): the browser's keyboard, autofill and, for dates, its picker. */
const TYPED_INPUTS: Partial<Record<FormField['type'], { type: string; inputMode?: 'email' | 'tel' | 'decimal' | 'url'; autoComplete?: string; pattern?: string }>> = {
  EMAIL: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  PHONE: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', pattern: '\\+?[0-9 \\(\\)\\.\\-]+' },
  // Text with a decimal keyboard rather than type=number, whose browsers drop what they cannot read:
  // the check, not an empty value, should tell the visitor what is wrong.
  NUMBER: { type: 'text', inputMode: 'decimal', pattern: '[+\\-]?[0-9]*[.]?[0-9]+' },
  DATE: { type: 'date' },
  URL: { type: 'url', inputMode: 'url', autoComplete: 'url' },
};

/** What a typed field says under its label: a number's or a date's range, the shape of a date. */
export function typedHint(field: FormField): string | undefined {
  const range = rangeText({ min: field.min, max: field.max, date: field.type === 'DATE' });
  if (field.type === 'NUMBER' && range) return `A number ${range}.`;
  if (field.type === 'DATE') return range ? `A date ${range}, as year-month-day.` : 'As year-month-day, like 2026-03-31.';
  return undefined;
}

interface FieldViewProps {
  field: FormField;
  ids: ReturnType<typeof formIds>;
  /** The value the field starts with: fields stay the visitor's own after that (uncontrolled). */
  start: FieldValue | undefined;
  state: EngineState;
  live: boolean;
  extra: FieldExtra | undefined;
}

function FieldView({ field, ids, start, state, live, extra }: FieldViewProps) {
  const { name } = field;
  if (field.type === 'HIDDEN') return <input type="hidden" name={name} value={field.value} />;

  const error = Object.hasOwn(state.errors, name) ? state.errors[name] : undefined;
  const id = ids.field(name);
  const hintText = extra?.hint ?? typedHint(field);
  const describedBy = [hintText ? ids.hint(name) : '', error ? ids.error(name) : ''].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  const labelClass = `t-field__label${field.hideLabel ? ' t-visually-hidden' : ''}`;
  const label = fieldLabel(field);
  const hint = hintText ? (
    <div className="t-field__hint" id={ids.hint(name)}>
      {hintText}
    </div>
  ) : null;
  const errorLine = error ? (
    <p className="t-field__error" id={ids.error(name)}>
      {error}
    </p>
  ) : null;
  const after = extra?.after?.(state.values) ?? null;
  const className = `t-field t-form__field t-form__field--${field.type.toLowerCase().replace('_', '-')}`;

  if (field.type === 'CHECKBOX_GROUP' || field.type === 'RADIO_BUTTONS') {
    const chosen = field.type === 'CHECKBOX_GROUP' ? (Array.isArray(start) ? start : []) : [typeof start === 'string' ? start : ''];
    const radio = field.type === 'RADIO_BUTTONS';
    const enabled = live ? (extra?.enabledOptions?.(state.values) ?? null) : null;
    return (
      <>
        <fieldset className={className} aria-describedby={describedBy}>
          <legend className={labelClass}>
            {label}
            {field.isRequired ? <RequiredMark group={!radio} /> : null}
          </legend>
          {hint}
          {field.options.map((option, i) => (
            <div className="t-form__choice" key={option.value} hidden={enabled && !enabled.has(option.value) ? true : undefined}>
              <input
                type={radio ? 'radio' : 'checkbox'}
                id={ids.option(name, i)}
                name={name}
                value={option.value}
                defaultChecked={chosen.includes(option.value)}
                disabled={enabled && !enabled.has(option.value) ? true : undefined}
                required={radio && field.isRequired ? true : undefined}
                aria-invalid={invalid}
              />
              <label htmlFor={ids.option(name, i)}>{option.label}</label>
            </div>
          ))}
          {errorLine}
        </fieldset>
        {after}
      </>
    );
  }

  if (field.type === 'CHECKBOX') {
    return (
      <>
        <div className={className}>
          {hint}
          <div className="t-form__choice">
            <input
              type="checkbox"
              id={id}
              name={name}
              value="true"
              defaultChecked={start === true}
              required={field.isRequired || undefined}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
            <label htmlFor={id} className={field.hideLabel ? 't-visually-hidden' : undefined}>
              {label}
              {field.isRequired ? <RequiredMark /> : null}
            </label>
          </div>
          {errorLine}
        </div>
        {after}
      </>
    );
  }

  const common = {
    id,
    name,
    required: field.isRequired || undefined,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
  };
  const text = typeof start === 'string' ? start : '';
  let control: ReactNode;
  switch (field.type) {
    case 'TEXTAREA':
      control = <textarea {...common} rows={5} defaultValue={text} />;
      break;
    case 'SELECT':
      control = (
        <select {...common} defaultValue={field.options.some((o) => o.value === text) ? text : ''} autoComplete={extra?.autoComplete}>
          <option value="">Choose one</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'FILE':
      control = <input {...common} type="file" accept={extra?.accept} />;
      break;
    default: {
      const typed = TYPED_INPUTS[field.type];
      const bounded = field.type === 'DATE' ? { min: field.min || undefined, max: field.max || undefined } : {};
      control = (
        <input
          {...common}
          type={extra?.inputType ?? typed?.type ?? 'text'}
          inputMode={typed?.inputMode}
          pattern={typed?.pattern}
          {...bounded}
          defaultValue={text}
          autoComplete={extra?.autoComplete ?? typed?.autoComplete}
        />
      );
    }
  }
  return (
    <>
      <div className={className}>
        <label className={labelClass} htmlFor={id}>
          {label}
          {field.isRequired ? <RequiredMark /> : null}
        </label>
        {hint}
        {control}
        {errorLine}
      </div>
      {after}
    </>
  );
}
