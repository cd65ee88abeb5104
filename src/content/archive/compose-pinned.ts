import { registry, type DataKind } from '../../components/registry';
import type { LiveBanner } from '../../core/contracts';
import type { Node } from '../../core/node';
import type { SiteId } from '../../core/sites';
import { walk } from '../../core/tree';
import type { ContentContext } from '../context';
import { includedPaths } from '../documents/trees';
import { loaders } from '../loaders';
import type { PageToRender } from '../published';
import type { ComposedPage } from '../site-pages/compose';
import { composedKeys, DATA_SOURCES, type DataSource } from '../surrogate-keys';
import type { SiteFacts } from './renderer';

/*
 * A page composed as it was at a publication, later (issue 40 item 1): its version, the
 * partials published then, the site's facts and banners then, and the data of its data kinds
 * — captured in the publishing transaction where that data changes with other publications
 * (notices, lists of pages), otherwise loaded now with the clock at the publication's instant
 * (report dates, calendars) or from the feeds as they answer (market data, charts).
 */

/** Includes are followed this deep (as `loadPartials` does); deeper ones render nothing. */
const MAX_INCLUDE_DEPTH = 4;

/** Data sources that change with other publications of this database: their data is captured when a page is published, not when it is recorded. */
const CAPTURED_SOURCES: readonly DataSource[] = ['notices', 'pages'];

const isDataKind = (name: string): name is DataKind => Object.hasOwn(loaders, name);

/** The data kinds whose answers a publication captures in its transaction. */
export const CAPTURED_KINDS: readonly DataKind[] = (Object.keys(DATA_SOURCES) as DataKind[]).filter((kind) => CAPTURED_SOURCES.includes(DATA_SOURCES[kind]));

/** What a publication pins for every page it records: the site as it was, and its banners live then. */
export interface PinnedInputs {
  site: SiteFacts;
  banners: { banners: LiveBanner[]; disclaimers: LiveBanner[] };
}

/** A partial's version as pinned, read when a page includes it. */
export type PartialLookup = (paths: readonly string[]) => Promise<Map<string, { documentId: string; tree: Node }>>;

/** The partials a tree includes, through includes inside them, as `lookup` finds them (the pinned ones). */
export async function pinnedPartials(tree: Node, lookup: PartialLookup): Promise<{ partials: Map<string, Node>; documentIds: string[] }> {
  const partials = new Map<string, Node>();
  const documentIds: string[] = [];
  let pending = includedPaths(tree);
  for (let depth = 0; depth < MAX_INCLUDE_DEPTH && pending.length > 0; depth++) {
    const found = await lookup(pending);
    const next: string[] = [];
    for (const [path, partial] of found) {
      partials.set(path, partial.tree);
      documentIds.push(partial.documentId);
      for (const p of includedPaths(partial.tree)) if (!partials.has(p) && !pending.includes(p)) next.push(p);
    }
    pending = next;
  }
  return { partials, documentIds };
}

/** The nodes of data kinds in a tree and its partials (`only`: of those kinds). */
export function dataNodes(roots: readonly Node[], only?: readonly DataKind[]): (Node & { name: DataKind })[] {
  const nodes: (Node & { name: DataKind })[] = [];
  for (const root of roots) {
    walk(root, ({ node }) => {
      if (isDataKind(node.name) && (!only || only.includes(node.name))) nodes.push(node as Node & { name: DataKind });
    });
  }
  return nodes;
}

/** A context whose clock stands at `at` (what a page's loaders read as "now"). */
export function atInstant(ctx: ContentContext, at: string): ContentContext {
  const instant = new Date(at);
  return { ...ctx, clock: { now: () => new Date(instant) } };
}

/** Loads the data of `nodes` for a page as a signed-out visitor without a query string gets it, by node id. */
export async function loadData(ctx: ContentContext, { site, path, nodes }: { site: SiteId; path: string; nodes: readonly (Node & { name: DataKind })[] }): Promise<Map<string, unknown>> {
  const query = new URLSearchParams();
  const loaded = await Promise.all(nodes.map((node): Promise<unknown> => loaders[node.name](ctx, { site, path, node, query })));
  return new Map(nodes.map((node, i) => [node.id, loaded[i]]));
}

/**
 * Composes a page as it was at a publication: `doc` its pinned version, `lookup` the partials
 * pinned then, `captured` the data captured then; other data kinds load with `ctx` (whose clock
 * the caller set to the publication's instant).
 */
export async function composePinned(
  ctx: ContentContext,
  { doc, lookup, captured, inputs }: { doc: PageToRender; lookup: PartialLookup; captured: Readonly<Record<string, unknown>> | null; inputs: PinnedInputs },
): Promise<ComposedPage> {
  const { partials, documentIds } = await pinnedPartials(doc.tree, lookup);
  const nodes = dataNodes([doc.tree, ...partials.values()]);
  const toLoad = nodes.filter((node) => !captured || !Object.hasOwn(captured, node.id));
  const data = await loadData(ctx, { site: doc.site, path: doc.path, nodes: toLoad });
  for (const node of nodes) if (captured && Object.hasOwn(captured, node.id)) data.set(node.id, captured[node.id]);
  const usesQuery = nodes.some((node) => registry.get(node.name)!.data!.usesQuery);
  const { banners, disclaimers } = inputs.banners;
  return {
    doc,
    partials,
    data,
    usesQuery,
    keys: composedKeys({ site: doc.site, documentIds: [...(doc.documentId ? [doc.documentId] : []), ...documentIds], sources: nodes.map((node) => DATA_SOURCES[node.name]) }),
    ...(doc.kind === 'page' && (banners.length > 0 || disclaimers.length > 0) ? { banners: { banners, disclaimers } } : {}),
  };
}
