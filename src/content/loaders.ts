import type { Node } from '../core/node';
import type { SiteId } from '../core/sites';
import { walk } from '../core/tree';
import type { ContentContext } from './context';
import { loadSurfaced } from './published';

/** What a loader knows of the node it loads for. */
export interface LoadInput {
  site: SiteId;
  /** The page the node is on. */
  path: string;
  node: Node;
  /** The request's query string (filters reflected in the URL); empty when rendering for everyone. */
  query: URLSearchParams;
}

/**
 * Server-side data of a kind whose view shows what the database holds (listings, notices,
 * alerts). `usesQuery`: its output depends on the page's query string, so such a page with a
 * query is rendered for that request rather than served from the cache.
 */
export interface NodeLoader {
  usesQuery: boolean;
  load(ctx: ContentContext, input: LoadInput): Promise<unknown>;
}

const registered = new Map<string, NodeLoader>([['content-surfacing', { usesQuery: false, load: (ctx, input) => loadSurfaced(ctx, input) }]]);

/** Adds the loader of a kind (each data kind's module registers itself once). */
export function registerLoader(kind: string, loader: NodeLoader): void {
  registered.set(kind, loader);
}

/**
 * Loads the data of every node of a tree (and its partials) that has a loader, by node id.
 * `usesQuery` says whether any of them reads the query string.
 */
export async function loadNodeData(
  ctx: ContentContext,
  { site, path, tree, partials, query = new URLSearchParams() }: { site: SiteId; path: string; tree: Node; partials: ReadonlyMap<string, Node>; query?: URLSearchParams },
): Promise<{ data: Map<string, unknown>; usesQuery: boolean }> {
  const nodes: Node[] = [];
  for (const root of [tree, ...partials.values()]) walk(root, ({ node }) => void (registered.has(node.name) && nodes.push(node)));
  const data = new Map<string, unknown>();
  let usesQuery = false;
  for (const node of nodes) {
    const loader = registered.get(node.name)!;
    usesQuery ||= loader.usesQuery;
    data.set(node.id, await loader.load(ctx, { site, path, node, query }));
  }
  return { data, usesQuery };
}
