import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../core/node';
import { escapeHtml, renderDocument } from '../render/page';
import type { Tessera } from './app';
import { renderSiteDocument, siteInfo, type PageToRender } from './render-page';

/** What a preview link grants: reading one document's draft, or one of its versions, until `expiresAt`. */
export interface PreviewClaim {
  documentId: string;
  version?: number;
  expiresAt: Date;
}

export type PreviewTokenCheck = { ok: true; claim: PreviewClaim } | { ok: false; reason: 'invalid' | 'expired' };

/** Keeps these signatures apart from every other HMAC made with the same secret. */
const PURPOSE = 'tessera-preview-link\n';
const MAX_TOKEN_LENGTH = 400;

function sign(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(PURPOSE + payload).digest();
}

/** A token `payload.signature`: the payload names the document, the version and the expiry (seconds). */
export function signPreviewToken(secret: string, claim: PreviewClaim): string {
  const body = [claim.documentId, claim.version ?? '', Math.floor(claim.expiresAt.getTime() / 1000)].join('.');
  const payload = Buffer.from(body).toString('base64url');
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

/** Checks a token's signature first and its expiry second, so an altered token never reads as merely expired. */
export function readPreviewToken(secret: string, token: string, now: Date = new Date()): PreviewTokenCheck {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (token.length > MAX_TOKEN_LENGTH) return invalid;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return invalid;
  const expected = sign(secret, payload);
  const actual = Buffer.from(signature, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return invalid;
  const [documentId, version, expires] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
  if (!isUuid(documentId) || !/^\d*$/.test(version ?? 'x') || !/^\d+$/.test(expires ?? '')) return invalid;
  const claim: PreviewClaim = {
    documentId,
    ...(version ? { version: Number(version) } : {}),
    expiresAt: new Date(Number(expires) * 1000),
  };
  if (claim.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claim };
}

const BANNER_STYLE = [
  'position:sticky',
  'top:0',
  'z-index:2147483647',
  'margin:0',
  'padding:.5rem 1rem',
  'background:#7a2e00',
  'color:#fff',
  'font:600 1rem/1.4 system-ui,sans-serif',
  'text-align:center',
].join(';');

/** The bar across the top of every preview; reviewers must not mistake it for the live page. */
export function previewBanner(expiresAt: Date, version?: number): string {
  const what = version === undefined ? 'the current draft' : `version ${version}`;
  return (
    `<div class="t-preview-banner" role="status" style="${BANNER_STYLE}">` +
    `Preview — not published. This shows ${escapeHtml(what)}; the link expires ${escapeHtml(expiresAt.toISOString().replace('T', ' ').slice(0, 16))} UTC.` +
    '</div>'
  );
}

/** A document in its site's theme with the preview banner, never indexed; a partial gets a bare page around it. */
export async function renderPreview(tessera: Tessera, doc: PageToRender, claim: PreviewClaim): Promise<string> {
  const seo = { ...doc.seo, noindex: true };
  let html = await renderSiteDocument(tessera, { ...doc, seo });
  if (doc.kind === 'partial') {
    html = renderDocument({
      site: siteInfo(doc.site, tessera.sites.get(doc.site)?.name),
      title: doc.title,
      noindex: true,
      stylesheet: tessera.assets.stylesheet,
      body: html,
    });
  }
  const banner = previewBanner(claim.expiresAt, claim.version);
  return html.replace(/<body([^>]*)>/, (open) => open + banner);
}

/** The page a reviewer sees for a link that is wrong (404) or has expired (410). */
export function renderPreviewProblem(tessera: Tessera, status: 404 | 410): string {
  const title = status === 410 ? 'This preview link has expired' : 'This preview link does not work';
  const text =
    status === 410
      ? 'Preview links stop working after the time chosen when they were made. Ask the person who sent it for a new link.'
      : 'The link is incomplete, was altered, or the page it showed has been deleted. Check that you copied the whole link, or ask for a new one.';
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<link rel="stylesheet" href="${escapeHtml(tessera.assets.stylesheet)}"></head><body>` +
    '<main class="t-notfound t-container" id="main">' +
    `<p class="t-notfound__code" aria-hidden="true">${status}</p>` +
    `<h1 class="t-notfound__title">${escapeHtml(title)}</h1><p class="t-notfound__text">${escapeHtml(text)}</p>` +
    '</main></body></html>'
  );
}
