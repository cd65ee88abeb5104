import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { withSiteChrome, type PageToRender, type PublishedPage } from '../content';
import { node } from '../core/node';

/**
 * The value of the cookie that remembers an entered code: an HMAC over the document and
 * its current code hash, so rotating or removing the code invalidates every such cookie.
 */
export function accessGrant(secret: string, documentId: string, codeHash: string): string {
  return createHmac('sha256', secret).update(`${documentId}\n${codeHash}`).digest('base64url');
}

export function accessCookieName(documentId: string): string {
  return `tessera_ac_${documentId.replace(/-/g, '')}`;
}

/** Whether a request may see a published page: it has no access code, or the request carries its grant. */
export function hasAccess(request: FastifyRequest, secret: string, page: Pick<PublishedPage, 'documentId' | 'accessCodeHash'>): boolean {
  if (!page.accessCodeHash) return true;
  return request.cookies[accessCookieName(page.documentId)] === accessGrant(secret, page.documentId, page.accessCodeHash);
}

/**
 * What a visitor without the code gets: the page's layout with the site's header and footer,
 * the page's two access-code slots (which exist for this) and, through the render context,
 * the form. Nothing else of the protected page is sent: not its title, SEO fields, alerts,
 * banner or content, nor the props of any island in them.
 */
export function gatePage(page: Pick<PageToRender, 'site' | 'path' | 'tree'>): PageToRender {
  const root = page.tree;
  const tree = withSiteChrome(
    node(root.name, root.props, {
      accessCodeHeader: root.slots.accessCodeHeader ?? [],
      accessCodeFooter: root.slots.accessCodeFooter ?? [],
    }),
  );
  return { site: page.site, path: page.path, kind: 'page', title: 'Access code required', seo: { noindex: true }, tree };
}
