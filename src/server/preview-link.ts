import { MAIN_ID } from '../core/ids';
import { previewPath } from '../core/preview-paths';
import { escapeHtml, renderDocument } from '../render/page';
import type { PageToRender, PreviewClaim } from '../content';
import type { PageServer } from './render-page';
import { renderSiteDocument, servedSiteRendering } from './render-page';

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
export async function renderPreview(server: PageServer, doc: PageToRender, claim: PreviewClaim): Promise<string> {
  const seo = { ...doc.seo, noindex: true };
  // Served sandboxed in an opaque origin (security-headers.ts): its own islands run, sessionless.
  let html = await renderSiteDocument(server, { ...doc, seo }, { preview: true });
  if (doc.kind === 'partial') {
    html = renderDocument({
      site: servedSiteRendering(server, doc.site).site,
      title: doc.title,
      noindex: true,
      stylesheet: server.assets.siteStylesheet(doc.site),
      body: html,
    });
  }
  const banner = previewBanner(new Date(claim.expiresAt), claim.version ?? undefined);
  return html.replace(/<body([^>]*)>/, (open) => open + banner);
}

/** Why a preview link shows nothing: unknown (or its author is disabled), past its expiry, or revoked. */
export type PreviewProblem = 'invalid' | 'expired' | 'revoked';

const PROBLEMS: Record<PreviewProblem, { status: 404 | 410; title: string; text: string }> = {
  invalid: {
    status: 404,
    title: 'This preview link does not work',
    text: 'The link is incomplete, was altered, or the page it showed has been deleted. Check that you copied the whole link, or ask for a new one.',
  },
  expired: {
    status: 410,
    title: 'This preview link has expired',
    text: 'Preview links stop working after the time chosen when they were made. Ask the person who sent it for a new link.',
  },
  revoked: {
    status: 410,
    title: 'This preview link has been withdrawn',
    text: 'Someone who edits this page stopped this link from working. Ask the person who sent it for a new link.',
  },
};

/** The status and page a reviewer gets for a link that does not work (404) or no longer works (410). */
export function renderPreviewProblem(server: PageServer, problem: PreviewProblem): { status: 404 | 410; html: string } {
  const { status, title, text } = PROBLEMS[problem];
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<link rel="stylesheet" href="${escapeHtml(server.assets.stylesheet)}"></head><body>` +
    `<main class="t-notfound t-container" id="${MAIN_ID}">` +
    `<p class="t-notfound__code" aria-hidden="true">${status}</p>` +
    `<h1 class="t-notfound__title">${escapeHtml(title)}</h1><p class="t-notfound__text">${escapeHtml(text)}</p>` +
    '</main></body></html>';
  return { status, html };
}

/**
 * Links inside a preview (issue 24 item 3): an anchor to one of `stayPaths` (root-relative,
 * as the site's navigation writes them) goes to that page inside the preview; every other
 * link is left alone, so it opens the live page on the site's own origin.
 */
export function keepLinksInPreview(html: string, { token, previewedPath, stayPaths }: { token: string; previewedPath: string; stayPaths: readonly string[] }): string {
  const stay = new Set(stayPaths);
  return html.replace(/(<a\b[^>]*?\shref=")(\/(?!\/)[^"?#]*)([^"]*")/g, (whole, before: string, path: string, rest: string) => {
    if (!stay.has(path)) return whole;
    return before + escapeHtml(path === previewedPath ? previewPath(token) : previewPath(token, path)) + rest;
  });
}
