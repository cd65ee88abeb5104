/** The parts of the form that follow the choices: a section per chosen market, and the source IP update. */
import {
  BLOCK_KEYS,
  fieldsFor,
  LIMITS,
  MARKETS,
  MAX_ORDER_QTY,
  optionsFor,
  SOURCE_IP_ROW,
  sourceIpFields,
  type Action,
  type Market,
  type RequestType,
  type ShownField,
} from '../../core/session-request';
import { Control, Heading, Required, TEXT, type Behaviour } from './controls';
import { answerKey, rowName, selectValue, sourceIpMarketsOf, typesOf, type FormIds, type SourceIpRow, type State } from './state';

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

export interface SectionProps {
  ids: FormIds;
  state: State;
  action: Action;
  level: number;
  onInput: Behaviour['onInput'];
}

/** A chosen market's fields, one group per chosen request type it takes. */
export function MarketSection({ ids, state, action, level, market, index, onInput }: SectionProps & { market: Market; index: number }) {
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
export function SourceIpSection({ ids, state, action, level, onInput, behaviour }: SectionProps & { behaviour: Behaviour | undefined }) {
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

