import type { ReactNode } from 'react';
import { loadPartials, type PageToRender } from '../content';
import { isSafeImageSrc } from '../core/schemas';
import type { SiteId } from '../core/sites';
import { views } from '../components/views';
import type { SiteInfo } from '../components/view';
import { renderBody, renderDocument } from '../render/page';
import { themeFor } from '../themes';
import type { Tessera } from './context';

/** Site facts a view may show: name (the site's setting, else the brand's) and logo. */
export function siteInfo(site: SiteId, name?: string): SiteInfo {
  const theme = themeFor(site);
  return { id: site, name: name ?? theme.name, logoSvg: theme.logoSvg };
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
  const partials = await loadPartials(tessera.content, doc.site, doc.tree);
  const body = renderBody({
    registry: tessera.registry,
    views,
    site,
    path: doc.path,
    tree: doc.tree,
    partials,
    islandRuntime: tessera.assets.islands.runtime,
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
    stylesheet: tessera.assets.siteStylesheet(doc.site),
    ...(scripts ? { preloads: tessera.assets.preloadsFor(body.islandKinds) } : {}),
    body: body.html,
    scripts: bodyScripts,
  });
}

export type { PageToRender };
