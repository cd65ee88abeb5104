import { FormEngine } from '../form-engine';
import type { ViewProps } from '../view';
import { CONTACT_EXTRAS, contactFormSpec, type ContactFormProps } from './spec';

/** The contact form: four required fields and the corporate e-mail rule (specification §5). */
export default function ContactFormView({ id, props }: ViewProps<ContactFormProps>) {
  return (
    <FormEngine
      className="t-contact-form"
      model={{ id, label: props.formName, spec: contactFormSpec(props), buttonLabel: props.buttonLabel, extras: CONTACT_EXTRAS }}
    />
  );
}
