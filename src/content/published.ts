/** What visitors see: published pages and partials, redirects left by moves, access codes. */
import type { DocumentKind, Seo } from '../core/contracts';
import type { Node } from '../core/node';
import type { SiteId } from '../core/sites';
import * as store from '../store';
import type { PublishedPage, Site } from '../store/types';
import { verifyAccessCode } from './documents/access-codes';
import type { ContentContext } from './context';
import { includedPaths } from './documents/trees';
import { isSafeImageSrc } from '../core/schemas';
import type { SurfacedPage, SurfacingCriterion } from '../core/surfacing';

/** A document ready to render: a published version, a draft in a preview, or a platform page. */
export interface PageToRender {
  site: SiteId;
  path: string;
  title: string;
  seo: Seo;
  tree: Node;
  kind: DocumentKind;
  /** The document shown (a published page or partial; platform pages have none). */
  documentId?: string;
}

/** Includes inside partials are followed this deep; deeper ones (or cycles) render nothing. */
const MAX_INCLUDE_DEPTH = 4;

/** The published version at a path, or undefined. */
export function publishedPage(ctx: Pick<ContentContext, 'db'>, options: { site: SiteId; path: string }): Promise<PublishedPage | undefined> {
  return store.getPublishedPage(ctx.db, options);
}

/** Where a page once published at `path` is published now (a permanent redirect), or undefined. */
export function movedTo(ctx: Pick<ContentContext, 'db'>, options: { site: SiteId; path: string }): Promise<string | undefined> {
  return store.getRedirect(ctx.db, options);
}

/** Whether `code` opens a page gated by an access code. */
export function accessCodeMatches(page: Pick<PublishedPage, 'accessCodeHash'>, code: string): boolean {
  return page.accessCodeHash !== null && verifyAccessCode(code, page.accessCodeHash);
}

/** Loads the published partials a tree includes, following includes inside them. */
export async function loadPartials(ctx: Pick<ContentContext, 'db'>, site: SiteId, tree: Node): Promise<Map<string, Node>> {
  return (await loadPartialDocuments(ctx, { site, tree })).partials;
}

/** `loadPartials`, with the ids of the partial documents found (a cached page is filed under them: surrogate-keys.ts). */
export async function loadPartialDocuments(ctx: Pick<ContentContext, 'db'>, { site, tree }: { site: SiteId; tree: Node }): Promise<{ partials: Map<string, Node>; documentIds: string[] }> {
  const partials = new Map<string, Node>();
  const documentIds: string[] = [];
  let pending = includedPaths(tree);
  for (let depth = 0; depth < MAX_INCLUDE_DEPTH && pending.length > 0; depth++) {
    const found = await store.getPublishedPartials(ctx.db, { site, paths: pending });
    const next: string[] = [];
    for (const [path, page] of found) {
      if (page.kind !== 'partial') continue;
      partials.set(path, page.tree);
      documentIds.push(page.documentId);
      for (const p of includedPaths(page.tree)) if (!partials.has(p) && !pending.includes(p)) next.push(p);
    }
    pending = next;
  }
  return { partials, documentIds };
}

/**
 * The pages a content-surfacing node lists (a node loader). Values stored before the image rule
 * are checked again on the way out.
 */
export async function loadSurfaced(ctx: Pick<ContentContext, 'db'>, { site, path, node }: { site: SiteId; path: string; node: Node }): Promise<SurfacedPage[]> {
  const props = node.props as { tilesPerRow: number; numberOfRows: number; tagIds: { id: string }[]; pinnedLinkIds: { path: string }[]; criteria: SurfacingCriterion };
  const pages = await store.surfacedPages(ctx.db, {
    site,
    exclude: path,
    tags: props.tagIds.map((t) => t.id),
    pinned: props.pinnedLinkIds.map((p) => p.path),
    criterion: props.criteria,
    limit: props.tilesPerRow * props.numberOfRows,
  });
  return pages.map((page) => (page.image && !isSafeImageSrc(page.image) ? withoutImage(page) : page));
}

function withoutImage({ image: _image, ...page }: SurfacedPage): SurfacedPage {
  return page;
}

/** Every site with its hosts, for the server's host map (no actor: serving pages needs it). */
export function siteList(ctx: Pick<ContentContext, 'db'>): Promise<Site[]> {
  return store.listSites(ctx.db);
}
