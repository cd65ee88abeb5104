import type { z } from 'zod';
import { sessionRequestLines } from '../../core/session-request-lines';
import type { FormSpec } from '../../core/forms';
import { parseSessionRequest } from '../../core/session-request';
import { withRequester } from '../../core/requester';
import { forwardsOf } from '../form-fields';
import type { sessionRequestFormProps } from './definition';

/** Session request references: `SR-2026-000123`. */
export const SESSION_REQUEST_REFERENCE_PREFIX = 'SR';

export type SessionRequestFormProps = z.output<typeof sessionRequestFormProps>;

/**
 * What the server checks and forwards for a session request: a structure, read by
 * `parseSessionRequest` (the same the island runs before sending) in place of flat fields.
 */
export function sessionRequestSpec(props: SessionRequestFormProps): FormSpec {
  return {
    name: props.formName,
    fields: [],
    parse: withRequester(parseSessionRequest),
    lines: sessionRequestLines,
    captcha: props.captcha,
    retentionDays: props.retentionDays,
    forward: forwardsOf({ name: props.formName, targetUrl: props.targetUrl, bodyContentType: props.bodyContentType, emailTo: props.emailTo }),
    referencePrefix: SESSION_REQUEST_REFERENCE_PREFIX,
    // Issue 25: the requester's receipt, with the reference the connectivity team answers under.
    receipt: (values) => {
      const requester = values.requester as { email?: unknown } | undefined;
      const to = typeof requester?.email === 'string' ? requester.email : '';
      return to ? { to, subject: `${props.formName}: we received your request` } : undefined;
    },
  };
}
