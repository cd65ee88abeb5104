import type { LiveBanner } from '../../core/contracts';
import type { Node } from '../../core/node';
import { siteBanners } from '../banners/banners';
import type { ContentContext } from '../context';
import { loadNodeData } from '../loaders';
import { loadPartialDocuments, type PageToRender } from '../published';
import { composedKeys, type SurrogateKey } from '../surrogate-keys';

/**
 * A document with everything its render needs from the store: the partials it includes and
 * the data of its data kinds, and how long the result may be kept.
 */
export interface ComposedPage {
  doc: PageToRender;
  partials: ReadonlyMap<string, Node>;
  /** What the data kinds loaded, by node id. */
  data: ReadonlyMap<string, unknown>;
  /** Whether what it shows depends on the query string (filters of data kinds). */
  usesQuery: boolean;
  /** How long the rendered page may be kept (it shows live data, or a banner starts or ends); absent: until the content changes. */
  maxAgeMs?: number;
  /**
   * How long past `maxAgeMs` the page may still be sent while it is rendered again: its data's
   * age, never past the site's next banner start or end (a scheduled change is shown on time).
   */
  staleMs?: number;
  /** The site's banners (top of the page) and disclaimers (above the footer) live now; pages only. */
  banners?: { banners: readonly LiveBanner[]; disclaimers: readonly LiveBanner[] };
  /**
   * What a shared cache files it under (surrogate-keys.ts): its site (settings, banners), its
   * document and every partial composed into it, and the sources of its data.
   */
  keys: readonly SurrogateKey[];
}

/**
 * Composes a document: its partials (includes inside them followed), then its data kinds'
 * data, and for a page its site's live banners and disclaimers. It may be kept until the
 * first of its data's age and the site's next banner start or end, so that a cached page
 * neither shows a banner past its end nor misses one that starts.
 */
export async function composePage(ctx: ContentContext, { doc, query }: { doc: PageToRender; query?: URLSearchParams }): Promise<ComposedPage> {
  const { partials, documentIds } = await loadPartialDocuments(ctx, { site: doc.site, tree: doc.tree });
  const loaded = await loadNodeData(ctx, { site: doc.site, path: doc.path, tree: doc.tree, partials, ...(query ? { query } : {}) });
  const live = doc.kind === 'page' ? await siteBanners(ctx, { site: doc.site }) : undefined;
  const ages = [loaded.maxAgeMs, live?.maxAgeMs].filter((ms): ms is number => ms !== undefined);
  const maxAgeMs = ages.length > 0 ? Math.min(...ages) : undefined;
  const staleMs = loaded.maxAgeMs === undefined || maxAgeMs === undefined ? 0 : Math.min(loaded.maxAgeMs, (live?.maxAgeMs ?? Infinity) - maxAgeMs);
  return {
    doc,
    partials,
    data: loaded.data,
    usesQuery: loaded.usesQuery,
    keys: composedKeys({ site: doc.site, documentIds: [...(doc.documentId ? [doc.documentId] : []), ...documentIds], sources: loaded.sources }),
    ...(maxAgeMs === undefined ? {} : { maxAgeMs }),
    ...(staleMs > 0 ? { staleMs } : {}),
    ...(live && (live.banners.length > 0 || live.disclaimers.length > 0) ? { banners: { banners: live.banners, disclaimers: live.disclaimers } } : {}),
  };
}
