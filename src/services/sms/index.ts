/**
 * SMS and voice alerts (issue 25 item 4): a provider sends a text message or places a call
 * that reads a text aloud, and answers with its own id for the message; later it reports the
 * delivery (a status callback) and relays replies (STOP) to the platform's webhooks.
 */
export * from './provider';
export { httpPhoneProvider, phoneCallbackSignature, type HttpPhoneProviderOptions } from './http';
