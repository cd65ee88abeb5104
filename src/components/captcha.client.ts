/**
 * The ALTCHA proof of work in the browser (DESIGN.md §7): a challenge from this site's server,
 * solved with WebCrypto, sent with the form as base64 JSON `{ challenge, solution }`.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

export interface CaptchaAnswer {
  /** What the form sends as `captcha`. */
  answer: string;
  /** When the server stops accepting it (ms since the epoch). */
  expiresAt: number;
}

/** Fetches a challenge and solves it; rejects when the challenge cannot be had or solved. */
export async function solveCaptcha(): Promise<CaptchaAnswer> {
  const response = await fetch('/api/forms/captcha', { headers: { accept: 'application/json' }, cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The captcha challenge failed: ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha challenge was not solved in time');
  const expires = challenge.parameters.expiresAt;
  return {
    answer: btoa(JSON.stringify({ challenge, solution })),
    expiresAt: typeof expires === 'number' ? expires * 1000 : Date.now() + 5 * 60_000,
  };
}
