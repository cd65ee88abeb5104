import type { FormEvent, MouseEvent, ReactNode, Ref } from 'react';
import type { PropsOf } from '../../core/component';
import { message } from '../../core/errors';
import { platformId } from '../../core/ids';
import { intentClass } from '../alert/intent';
import type { ViewProps } from '../view';
import type { subscriptionCenter } from './definition';
import { CHANNELS, FIELD_NAMES, initialState, LABELS, TEXT, type FieldName, type State } from './state';

export type SubscriptionCenterProps = PropsOf<typeof subscriptionCenter>;

/** What the island adds to the markup; absent on the server. */
export interface Behaviour {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The visitor turned to the form: time to start the proof of work. */
  onFocus: () => void;
  onBack: () => void;
  onSummaryClick: (event: MouseEvent<HTMLElement>) => void;
  summaryRef: Ref<HTMLDivElement>;
  pendingRef: Ref<HTMLDivElement>;
}

/** Element ids of the form's parts (platform ids: editors' ids can never collide with them). */
export const ids = (id: string) => ({
  root: platformId(id),
  summary: platformId(id, 'summary'),
  summaryHeading: platformId(id, 'summary-heading'),
  pending: platformId(id, 'pending'),
  captcha: platformId(id, 'captcha'),
  field: (name: FieldName) => (name === 'channels' ? platformId(id, 'channel', 'email') : platformId(id, name)),
  error: (name: FieldName) => platformId(id, name, 'error'),
  phoneHint: platformId(id, 'phone', 'hint'),
  channel: (value: string) => platformId(id, 'channel', value),
  topic: (index: number) => platformId(id, 'topic', String(index)),
});

function RichText({ html }: { html: string }) {
  // Sanitized when the tree was validated (core/schemas richText()).
  return html.trim() === '' ? null : <div className="t-rich-text t-subscription-center__text" dangerouslySetInnerHTML={{ __html: html }} />;
}

function Required({ group = false }: { group?: boolean }) {
  // Inputs carry `required`; a group of checkboxes cannot, so it says so in words as well.
  return (
    <span className="t-field__required">
      <span aria-hidden="true"> *</span>
      {group ? <span className="t-visually-hidden"> (required)</span> : null}
    </span>
  );
}

export interface SubscriptionFormProps extends ViewProps<SubscriptionCenterProps> {
  state: State;
  /** Whether the island runs: without it the form cannot do its proof of work, so it cannot be sent. */
  hydrated: boolean;
  behaviour?: Behaviour;
}

/** The subscription centre in one of its states: the form (idle, submitting, error) or the pending notice. */
export function SubscriptionForm({ id, props, state, hydrated, behaviour }: SubscriptionFormProps): ReactNode {
  const at = ids(id);
  const { errors, values } = state;
  const errorOf = (name: FieldName) => errors[name];
  const describedBy = (name: FieldName, ...more: string[]) => [...more, errorOf(name) ? at.error(name) : ''].filter(Boolean).join(' ') || undefined;
  const errorLine = (name: FieldName) =>
    errorOf(name) ? (
      <p className="t-field__error" id={at.error(name)}>
        {errorOf(name)}
      </p>
    ) : null;
  const wrong = FIELD_NAMES.filter((name) => errorOf(name));
  const submitting = state.status === 'submitting';

  if (state.status === 'pending') {
    return (
      <div className="t-subscription-center" id={at.root}>
        <div className="t-subscription-center__pending" id={at.pending} role="status" tabIndex={-1} ref={behaviour?.pendingRef}>
          <p>{state.message}</p>
          <button type="button" className="t-button" onClick={behaviour?.onBack}>
            {TEXT.back}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="t-subscription-center" id={at.root}>
      <form className="t-subscription-center__form" method="post" aria-label="Subscribe to alerts" noValidate onSubmit={behaviour?.onSubmit} onFocus={behaviour?.onFocus}>
        {state.status === 'error' ? (
          <div
            className={`t-alert ${intentClass('bad')} t-subscription-center__summary`}
            id={at.summary}
            role="alert"
            tabIndex={-1}
            aria-labelledby={at.summaryHeading}
            ref={behaviour?.summaryRef}
            onClick={behaviour?.onSummaryClick}
          >
            <div className="t-alert__body">
              <p className="t-alert__heading" id={at.summaryHeading}>
                {wrong.length > 0 ? message('FORM_INVALID') : state.failure}
              </p>
              {wrong.length > 0 ? (
                <ul className="t-subscription-center__summary-list">
                  {wrong.map((name) => (
                    <li key={name}>
                      <a href={`#${at.field(name)}`}>{errorOf(name)}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
        ) : null}
        <RichText html={props.loginScreenText} />
        <p className="t-subscription-center__note">{TEXT.required}</p>
        <div className="t-field">
          <label className="t-field__label" htmlFor={at.field('email')}>
            {LABELS.email}
            <Required />
          </label>
          <input
            id={at.field('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={320}
            defaultValue={values.email}
            aria-invalid={errorOf('email') ? true : undefined}
            aria-describedby={describedBy('email')}
          />
          {errorLine('email')}
        </div>
        <div className="t-field">
          <label className="t-field__label" htmlFor={at.field('phone')}>
            {LABELS.phone}
          </label>
          <p className="t-field__hint" id={at.phoneHint}>
            {TEXT.phoneHint}
          </p>
          <input
            id={at.field('phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={30}
            defaultValue={values.phone}
            aria-invalid={errorOf('phone') ? true : undefined}
            aria-describedby={describedBy('phone', at.phoneHint)}
          />
          {errorLine('phone')}
        </div>
        <RichText html={props.alertsText} />
        <fieldset className="t-subscription-center__group" aria-describedby={describedBy('channels')}>
          <legend className="t-field__label">
            {LABELS.channels}
            <Required group />
          </legend>
          {CHANNELS.map(({ value, label }) => (
            <div className="t-subscription-center__choice" key={value}>
              <input
                type="checkbox"
                id={at.channel(value)}
                name="channels"
                value={value}
                defaultChecked={values.channels.includes(value)}
                aria-invalid={errorOf('channels') ? true : undefined}
              />
              <label htmlFor={at.channel(value)}>{label}</label>
            </div>
          ))}
          {errorLine('channels')}
        </fieldset>
        <RichText html={props.subscriptionsText} />
        {props.topics.length > 0 ? (
          <fieldset className="t-subscription-center__group">
            <legend className="t-field__label">{LABELS.topics}</legend>
            {props.topics.map(({ label }, i) => (
              <div className="t-subscription-center__choice" key={label}>
                <input type="checkbox" id={at.topic(i)} name="topics" value={label} defaultChecked={values.topics.includes(label)} />
                <label htmlFor={at.topic(i)}>{label}</label>
              </div>
            ))}
          </fieldset>
        ) : null}
        <noscript>
          <p className="t-subscription-center__noscript">{TEXT.noscript}</p>
        </noscript>
        <p className="t-subscription-center__captcha" id={at.captcha} role="status">
          {TEXT.captcha[state.captcha]}
        </p>
        <div className="t-subscription-center__actions">
          <button type="submit" className="t-button t-button--primary" disabled={!hydrated || submitting}>
            {submitting ? TEXT.sending : TEXT.button}
          </button>
        </div>
      </form>
    </div>
  );
}

/**
 * The server's rendering: the form as it first shows, its button disabled until the island
 * runs (sending needs the proof of work in the browser).
 */
export default function SubscriptionCenterView(input: ViewProps<SubscriptionCenterProps>) {
  return <SubscriptionForm {...input} state={initialState()} hydrated={false} />;
}
