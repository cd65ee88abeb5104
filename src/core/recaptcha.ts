import { platformId } from './ids';

/**
 * reCAPTCHA in the browser (issue 25 item 3). A page of a site whose captcha is reCAPTCHA, and
 * that holds a form asking for it, carries the public site key in a JSON element with this id;
 * its presence is what tells the islands (and the page's Content-Security-Policy) that Google's
 * script may load. The secret never leaves the server.
 */
export const RECAPTCHA_CONFIG_ID = platformId('recaptcha');

/** What the page's reCAPTCHA element holds: the site's public key ('' when the site has none; a kind's `recaptchaPublicKey` prop overrides it). */
export interface RecaptchaConfig {
  siteKey: string;
}

/** Google's script, rendered explicitly (`render=explicit`) and called back by `onload`. */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/**
 * The action a reCAPTCHA v3 answer for a form of `kind` must name (v3 keys only: v2 answers
 * name none). Google allows letters, digits, slashes and underscores: `contact-form` is
 * `contact_form`.
 */
export const recaptchaAction = (kind: string): string => kind.replace(/[^A-Za-z0-9/_]/g, '_');

/** The name of the token in a form post without JavaScript (Google's own field name). */
export const RECAPTCHA_FIELD = 'g-recaptcha-response';

/**
 * What Google's script needs in the page's Content-Security-Policy (Google's reCAPTCHA FAQ,
 * "Content Security Policy"): its scripts and its frames, nothing else.
 */
export const RECAPTCHA_POLICY = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
} as const;
