import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { TesseraError } from '../../core/errors';

/**
 * Captcha per site (DESIGN.md §7): ALTCHA, a proof of work this platform issues and checks
 * itself (works offline; the default), or reCAPTCHA, checked at a configurable verification
 * URL with the site's secret. Every failure refuses: a missing, wrong, stale or replayed
 * answer is the visitor's 400, an unreachable verifier a 503 — never a pass.
 */
export interface CaptchaSettings {
  provider: 'altcha' | 'recaptcha';
  /** reCAPTCHA's secret (server only). */
  secret: string;
  /** reCAPTCHA's verification endpoint. */
  verifyUrl: string;
  /** The lowest score a reCAPTCHA v3 answer may have (0 to 1). */
  minScore: number;
}

/** The score threshold of a site that never set one (Google's suggestion to start with). */
export const DEFAULT_MIN_SCORE = 0.5;

/** What an answer must have been given for, besides being solved. */
export interface CaptchaExpectation {
  /** The host names the site's pages are served under: a reCAPTCHA answer solved elsewhere is refused. */
  hostnames?: readonly string[];
  /** The action a reCAPTCHA v3 answer must name (the form's); v2 answers name none. */
  action?: string;
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const CHALLENGE_TTL_MS = 10 * 60_000;
const VERIFY_TIMEOUT_MS = 5_000;

export interface CaptchaService {
  /** A new ALTCHA challenge for a site's form (signed, expiring). */
  challenge(site: string): Promise<Challenge>;
  /**
   * Checks a visitor's answer. Resolves to what identifies it for the replay check (the
   * challenge's signature, or the reCAPTCHA token), or throws CAPTCHA_FAILED /
   * CAPTCHA_UNAVAILABLE.
   */
  verify(settings: CaptchaSettings, options: { site: string; answer: string | undefined; remoteIp?: string } & CaptchaExpectation): Promise<{ replayKey: string; expiresAt: Date }>;
}

function failed(reason: string): never {
  throw new TesseraError('CAPTCHA_FAILED', { reason });
}

export function captchaService({ hmacSecret, fetch: fetchFn = fetch }: { hmacSecret: string; fetch?: typeof fetch }): CaptchaService {
  return {
    challenge(site) {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        keyPrefix: '0000',
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: hmacSecret,
        data: { site },
      });
    },

    async verify(settings, { site, answer, remoteIp, hostnames, action }) {
      if (!answer || answer.trim() === '') failed('the check was not done; wait for it to finish, or reload the page');
      if (answer.length > 10_000) failed('the answer is not one this site gave');
      if (settings.provider === 'recaptcha') return verifyRecaptcha(settings, answer, { ...(remoteIp ? { remoteIp } : {}), ...(hostnames ? { hostnames } : {}), ...(action ? { action } : {}) }, fetchFn);
      let payload: { challenge?: Challenge; solution?: Solution };
      try {
        payload = JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as typeof payload;
      } catch {
        failed('the answer is not one this site gave');
      }
      if (!payload.challenge?.parameters || !payload.solution || typeof payload.challenge.signature !== 'string') failed('the answer is not one this site gave');
      if (payload.challenge.parameters.data?.site !== site) failed('the answer was made for another site');
      let result;
      try {
        result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: hmacSecret });
      } catch {
        failed('the answer is not one this site gave');
      }
      if (result.expired) failed('the check expired; reload the page and send the form again');
      if (!result.verified) failed('the answer is not one this site gave');
      const expires = payload.challenge.parameters.expiresAt;
      return { replayKey: `altcha:${payload.challenge.signature}`, expiresAt: new Date(typeof expires === 'number' ? expires * 1000 : Date.now() + CHALLENGE_TTL_MS) };
    },
  };
}

/** A host name as Google reports it and as a site serves it: lower case, no trailing dot. */
const bareHost = (host: string) => host.toLowerCase().replace(/\.$/, '');

/**
 * Whether Google's answer is one this site's form may accept: solved; on one of the site's host
 * names (when they are given); and for a v3 key (its answers carry a score) for the form's
 * action and at least the site's lowest score.
 */
function accepted(body: { success?: unknown; hostname?: unknown; action?: unknown; score?: unknown }, settings: CaptchaSettings, { hostnames, action }: CaptchaExpectation): boolean {
  if (body.success !== true) return false;
  if (hostnames && !(typeof body.hostname === 'string' && hostnames.map(bareHost).includes(bareHost(body.hostname)))) return false;
  if (body.score === undefined) return true;
  return typeof body.score === 'number' && body.score >= settings.minScore && (action === undefined || body.action === action);
}

async function verifyRecaptcha(settings: CaptchaSettings, token: string, { remoteIp, ...expected }: CaptchaExpectation & { remoteIp?: string }, fetchFn: typeof fetch) {
  if (settings.secret === '') throw new TesseraError('CAPTCHA_UNAVAILABLE');
  let body: { success?: unknown; hostname?: unknown; action?: unknown; score?: unknown; 'error-codes'?: unknown };
  try {
    const response = await fetchFn(settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: settings.secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) }),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      redirect: 'error',
    });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    body = (await response.json()) as typeof body;
  } catch (error) {
    const unavailable = new TesseraError('CAPTCHA_UNAVAILABLE');
    (unavailable as Error).cause = error;
    throw unavailable;
  }
  // Which check failed is not said: a bot learns nothing from the refusal.
  if (!accepted(body, settings, expected)) failed('the captcha was not solved, or was used before');
  return { replayKey: `recaptcha:${token}`, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) };
}
