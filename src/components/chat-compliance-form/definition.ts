import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { DEFAULT_RETENTION_DAYS } from '../../core/forms';
import { delivery, formName } from '../form/definition';
import { chatComplianceSpec } from './spec';

export const chatComplianceProps = z.strictObject({
  formName: formName('Chat compliance request'),
  recaptchaPublicKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{0,100}$/, 'A reCAPTCHA site key holds letters, digits, _ and -')
    .meta({
      title: 'reCAPTCHA site key',
      description: 'The public site key, for sites whose captcha is reCAPTCHA; the secret key stays in the site settings. Empty on sites that use ALTCHA.',
    })
    .default(''),
  buttonLabel: delivery.buttonLabel,
  targetUrl: delivery.targetUrl,
  bodyContentType: delivery.bodyContentType,
  emailTo: delivery.emailTo,
  redirectUrl: delivery.redirectUrl,
  retentionDays: delivery.retentionDays,
});

/**
 * Specification §3 "Chat compliance form: recaptchaPublicKey": a compliance officer asks for
 * chat archives, retention settings or monitoring access for their firm's chat users. Always
 * guarded by the site's captcha.
 */
export const chatComplianceForm = defineComponent({
  name: 'chat-compliance-form',
  label: 'Chat compliance form',
  category: 'forms',
  icon: 'chat',
  description: 'Compliance requests about a firm’s chat users: archive exports, retention and monitoring access.',
  interactive: true,
  props: chatComplianceProps,
  defaults: {
    formName: 'Chat compliance request',
    recaptchaPublicKey: '',
    buttonLabel: 'Submit',
    targetUrl: '',
    bodyContentType: 'JSON',
    emailTo: '',
    redirectUrl: '',
    retentionDays: DEFAULT_RETENTION_DAYS,
  },
  form: chatComplianceSpec,
});
