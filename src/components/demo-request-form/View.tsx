import { message } from '../../core/errors';
import { FORM_SUBMITTED_MESSAGE } from '../../core/form-check';
import { platformId } from '../../core/ids';
import { FormEngine, type EngineState, type FieldExtra, type FormValues } from '../form-engine';
import { useRenderContext, type ViewProps } from '../view';
import { pricingFor, type DemoService } from './pricing';
import { demoRequestSpec, type DemoRequestProps } from './spec';

/** Specification §8: the duplicate outcome offers sign-in and password recovery. */
export const DUPLICATE_MESSAGE = 'An account may already exist for this e-mail address. Sign in to use it, or recover your password if you have forgotten it.';
export const RECOVER_LABEL = 'recover your password';
export const PRICING_PROMPT = 'Choose your company type to see its prices.';

/**
 * One key per e-mail address on this form: a second request from the same address counts once
 * and answers as the duplicate ("an account may already exist").
 */
async function keyOfAddress(formId: string, values: FormValues): Promise<string> {
  const address = typeof values.email === 'string' ? values.email.trim().toLowerCase() : '';
  // WebCrypto's digest exists only in secure contexts; elsewhere each attempt is its own.
  if (!globalThis.crypto?.subtle) return `demo-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`demo-request\n${formId}\n${address}`));
  return `demo-${Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

function Pricing({ id, services, companyType }: { id: string; services: readonly DemoService[]; companyType: string }) {
  const shown = pricingFor(services, companyType);
  return (
    <div className="t-demo-request-form__pricing" id={platformId(id, 'pricing')} aria-live="polite">
      {companyType === '' ? (
        <p className="t-demo-request-form__prompt">{PRICING_PROMPT}</p>
      ) : (
        <>
          <p className="t-demo-request-form__pricing-title">{`Prices for ${companyType}`}</p>
          {shown.map(({ service, entries }) => (
            <div className="t-demo-request-form__service" key={service.code} data-service={service.code}>
              <p className="t-demo-request-form__service-title">{service.title}</p>
              <ul className="t-demo-request-form__prices">
                {entries.map((entry) => (
                  <li key={entry.id} data-price={entry.id}>
                    <strong>{entry.title}</strong>
                    {entry.description ? `, ${entry.description}` : ''}
                  </li>
                ))}
              </ul>
              {service.note ? <p className="t-demo-request-form__note">{service.note}</p> : null}
            </div>
          ))}
        </>
      )}
    </div>
  );
}

/**
 * The demo request: contact details, company type (with that type's prices), services, and
 * the disclaimer to confirm. Outcomes: success, duplicate (an account may already exist) or
 * error, each followed by its thank-you slot.
 */
export default function DemoRequestFormView({ id, props, slots }: ViewProps<DemoRequestProps>) {
  const { path } = useRenderContext();
  const extras: Record<string, FieldExtra> = {
    firstName: { autoComplete: 'given-name' },
    lastName: { autoComplete: 'family-name' },
    email: { inputType: 'email', autoComplete: 'email' },
    phone: { inputType: 'tel', autoComplete: 'tel' },
    company: { autoComplete: 'organization' },
    companyType: { after: (values) => <Pricing id={id} services={props.services} companyType={typeof values.companyType === 'string' ? values.companyType : ''} /> },
    services: { hint: 'Choose the services you would like to see.' },
    // Sanitized when the tree was validated (core/schemas richText()).
    disclaimerAccepted: { hint: <div className="t-demo-request-form__disclaimer" dangerouslySetInnerHTML={{ __html: props.disclaimer }} /> },
  };
  const done = (state: EngineState) =>
    state.repeated ? (
      <p>
        {`${DUPLICATE_MESSAGE} `}
        <a href={`/login?returnTo=${path}`}>Sign in</a>
        {props.passwordRecoveryUrl ? (
          <>
            {' or '}
            <a href={props.passwordRecoveryUrl}>{RECOVER_LABEL}</a>
          </>
        ) : null}
        .
      </p>
    ) : (
      <p>{state.message || FORM_SUBMITTED_MESSAGE}</p>
    );
  // Every outcome slot is in the server's HTML (the island takes slots from there), shown only in its state.
  const after = (state: EngineState) => (
    <>
      <div className="t-demo-request-form__outcome" data-outcome="success" hidden={!(state.status === 'submitted' && !state.repeated)}>
        {slots.success}
      </div>
      <div className="t-demo-request-form__outcome" data-outcome="duplicate" hidden={!(state.status === 'submitted' && state.repeated)}>
        {slots.duplicate}
      </div>
      <div className="t-demo-request-form__outcome" data-outcome="error" hidden={!(state.status === 'error' && state.failure !== '')}>
        {slots.error}
      </div>
    </>
  );
  return (
    <FormEngine
      className="t-demo-request-form"
      model={{
        id,
        label: props.formName,
        spec: demoRequestSpec(props),
        buttonLabel: props.buttonLabel,
        extras,
        idempotencyKey: (values) => keyOfAddress(id, values),
        failureMessage: message('REQUEST_FAILED'),
      }}
      done={done}
      after={after}
    />
  );
}
