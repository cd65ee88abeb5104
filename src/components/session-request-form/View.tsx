import type { ChangeEvent, FocusEvent, FormEvent, MouseEvent, ReactNode, Ref } from 'react';
import { message } from '../../core/errors';
import {
  ACTIONS,
  BLOCK_KEYS,
  fieldsFor,
  LIMITS,
  MARKETS,
  MAX_ORDER_QTY,
  optionsFor,
  REQUEST_TYPES,
  SOURCE_IP_ROW,
  sourceIpFields,
  type Action,
  type Market,
  type RequestType,
  type ShownField,
} from '../../core/session-request';
import { intentClass } from '../alert/intent';
import { CAPTCHA_TEXT, REQUIRED_NOTE, SENDING_LABEL } from '../form-engine';
import type { ViewProps } from '../view';
import type { SessionRequestFormProps } from './spec';
import {
  answerKey,
  chosenMarkets,
  formIds,
  initialState,
  rowName,
  selectValue,
  sourceIpMarketsOf,
  summaryLines,
  typesOf,
  type FormIds,
  type SourceIpRow,
  type State,
} from './state';

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

/** What a field says under its label, for the action chosen. */
function hintOf(name: string, action: Action): string | undefined {
  switch (name) {
    case 'senderCompIDs':
      return action === 'Create' ? 'Optional for new sessions. Separate several with commas.' : 'The sessions this request is about. Separate several with commas.';
    case 'mpIDS':
    case 'mpIdFilterItems':
      return 'Separate several with commas.';
    case 'maxOrderQty':
      return `A whole number from ${MAX_ORDER_QTY.min} to ${MAX_ORDER_QTY.max}. Leave blank ${action === 'Modify' ? 'to keep the current value' : 'for the exchange maximum'}.`;
    case 'dropSessionSenderCompId':
      return 'The SenderCompID of the drop copy session this request is about.';
    case 'sourceIP':
      return 'An IPv4 range in a.b.c.d/24 form, like 203.0.113.0/24 (a /24 or narrower).';
    case 'peeringIP':
      return 'An IPv4 address, like 203.0.113.1.';
    default:
      return undefined;
  }
}

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

const noop = () => undefined;

function Required({ group = false }: { group?: boolean }) {
  // Inputs carry `required`; a group of choices cannot, so it says so in words as well.
  return (
    <span className="t-field__required">
      <span aria-hidden="true"> *</span>
      {group ? <span className="t-visually-hidden"> (required)</span> : null}
    </span>
  );
}

function Heading({ level, id, children }: { level: number; id: string; children: ReactNode }) {
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
}

/** One labelled control with its hint and its problem beside it. */
function Control({ id, name, label, required, value, error, hint, onInput, options, multiline, inputMode }: ControlProps) {
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
        <input {...common} type="text" inputMode={inputMode} autoComplete="off" spellCheck={false} />
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

function ChoiceGroup({ ids, group, name, legend, radio = false, values, chosen, error, hint, onInput }: ChoiceGroupProps) {
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

interface SectionProps {
  ids: FormIds;
  state: State;
  action: Action;
  level: number;
  onInput: Behaviour['onInput'];
}

/** A chosen market's fields, one group per chosen request type it takes. */
function MarketSection({ ids, state, action, level, market, index, onInput }: SectionProps & { market: Market; index: number }) {
  const mi = MARKETS.indexOf(market);
  const headingId = ids.heading(`m${mi}`);
  const types = typesOf(state.draft, market);
  if (types.length === 0) return null;
  return (
    <section className="t-session-request-form__section" aria-labelledby={headingId}>
      <Heading level={level} id={headingId}>
        {market.name}
      </Heading>
      {types.map((type) => (
        <fieldset className="t-session-request-form__block" key={type}>
          <legend className="t-session-request-form__legend">{type}</legend>
          {fieldsFor({ action, requestType: type, market }).map((shown) => (
            <BlockField key={shown.rule.name} ids={ids} state={state} action={action} market={market} marketIndex={mi} requestIndex={index} type={type} shown={shown} onInput={onInput} />
          ))}
        </fieldset>
      ))}
    </section>
  );
}

function BlockField({
  ids,
  state,
  action,
  market,
  marketIndex,
  requestIndex,
  type,
  shown,
  onInput,
}: {
  ids: FormIds;
  state: State;
  action: Action;
  market: Market;
  marketIndex: number;
  requestIndex: number;
  type: RequestType;
  shown: ShownField;
  onInput: Behaviour['onInput'];
}) {
  const { rule, required } = shown;
  const key = answerKey(market.name, type, rule.name);
  const answer = state.draft.answers[key];
  const select = rule.input === 'select';
  return (
    <Control
      id={ids.field(marketIndex, BLOCK_KEYS[type], rule.name)}
      name={key}
      label={rule.label}
      required={required}
      value={select ? selectValue(answer, rule, market, action) : (answer ?? '')}
      error={state.errors[`markets/${requestIndex}/${BLOCK_KEYS[type]}/${rule.name}`]}
      hint={hintOf(rule.name, action)}
      onInput={onInput}
      {...(select ? { options: optionsFor({ rule, market, action }) } : {})}
      multiline={rule.input === 'textarea'}
      {...(rule.input === 'quantity' ? { inputMode: 'numeric' as const } : {})}
    />
  );
}

/** The request-wide source IP update: its ranges (add and remove rows), its markets and instructions. */
function SourceIpSection({ ids, state, action, level, onInput, behaviour }: SectionProps & { behaviour: Behaviour | undefined }) {
  const { draft, errors } = state;
  const fields = sourceIpFields(action);
  const headingId = ids.heading('ip');
  const markets = sourceIpMarketsOf(draft);
  const required = (name: string) => fields.find((f) => f.rule.name === name)?.required ?? false;
  const listError = errors['sourceIpUpdate/sourceIPS'];
  const marketsError = errors['sourceIpUpdate/sourceIPMarkets'];
  const row = (r: SourceIpRow, i: number) => {
    const at = `sourceIpUpdate/sourceIPS/${i}`;
    return (
      <fieldset className="t-session-request-form__row" key={r.key}>
        <legend className="t-session-request-form__legend">{TEXT.rowLegend(i + 1)}</legend>
        {SOURCE_IP_ROW.map((rule) => (
          <Control
            key={rule.name}
            id={ids.row(r.key, rule.name)}
            name={rowName(r.key, rule.name)}
            label={rule.label}
            required={rule.required.includes(action)}
            value={rule.input === 'select' ? selectValue(r.networkProvider, rule, undefined, action) : rule.name === 'sourceIP' ? r.sourceIP : r.peeringIP}
            error={errors[`${at}/${rule.name}`]}
            hint={hintOf(rule.name, action)}
            onInput={onInput}
            {...(rule.input === 'select' ? { options: optionsFor({ rule, action }) } : {})}
          />
        ))}
        <button type="button" className="t-button t-session-request-form__remove" onClick={() => behaviour?.onRemoveRow(r.key)}>
          {TEXT.removeRow(i + 1)}
        </button>
      </fieldset>
    );
  };
  return (
    <section className="t-session-request-form__section" aria-labelledby={headingId}>
      <Heading level={level} id={headingId}>
        {TEXT.sourceIpUpdate}
      </Heading>
      {draft.sourceIps.map(row)}
      {listError ? (
        <p className="t-field__error" id={ids.groupError('ip')}>
          {listError}
        </p>
      ) : null}
      <button
        type="button"
        className="t-button"
        id={ids.addRow}
        onClick={behaviour?.onAddRow}
        disabled={draft.sourceIps.length >= LIMITS.sourceIps}
        aria-describedby={listError ? ids.groupError('ip') : undefined}
      >
        {TEXT.addRow}
      </button>
      <fieldset className="t-session-request-form__group" aria-describedby={marketsError ? ids.groupError('ipm') : undefined}>
        <legend className="t-field__label">
          {fields.find((f) => f.rule.name === 'sourceIPMarkets')?.rule.label}
          {required('sourceIPMarkets') ? <Required group /> : null}
        </legend>
        <div className="t-session-request-form__choices">
          {markets.map((m) => (
            <div className="t-session-request-form__choice" key={m.name}>
              <input
                type="checkbox"
                id={ids.ipMarket(MARKETS.indexOf(m))}
                name="sourceIPMarkets"
                value={m.name}
                checked={draft.sourceIpMarkets.includes(m.name)}
                onChange={onInput}
                aria-invalid={marketsError ? true : undefined}
              />
              <label htmlFor={ids.ipMarket(MARKETS.indexOf(m))}>{m.name}</label>
            </div>
          ))}
        </div>
        {marketsError ? (
          <p className="t-field__error" id={ids.groupError('ipm')}>
            {marketsError}
          </p>
        ) : null}
      </fieldset>
      <Control
        id={ids.ipPart('sourceIpInstructions')}
        name="sourceIpInstructions"
        label={fields.find((f) => f.rule.name === 'sourceIpInstructions')?.rule.label ?? ''}
        required={required('sourceIpInstructions')}
        value={draft.sourceIpInstructions}
        error={errors['sourceIpUpdate/sourceIpInstructions']}
        hint={undefined}
        onInput={onInput}
        multiline
      />
    </section>
  );
}

export interface SessionRequestFormViewProps extends ViewProps<SessionRequestFormProps> {
  state: State;
  /** Whether the island runs: the fields depend on choices, so the form works only with it. */
  hydrated: boolean;
  behaviour?: Behaviour;
}

/** The session request in one of its states: the form (idle, submitting, error) or the server's answer. */
export function SessionRequestForm({ id, props, state, hydrated, behaviour }: SessionRequestFormViewProps): ReactNode {
  const ids = formIds(id);
  const { draft, errors, status } = state;
  const onInput = behaviour?.onInput ?? noop;
  const action = draft.action;
  const lines = summaryLines(errors, draft, ids);
  const submitting = status === 'submitting';
  const level = props.headingLevel;
  const intro = props.intro.trim() === '' ? null : <div className="t-rich-text t-session-request-form__intro" dangerouslySetInnerHTML={{ __html: props.intro }} />;

  if (status === 'submitted') {
    return (
      <div className="t-session-request-form" id={ids.root}>
        <div className="t-session-request-form__done" id={ids.done} role="status" tabIndex={-1} ref={behaviour?.doneRef}>
          <p>{state.message || message('CONNECTION_REQUEST_SUCCESS')}</p>
        </div>
      </div>
    );
  }

  return (
    <div className="t-session-request-form" id={ids.root}>
      {intro}
      <noscript>
        <p className="t-session-request-form__noscript">{TEXT.noscript}</p>
      </noscript>
      <form className="t-session-request-form__form" aria-label={props.formName} noValidate onSubmit={behaviour?.onSubmit} onFocus={behaviour?.onFocus}>
        {status === 'error' && (lines.length > 0 || state.failure !== '') ? (
          <div
            className={`t-alert ${intentClass('bad')} t-session-request-form__summary`}
            id={ids.summary}
            role="alert"
            tabIndex={-1}
            aria-labelledby={ids.summaryHeading}
            ref={behaviour?.summaryRef}
            onClick={behaviour?.onSummaryClick}
          >
            <div className="t-alert__body">
              <p className="t-alert__heading" id={ids.summaryHeading}>
                {lines.length > 0 ? message('FORM_INVALID') : state.failure}
              </p>
              {lines.length > 0 ? (
                <ul className="t-session-request-form__summary-list">
                  {lines.map((line) => (
                    <li key={line.path}>{line.target ? <a href={`#${line.target}`}>{line.text}</a> : line.text}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
        ) : null}
        <p className="t-session-request-form__note">{REQUIRED_NOTE}</p>
        <ChoiceGroup ids={ids} group="action" name="action" legend={TEXT.action} radio values={ACTIONS} chosen={[action]} error={errors.action} hint={TEXT.actionHint} onInput={onInput} />
        <ChoiceGroup ids={ids} group="type" name="requestTypes" legend={TEXT.requestTypes} values={REQUEST_TYPES} chosen={draft.requestTypes} error={errors.requestTypes} onInput={onInput} />
        <ChoiceGroup ids={ids} group="market" name="markets" legend={TEXT.markets} values={MARKETS.map((m) => m.name)} chosen={draft.markets} error={errors.markets} onInput={onInput} />
        {action === ''
          ? null
          : chosenMarkets(draft).map((market, i) => <MarketSection key={market.name} ids={ids} state={state} action={action} level={level} market={market} index={i} onInput={onInput} />)}
        {action !== '' && draft.requestTypes.includes('Source IP Update') && draft.markets.length > 0 ? (
          <SourceIpSection ids={ids} state={state} action={action} level={level} onInput={onInput} behaviour={behaviour} />
        ) : null}
        {props.captcha ? (
          <p className="t-session-request-form__captcha" id={ids.captcha} role="status">
            {CAPTCHA_TEXT[state.captcha]}
          </p>
        ) : null}
        <div className="t-session-request-form__actions">
          <button type="submit" className="t-button t-button--primary" disabled={!hydrated || submitting}>
            {submitting ? SENDING_LABEL : props.buttonLabel}
          </button>
        </div>
      </form>
    </div>
  );
}

/**
 * The server's rendering: the explanation, and the form as it first shows (its button disabled
 * until the island runs). Without JavaScript the stylesheet hides the form and the note says why.
 */
export default function SessionRequestFormView(input: ViewProps<SessionRequestFormProps>) {
  return <SessionRequestForm {...input} state={initialState()} hydrated={false} />;
}
