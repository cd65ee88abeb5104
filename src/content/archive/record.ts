import type { SiteId } from '../../core/sites';
import type { Node } from '../../core/node';
import * as store from '../../store';
import type { LiveSelection, PendingItem, PublishedTarget } from '../../store';
import type { Db } from '../../store/types';
import { walk } from '../../core/tree';
import { siteBanners } from '../banners/banners';
import { includedPaths } from '../documents/trees';
import { actorName, type Actor, type ContentContext } from '../context';
import type { Approval } from '../publishing/approval';
import { atInstant, CAPTURED_KINDS, dataNodes, loadData, pinnedPartials, type PinnedInputs } from './compose-pinned';
import type { SiteFacts } from './renderer';

/*
 * What a publication writes into the record, in its own transaction (issue 40 item 1): which
 * paths it changed and what each is made of, pinned as of this instant — the version of each
 * page, the partials published now, the site's facts and banners now, and the data of the kinds
 * whose data changes with other publications. Nothing is rendered here: the archive job
 * (`recorder.ts`) renders, hashes and chains the entries after commit, in publication order per
 * site. A 2xx means all of this is stored, so the record will hold it.
 */

/** Includes inside partials are followed this deep when finding the pages a partial is in (as `loadPartials` does). */
const MAX_INCLUDE_DEPTH = 4;

/** Data kinds whose output lists notices: their pages change when a notice is published. */
export const NOTICE_KINDS = ['notice-list', 'rule-book', 'mers-docs-tabs', 'notification-history'] as const;

/** Who published, and how it was approved (without an approval the publisher approved it themself). */
export interface Publication {
  actor: Actor;
  approval?: Approval | undefined;
}

interface Change {
  path: string;
  /** Why this path changed: 'document' (published or withdrawn itself), 'partial /footer', 'notices', 'moved to /x'. */
  cause: string;
  /** What is served there now; absent: the path stopped being served. */
  target?: PublishedTarget;
  /** For a path no longer served: the document that was there. */
  documentId?: string;
  kind?: 'page' | 'partial';
}

/** Every live document of the site that a selection takes, recorded again for `cause` (a partial, the settings, notices). */
interface Bulk {
  selection: LiveSelection;
  cause: string;
}

/** The site's facts and banners as they are in `tx` at `at`: what every page of the publication is rendered with. */
async function pinInputs(ctx: ContentContext, tx: Db, site: SiteId, at: string): Promise<PinnedInputs> {
  const signInProvider = (await store.identityProviderLabels(tx)).get(site);
  const facts: SiteFacts = {
    row: await store.getSite(tx, { id: site }),
    ...(signInProvider ? { signInProvider } : {}),
    recaptcha: (await store.listRecaptchaSites(tx)).includes(site),
  };
  const { banners, disclaimers } = await siteBanners({ ...atInstant(ctx, at), db: tx }, { site });
  return { site: facts, banners: { banners: [...banners], disclaimers: [...disclaimers] } };
}

/**
 * Captures, in `tx` with the clock at `at`, the data of the kinds whose data changes with other
 * publications, for each pending item of the publication that shows any — in its own version or
 * a partial it includes (rare: notice lists live on pages).
 */
async function captureData(ctx: ContentContext, tx: Db, site: SiteId, at: string, publicationId: number): Promise<void> {
  const pins = await store.pinnedPartials(tx, { publicationId });
  const partialTrees = new Map<string, { documentId: string; tree: Node }>();
  for (const v of await store.pinnedVersions(tx, { keys: [...pins.values()] })) {
    for (const [path, pin] of pins) if (pin.documentId === v.documentId && pin.version === v.version) partialTrees.set(path, { documentId: v.documentId, tree: v.tree as Node });
  }
  const dataPartials = [...partialTrees].filter(([, p]) => dataNodes([p.tree], CAPTURED_KINDS).length > 0).map(([path]) => path);
  const showing = await store.pendingShowing(tx, { publicationId, kinds: CAPTURED_KINDS, includes: await closure(tx, site, dataPartials) });
  if (showing.length === 0) return;
  const lookup = async (paths: readonly string[]) => new Map(paths.flatMap((p) => (partialTrees.has(p) ? [[p, partialTrees.get(p)!] as const] : [])));
  const within = { ...atInstant(ctx, at), db: tx };
  const versions = await store.pinnedVersions(tx, { keys: showing });
  for (const item of showing) {
    const version = versions.find((v) => v.documentId === item.documentId && v.version === item.version);
    if (!version) continue;
    const tree = version.tree as Node;
    const { partials } = await pinnedPartials(tree, lookup);
    const nodes = dataNodes([tree, ...partials.values()], CAPTURED_KINDS);
    if (nodes.length > 0) await store.setPendingData(tx, { publicationId, path: item.path, data: Object.fromEntries(await loadData(within, { site, path: item.path, nodes })) });
  }
}

/**
 * Writes one publication of a site with its changed paths — `changes` one by one, then the live
 * documents `bulk` selects, in one statement — inside the publishing transaction `tx`.
 * Publications of a site are ordered by a lock held to commit, and the instant they carry is
 * never before the site's last one, so the chain's order is time order.
 */
async function enqueue(ctx: ContentContext, tx: Db, site: SiteId, { changes, bulk }: { changes: readonly Change[]; bulk?: Bulk }, { actor, approval }: Publication): Promise<void> {
  await store.lockArchivePublications(tx, { site });
  const last = await store.lastArchiveInstant(tx, { site });
  const now = ctx.clock.now().toISOString();
  const at = last && last > now ? last : now;
  const publishedBy = actorName(actor);
  const publicationId = await store.insertArchivePublication(tx, {
    site,
    at,
    publishedBy,
    approvedBy: approval ? (approval.kind === 'review' ? approval.approvedBy : approval.by) : publishedBy,
    requestedBy: approval?.kind === 'review' ? approval.requestedBy : null,
    urgentReason: approval?.kind === 'urgent' ? approval.reason : null,
    inputs: await pinInputs(ctx, tx, site, at),
  });
  const items: Omit<PendingItem, 'publicationId' | 'ord'>[] = changes.map((change) =>
    change.target
      ? { path: change.target.path, documentId: change.target.documentId, version: change.target.version, kind: change.target.kind, event: 'publish', cause: change.cause, data: null }
      : { path: change.path, documentId: change.documentId ?? null, version: null, kind: change.kind ?? 'page', event: 'withdrawn', cause: change.cause, data: null },
  );
  let total = await store.insertPendingItems(tx, { publicationId, from: 0, items });
  if (bulk) total = await store.insertPendingLive(tx, { publicationId, from: total, site, selection: bulk.selection, except: changes.map((c) => c.path), cause: bulk.cause });
  if (total === 0) {
    await store.deleteEmptyPublication(tx, { publicationId });
    return;
  }
  await store.pinPublishedPartials(tx, { publicationId, site });
  await captureData(ctx, tx, site, at, publicationId);
}

/** The partials at `paths` and every published partial that includes one of them, through other partials (as deep as `loadPartials` follows). */
async function closure(tx: Db, site: SiteId, paths: readonly string[]): Promise<string[]> {
  const found = new Set(paths);
  let frontier = [...paths];
  for (let depth = 0; depth < MAX_INCLUDE_DEPTH && frontier.length > 0; depth++) {
    frontier = (await store.partialsIncluding(tx, { site, paths: frontier })).filter((p) => !found.has(p));
    for (const p of frontier) found.add(p);
  }
  return [...found];
}

/** The partial paths a tree includes and the component kinds it holds. */
function versionFacts(tree: Node): { includes: string[]; kinds: string[] } {
  const kinds = new Set<string>();
  walk(tree, ({ node }) => void kinds.add(node.name));
  return { includes: includedPaths(tree), kinds: [...kinds].sort() };
}

/**
 * Records a document's publication: its own path, the path it moved from (no longer served),
 * and for a partial every published page that shows it.
 */
export async function archiveDocumentPublished(
  ctx: ContentContext,
  tx: Db,
  { site, documentId, path, previousPath, kind, ...publication }: Publication & { site: SiteId; documentId: string; path: string; previousPath: string | null; kind: string },
): Promise<void> {
  // What the new live version shows, kept so later publications find the pages they affect by index.
  const live = await store.getPublishedPage(tx, { site, path });
  if (live) await store.insertVersionFacts(tx, { documentId, version: live.version, kind: live.kind === 'partial' ? 'partial' : 'page', ...versionFacts(live.tree) });
  const [target] = await store.publishedOfSite(tx, { site, dataKinds: CAPTURED_KINDS, documentIds: [documentId] });
  const changes: Change[] = [{ path, cause: 'document', ...(target ? { target } : {}) }];
  const moved = previousPath !== null && previousPath !== path;
  if (moved) changes.push({ path: previousPath, cause: `moved to ${path}`, documentId, kind: kind === 'partial' ? 'partial' : 'page' });
  const bulk = kind === 'partial' ? { selection: { includes: await closure(tx, site, moved ? [path, previousPath] : [path]) }, cause: `partial ${path}` } : undefined;
  await enqueue(ctx, tx, site, { changes, ...(bulk ? { bulk } : {}) }, publication);
}

/** Records that a document's path stopped being served, and for a partial the pages that showed it. */
export async function archiveDocumentWithdrawn(
  ctx: ContentContext,
  tx: Db,
  { site, documentId, path, kind, ...publication }: Publication & { site: SiteId; documentId: string; path: string; kind: string },
): Promise<void> {
  const changes: Change[] = [{ path, cause: 'document', documentId, kind: kind === 'partial' ? 'partial' : 'page' }];
  const bulk = kind === 'partial' ? { selection: { includes: await closure(tx, site, [path]) }, cause: `partial ${path}` } : undefined;
  await enqueue(ctx, tx, site, { changes, ...(bulk ? { bulk } : {}) }, publication);
}

/**
 * Records every published document of a site after a change to the site's settings: its head,
 * colours, logo and cookie categories are in every page it serves.
 */
export async function archiveSiteChanged(ctx: ContentContext, tx: Db, { site, cause, ...publication }: Publication & { site: SiteId; cause: string }): Promise<void> {
  await enqueue(ctx, tx, site, { changes: [], bulk: { selection: { all: true }, cause } }, publication);
}

/** Records every published page (of every site) that lists notices, after a change to published notices. */
export async function archiveNoticesChanged(ctx: ContentContext, tx: Db, publication: Publication): Promise<void> {
  for (const site of await store.sitesShowing(tx, { kinds: NOTICE_KINDS })) {
    await enqueue(ctx, tx, site, { changes: [], bulk: { selection: { kinds: NOTICE_KINDS }, cause: 'notices' } }, publication);
  }
}
