import { describe, expect, it } from 'vitest';
import type { CaptchaSettingsView } from '../../core/contracts';
import { captchaDraft, captchaRequests, type CaptchaDraft } from './captcha-settings';

const GOOGLE = 'https://www.google.com/recaptcha/api/siteverify';
const stored = (patch: Partial<CaptchaSettingsView> = {}): CaptchaSettingsView => ({
  site: 'nyse',
  provider: 'altcha',
  verifyUrl: GOOGLE,
  hasSecret: false,
  minScore: 0.5,
  updatedAt: null,
  ...patch,
});
const draft = (patch: Partial<CaptchaDraft> = {}): CaptchaDraft => ({ provider: 'recaptcha', secret: '', verifyUrl: GOOGLE, minScore: '0.5', siteKey: '', ...patch });

describe('the captcha form', () => {
  it('starts from the stored settings with an empty secret', () => {
    expect(captchaDraft({ stored: stored({ provider: 'recaptcha', hasSecret: true }), siteKey: '6Lc-key' })).toEqual({
      provider: 'recaptcha',
      secret: '',
      verifyUrl: GOOGLE,
      minScore: '0.5',
      siteKey: '6Lc-key',
    });
    expect(captchaDraft({ stored: stored(), siteKey: null }).siteKey).toBe('');
  });

  it('saves ALTCHA without a secret and keeps the stored verification URL and site key', () => {
    const custom = 'https://verify.example.com/siteverify';
    expect(captchaRequests({ draft: draft({ provider: 'altcha', siteKey: 'changed', verifyUrl: 'not a url' }), stored: stored({ verifyUrl: custom }), siteKey: 'kept' })).toEqual({
      ok: true,
      captcha: { provider: 'altcha', verifyUrl: custom },
      site: null,
    });
  });

  it('sends a typed secret, and none when the field is empty (the stored one stays)', () => {
    const typed = captchaRequests({ draft: draft({ secret: ' s3cret ', siteKey: '6Lc-key' }), stored: stored(), siteKey: '6Lc-key' });
    expect(typed).toEqual({ ok: true, captcha: { provider: 'recaptcha', secret: 's3cret', verifyUrl: GOOGLE, minScore: 0.5 }, site: null });
    const kept = captchaRequests({ draft: draft({ siteKey: '6Lc-key' }), stored: stored({ hasSecret: true }), siteKey: '6Lc-key' });
    expect(kept.ok && kept.captcha).toEqual({ provider: 'recaptcha', verifyUrl: GOOGLE, minScore: 0.5 });
  });

  it('sends the lowest v3 score as a number, and names a score that is none beside its field', () => {
    const base = { stored: stored({ hasSecret: true }), siteKey: '6Lc-key' };
    const typed = captchaRequests({ ...base, draft: draft({ siteKey: '6Lc-key', minScore: ' .7 ' }) });
    expect(typed.ok && typed.captcha.minScore).toBe(0.7);
    for (const minScore of ['high', '1.5', '-1', '0.555']) {
      const refused = captchaRequests({ ...base, draft: draft({ siteKey: '6Lc-key', minScore }) });
      expect(refused.ok, minScore).toBe(false);
      expect(!refused.ok && refused.errors.minScore, minScore).toMatch(/^Enter a score/);
    }
  });

  it('patches the site only when its public key changed', () => {
    const changed = captchaRequests({ draft: draft({ siteKey: ' 6Lc-new ' }), stored: stored({ hasSecret: true }), siteKey: '6Lc-old' });
    expect(changed.ok && changed.site).toEqual({ captchaSiteKey: '6Lc-new' });
  });

  it('asks for a secret and a site key before reCAPTCHA can work', () => {
    const result = captchaRequests({ draft: draft(), stored: stored(), siteKey: null });
    expect(result).toEqual({
      ok: false,
      errors: { secret: 'Enter the secret key: without it no reCAPTCHA answer can be checked', captchaSiteKey: 'Enter the site key: pages need it to show reCAPTCHA' },
    });
  });

  it('puts the contract’s own message beside the verification URL', () => {
    const result = captchaRequests({ draft: draft({ verifyUrl: 'http://verify.example.com/x', secret: 's' }), stored: stored(), siteKey: null });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.verifyUrl).toBe('Enter an https address (http only on localhost)');
  });
});
