import type { FastifyInstance, FastifyReply } from 'fastify';
import { RECAPTCHA_POLICY } from '../core/recaptcha';
import { hasRecaptcha } from '../render/page';
import { pagePolicyFor } from './analytics';

/**
 * The Content-Security-Policy of every HTML page (DESIGN.md §7a): only the platform's own
 * scripts, loaded from this origin (island data travels in a non-executable JSON element,
 * so cached bodies shared between visitors need no per-request nonce). Images and embeds
 * may come from https sites, as editors link them.
 */
export const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "media-src 'self' https:",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https:',
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Drafts and previews run in a sandbox without `allow-same-origin`: an opaque origin, so
 * nothing in a draft can act with the viewer's session (no cookies, storage or parent DOM).
 * `allow-scripts` lets the page's own islands run; `script-src 'self'` still admits only the
 * platform's scripts, which load from /assets as cross-origin requests (routes/assets.ts).
 */
export const PREVIEW_POLICY = `sandbox allow-scripts; ${PAGE_POLICY}`;

/** The editor application: Puck sets inline styles and previews images from anywhere. */
export const ADMIN_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** `policy` with `sources` added to its `directive`. */
function addSources(policy: string, directive: string, sources: readonly string[]): string {
  return policy
    .split('; ')
    .map((part) => (part === directive || part.startsWith(`${directive} `) ? `${part} ${sources.join(' ')}` : part))
    .join('; ');
}

/**
 * A page policy for a page with a reCAPTCHA form (issue 25 item 3): Google's reCAPTCHA
 * scripts and frames added, nothing else. Pages without such a form keep the plain policy.
 */
export function withRecaptcha(policy: string): string {
  return addSources(addSources(policy, 'script-src', RECAPTCHA_POLICY.script), 'frame-src', RECAPTCHA_POLICY.frame);
}

/** Marks a reply whose (cached, maybe compressed) HTML carries the reCAPTCHA site key. */
export function markRecaptcha(reply: FastifyReply): void {
  reply.header('content-security-policy', withRecaptcha(pagePolicyFor(reply.request.server, reply.request.site)));
}

/**
 * Headers on every response: `nosniff`, a referrer policy, and the page policy on HTML that
 * did not choose a stricter one (previews, the editor).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    // A site with analytics adds its provider's origins (site settings): exactly those, nothing more.
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      const policy = pagePolicyFor(app, request.site);
      // Only a page that carries the reCAPTCHA site key (a form asking for it, on a reCAPTCHA site) admits Google's script.
      reply.header('content-security-policy', typeof payload === 'string' && hasRecaptcha(payload) ? withRecaptcha(policy) : policy);
    }
    done(null, payload);
  });
}
