import type { z } from 'zod';
import type { FormSpec } from '../../core/forms';
import { forwardsOf } from '../form-fields';
import type { formProps } from './definition';

export type FormProps = z.output<typeof formProps>;

/** What the server checks and forwards for an editor-built form; the island checks the same. */
export function formSpec(props: FormProps): FormSpec {
  return {
    name: props.formName,
    fields: props.fields,
    captcha: props.captcha,
    // Without the proxy the receiving system verifies the token; with no receiving system nobody would, so this server does.
    ...(props.captcha && !props.useRecaptchaProxy && props.targetUrl ? { captchaForwarded: true } : {}),
    retentionDays: props.retentionDays,
    forward: forwardsOf({ name: props.formName, targetUrl: props.targetUrl, bodyContentType: props.bodyContentType, emailTo: props.emailTo }),
    ...(props.redirectUrl ? { redirectUrl: props.redirectUrl } : {}),
  };
}
