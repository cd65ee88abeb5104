/** The session request's controls: a labelled field with its hint and problem, a group of choices, headings. */
import type { ChangeEvent, FocusEvent, FormEvent, MouseEvent, ReactNode, Ref } from 'react';
import { LIMITS } from '../../core/session-request';
import type { FormIds } from './state';

export const TEXT = {
  noscript:
    'This form needs JavaScript: the fields it asks for depend on the action, the request types and the markets you choose. Turn JavaScript on to send a session request.',
  action: 'Action',
  actionHint: 'Clone copies the settings of existing sessions; Create asks for new ones; Modify changes existing ones; Remove ends them.',
  requestTypes: 'Request types',
  markets: 'Markets',
  sourceIpUpdate: 'Source IP Update',
  addRow: 'Add a source IP range',
  removeRow: (n: number) => `Remove source IP range ${n}`,
  rowLegend: (n: number) => `Source IP range ${n}`,
  choose: 'Choose one',
};

/** What the island adds to the markup; absent on the server. */
export interface Behaviour {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFocus: (event: FocusEvent<HTMLFormElement>) => void;
  /** Any control changed: its name, value and tick say what (`state.ts` applyInput). */
  onInput: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onAddRow: () => void;
  onRemoveRow: (key: number) => void;
  onSummaryClick: (event: MouseEvent<HTMLElement>) => void;
  summaryRef: Ref<HTMLDivElement>;
  doneRef: Ref<HTMLDivElement>;
}

export const noop = () => undefined;

export function Required({ group = false }: { group?: boolean }) {
  // Inputs carry `required`; a group of choices cannot, so it says so in words as well.
  return (
    <span className="t-field__required">
      <span aria-hidden="true"> *</span>
      {group ? <span className="t-visually-hidden"> (required)</span> : null}
    </span>
  );
}

export function Heading({ level, id, children }: { level: number; id: string; children: ReactNode }) {
  const Tag = `h${level}` as 'h3';
  return (
    <Tag className="t-session-request-form__heading" id={id}>
      {children}
    </Tag>
  );
}

interface ControlProps {
  id: string;
  name: string;
  label: string;
  required: boolean;
  value: string;
  error: string | undefined;
  hint: string | undefined;
  onInput: Behaviour['onInput'];
  /** A select's choices; absent for text. */
  options?: readonly { value: string; label: string }[];
  multiline?: boolean;
  inputMode?: 'numeric';
  /** A text input's type and autocomplete token (the requester's details); text without autocomplete by default. */
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}

/** One labelled control with its hint and its problem beside it. */
export function Control({ id, name, label, required, value, error, hint, onInput, options, multiline, inputMode, type = 'text', autoComplete = 'off' }: ControlProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    onChange: onInput,
    required: required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="t-field t-session-request-form__field">
      <label className="t-field__label" htmlFor={id}>
        {label}
        {required ? <Required /> : null}
      </label>
      {hint ? (
        <p className="t-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {options ? (
        <select {...common}>
          <option value="">{TEXT.choose}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea {...common} rows={3} maxLength={LIMITS.instructions} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} autoComplete={autoComplete} spellCheck={false} />
      )}
      {error ? (
        <p className="t-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface ChoiceGroupProps {
  ids: FormIds;
  group: 'action' | 'type' | 'market';
  name: string;
  legend: string;
  radio?: boolean;
  values: readonly string[];
  chosen: readonly string[];
  error: string | undefined;
  hint?: string;
  onInput: Behaviour['onInput'];
}

export function ChoiceGroup({ ids, group, name, legend, radio = false, values, chosen, error, hint, onInput }: ChoiceGroupProps) {
  const describedBy = [hint ? ids.actionHint : '', error ? ids.groupError(group) : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="t-session-request-form__group" aria-describedby={describedBy}>
      <legend className="t-field__label">
        {legend}
        <Required group={!radio} />
      </legend>
      {hint ? (
        <p className="t-field__hint" id={ids.actionHint}>
          {hint}
        </p>
      ) : null}
      <div className="t-session-request-form__choices">
        {values.map((value, i) => (
          <div className="t-session-request-form__choice" key={value}>
            <input
              type={radio ? 'radio' : 'checkbox'}
              id={ids.choice(group, i)}
              name={name}
              value={value}
              checked={chosen.includes(value)}
              onChange={onInput}
              required={radio || undefined}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={ids.choice(group, i)}>{value}</label>
          </div>
        ))}
      </div>
      {error ? (
        <p className="t-field__error" id={ids.groupError(group)}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

