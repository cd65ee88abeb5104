import { FormEngine } from '../form-engine';
import type { ViewProps } from '../view';
import { CHAT_COMPLIANCE_EXTRAS, chatComplianceSpec, type ChatComplianceProps } from './spec';

/**
 * The chat compliance request. Its captcha is the engine's ALTCHA proof of work; the reCAPTCHA
 * site key is stored for sites switched to reCAPTCHA, whose browser widget (Google's script)
 * the platform does not load.
 */
export default function ChatComplianceFormView({ id, props }: ViewProps<ChatComplianceProps>) {
  return (
    <FormEngine
      className="t-chat-compliance-form"
      model={{ id, label: props.formName, spec: chatComplianceSpec(props), buttonLabel: props.buttonLabel, extras: CHAT_COMPLIANCE_EXTRAS }}
    />
  );
}
