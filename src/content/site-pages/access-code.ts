import { createHmac } from 'node:crypto';
import { message } from '../../core/errors';
import { node } from '../../core/node';
import type { SiteId } from '../../core/sites';
import type { PublishedPage } from '../../store/types';
import type { ContentContext } from '../context';
import { accessCodeMatches, publishedPage, type PageToRender } from '../published';
import { withSiteChrome } from '../documents/trees';

/** The cookies of a request, by name: where a visitor's access grants are. */
export type Cookies = Readonly<Record<string, string | undefined>>;

/** A page's access grant as a cookie to set: it opens that page until its code changes. */
export interface AccessGrant {
  name: string;
  value: string;
  /** The page's path: the cookie is sent there only. */
  path: string;
}

/**
 * The value of the cookie that remembers an entered code: an HMAC over the document and its
 * current code hash, so rotating or removing the code invalidates every such cookie.
 */
function grantValue(secret: string, documentId: string, codeHash: string): string {
  return createHmac('sha256', secret).update(`${documentId}\n${codeHash}`).digest('base64url');
}

function grantCookieName(documentId: string): string {
  return `tessera_ac_${documentId.replace(/-/g, '')}`;
}

/** Whether a visitor with these cookies may see a published page: it has no access code, or they hold its grant. */
export function mayOpen(ctx: Pick<ContentContext, 'secret'>, page: Pick<PublishedPage, 'documentId' | 'accessCodeHash'>, cookies: Cookies): boolean {
  if (!page.accessCodeHash) return true;
  return cookies[grantCookieName(page.documentId)] === grantValue(ctx.secret, page.documentId, page.accessCodeHash);
}

/**
 * What a visitor without the code gets: the page's layout with the site's header and footer,
 * the page's two access-code slots (which exist for this) and, in the rendered page, the form.
 * Nothing else of the protected page is sent: not its title, SEO fields, alerts, banner or
 * content, nor the props of any island in them.
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

/** Wrong access codes per page and client before a pause (DESIGN.md §7a). */
export const ACCESS_CODE_ATTEMPTS = { max: 10, windowMs: 15 * 60_000 };

export type AccessCodeOutcome =
  | { kind: 'not-found' }
  /** The page has no access code (any more): go to it. */
  | { kind: 'open'; path: string }
  | { kind: 'granted'; path: string; grant: AccessGrant }
  /** The gate again, with why: 400 no code, 403 a wrong code, 429 too many wrong codes (`retryAfter` seconds). */
  | { kind: 'refused'; status: 400 | 403 | 429; error: string; gate: PageToRender; retryAfter?: number };

/**
 * A visitor enters a page's access code. Wrong codes are counted per page and client, so one
 * visitor's guesses on one page lock out neither other pages nor other visitors.
 */
export async function enterAccessCode(ctx: ContentContext, { site, path, code, client }: { site: SiteId; path: string; code: string; client: string }): Promise<AccessCodeOutcome> {
  const page = await publishedPage(ctx, { site, path });
  if (!page) return { kind: 'not-found' };
  if (!page.accessCodeHash) return { kind: 'open', path: page.path };
  const refuse = (status: 400 | 403 | 429, error: string, retryAfter?: number): AccessCodeOutcome => ({
    kind: 'refused',
    status,
    error,
    gate: gatePage(page),
    ...(retryAfter === undefined ? {} : { retryAfter }),
  });
  if (code.trim() === '') return refuse(400, message('REQUIRED', { label: 'Access code' }));
  const key = `${page.documentId}\n${client}`;
  const wait = await ctx.attempts.accessCodes.retryAfter(key);
  if (wait > 0) return refuse(429, `Too many wrong codes. Try again in ${Math.ceil(wait / 60)} minute${wait > 60 ? 's' : ''}.`, wait);
  if (!accessCodeMatches(page, code)) {
    await ctx.attempts.accessCodes.fail(key);
    return refuse(403, 'That access code is not right. Check it and try again.');
  }
  await ctx.attempts.accessCodes.reset(key);
  return {
    kind: 'granted',
    path: page.path,
    grant: { name: grantCookieName(page.documentId), value: grantValue(ctx.secret, page.documentId, page.accessCodeHash), path: page.path },
  };
}
