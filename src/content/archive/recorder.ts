import type { Node } from '../../core/node';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import type { ArchiveBody, ArchiveEntryInput, ArchivePublication, PendingItem } from '../../store';
import type { ContentContext } from '../context';
import type { PageToRender } from '../published';
import { writeCheckpoint, type ArchiveAnchor } from './anchor';
import { bytesSha256, compressBlob, encodeBody, keyFrame, type KeyFrame } from './bodies';
import { atInstant, composePinned, type PartialLookup, type PinnedInputs } from './compose-pinned';
import { entryHash } from './hash';
import { HtmlReader } from './html';

/*
 * The archive job's work (issue 40 item 1): renders and hashes what publications changed, after
 * they committed, and appends the entries to each site's chain in publication order. Pages are
 * rendered one at a time with a turn of the event loop between them, outside any transaction;
 * each batch is then written in one short transaction that also removes its pending items, so
 * a batch is recorded exactly once however the process ends (kill -9 included) and however many
 * processes try.
 */

/** Pages rendered before they are written in one transaction. */
const BATCH = 20;
/** A checkpoint is written after a publication's recording, at most this often while more are recorded. */
const CHECKPOINT_GAP_MS = 10_000;
/** Without publications, a checkpoint is still written this often (the schedule). */
export const CHECKPOINT_EVERY_MS = 60 * 60_000;

/**
 * A turn of the event loop between pages: PGlite's queries settle without one, and rendering
 * pages back to back would hold the loop. When others used the turn (requests being answered:
 * each of their steps would otherwise wait for a page of ours), they get as long again before
 * the next page, so that recording takes the time the server does not need.
 */
async function breathe(): Promise<void> {
  const started = performance.now();
  await new Promise<void>((resolve) => setImmediate(resolve));
  const others = performance.now() - started;
  if (others > 1) await new Promise<void>((resolve) => setTimeout(resolve, Math.min(50, others)));
}

/** What a run recorded, and what is left. */
export interface RecordReport {
  entries: number;
  publications: number;
  /** Whether publications are still waiting (the run was stopped or reached its time). */
  more: boolean;
  /** Checkpoints written. */
  checkpoints: number;
}

/** Another recorder (another process, or a second run) wrote the same batch first: this one is rolled back. */
class RecordedElsewhere extends Error {}

/** One publication as it is recorded: its pins, read once. */
interface Recording {
  publication: ArchivePublication;
  inputs: PinnedInputs;
  lookup: PartialLookup;
}

/** What a run keeps between batches: each site's latest key frame (the dictionary of new paths) and the recent ones' indexes. */
class Storage {
  readonly reader: HtmlReader;
  private readonly frames = new Map<string, KeyFrame>();
  private readonly latest = new Map<string, string>();

  constructor(private readonly ctx: ContentContext) {
    this.reader = new HtmlReader(ctx.db);
  }

  /** Forgets what a failed write may have left half-known. */
  reset(): void {
    this.latest.clear();
  }

  /** The key frame `sha256` indexed for matches (kept while in use). */
  async frame(sha256: string | undefined): Promise<KeyFrame | undefined> {
    if (!sha256) return undefined;
    const known = this.frames.get(sha256);
    if (known) return known;
    const bytes = (await this.reader.frameBytes([sha256], true)).get(sha256);
    if (!bytes) return undefined;
    const frame = keyFrame(sha256, bytes);
    this.frames.set(sha256, frame);
    while (this.frames.size > 16) this.frames.delete(this.frames.keys().next().value!);
    return frame;
  }

  /** The key frame a path seen the first time is compressed against: the site's latest of its kind. */
  async latestFrame(site: SiteId, kind: 'page' | 'partial'): Promise<string | undefined> {
    const key = `${site} ${kind}`;
    if (!this.latest.has(key)) {
      const last = await store.lastKeyFrameOfKind(this.ctx.db, { site, kind });
      if (last) this.latest.set(key, last);
    }
    return this.latest.get(key);
  }

  remember(site: SiteId, kind: 'page' | 'partial', frame: string): void {
    this.latest.set(`${site} ${kind}`, frame);
  }

  /**
   * Encodes each page against its path's last body (the bytes it showed before), or as a frame
   * compressed with the site's latest key frame for a path seen the first time.
   */
  async encode(site: SiteId, pages: readonly { path: string; kind: 'page' | 'partial'; html: Buffer; sha256: string }[]) {
    const previous = await store.lastServedHashes(this.ctx.db, { site, paths: pages.map((p) => p.path) });
    const bodies: ArchiveBody[] = [];
    const stored = await this.reader.bodies([...previous.values()]);
    const blobs = new Map<string, Buffer>();
    for (const page of pages) {
      const last = previous.get(page.path);
      const before = last ? stored.get(last) : undefined;
      const dictionary = await this.frame(await this.latestFrame(site, page.kind));
      const encoded = encodeBody({ html: page.html, sha256: page.sha256, previous: before, dictionary });
      if (encoded.keyFrame) {
        this.remember(site, page.kind, page.sha256);
        this.frames.set(page.sha256, keyFrame(page.sha256, page.html));
      }
      bodies.push(encoded.body);
      for (const [hash, bytes] of encoded.blobs) blobs.set(hash, bytes);
      await breathe();
    }
    // Key frames first: a body names its key frame, which may be in this batch.
    bodies.sort((a, b) => Number(a.base !== null) - Number(b.base !== null));
    const present = await store.archiveBlobs(this.ctx.db, { hashes: [...blobs.keys()], withData: false });
    const newBlobs = [...blobs].filter(([hash]) => !present.has(hash)).map(([sha256, bytes]) => ({ sha256, data: compressBlob(bytes) }));
    return { bodies, blobs: newBlobs };
  }
}

async function startRecording(ctx: ContentContext, publication: ArchivePublication): Promise<Recording> {
  const pins = await store.pinnedPartials(ctx.db, { publicationId: publication.id });
  const trees = new Map<string, { documentId: string; tree: Node }>();
  const lookup: PartialLookup = async (paths) => {
    const wanted = paths.filter((p) => pins.has(p) && !trees.has(p));
    for (const v of await store.pinnedVersions(ctx.db, { keys: wanted.map((p) => pins.get(p)!) })) {
      for (const p of wanted) if (pins.get(p)!.documentId === v.documentId && pins.get(p)!.version === v.version) trees.set(p, { documentId: v.documentId, tree: v.tree as Node });
    }
    return new Map(paths.flatMap((p) => (trees.has(p) ? [[p, trees.get(p)!] as const] : [])));
  };
  return { publication, inputs: publication.inputs as PinnedInputs, lookup };
}

/** Renders items (of one site, in chain order) as a signed-out visitor got them at their publication; withdrawn paths have no HTML. */
async function renderBatch(ctx: ContentContext, recordings: ReadonlyMap<number, Recording>, items: readonly PendingItem[]) {
  const versions = await store.pinnedVersions(ctx.db, { keys: items.flatMap((i) => (i.documentId && i.version !== null ? [{ documentId: i.documentId, version: i.version }] : [])) });
  const pages: { item: PendingItem; html: Buffer; sha256: string }[] = [];
  for (const item of items) {
    if (item.event === 'withdrawn') continue;
    const { publication, inputs, lookup } = recordings.get(item.publicationId)!;
    const version = versions.find((v) => v.documentId === item.documentId && v.version === item.version);
    if (!version) throw new Error(`Version ${item.version} of document ${item.documentId} (${publication.site} ${item.path}) is gone; it cannot be recorded`);
    const doc: PageToRender = { site: publication.site, path: item.path, title: version.title, seo: version.seo, tree: version.tree as Node, kind: item.kind, documentId: version.documentId };
    const page = await composePinned(atInstant(ctx, publication.at), { doc, lookup, captured: item.data, inputs });
    const html = Buffer.from(await ctx.archive.render({ page, site: inputs.site }), 'utf8');
    pages.push({ item, html, sha256: bytesSha256(html) });
    await breathe();
  }
  return pages;
}

/**
 * Records the next batch of a site's pending items — of one publication or of several in a
 * row: renders, stores and chains them and removes them, in one transaction; a publication
 * goes when its last item does. The entries written and the publications finished.
 */
async function recordBatch(ctx: ContentContext, storage: Storage, recordings: Map<number, Recording>, site: SiteId): Promise<{ entries: number; finished: number }> {
  const items = await store.pendingOfSite(ctx.db, { site, limit: BATCH });
  if (items.length === 0) return { entries: 0, finished: 0 };
  const publicationIds = [...new Set(items.map((i) => i.publicationId))];
  for (const id of publicationIds) {
    if (recordings.has(id)) continue;
    const publication = await store.archivePublication(ctx.db, { id });
    if (!publication) throw new RecordedElsewhere();
    recordings.set(id, await startRecording(ctx, publication));
  }
  const pages = await renderBatch(ctx, recordings, items);
  const { bodies, blobs } = await storage.encode(
    site,
    pages.map((p) => ({ path: p.item.path, kind: p.item.kind, html: p.html, sha256: p.sha256 })),
  );
  const hashes = new Map(pages.map((p) => [p.item, p.sha256]));
  try {
    return await ctx.db.transaction(async (tx) => {
      await store.lockArchiveChain(tx, { site });
      const removed = await store.deletePendingItems(tx, { items });
      if (removed !== items.length) throw new RecordedElsewhere();
      await store.insertArchiveBlobs(tx, { blobs });
      await store.insertArchiveBodies(tx, { bodies });
      const last = await store.lastArchiveLink(tx, { site });
      let seq = last?.seq ?? 0;
      let prevHash = last?.hash ?? null;
      let lastAt = last?.at ?? '';
      const entries: ArchiveEntryInput[] = [];
      for (const item of items) {
        const { publication } = recordings.get(item.publicationId)!;
        seq += 1;
        // Entries carry their publication's instant, which is never before the chain's last.
        lastAt = lastAt > publication.at ? lastAt : publication.at;
        const fields = {
          site,
          seq,
          path: item.path,
          documentId: item.documentId,
          kind: item.kind,
          event: item.event,
          cause: item.cause,
          version: item.event === 'publish' ? item.version : null,
          htmlSha256: hashes.get(item) ?? null,
          publishedBy: publication.publishedBy,
          approvedBy: publication.approvedBy,
          requestedBy: publication.requestedBy,
          urgentReason: publication.urgentReason,
          at: lastAt,
          prevHash,
        };
        const hash = entryHash(fields);
        entries.push({ ...fields, html: null, hash });
        prevHash = hash;
      }
      await store.insertArchiveEntries(tx, { entries });
      let finished = 0;
      for (const id of publicationIds) {
        if (await store.finishArchivePublication(tx, { publicationId: id })) {
          finished += 1;
          recordings.delete(id);
        }
      }
      return { entries: entries.length, finished };
    });
  } catch (error) {
    storage.reset();
    throw error;
  }
}

/**
 * Records what publications changed (the archive job, DESIGN §7b): each site's publications in
 * order, in batches, until none is left, `signal` is aborted or `budgetMs` has passed. With an
 * `anchor`, a checkpoint of every chain's head is signed and written to its witnesses after
 * publications are recorded (at most every few seconds while more follow) and, with nothing
 * recorded, once `checkpointEveryMs` has passed since the last.
 */
export async function recordArchive(
  ctx: ContentContext,
  { signal, anchor, budgetMs, checkpointEveryMs = CHECKPOINT_EVERY_MS }: { signal?: AbortSignal; anchor?: ArchiveAnchor; budgetMs?: number; checkpointEveryMs?: number } = {},
): Promise<RecordReport> {
  const report: RecordReport = { entries: 0, publications: 0, more: false, checkpoints: 0 };
  const storage = new Storage(ctx);
  const until = budgetMs === undefined ? Infinity : Date.now() + budgetMs;
  const recordings = new Map<number, Recording>();
  // The first checkpoint of a run comes after its first publications, at the latest CHECKPOINT_GAP_MS in.
  let lastCheckpoint = Date.now();
  let unanchored = false;
  const checkpoint = async () => {
    if (!anchor) return;
    if (await writeCheckpoint(ctx, { anchor })) report.checkpoints += 1;
    lastCheckpoint = Date.now();
    unanchored = false;
  };
  for (;;) {
    const sites = await store.sitesWithPending(ctx.db);
    if (sites.length === 0) break;
    if (signal?.aborted || Date.now() > until) {
      report.more = true;
      break;
    }
    // One batch of each site in turn: a large publication holds up no other site.
    for (const site of sites) {
      let batch: { entries: number; finished: number };
      try {
        batch = await recordBatch(ctx, storage, recordings, site);
      } catch (error) {
        if (!(error instanceof RecordedElsewhere)) throw error;
        recordings.clear();
        continue;
      }
      report.entries += batch.entries;
      if (batch.finished === 0) continue;
      report.publications += batch.finished;
      unanchored = true;
      if (Date.now() - lastCheckpoint >= CHECKPOINT_GAP_MS) await checkpoint();
    }
  }
  if (anchor && (unanchored || !report.more)) {
    const last = await store.lastArchiveCheckpointAt(ctx.db);
    if (unanchored || !last || ctx.clock.now().getTime() - Date.parse(last) >= checkpointEveryMs) await checkpoint();
  }
  return report;
}
