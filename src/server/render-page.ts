import type { ReactNode } from 'react';
import type { Node } from '../core/node';
import { isSafeImageSrc } from '../core/schemas';
import type { SiteId } from '../core/sites';
import { views } from '../components/views';
import type { SiteInfo } from '../components/view';
import { renderBody, renderDocument } from '../render/page';
import { themeFor } from '../themes';
import { getPublishedPartials } from '../store';
import type { Seo } from '../store/types';
import type { Tessera } from './app';
import { includedPaths } from './content';

/** Includes inside partials are followed this deep; deeper ones (or cycles) render nothing. */
const MAX_INCLUDE_DEPTH = 4;

export function siteInfo(site: SiteId, name?: string): SiteInfo {
  const theme = themeFor(site);
  return { id: site, name: name ?? theme.name, logoSvg: theme.logoSvg };
}

/** Loads the published partials a tree includes, following includes inside them. */
export async function loadPartials(tessera: Tessera, site: SiteId, tree: Node): Promise<Map<string, Node>> {
  const partials = new Map<string, Node>();
  let pending = includedPaths(tree);
  for (let depth = 0; depth < MAX_INCLUDE_DEPTH && pending.length > 0; depth++) {
    const found = await getPublishedPartials(tessera.db, { site, paths: pending });
    const next: string[] = [];
    for (const [path, page] of found) {
      if (page.kind !== 'partial') continue;
      partials.set(path, page.tree);
      for (const p of includedPaths(page.tree)) if (!partials.has(p) && !pending.includes(p)) next.push(p);
    }
    pending = next;
  }
  return partials;
}

export interface PageToRender {
  site: SiteId;
  path: string;
  title: string;
  seo: Seo;
  tree: Node;
  kind: 'page' | 'partial';
}

/**
 * Renders a document for visitors: a page as a full HTML document in its site's theme,
 * a partial as an HTML fragment without layout.
 */
export async function renderSiteDocument(
  tessera: Tessera,
  doc: PageToRender,
  { accessGate, scripts = true }: { accessGate?: ReactNode; /** false for sandboxed previews, which run no script. */ scripts?: boolean } = {},
): Promise<string> {
  const site = siteInfo(doc.site, tessera.sites.get(doc.site)?.name);
  const partials = await loadPartials(tessera, doc.site, doc.tree);
  const body = renderBody({
    registry: tessera.registry,
    views,
    site,
    path: doc.path,
    tree: doc.tree,
    partials,
    islandRuntime: tessera.assets.islandRuntime,
    ...(accessGate === undefined ? {} : { accessGate }),
  });
  const bodyScripts = scripts ? body.scripts : '';
  if (doc.kind === 'partial') return body.html + bodyScripts;
  return renderDocument({
    site,
    title: doc.title,
    ...(doc.seo.description ? { description: doc.seo.description } : {}),
    // Checked again on the way out: a value stored before the URL rule covered SEO fields.
    ...(doc.seo.image && isSafeImageSrc(doc.seo.image) ? { image: doc.seo.image } : {}),
    ...(doc.seo.noindex ? { noindex: true } : {}),
    stylesheet: tessera.assets.stylesheet,
    body: body.html,
    scripts: bodyScripts,
  });
}
