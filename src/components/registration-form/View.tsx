import { FormEngine } from '../form-engine';
import type { ViewProps } from '../view';
import { REGISTRATION_EXTRAS, registrationSpec, type RegistrationProps } from './spec';

/** Registration for an event: attendee, company and the sessions chosen. */
export default function RegistrationFormView({ id, props }: ViewProps<RegistrationProps>) {
  return (
    <FormEngine
      className="t-registration-form"
      model={{ id, label: props.formName, spec: registrationSpec(props), buttonLabel: props.buttonLabel, extras: REGISTRATION_EXTRAS }}
    />
  );
}
