/**
 * Who sends a connectivity session request (issue 25 point 5): name, firm, e-mail and phone,
 * checked as the typed form fields are (`field-types.ts`), on the server (through the session
 * request's parser) and in the browser before sending. Free of zod and React.
 */
import { message } from './errors';
import { checkEmail, checkPhone } from './field-types';

export interface RequesterField {
  name: 'name' | 'firm' | 'email' | 'phone';
  label: string;
  required: boolean;
  /** The input's type and autocomplete token in the browser. */
  inputType: 'text' | 'email' | 'tel';
  autoComplete: string;
}

/**
 * The requester's fields, in the form's order. The phone is optional: the connectivity team
 * answers by e-mail, and calls only when a number is given.
 */
export const REQUESTER_FIELDS: readonly RequesterField[] = [
  { name: 'name', label: 'Your name', required: true, inputType: 'text', autoComplete: 'name' },
  { name: 'firm', label: 'Firm', required: true, inputType: 'text', autoComplete: 'organization' },
  { name: 'email', label: 'E-mail address', required: true, inputType: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', required: false, inputType: 'tel', autoComplete: 'tel' },
];

export type Requester = Record<RequesterField['name'], string>;

const MAX = 200;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks the requester as sent (`{ name, firm, email, phone }`) and reports each problem at
 * `{at}/{field}` (`requester/email`) through `fail`; answers the cleaned details.
 */
export function parseRequester(raw: unknown, at: string, fail: (path: string, problem: string) => void): Requester {
  const out: Requester = { name: '', firm: '', email: '', phone: '' };
  const input = raw === undefined || raw === null ? {} : raw;
  if (!isRecord(input)) {
    fail(at, 'Your details: send them as an object');
    return out;
  }
  for (const key of Object.keys(input)) {
    if (!REQUESTER_FIELDS.some((f) => f.name === key)) fail(at, `Your details have no field "${key.slice(0, 64)}"`);
  }
  for (const field of REQUESTER_FIELDS) {
    const value = input[field.name];
    const path = `${at}/${field.name}`;
    if (value !== undefined && value !== null && typeof value !== 'string') {
      fail(path, `${field.label}: send text`);
      continue;
    }
    const text = (value ?? '').trim().replace(/\s+/g, ' ');
    if (text.length > MAX) fail(path, `${field.label}: use at most ${MAX} characters`);
    else if (CONTROL.test(text)) fail(path, `${field.label}: the text holds control characters`);
    else if (text === '') {
      if (field.required) fail(path, message('FIELD_REQUIRED', { field: field.label }));
    } else if (field.name === 'email' || field.name === 'phone') {
      const checked = field.name === 'email' ? checkEmail(text, field.label) : checkPhone(text, field.label);
      if (checked.problem) fail(path, checked.problem);
      out[field.name] = checked.value;
      continue;
    }
    out[field.name] = text;
  }
  return out;
}

type Parse = (input: Record<string, unknown>) => { values: Record<string, unknown>; errors: Record<string, string> };

/**
 * A structured form's parser with the requester added (`requester` in the values, its problems
 * after the form's own, as the section comes last): the session request's `FormSpec.parse`
 * and the check its island runs before sending.
 */
export function withRequester(parse: Parse): Parse {
  return (input) => {
    const { requester, ...rest } = input;
    const result = parse(rest);
    const errors = { ...result.errors };
    const values = { ...result.values, requester: parseRequester(requester, 'requester', (path, problem) => void (errors[path] ??= problem)) };
    return { values, errors };
  };
}
