import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaService, type CaptchaSettings } from './index';

const altcha: CaptchaSettings = { provider: 'altcha', secret: '', verifyUrl: '', minScore: 0.5 };
const service = captchaService({ hmacSecret: 'a secret of the test, long enough' });

async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('ALTCHA', () => {
  it('accepts a solved challenge of this site once per signature', async () => {
    const challenge = await service.challenge('nyse');
    const first = await service.verify(altcha, { site: 'nyse', answer: await solved(challenge) });
    expect(first.replayKey).toBe(`altcha:${challenge.signature}`);
    expect(first.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses no answer, garbage, another site’s, a tampered and another secret’s challenge', async () => {
    await expect(service.verify(altcha, { site: 'nyse', answer: undefined })).rejects.toThrow('The captcha check failed: the check was not done');
    await expect(service.verify(altcha, { site: 'nyse', answer: 'bm90IGpzb24=' })).rejects.toThrow('not one this site gave');
    const answer = await solved(await service.challenge('ice'));
    await expect(service.verify(altcha, { site: 'nyse', answer })).rejects.toThrow('made for another site');
    const challenge = await service.challenge('nyse');
    const payload = JSON.parse(Buffer.from(await solved(challenge), 'base64').toString()) as { challenge: Challenge };
    payload.challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) + 86_400;
    await expect(service.verify(altcha, { site: 'nyse', answer: Buffer.from(JSON.stringify(payload)).toString('base64') })).rejects.toThrow('not one this site gave');
    const foreign = captchaService({ hmacSecret: 'another secret, also long enough' });
    await expect(service.verify(altcha, { site: 'nyse', answer: await solved(await foreign.challenge('nyse')) })).rejects.toThrow('not one this site gave');
  });
});

describe('reCAPTCHA through a configurable verification URL (a real local server)', () => {
  let verifier: ReturnType<typeof createServer>;
  let url: string;
  const seen: string[] = [];
  beforeAll(async () => {
    verifier = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push(body);
        const params = new URLSearchParams(body);
        if (params.get('response') === 'down') {
          res.statusCode = 503;
          return res.end('unavailable');
        }
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: params.get('secret') === 'server-secret' && params.get('response') === 'good-token' }));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => verifier.close(() => resolve())));

  it('passes a good token with the secret, refuses a bad one, and fails closed when the verifier is down', async () => {
    const settings: CaptchaSettings = { provider: 'recaptcha', secret: 'server-secret', verifyUrl: url, minScore: 0.5 };
    expect((await service.verify(settings, { site: 'ice', answer: 'good-token' })).replayKey).toBe('recaptcha:good-token');
    expect(seen[0]).toContain('secret=server-secret');
    await expect(service.verify(settings, { site: 'ice', answer: 'bad-token' })).rejects.toMatchObject({ code: 'CAPTCHA_FAILED', status: 400 });
    await expect(service.verify(settings, { site: 'ice', answer: 'down' })).rejects.toMatchObject({ code: 'CAPTCHA_UNAVAILABLE', status: 503 });
    await expect(service.verify({ ...settings, verifyUrl: 'http://127.0.0.1:9/none' }, { site: 'ice', answer: 'good-token' })).rejects.toMatchObject({ code: 'CAPTCHA_UNAVAILABLE' });
    await expect(service.verify({ ...settings, secret: '' }, { site: 'ice', answer: 'good-token' })).rejects.toMatchObject({ code: 'CAPTCHA_UNAVAILABLE' });
  });
});
