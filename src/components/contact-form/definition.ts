import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { DEFAULT_RETENTION_DAYS } from '../../core/forms';
import { delivery, formName } from '../form/definition';
import { contactFormSpec } from './spec';

export const contactFormProps = z.strictObject({
  formName: formName('Contact form'),
  buttonLabel: delivery.buttonLabel,
  captcha: delivery.captcha.default(false),
  targetUrl: delivery.targetUrl,
  bodyContentType: delivery.bodyContentType,
  emailTo: delivery.emailTo,
  redirectUrl: delivery.redirectUrl,
  retentionDays: delivery.retentionDays,
});

/**
 * The specification's sample contact form (§3, §5): first_name, last_name, company and a
 * corporate e-mail address, all required; addresses at free mail providers are refused.
 */
export const contactForm = defineComponent({
  name: 'contact-form',
  label: 'Contact form',
  category: 'forms',
  icon: 'mail',
  description: 'First name, last name, company and a corporate e-mail address. Submissions are stored and forwarded.',
  interactive: true,
  props: contactFormProps,
  defaults: {
    formName: 'Contact form',
    buttonLabel: 'Submit',
    captcha: false,
    targetUrl: '',
    bodyContentType: 'JSON',
    emailTo: '',
    redirectUrl: '',
    retentionDays: DEFAULT_RETENTION_DAYS,
  },
  form: contactFormSpec,
});
