import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundRefused, OutboundTimeout } from '../outbound';
import { deliveryOutcome, heldPhone, httpPhoneProvider, phoneCallbackSignature, PhoneProviderError } from './index';

describe('callback signatures', () => {
  it("match the provider's published example (HMAC-SHA1 of the URL and the sorted fields)", () => {
    const params = { CallSid: 'CA1234567890ABCDE', Caller: '+14158675310', Digits: '1234', From: '+14158675310', To: '+18005551212' };
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    expect(phoneCallbackSignature({ token: '12345', url, params })).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
    const provider = httpPhoneProvider({ baseUrl: 'https://api.example.com', accountId: 'AC1', token: '12345', from: '+12125550199', policy: { allowHosts: [] } });
    expect(provider.verifySignature({ url, params, signature: 'GvWf1cFY/Q7PnoempGyD5oXAezc=' })).toBe(true);
    expect(provider.verifySignature({ url, params: { ...params, Digits: '1235' }, signature: 'GvWf1cFY/Q7PnoempGyD5oXAezc=' })).toBe(false);
    expect(provider.verifySignature({ url, params, signature: undefined })).toBe(false);
    expect(heldPhone.verifySignature({ url, params, signature: 'GvWf1cFY/Q7PnoempGyD5oXAezc=' })).toBe(false);
  });
});

describe('delivery reports', () => {
  it('reads delivered, failed with the reason, or still on the way', () => {
    expect(deliveryOutcome({ MessageStatus: 'delivered' })).toEqual({ state: 'delivered' });
    expect(deliveryOutcome({ CallSid: 'CA1', CallStatus: 'completed' })).toEqual({ state: 'delivered' });
    expect(deliveryOutcome({ MessageStatus: 'sent' })).toEqual({ state: 'in-progress' });
    expect(deliveryOutcome({ CallSid: 'CA1', CallStatus: 'ringing' })).toEqual({ state: 'in-progress' });
    expect(deliveryOutcome({ CallSid: 'CA1', CallStatus: 'busy' })).toEqual({ state: 'failed', reason: 'The provider reports the call busy' });
    expect(deliveryOutcome({ MessageStatus: 'failed', ErrorCode: '30006', ErrorMessage: 'Landline or unreachable carrier' })).toEqual({
      state: 'failed',
      reason: 'The provider reports the message failed (error 30006): Landline or unreachable carrier',
    });
  });
});

describe('the HTTP provider', () => {
  let server: Server;
  let origin: string;
  let reply: (res: import('node:http').ServerResponse) => void = () => {};

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => reply(res));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const provider = (options: { timeoutMs?: number; maxBytes?: number } = {}) =>
    httpPhoneProvider({ baseUrl: origin, accountId: 'AC1', token: 'token-123', from: '+12125550199', policy: { allowHosts: [new URL(origin).host] }, ...options });

  it('refuses a provider address outside the outbound policy for good', async () => {
    const refused = httpPhoneProvider({ baseUrl: origin, accountId: 'AC1', token: 'token-123', from: '+12125550199', policy: { allowHosts: [] } });
    const error = await refused.sendSms({ to: '+12125550100', text: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundRefused);
    expect((error as OutboundRefused).permanent).toBe(true);
  });

  it('reads no more than maxBytes of an answer', async () => {
    reply = (res) => res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: 'SM1', padding: 'x'.repeat(10_000) }));
    const error = await provider({ maxBytes: 1000 }).sendSms({ to: '+12125550100', text: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundRefused);
    expect((error as Error).message).toContain('larger than 1000 bytes');
    expect((error as OutboundRefused).permanent).toBe(false);
    expect(await provider().sendSms({ to: '+12125550100', text: 'x' })).toEqual({ providerId: 'SM1' });
  });

  it('ends a call that gets no answer within timeoutMs', async () => {
    reply = () => {};
    const started = performance.now();
    const error = await provider({ timeoutMs: 200 }).placeCall({ to: '+12125550100', text: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundTimeout);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('classes 5xx, 408 and 429 as worth another try and other 4xx as final', async () => {
    for (const [status, permanent] of [[500, false], [503, false], [408, false], [429, false], [400, true], [401, true], [404, true]] as const) {
      reply = (res) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 1, message: `answer ${status}\u0000` }));
      const error = await provider().sendSms({ to: '+12125550100', text: 'x' }).catch((e: unknown) => e);
      expect(error, String(status)).toBeInstanceOf(PhoneProviderError);
      expect((error as PhoneProviderError).permanent, String(status)).toBe(permanent);
      expect((error as Error).message, String(status)).toMatch(new RegExp(`\\(${status}, code 1\\): answer ${status}$`));
    }
  });

  it('keeps a message accepted without a usable id as sent without one', async () => {
    reply = (res) => res.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"<script>"}');
    expect(await provider().sendSms({ to: '+12125550100', text: 'x' })).toEqual({ providerId: null });
  });
});
