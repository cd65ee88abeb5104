/**
 * The subscription centre's form as a pure state machine the island drives:
 * idle → submitting (the visitor's answers pass the checks) → pending (the server sent the
 * verification e-mail) or error (a field to fix, the captcha, the connection); error →
 * submitting again; pending → idle (back to the form, answers kept, to resubmit).
 *
 * No zod here (islands stay small): the checks repeat `SubscribeBody` of
 * core/contracts/subscriptions.ts, and a test holds both to the same messages.
 */
import { message } from '../../core/errors';

export const CHANNELS = [
  { value: 'email', label: 'E-mail' },
  { value: 'sms', label: 'SMS' },
  { value: 'voice', label: 'Voice call' },
] as const;
export type Channel = (typeof CHANNELS)[number]['value'];

export type Status = 'idle' | 'submitting' | 'pending' | 'error';
export type CaptchaStatus = 'idle' | 'checking' | 'done' | 'failed';
export type FieldName = 'email' | 'phone' | 'channels';
export const FIELD_NAMES: readonly FieldName[] = ['email', 'phone', 'channels'];

export interface Values {
  email: string;
  phone: string;
  channels: Channel[];
  topics: string[];
}

export interface State {
  status: Status;
  /** What the form holds (the fields start from it again after "back"). */
  values: Values;
  errors: Partial<Record<FieldName, string>>;
  /** Why sending failed when no field is to blame (connection, captcha, rate limit). */
  failure: string;
  /** The server's pending text. */
  message: string;
  captcha: CaptchaStatus;
}

export type Action =
  | { type: 'submit'; values: Values }
  | { type: 'pending'; message: string }
  | { type: 'failed'; errors?: Partial<Record<FieldName, string>>; failure?: string }
  | { type: 'back' }
  | { type: 'captcha'; captcha: CaptchaStatus };

export const LABELS = {
  email: 'E-mail address',
  phone: 'Phone number',
  channels: 'Send alerts by',
  topics: 'Topics',
} as const;

export const TEXT = {
  button: 'Subscribe',
  sending: 'Sending…',
  back: 'Back to the form',
  phoneHint: 'Needed for SMS and voice alerts. Include the country code, like +1 212 656 3000.',
  required: 'Fields marked * are required.',
  noscript: 'This form checks in your browser that you are a person, which needs JavaScript. Turn JavaScript on to subscribe.',
  captcha: {
    idle: '',
    checking: 'Checking that you are a person…',
    done: 'Check complete: you can subscribe.',
    failed: 'The check that you are a person could not run. Press Subscribe to try again.',
  } satisfies Record<CaptchaStatus, string>,
  // SubscribeBody's own messages (core/contracts/subscriptions.ts).
  invalidEmail: 'Enter a valid e-mail address',
  invalidPhone: 'Enter a phone number with its country code, like +1 212 656 3000',
  noChannel: 'Choose at least one way to receive alerts',
} as const;

// zod 4's e-mail pattern (what the server's `z.email()` accepts) and SubscribeBody's phone pattern.
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PHONE = /^\+?[0-9][0-9 ().-]{6,24}$/;

/** The problems the server would find in these answers, by field, with its messages. */
export function checkValues(values: Values): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  const email = values.email.trim();
  const phone = values.phone.trim();
  if (email === '') errors.email = message('REQUIRED', { label: LABELS.email });
  else if (email.length > 320 || !EMAIL.test(email)) errors.email = TEXT.invalidEmail;
  if (values.channels.length === 0) errors.channels = TEXT.noChannel;
  if (phone !== '' && (phone.length > 30 || !PHONE.test(phone))) errors.phone = TEXT.invalidPhone;
  else if (phone === '' && (values.channels.includes('sms') || values.channels.includes('voice'))) errors.phone = message('REQUIRED', { label: LABELS.phone });
  return errors;
}

export function initialState(): State {
  return { status: 'idle', values: { email: '', phone: '', channels: ['email'], topics: [] }, errors: {}, failure: '', message: '', captcha: 'idle' };
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'submit': {
      // A second press while the first is on its way is the same request.
      if (state.status === 'submitting' || state.status === 'pending') return state;
      const errors = checkValues(action.values);
      const status = Object.keys(errors).length > 0 ? 'error' : 'submitting';
      return { ...state, status, values: action.values, errors, failure: '' };
    }
    case 'pending':
      return state.status === 'submitting' ? { ...state, status: 'pending', message: action.message, errors: {}, failure: '' } : state;
    case 'failed':
      return state.status === 'submitting' ? { ...state, status: 'error', errors: action.errors ?? {}, failure: action.failure ?? '' } : state;
    case 'back':
      // The captcha answer was spent on the request: the next one needs a new proof of work.
      return state.status === 'pending' ? { ...state, status: 'idle', message: '', captcha: 'idle' } : state;
    case 'captcha':
      return { ...state, captcha: action.captcha };
  }
}

/** What a form's answers are, read from its `FormData`. */
export function valuesOf(data: FormData): Values {
  const text = (name: string) => {
    const v = data.get(name);
    return typeof v === 'string' ? v : '';
  };
  const list = (name: string) => data.getAll(name).filter((v): v is string => typeof v === 'string');
  return {
    email: text('email'),
    phone: text('phone'),
    channels: list('channels').filter((v): v is Channel => CHANNELS.some((c) => c.value === v)),
    topics: list('topics'),
  };
}

/** The request body of `POST /api/subscriptions`. */
export function requestBody(values: Values, captcha: string): string {
  return JSON.stringify({ email: values.email.trim(), phone: values.phone.trim(), channels: values.channels, topics: values.topics, captcha });
}

/** The action for the server's answer to `POST /api/subscriptions` (`json` is `{}` when the body was not JSON). */
export function answerAction(status: number, json: unknown): Extract<Action, { type: 'pending' | 'failed' }> {
  const body = (typeof json === 'object' && json !== null ? json : {}) as { message?: unknown; issues?: unknown };
  if (status === 202) return { type: 'pending', message: typeof body.message === 'string' ? body.message : message('SUBSCRIPTION_PENDING') };
  if (status >= 500 || status === 0) return { type: 'failed', failure: message('FORM_SUBMIT_FAILED') };
  const errors: Partial<Record<FieldName, string>> = {};
  if (Array.isArray(body.issues)) {
    for (const issue of body.issues as { path?: unknown; message?: unknown }[]) {
      const name = typeof issue.path === 'string' ? issue.path.replace(/^\/body\//, '') : '';
      if ((FIELD_NAMES as readonly string[]).includes(name) && typeof issue.message === 'string') errors[name as FieldName] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0) return { type: 'failed', errors };
  return { type: 'failed', failure: typeof body.message === 'string' ? body.message : message('FORM_SUBMIT_FAILED') };
}
