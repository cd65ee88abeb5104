import type { z } from 'zod';
import { parseConnectionRequest } from '../../core/connection-request';
import { connectionRequestLines } from '../../core/connection-request-lines';
import type { FormSpec } from '../../core/forms';
import { forwardsOf } from '../form-fields';
import type { connectionRequestFormProps } from './definition';

export type ConnectionRequestFormProps = z.output<typeof connectionRequestFormProps>;

/** What the server takes: the structured request read by the parser the island runs too (no flat fields). */
export function connectionRequestSpec(props: ConnectionRequestFormProps): FormSpec {
  return {
    name: props.formName,
    fields: [],
    parse: parseConnectionRequest,
    lines: connectionRequestLines,
    captcha: props.captcha,
    retentionDays: props.retentionDays,
    forward: forwardsOf({ name: props.formName, targetUrl: props.targetUrl, bodyContentType: props.bodyContentType, emailTo: props.emailTo }),
  };
}
