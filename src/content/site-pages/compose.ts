import type { Node } from '../../core/node';
import type { ContentContext } from '../context';
import { loadNodeData } from '../loaders';
import { loadPartials, type PageToRender } from '../published';

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
  /** How long the rendered page may be kept (it shows live data); absent: until the content changes. */
  maxAgeMs?: number;
}

/** Composes a document: its partials (includes inside them followed), then its data kinds' data. */
export async function composePage(ctx: ContentContext, { doc, query }: { doc: PageToRender; query?: URLSearchParams }): Promise<ComposedPage> {
  const partials = await loadPartials(ctx, doc.site, doc.tree);
  const { data, usesQuery, maxAgeMs } = await loadNodeData(ctx, { site: doc.site, path: doc.path, tree: doc.tree, partials, ...(query ? { query } : {}) });
  return { doc, partials, data, usesQuery, ...(maxAgeMs === undefined ? {} : { maxAgeMs }) };
}
