import type { FastifyInstance } from 'fastify';
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
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) reply.header('content-security-policy', pagePolicyFor(app, request.site));
    done(null, payload);
  });
}
