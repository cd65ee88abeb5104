import type { ReactNode } from 'react';
import { message } from '../../core/errors';
import { ACTIONS, MARKETS, REQUEST_TYPES } from '../../core/session-request';
import { intentClass } from '../alert/intent';
import { CAPTCHA_TEXT, ReferenceLine, REQUIRED_NOTE, SENDING_LABEL } from '../form-engine';
import { RequesterSection } from './requester';
import type { ViewProps } from '../view';
import { ChoiceGroup, noop, TEXT, type Behaviour } from './controls';
import { MarketSection, SourceIpSection } from './sections';
import type { SessionRequestFormProps } from './spec';
import { chosenMarkets, formIds, initialState, summaryLines, type State } from './state';

export { TEXT, type Behaviour } from './controls';

export interface SessionRequestFormViewProps extends ViewProps<SessionRequestFormProps> {
  state: State;
  /** Whether the island runs: the fields depend on choices, so the form works only with it. */
  hydrated: boolean;
  /** The requester's details came from the signed-in visitor's account. */
  prefilled?: boolean;
  behaviour?: Behaviour;
}

/** The session request in one of its states: the form (idle, submitting, error) or the server's answer. */
export function SessionRequestForm({ id, props, state, hydrated, behaviour, prefilled = false }: SessionRequestFormViewProps): ReactNode {
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
          {state.reference ? <ReferenceLine reference={state.reference} /> : null}
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
        <RequesterSection ids={ids} state={state} level={level} prefilled={prefilled} onInput={onInput} />
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
