/** Who is asking (issue 25): the requester's name, firm, e-mail and phone, last in the session request. */
import { REQUESTER_FIELDS } from '../../core/requester';
import { Control, Heading, type Behaviour } from './controls';
import { requesterName, type FormIds, type State } from './state';

export const REQUESTER_TEXT = {
  heading: 'Your details',
  intro: 'The connectivity team confirms your request and asks any questions at this address.',
  email: 'Your work address; the receipt with your reference goes there.',
  signedIn: 'Filled in from your account; change them if this request is for someone else.',
};

export function RequesterSection({ ids, state, level, prefilled, onInput }: { ids: FormIds; state: State; level: number; prefilled: boolean; onInput: Behaviour['onInput'] }) {
  const { requester } = state.draft;
  return (
    <section className="t-session-request-form__section" aria-labelledby={ids.requesterHeading}>
      <Heading level={level} id={ids.requesterHeading}>
        {REQUESTER_TEXT.heading}
      </Heading>
      <p className="t-field__hint">{prefilled ? `${REQUESTER_TEXT.intro} ${REQUESTER_TEXT.signedIn}` : REQUESTER_TEXT.intro}</p>
      {REQUESTER_FIELDS.map((field) => (
        <Control
          key={field.name}
          id={ids.requester(field.name)}
          name={requesterName(field.name)}
          label={field.label}
          required={field.required}
          value={requester[field.name]}
          error={state.errors[`requester/${field.name}`]}
          hint={field.name === 'email' ? REQUESTER_TEXT.email : undefined}
          type={field.inputType}
          autoComplete={field.autoComplete}
          onInput={onInput}
        />
      ))}
    </section>
  );
}
