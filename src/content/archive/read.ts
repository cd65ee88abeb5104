import type { ArchivePending, Page, PageRequest } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import type { ArchiveEntry, ArchiveEntrySummary } from '../../store';
import { assertAllowed, mayEdit } from '../access';
import type { Actor, ContentContext } from '../context';
import { HtmlReader } from './html';
import { entryProblem, type BrokenEntry } from './verify';

/** What a path served at an instant: the entry live then with its HTML and whether it checks out where it stands in its chain, or that it is still being recorded. */
export type ArchiveView =
  | { state: 'recorded'; entry: ArchiveEntry & { html: string }; verified: boolean; broken: BrokenEntry | null }
  | { state: 'recording'; pending: ArchivePending[] };

const brokenAt = (entry: ArchiveEntrySummary, problem: string): BrokenEntry => ({ id: entry.id, site: entry.site, seq: entry.seq, path: entry.path, at: entry.at, problem });

/**
 * Whether `entry` checks out where it stands, in a bounded number of reads whatever the chain's
 * length: its hash covers its fields, its HTML rebuilds to its SHA-256, it names its predecessor's
 * hash (and that hash covers the predecessor's fields), and its successor names its hash. The
 * whole chain, against the signed checkpoints, is `tessera archive verify`'s (DESIGN §7b): a
 * walk from the first entry on every view took seconds at 20,000 entries and held PGlite
 * meanwhile. Its HTML as stored when it can be read back.
 */
export async function verifyEntry(ctx: ContentContext, entry: ArchiveEntry): Promise<{ verified: boolean; broken: BrokenEntry | null; html: string | null }> {
  const around = await store.archiveChainPage(ctx.db, { site: entry.site, afterSeq: Math.max(0, entry.seq - 2), limit: entry.seq === 1 ? 2 : 3, withHtml: false });
  const at = (seq: number) => around.find((e) => e.seq === seq);
  const stored = at(entry.seq);
  const previous = at(entry.seq - 1);
  const next = at(entry.seq + 1);
  // The predecessor is checked in itself (its own link is taken as it stands: the walk is verify's).
  const ownLink = (e: ArchiveEntrySummary) => (e.seq === 1 || e.prevHash === null ? undefined : { seq: e.seq - 1, hash: e.prevHash });
  const checks: [ArchiveEntrySummary, string | undefined][] = [];
  let broken: BrokenEntry | null = null;
  if (!stored || stored.id !== entry.id || stored.hash !== entry.hash) broken = brokenAt(entry, 'it is not the entry the chain holds at its position');
  else if (entry.seq > 1 && !previous) broken = brokenAt(entry, `entry #${entry.seq - 1} of the chain, before it, is missing`);
  else {
    if (previous) checks.push([previous, entryProblem(previous, ownLink(previous))]);
    checks.push([stored, entryProblem(stored, previous && { seq: previous.seq, hash: previous.hash })]);
    if (next) checks.push([next, entryProblem(next, { seq: stored.seq, hash: stored.hash })]);
    const [where, problem] = checks.find(([, p]) => p !== undefined) ?? [];
    if (where && problem) broken = brokenAt(where, problem);
  }
  let html: string | null = null;
  if (entry.event === 'publish') {
    const [read] = await new HtmlReader(ctx.db).read([entry]);
    if (read && 'html' in read) html = read.html;
    else broken ??= brokenAt(entry, read?.problem ?? 'its HTML is missing');
  }
  return { verified: broken === null, broken, html };
}

/**
 * What a path of a site served at an instant: the archive entry live then, with its HTML and
 * whether it checks out where it stands in its chain (`verifyEntry`); `recording` when a publication at or before the
 * instant changed the path and the archive job has not recorded it yet (the page is not
 * guessed); NOT_FOUND when nothing was served there then (never published, or withdrawn).
 * Editors may read the record.
 */
export async function archiveAt(ctx: ContentContext, { actor, site, path, at }: { actor: Actor; site: SiteId; path: string; at: Date }): Promise<ArchiveView> {
  assertAllowed(mayEdit(actor, site), actor, 'read the archive', site);
  // Publications are recorded in order per site: a pending change of the path at or before the instant is newer than every entry of it.
  const pending = await store.pendingOfPath(ctx.db, { site, path, at });
  if (pending.length > 0) return { state: 'recording', pending };
  const entry = await store.archiveEntryAt(ctx.db, { site, path, at });
  if (!entry || entry.event === 'withdrawn') throw new TesseraError('NOT_FOUND', { what: `A page served at ${path} on ${site} at ${at.toISOString()}` });
  const { verified, broken, html } = await verifyEntry(ctx, entry);
  // A page that cannot be read back is named as broken, never shown as something else.
  return { state: 'recorded', entry: { ...entry, html: html ?? '' }, verified: verified && html !== null, broken };
}

/**
 * A page of a path's entries, newest first, without HTML (the archive screen's timeline), and
 * on the first page its changes not recorded yet (they are newer than every entry).
 */
export async function listArchive(
  ctx: ContentContext,
  { actor, site, path, page = { limit: 100 } }: { actor: Actor; site: SiteId; path: string; page?: PageRequest },
): Promise<Omit<Page<ArchiveEntrySummary>, 'items'> & { entries: ArchiveEntrySummary[]; pending: ArchivePending[] }> {
  assertAllowed(mayEdit(actor, site), actor, 'read the archive', site);
  const [{ items, ...links }, pending] = await Promise.all([
    store.listArchiveEntries(ctx.db, { site, path, page }),
    page.cursor ? Promise.resolve([]) : store.pendingOfPath(ctx.db, { site, path }),
  ]);
  return { entries: items, pending, ...links };
}
