import type { SiteId } from '../../core/sites';
import type { ContentContext } from '../context';
import { movedTo, publishedPage } from '../published';
import { gatePage, mayOpen, type Cookies } from './access-code';
import { composePage, type ComposedPage } from './compose';
import type { PageToRender } from '../published';

/** Pages that, while they are not published, lead to a broader one (temporarily). */
const FALLBACKS: Readonly<Record<string, string>> = { '/alerts/benchmark-and-processing': '/alerts' };

export type PageVisit =
  /** `locked`: behind an access code the visitor holds, so only they may keep what is rendered. */
  | { kind: 'page'; page: ComposedPage; locked: boolean }
  /** The page asks for an access code this visitor has not entered: only its gate is shown. */
  | { kind: 'access-code'; gate: PageToRender }
  | { kind: 'redirect'; location: string; status: 301 | 302; maxAgeSeconds: number }
  | { kind: 'not-found' };

/**
 * A visitor asks for a path of a site: the published page composed for them (its partials and
 * its data kinds' data for the query string `search`, `?` and all, or empty), its access-code gate, a redirect left by a move
 * (or a fallback of the specification), or nothing.
 */
export async function visitPage(
  ctx: ContentContext,
  { site, path, search = '', cookies }: { site: SiteId; path: string; search?: string; cookies: Cookies },
): Promise<PageVisit> {
  const page = await publishedPage(ctx, { site, path });
  if (!page) {
    // A page published under a new path keeps its old address as a permanent redirect.
    const moved = await movedTo(ctx, { site, path });
    if (moved) return { kind: 'redirect', location: moved + search, status: 301, maxAgeSeconds: 300 };
    // Specification §2: an alerts category without content of its own falls back to /alerts.
    const fallback = FALLBACKS[path];
    if (fallback) return { kind: 'redirect', location: fallback + search, status: 302, maxAgeSeconds: 60 };
    return { kind: 'not-found' };
  }
  if (!mayOpen(ctx, page, cookies)) return { kind: 'access-code', gate: gatePage(page) };
  return { kind: 'page', page: await composePage(ctx, { doc: page, query: new URLSearchParams(search) }), locked: page.accessCodeHash !== null };
}
