/**
 * The captcha in the browser (DESIGN.md §7), started by an island at the visitor's first
 * interaction with its form:
 * - ALTCHA (the default): a challenge from this site's server, solved with WebCrypto, sent
 *   with the form as base64 JSON `{ challenge, solution }`;
 * - reCAPTCHA, when the page carries the site key (`RECAPTCHA_CONFIG_ID`, only on pages with
 *   such a form of a reCAPTCHA site): Google's script is added then (never on page load),
 *   an invisible widget is rendered and executed, and its token is sent in the same field.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { RECAPTCHA_CONFIG_ID, RECAPTCHA_SCRIPT_URL, type RecaptchaConfig } from '../core/recaptcha';

export interface CaptchaAnswer {
  /** What the form sends as `captcha`. */
  answer: string;
  /** When the server stops accepting it (ms since the epoch). */
  expiresAt: number;
}

/**
 * Fetches a challenge and solves it (ALTCHA), or gets a reCAPTCHA token with `siteKey` (a
 * kind's `recaptchaPublicKey`) or else the page's site key; rejects when neither can be had.
 */
export async function solveCaptcha({ siteKey }: { siteKey?: string } = {}): Promise<CaptchaAnswer> {
  const recaptcha = pageRecaptcha();
  if (recaptcha) return solveRecaptcha(siteKey || recaptcha.siteKey);
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

/** Google's tokens are good for two minutes; the islands replace one 30 s before this. */
const TOKEN_LIFETIME_MS = 110_000;
/** The global Google's script calls once it is ready (`onload=`). */
const ONLOAD = 'tesseraRecaptchaLoaded';

interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: { sitekey: string; size: 'invisible'; callback(token: string): void; 'error-callback'(): void; 'expired-callback'(): void },
  ): number;
  execute(widget: number): void;
  reset(widget: number): void;
}

interface Widget {
  id: number;
  waiting: { resolve(token: string): void; reject(error: Error): void } | null;
  /** Executions run one after another (two forms of a page share a site key's widget). */
  queue: Promise<unknown>;
}

function pageRecaptcha(): RecaptchaConfig | null {
  const element = document.getElementById(RECAPTCHA_CONFIG_ID);
  if (!element) return null;
  try {
    const parsed = JSON.parse(element.textContent ?? '') as Partial<RecaptchaConfig>;
    return { siteKey: typeof parsed.siteKey === 'string' ? parsed.siteKey : '' };
  } catch {
    return null;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Adds Google's script once (again after a failure). */
function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const global = window as unknown as Record<string, unknown>;
    global[ONLOAD] = () => {
      const api = global.grecaptcha as Grecaptcha | undefined;
      if (api) resolve(api);
      else reject(new Error('reCAPTCHA did not start'));
    };
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=explicit&onload=${ONLOAD}`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

const widgets = new Map<string, Widget>();

function widgetFor(api: Grecaptcha, siteKey: string): Widget {
  const known = widgets.get(siteKey);
  if (known) return known;
  const container = document.createElement('div');
  container.className = 't-recaptcha';
  document.body.appendChild(container);
  const widget: Widget = { id: 0, waiting: null, queue: Promise.resolve() };
  const settle = (token: string | null) => {
    const waiting = widget.waiting;
    widget.waiting = null;
    if (token) waiting?.resolve(token);
    else waiting?.reject(new Error('The reCAPTCHA check failed'));
  };
  widget.id = api.render(container, {
    sitekey: siteKey,
    size: 'invisible',
    callback: (token) => settle(token),
    'error-callback': () => settle(null),
    'expired-callback': () => undefined,
  });
  widgets.set(siteKey, widget);
  return widget;
}

async function solveRecaptcha(siteKey: string): Promise<CaptchaAnswer> {
  if (!siteKey) throw new Error('This site has no reCAPTCHA site key');
  const api = await loadRecaptcha();
  const widget = widgetFor(api, siteKey);
  const run = widget.queue.then(
    () =>
      new Promise<string>((resolve, reject) => {
        widget.waiting = { resolve, reject };
        api.reset(widget.id);
        api.execute(widget.id);
      }),
  );
  widget.queue = run.catch(() => undefined);
  return { answer: await run, expiresAt: Date.now() + TOKEN_LIFETIME_MS };
}
