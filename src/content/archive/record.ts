import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import type { Db } from '../../store/types';
import { actorName, type Actor, type ContentContext } from '../context';
import type { Approval } from '../publishing/approval';
import { composePage } from '../site-pages/compose';
import type { SiteFacts } from './renderer';
import { entryHash, sha256Hex } from './hash';

/** Includes inside partials are followed this deep when finding the pages a partial is in (as `loadPartials` does). */
const MAX_INCLUDE_DEPTH = 4;

/**
 * A turn of the event loop: PGlite's queries settle without one, so rendering many pages in a
 * row would otherwise hold the loop for all of them (a notice import: ~2 s, measured).
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

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
  /** false: the path stopped being served. */
  served: boolean;
  /** For a path no longer served: the document that was there. */
  documentId?: string;
  kind?: 'page' | 'partial';
}

/**
 * Appends one entry per changed path of a site to its archive chain, inside the publishing
 * transaction `tx`: each served path is composed through `tx` (so exactly what this
 * transaction published, partials included) and rendered once as a signed-out visitor gets it.
 */
async function appendChanges(ctx: ContentContext, tx: Db, site: SiteId, changes: readonly Change[], { actor, approval }: Publication): Promise<void> {
  if (changes.length === 0) return;
  const within: ContentContext = { ...ctx, db: tx };
  const signInProvider = (await store.identityProviderLabels(tx)).get(site);
  const facts: SiteFacts = {
    row: await store.getSite(tx, { id: site }),
    ...(signInProvider ? { signInProvider } : {}),
    recaptcha: (await store.listRecaptchaSites(tx)).includes(site),
  };
  const rendered: Omit<store.ArchiveEntryInput, 'seq' | 'prevHash' | 'hash' | 'at'>[] = [];
  const publishedBy = actorName(actor);
  const who = {
    publishedBy,
    approvedBy: approval ? (approval.kind === 'review' ? approval.approvedBy : approval.by) : publishedBy,
    requestedBy: approval?.kind === 'review' ? approval.requestedBy : null,
    urgentReason: approval?.kind === 'urgent' ? approval.reason : null,
  };
  for (const change of changes) {
    await breathe();
    const page = change.served ? await store.getPublishedPage(tx, { site, path: change.path }) : undefined;
    if (!page) {
      rendered.push({ site, path: change.path, documentId: change.documentId ?? null, kind: change.kind ?? 'page', event: 'withdrawn', cause: change.cause, version: null, html: null, htmlSha256: null, ...who });
      continue;
    }
    const html = await ctx.archive.render({ page: await composePage(within, { doc: page }), site: facts });
    const kind = page.kind === 'partial' ? 'partial' : 'page';
    rendered.push({ site, path: page.path, documentId: page.documentId, kind, event: 'publish', cause: change.cause, version: page.version, html, htmlSha256: sha256Hex(html), ...who });
  }
  // The chain is appended to one transaction at a time per site; the time is taken under the
  // lock and never before the last entry's, so chain order and time order agree.
  await store.lockArchiveChain(tx, { site });
  const last = await store.lastArchiveLink(tx, { site });
  const now = ctx.clock.now().toISOString();
  const at = last && last.at > now ? last.at : now;
  let seq = last?.seq ?? 0;
  let prevHash = last?.hash ?? null;
  for (const entry of rendered) {
    seq += 1;
    const fields = { ...entry, seq, at, prevHash };
    const hash = entryHash(fields);
    await store.insertArchiveEntry(tx, { ...fields, hash });
    prevHash = hash;
  }
}

/** Published documents of a site that show the partial at `path`, directly or through other partials. */
async function includersOf(tx: Db, site: SiteId, paths: readonly string[]): Promise<Change[]> {
  const found = new Map<string, Change>();
  let frontier = [...paths];
  for (let depth = 0; depth < MAX_INCLUDE_DEPTH && frontier.length > 0; depth++) {
    const next: string[] = [];
    for (const row of await store.publishedIncluding(tx, { site, paths: frontier })) {
      if (found.has(row.path) || paths.includes(row.path)) continue;
      found.set(row.path, { path: row.path, cause: `partial ${paths[0]}`, served: true });
      if (row.kind === 'partial') next.push(row.path);
    }
    frontier = next;
  }
  return [...found.values()];
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
  const changes: Change[] = [{ path, cause: 'document', served: true }];
  const moved = previousPath !== null && previousPath !== path;
  if (moved) changes.push({ path: previousPath, cause: `moved to ${path}`, served: false, documentId, kind: kind === 'partial' ? 'partial' : 'page' });
  if (kind === 'partial') changes.push(...(await includersOf(tx, site, moved ? [path, previousPath] : [path])));
  await appendChanges(ctx, tx, site, changes, publication);
}

/** Records that a document's path stopped being served, and for a partial the pages that showed it. */
export async function archiveDocumentWithdrawn(
  ctx: ContentContext,
  tx: Db,
  { site, documentId, path, kind, ...publication }: Publication & { site: SiteId; documentId: string; path: string; kind: string },
): Promise<void> {
  const changes: Change[] = [{ path, cause: 'document', served: false, documentId, kind: kind === 'partial' ? 'partial' : 'page' }];
  if (kind === 'partial') changes.push(...(await includersOf(tx, site, [path])));
  await appendChanges(ctx, tx, site, changes, publication);
}

/**
 * Records every published document of a site after a change to the site's settings: its head,
 * colours, logo and cookie categories are in every page it serves.
 */
export async function archiveSiteChanged(ctx: ContentContext, tx: Db, { site, cause, ...publication }: Publication & { site: SiteId; cause: string }): Promise<void> {
  const paths = await store.publishedOfSite(tx, { site });
  await appendChanges(ctx, tx, site, paths.map((path) => ({ path, cause, served: true })), publication);
}

/** Records every published page (of every site) that lists notices, after a change to published notices. */
export async function archiveNoticesChanged(ctx: ContentContext, tx: Db, publication: Publication): Promise<void> {
  const pages = await store.publishedWithKinds(tx, { kinds: NOTICE_KINDS });
  const bySite = new Map<SiteId, Change[]>();
  for (const page of pages) {
    const list = bySite.get(page.site) ?? [];
    list.push({ path: page.path, cause: 'notices', served: true });
    bySite.set(page.site, list);
  }
  for (const [site, changes] of bySite) await appendChanges(ctx, tx, site, changes, publication);
}
