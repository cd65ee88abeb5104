import type { ChangeEvent, FormEvent, MouseEvent, ReactNode, Ref } from 'react';
import {
  CONTACT_LIST_INFO,
  CONTACT_LISTS,
  contactName,
  ENTITY_TYPES,
  fileDirection,
  JOB_TITLES,
  LABELS,
  LIMITS,
  MAX_CONTACTS_PER_LIST,
  PASSWORD_AGE_DAYS,
  PASSWORD_CONTACT_TYPES,
  PASSWORD_EXPIRY_CHOICES,
  PERSON_FIELDS,
  PERSON_LABELS,
  personLabel,
  SERVICE_TYPES,
  transferMethodsFor,
  type ContactList,
  type PersonField,
} from '../../core/connection-request';
import { message } from '../../core/errors';
import { platformId } from '../../core/ids';
import { intentClass } from '../alert/intent';
import { CAPTCHA_TEXT, REQUIRED_NOTE, SENDING_LABEL } from '../form-engine';
import type { ViewProps } from '../view';
import type { ConnectionRequestFormProps } from './spec';
import { canAdd, canRemove, initialState, type DraftRow, type State } from './state';

export const NOSCRIPT_NOTE = 'This form needs JavaScript to add contacts and to send the request. Turn JavaScript on in your browser to use it.';

/** What the island adds to the markup; absent on the server. */
export interface Behaviour {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The visitor turned to the form: time to start the proof of work. */
  onFocus: () => void;
  onChange: (path: string, value: string) => void;
  onAdd: (list: ContactList) => void;
  onRemove: (list: ContactList, index: number) => void;
  onSummaryClick: (event: MouseEvent<HTMLElement>) => void;
  summaryRef: Ref<HTMLDivElement>;
  doneRef: Ref<HTMLDivElement>;
}

/** Element ids of the form's parts, fields by their path below `values` (platform ids: editors' ids never collide). */
export const ids = (id: string) => {
  const field = (path: string) => platformId(id, 'f', ...path.split('/'));
  return {
    root: platformId(id),
    summary: platformId(id, 'summary'),
    summaryHeading: platformId(id, 'summary-heading'),
    done: platformId(id, 'done'),
    captcha: platformId(id, 'captcha'),
    field,
    option: (path: string, value: string) => `${field(path)}-${value.toLowerCase()}`,
    error: (path: string) => `${field(path)}-error`,
    hint: (path: string) => `${field(path)}-hint`,
    add: (list: ContactList) => platformId(id, 'add', list),
  };
};
type Ids = ReturnType<typeof ids>;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
// Server render: the fields are controlled, but nothing changes them until the island runs.
const ignore = () => undefined;

function Required({ group = false }: { group?: boolean }) {
  // Inputs carry `required`; a group cannot, so it says so in words as well.
  return (
    <span className="t-field__required">
      <span aria-hidden="true"> *</span>
      {group ? <span className="t-visually-hidden"> (required)</span> : null}
    </span>
  );
}

interface FieldProps {
  at: Ids;
  path: string;
  label: ReactNode;
  value: string;
  errors: Record<string, string>;
  onChange: (path: string, value: string) => void;
  required?: boolean;
  hint?: string;
}

/** What every field shares: its label, hint, error line and the ARIA that ties them together. */
function Field({ at, path, label, required, hint, errors, control }: Omit<FieldProps, 'value' | 'onChange'> & { control: (aria: Record<string, unknown>) => ReactNode }) {
  const error = Object.hasOwn(errors, path) ? errors[path] : undefined;
  const describedBy = [hint ? at.hint(path) : '', error ? at.error(path) : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="t-field t-form__field">
      <label className="t-field__label" htmlFor={at.field(path)}>
        {label}
        {required ? <Required /> : null}
      </label>
      {hint ? (
        <p className="t-field__hint" id={at.hint(path)}>
          {hint}
        </p>
      ) : null}
      {control({ id: at.field(path), name: path, required: required || undefined, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p className="t-field__error" id={at.error(path)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function TextField(props: FieldProps & { type?: 'text' | 'email' | 'tel'; autoComplete?: string; inputMode?: 'numeric'; maxLength?: number; multiline?: boolean }) {
  const { path, value, onChange, type = 'text', autoComplete, inputMode, maxLength, multiline } = props;
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(path, event.currentTarget.value);
  return (
    <Field
      {...props}
      control={(aria) =>
        multiline ? (
          <textarea {...aria} rows={4} value={value} onChange={change} />
        ) : (
          <input {...aria} type={type} value={value} onChange={change} autoComplete={autoComplete} inputMode={inputMode} maxLength={maxLength} />
        )
      }
    />
  );
}

function SelectField(props: FieldProps & { choices: readonly { value: string; label: string }[]; autoComplete?: string }) {
  const { path, value, onChange, choices, autoComplete } = props;
  return (
    <Field
      {...props}
      control={(aria) => (
        <select {...aria} value={value} onChange={(event) => onChange(path, event.currentTarget.value)} autoComplete={autoComplete}>
          <option value="">Choose one</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** How a person's field is presented: its input purpose for the submitter, its kind of text. */
const PERSON_INPUT: Record<Exclude<PersonField, 'jobTitle'>, { type: 'text' | 'email' | 'tel'; autoComplete: string; maxLength: number }> = {
  firstName: { type: 'text', autoComplete: 'given-name', maxLength: LIMITS.name },
  lastName: { type: 'text', autoComplete: 'family-name', maxLength: LIMITS.name },
  emailId: { type: 'email', autoComplete: 'email', maxLength: 320 },
  phoneNumber: { type: 'tel', autoComplete: 'tel', maxLength: 30 },
};

/** The five fields of a person: the submitter's, or a contact row's (labelled with its list and number). */
function PersonFields({ at, base, person, label, errors, onChange, own }: { at: Ids; base: string; person: DraftRow | Record<PersonField, string>; label: (field: PersonField) => ReactNode; errors: Record<string, string>; onChange: FieldProps['onChange']; own: boolean }) {
  return (
    <div className="t-connection-request-form__person">
      {PERSON_FIELDS.map((field) => {
        const common = { at, path: `${base}/${field}`, label: label(field), value: person[field], errors, onChange, required: true };
        if (field === 'jobTitle') return <SelectField key={field} {...common} choices={options(JOB_TITLES)} {...(own ? { autoComplete: 'organization-title' } : {})} />;
        const input = PERSON_INPUT[field];
        // Contacts are other people: the browser must not fill in the visitor's own name.
        return <TextField key={field} {...common} type={input.type} maxLength={input.maxLength} autoComplete={own ? input.autoComplete : 'off'} />;
      })}
    </div>
  );
}

function ContactListView({ at, list, rows, state, behaviour, onChange }: { at: Ids; list: ContactList; rows: DraftRow[]; state: State; behaviour: Behaviour | undefined; onChange: FieldProps['onChange'] }) {
  const info = CONTACT_LIST_INFO[list];
  const path = `contacts/${list}`;
  const error = Object.hasOwn(state.errors, path) ? state.errors[path] : undefined;
  const hint = info.min > 0 ? `At least ${info.min}, at most ${MAX_CONTACTS_PER_LIST}.` : `Optional; at most ${MAX_CONTACTS_PER_LIST}.`;
  return (
    <fieldset className="t-connection-request-form__list" id={at.field(path)} tabIndex={-1} aria-describedby={[at.hint(path), error ? at.error(path) : ''].filter(Boolean).join(' ')}>
      <legend className="t-field__label">
        {info.title}
        {info.min > 0 ? <Required group /> : null}
      </legend>
      <p className="t-field__hint" id={at.hint(path)}>
        {hint}
      </p>
      {error ? (
        <p className="t-field__error" id={at.error(path)}>
          {error}
        </p>
      ) : null}
      {rows.map((row, index) => {
        const name = contactName(list, index);
        return (
          <fieldset className="t-connection-request-form__row" key={row.key}>
            <legend>{name}</legend>
            <PersonFields
              at={at}
              base={`${path}/${index}`}
              person={row}
              errors={state.errors}
              onChange={onChange}
              own={false}
              label={(field) => (
                <>
                  <span className="t-visually-hidden">{name}: </span>
                  {PERSON_LABELS[field]}
                </>
              )}
            />
            {canRemove(state.draft, list) ? (
              <button type="button" className="t-button t-connection-request-form__remove" onClick={() => behaviour?.onRemove(list, index)}>
                Remove<span className="t-visually-hidden"> {name.toLowerCase()}</span>
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {canAdd(state.draft, list) ? (
        <button type="button" className="t-button" id={at.add(list)} onClick={() => behaviour?.onAdd(list)}>
          {info.add}
        </button>
      ) : null}
    </fieldset>
  );
}

function ErrorSummary({ at, state, behaviour }: { at: Ids; state: State; behaviour: Behaviour | undefined }) {
  const fieldErrors = Object.entries(state.errors).filter(([path]) => path !== '');
  const invalid = Object.keys(state.errors).length > 0;
  return (
    <div
      className={`t-alert ${intentClass('bad')} t-form__summary`}
      id={at.summary}
      role="alert"
      tabIndex={-1}
      aria-labelledby={at.summaryHeading}
      ref={behaviour?.summaryRef}
      onClick={behaviour?.onSummaryClick}
    >
      <div className="t-alert__body">
        <p className="t-alert__heading" id={at.summaryHeading}>
          {invalid ? message('FORM_INVALID') : state.failure}
        </p>
        {invalid ? (
          <ul className="t-form__summary-list">
            {state.errors[''] ? <li>{state.errors['']}</li> : null}
            {fieldErrors.map(([path, problem]) => (
              <li key={path}>
                <a href={`#${path === 'doesPassExpirePeriodically' ? at.option(path, 'Yes') : at.field(path)}`}>{problem}</a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

export interface ConnectionRequestFormViewProps extends ViewProps<ConnectionRequestFormProps> {
  state: State;
  /** Whether the island runs: without it the request cannot be sent. */
  live: boolean;
  behaviour?: Behaviour;
}

/** The connection request in one of its states: the form (idle, submitting, error) or the server's answer. */
export function ConnectionRequestForm({ id, props, state, live, behaviour }: ConnectionRequestFormViewProps) {
  const at = ids(id);
  const { draft, errors } = state;
  const onChange = behaviour?.onChange ?? ignore;
  const direction = fileDirection(draft.serviceType);
  const submitting = state.status === 'submitting';
  const common = { at, errors, onChange };
  const intro = props.intro.trim() === '' ? null : <div className="t-rich-text t-connection-request-form__intro" dangerouslySetInnerHTML={{ __html: props.intro }} />;
  const expiryError = Object.hasOwn(errors, 'doesPassExpirePeriodically') ? errors.doesPassExpirePeriodically : undefined;

  return (
    <div className="t-form t-connection-request-form" id={at.root}>
      {/* Sanitized when the tree was validated (core/schemas richText()). */}
      {intro}
      {state.status === 'submitted' ? (
        <div className="t-form__done" id={at.done} role="status" tabIndex={-1} ref={behaviour?.doneRef}>
          <p>{state.message}</p>
        </div>
      ) : (
        <form className="t-form__form" aria-label={props.formName} noValidate onSubmit={behaviour?.onSubmit} onFocus={behaviour?.onFocus}>
          {/* A removed row takes its problems with it: nothing left to show, no summary. */}
          {state.status === 'error' && (Object.keys(errors).length > 0 || state.failure !== '') ? <ErrorSummary at={at} state={state} behaviour={behaviour} /> : null}
          <noscript>{NOSCRIPT_NOTE}</noscript>
          <p className="t-form__note">{REQUIRED_NOTE}</p>

          <fieldset className="t-connection-request-form__group">
            <legend>Your request</legend>
            <SelectField {...common} path="entityType" label={LABELS.entityType} value={draft.entityType} choices={options(ENTITY_TYPES)} required hint="The company whose services you want to connect to." />
            <SelectField {...common} path="serviceType" label={LABELS.serviceType} value={draft.serviceType} choices={options(SERVICE_TYPES)} required />
            {direction ? (
              <SelectField {...common} path="transferMethod" label={LABELS.transferMethod} value={draft.transferMethod} choices={options(transferMethodsFor(direction))} required hint={direction === 'push' ? 'We push the files to your server.' : 'You pull the files from our server.'} />
            ) : null}
          </fieldset>

          <fieldset className="t-connection-request-form__group">
            <legend>About you</legend>
            <PersonFields at={at} base="submitter" person={draft.submitter} errors={errors} onChange={onChange} own label={(field) => personLabel('submitter', field)} />
          </fieldset>

          <fieldset className="t-connection-request-form__group">
            <legend>Your firm</legend>
            <TextField {...common} path="firmName" label={LABELS.firmName} value={draft.firmName} required autoComplete="organization" maxLength={LIMITS.firmName} />
            <TextField {...common} path="mnemonics" label={LABELS.mnemonics} value={draft.mnemonics} hint="Optional. The short codes that identify your firm on our markets, separated by commas or spaces." />
            <TextField {...common} path="leiAddress" label={LABELS.leiAddress} value={draft.leiAddress} required maxLength={40} hint="The 20 letters and digits that identify your firm (ISO 17442)." />
            <TextField {...common} path="mics" label={LABELS.mics} value={draft.mics} hint="Optional. The ISO 10383 codes of the markets you connect to, like XNYS or IFUS, separated by commas or spaces." />
            <TextField
              {...common}
              path="externalIpList"
              label={LABELS.externalIpList}
              value={draft.externalIpList}
              required
              multiline
              hint={`The public IPv4 addresses or ranges you connect from (a.b.c.d or a.b.c.d/nn), separated by commas or new lines; at most ${LIMITS.externalIps}.`}
            />
          </fieldset>

          <fieldset className="t-connection-request-form__group">
            <legend>Passwords</legend>
            <fieldset className="t-field t-form__field" aria-describedby={expiryError ? at.error('doesPassExpirePeriodically') : undefined}>
              <legend className="t-field__label">{LABELS.doesPassExpirePeriodically}</legend>
              {PASSWORD_EXPIRY_CHOICES.map((choice) => (
                <div className="t-form__choice" key={choice}>
                  <input
                    type="radio"
                    id={at.option('doesPassExpirePeriodically', choice)}
                    name="doesPassExpirePeriodically"
                    value={choice}
                    checked={draft.doesPassExpirePeriodically === choice}
                    onChange={() => onChange('doesPassExpirePeriodically', choice)}
                    aria-invalid={expiryError ? true : undefined}
                  />
                  <label htmlFor={at.option('doesPassExpirePeriodically', choice)}>{choice}</label>
                </div>
              ))}
              {expiryError ? (
                <p className="t-field__error" id={at.error('doesPassExpirePeriodically')}>
                  {expiryError}
                </p>
              ) : null}
            </fieldset>
            {draft.doesPassExpirePeriodically === 'Yes' ? (
              <TextField {...common} path="maxPasswordAge" label={LABELS.maxPasswordAge} value={draft.maxPasswordAge} required inputMode="numeric" maxLength={3} hint={`From ${PASSWORD_AGE_DAYS.min} to ${PASSWORD_AGE_DAYS.max} days.`} />
            ) : null}
            <SelectField {...common} path="passwordContactType" label={LABELS.passwordContactType} value={draft.passwordContactType} choices={PASSWORD_CONTACT_TYPES} required hint="Who receives the passwords of the new accounts." />
          </fieldset>

          {CONTACT_LISTS.map((list) => (
            <ContactListView key={list} at={at} list={list} rows={draft.contacts[list]} state={state} behaviour={behaviour} onChange={onChange} />
          ))}

          {props.captcha ? (
            <p className="t-form__captcha" id={at.captcha} role="status">
              {CAPTCHA_TEXT[state.captcha]}
            </p>
          ) : null}
          <div className="t-form__actions">
            <button type="submit" className="t-button t-button--primary" disabled={!live || submitting}>
              {submitting ? SENDING_LABEL : props.buttonLabel}
            </button>
          </div>
        </form>
      )}
      <p className="t-visually-hidden" aria-live="polite">
        {state.announcement}
      </p>
    </div>
  );
}

/** The server's rendering: the explanation and the form as it first shows, not sendable until the island runs. */
export default function ConnectionRequestFormView(input: ViewProps<ConnectionRequestFormProps>) {
  return <ConnectionRequestForm {...input} state={initialState(input.props.entityType)} live={false} />;
}
