/** What the platform needs of an SMS and voice provider, in its words; the HTTP implementation is in `http.ts`. */
/** One text or call to one number. */
export interface PhoneMessage {
  /** E.164 (`+12125550100`). */
  to: string;
  text: string;
  /** Where the provider reports the delivery; absent: no delivery report is asked for. */
  statusCallback?: string;
}

export interface PhoneSendOptions {
  /** Stops waiting for the provider (the message may or may not have been accepted). */
  signal?: AbortSignal;
}

/** What a provider says of a message or call: its id (null when it accepted without one). */
export interface PhoneReceipt {
  providerId: string | null;
}

/** Sends SMS and places voice calls; `configured` false: there is no provider and messages are held in the outbox. */
export interface PhoneProvider {
  readonly configured: boolean;
  /** The origin the provider calls back (status reports, replies); absent: none is asked for or accepted. */
  readonly callbackOrigin?: string;
  sendSms(message: PhoneMessage, options?: PhoneSendOptions): Promise<PhoneReceipt>;
  /** A call that reads `text` aloud (text-to-speech). */
  placeCall(message: PhoneMessage, options?: PhoneSendOptions): Promise<PhoneReceipt>;
  /** Whether a callback of the provider (the full URL it called, its form fields) carries the provider's signature. */
  verifySignature(request: { url: string; params: Record<string, string>; signature: string | undefined }): boolean;
}

/**
 * The provider refused or failed a message. `permanent`: trying again cannot help (an invalid
 * number, a blocked recipient, wrong credentials); otherwise it may (a 5xx, a rate limit).
 */
export class PhoneProviderError extends Error {
  override name = 'PhoneProviderError';
  readonly permanent: boolean;
  readonly status: number | undefined;

  constructor(text: string, { permanent, status }: { permanent: boolean; status?: number }) {
    super(text);
    this.permanent = permanent;
    this.status = status;
  }
}

const NOT_CONFIGURED = 'No SMS and voice provider is configured (SMS_PROVIDER_URL, SMS_ACCOUNT_ID, SMS_AUTH_TOKEN, SMS_FROM); the message is kept in the outbox';

/** No provider configured: SMS and voice messages stay held in the outbox for people to read. */
export const heldPhone: PhoneProvider = {
  configured: false,
  sendSms: () => Promise.reject(new PhoneProviderError(NOT_CONFIGURED, { permanent: false })),
  placeCall: () => Promise.reject(new PhoneProviderError(NOT_CONFIGURED, { permanent: false })),
  verifySignature: () => false,
};

/** What a delivery report says, in the outbox's words: delivered, failed (with why), or nothing final yet. */
export type DeliveryOutcome = { state: 'delivered' } | { state: 'failed'; reason: string } | { state: 'in-progress' };

const DELIVERED = new Set(['delivered', 'read', 'completed']);
const FAILED = new Set(['undelivered', 'failed', 'busy', 'no-answer', 'canceled']);

/** Reads a status report's fields (`MessageStatus` of a text, `CallStatus` of a call, with `ErrorCode`/`ErrorMessage`). */
export function deliveryOutcome(params: Record<string, string>): DeliveryOutcome {
  const status = (params.MessageStatus ?? params.CallStatus ?? params.SmsStatus ?? '').toLowerCase();
  if (DELIVERED.has(status)) return { state: 'delivered' };
  if (!FAILED.has(status)) return { state: 'in-progress' };
  const code = params.ErrorCode ? ` (error ${params.ErrorCode.slice(0, 12)})` : '';
  const detail = params.ErrorMessage ? `: ${params.ErrorMessage.slice(0, 300)}` : '';
  return { state: 'failed', reason: `The provider reports the ${params.CallSid ? 'call' : 'message'} ${status}${code}${detail}` };
}
