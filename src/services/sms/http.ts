import { createHmac, timingSafeEqual } from 'node:crypto';
import { OutboundRefused, outboundRequest, type OutboundPolicy, type OutboundResponse } from '../outbound';
import { PhoneProviderError, type PhoneMessage, type PhoneProvider, type PhoneReceipt, type PhoneSendOptions } from './provider';

export interface HttpPhoneProviderOptions {
  /** The REST API's base, e.g. `https://api.twilio.com/2010-04-01`. */
  baseUrl: string;
  accountId: string;
  token: string;
  /** The sending number, E.164. */
  from: string;
  /** The public origin the provider calls back; absent: no delivery reports. */
  callbackOrigin?: string;
  /** The outbound policy (allowed hosts, the stopping process's signal). */
  policy: OutboundPolicy;
  /** Each call's whole deadline (10 s by default). */
  timeoutMs?: number;
  /** The most bytes of an answer (64 KB by default: an answer is a small JSON object). */
  maxBytes?: number;
}

/** `<`, `>`, `&` and quotes escaped for the spoken text inside TwiML. */
function xmlText(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** A provider's error text, made safe to keep and show: no control characters, bounded. */
function clean(text: unknown, max = 300): string {
  return (
    String(text ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .trim()
      .slice(0, max)
  );
}

function readJson(response: OutboundResponse): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(response.body.toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A provider with Twilio's REST API shape: `POST {base}/Accounts/{id}/Messages.json` (a text)
 * and `/Calls.json` (a call, its words as TwiML `<Say>`), form-encoded, HTTP Basic
 * authentication with the account id and token, answering JSON with the message's `sid`;
 * callbacks signed with `X-Twilio-Signature` (HMAC-SHA1 of the URL and the sorted fields, keyed
 * with the token). Every call goes through the outbound policy, within `timeoutMs` and
 * `maxBytes`. 5xx, 408, 429, timeouts and cut connections may be tried again; other 4xx
 * (an invalid number, wrong credentials) are final.
 */
export function httpPhoneProvider(options: HttpPhoneProviderOptions): PhoneProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const account = `${base}/Accounts/${encodeURIComponent(options.accountId)}`;
  const authorization = `Basic ${Buffer.from(`${options.accountId}:${options.token}`).toString('base64')}`;
  const policy: OutboundPolicy = { ...options.policy, timeoutMs: options.timeoutMs ?? 10_000, maxBytes: options.maxBytes ?? 64 * 1024, maxRedirects: 0 };

  async function post(resource: 'Messages' | 'Calls', fields: Record<string, string>, { signal }: PhoneSendOptions): Promise<PhoneReceipt> {
    const url = `${account}/${resource}.json`;
    let response: OutboundResponse;
    try {
      response = await outboundRequest(
        url,
        {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'user-agent': 'Tessera alerts' },
          body: new URLSearchParams(fields).toString(),
          ...(signal ? { signal } : {}),
        },
        policy,
      );
    } catch (error) {
      // Timeouts, stops and policy refusals keep their own class (the outbox tells them apart); a cut connection may be tried again.
      if (error instanceof OutboundRefused) throw error;
      throw new PhoneProviderError(`${url}: ${clean(error instanceof Error ? error.message : error)}`, { permanent: false });
    }
    const body = readJson(response);
    if (response.status >= 200 && response.status < 300) {
      const sid = typeof body.sid === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(body.sid) ? body.sid : null;
      return { providerId: sid };
    }
    const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
    const code = body.code === undefined ? '' : `, code ${clean(body.code, 12)}`;
    const said = clean(body.message) || clean(response.statusText) || 'no reason given';
    throw new PhoneProviderError(`The provider ${retryable ? 'failed' : 'refused'} the ${resource === 'Calls' ? 'call' : 'message'} (${response.status}${code}): ${said}`, {
      permanent: !retryable,
      status: response.status,
    });
  }

  const callback = (message: PhoneMessage): Record<string, string> => (message.statusCallback ? { StatusCallback: message.statusCallback } : {});

  return {
    configured: true,
    ...(options.callbackOrigin ? { callbackOrigin: options.callbackOrigin.replace(/\/+$/, '') } : {}),
    sendSms: (message, sendOptions = {}) => post('Messages', { To: message.to, From: options.from, Body: message.text, ...callback(message) }, sendOptions),
    placeCall: (message, sendOptions = {}) =>
      post('Calls', { To: message.to, From: options.from, Twiml: `<Response><Say>${xmlText(message.text)}</Say></Response>`, ...callback(message) }, sendOptions),
    verifySignature({ url, params, signature }) {
      if (!signature) return false;
      const expected = Buffer.from(phoneCallbackSignature({ token: options.token, url, params }));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** The signature a provider puts on a callback (`X-Twilio-Signature`): for tests and stand-ins. */
export function phoneCallbackSignature({ token, url, params }: { token: string; url: string; params: Record<string, string> }): string {
  return createHmac('sha1', token)
    .update(url + Object.keys(params).sort().map((key) => key + params[key]).join(''), 'utf8')
    .digest('base64');
}
