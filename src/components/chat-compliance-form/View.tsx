import { FormEngine } from '../form-engine';
import type { ViewProps } from '../view';
import { CHAT_COMPLIANCE_EXTRAS, chatComplianceSpec, type ChatComplianceProps } from './spec';

/**
 * The chat compliance request. Its captcha is the site's: the engine's ALTCHA proof of work, or
 * on a reCAPTCHA site Google's widget with this form's `recaptchaPublicKey` (else the site's key).
 */
export default function ChatComplianceFormView({ id, props }: ViewProps<ChatComplianceProps>) {
  return (
    <FormEngine
      className="t-chat-compliance-form"
      model={{ id, label: props.formName, spec: chatComplianceSpec(props), buttonLabel: props.buttonLabel, extras: CHAT_COMPLIANCE_EXTRAS, ...(props.recaptchaPublicKey ? { captchaKey: props.recaptchaPublicKey } : {}) }}
    />
  );
}
