import { withHtmlSanitizer } from '../../core/html';
import { displayTree } from '../../core/incomplete';
import { newId, type Node } from '../../core/node';
import { registry } from '../../components/registry';
import { sanitizePreview } from '../sanitize-preview.client';
import { DOCUMENT_PAGE_LIMIT, routes, type DocumentSummary } from '../../core/contracts';
import type { SiteId } from '../../core/sites';
import type { Api } from '../api.client';
import type { DocumentRecord, Site } from './types';

export interface EditorSetup {
  doc: DocumentRecord;
  /** The document's site, with its brand (name, logo, page layouts). */
  site: Site;
  /** Drafts of the site's partials by path, for `include` nodes on the canvas. */
  partials: Map<string, Node>;
  /** URL of the site stylesheet for the canvas, or null when it could not be found. */
  stylesheet: string | null;
}

/** The site stylesheet's URL: from the admin page's `<link data-site-css>`, else from a rendered preview. */
async function findStylesheet(api: Api, site: Site): Promise<string | null> {
  const link = document.querySelector<HTMLLinkElement>('link[data-site-css]');
  if (link?.href) return link.href;
  const layout = site.pageLayouts[0];
  if (!layout) return null;
  try {
    const html = await api.text(routes.renderTree, { params: { site: site.id }, body: { tree: { id: newId(), name: layout, props: {}, slots: {} } } });
    return /<link rel="stylesheet" href="([^"]+\.css)"/.exec(html)?.[1] ?? null;
  } catch {
    return null;
  }
}

export async function loadPartials(api: Api, site: SiteId, exceptId: string): Promise<Map<string, Node>> {
  // A site has a handful of partials, whatever its number of pages: every page of them is read.
  const documents: DocumentSummary[] = [];
  for (let cursor: string | undefined, first = true; first || cursor; first = false) {
    const page = await api.call(routes.listDocuments, { params: { site }, query: { kind: 'partial', limit: DOCUMENT_PAGE_LIMIT.max, ...(cursor ? { cursor } : {}) } });
    documents.push(...page.documents);
    cursor = page.next ?? undefined;
  }
  const partials = documents.filter((d) => d.id !== exceptId);
  const loaded = await Promise.all(partials.map((d) => api.call(routes.getDocument, { params: { id: d.id } })));
  // Drafts may hold values still being typed: the canvas shows them as a view may render them.
  return new Map(loaded.map(({ document }) => [document.path, withHtmlSanitizer(sanitizePreview, () => displayTree(document.draft, registry))]));
}

/** Everything the editor needs before the canvas can mount, asked for side by side. */
export async function loadEditor(api: Api, documentId: string, site: string): Promise<EditorSetup> {
  const siteFound = api.call(routes.listSites).then(({ sites }) => {
    const found = sites.find((s) => s.id === site);
    if (!found) throw new Error(`There is no site "${site}".`);
    return found;
  });
  const [{ document: doc }, found, partials, stylesheet] = await Promise.all([
    api.call(routes.getDocument, { params: { id: documentId } }),
    siteFound,
    // An unknown site in the address is the server's 400 to report.
    loadPartials(api, site as SiteId, documentId),
    siteFound.then((found) => findStylesheet(api, found)),
  ]);
  if (doc.site !== site) throw new Error(`This document belongs to ${doc.site}, not ${site}.`);
  return { doc, site: found, partials, stylesheet };
}
