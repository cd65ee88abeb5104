import { TesseraError } from '../../core/errors';
import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import type { ArchiveEntry, ArchiveEntrySummary } from '../../store';
import { assertAllowed, mayEdit } from '../access';
import type { Actor, ContentContext } from '../context';
import { sha256Hex } from './hash';
import { walkChain, type BrokenEntry } from './verify';

/** An entry with whether the chain up to it checks out (`broken` names the first entry that does not). */
export interface ArchiveView {
  entry: ArchiveEntry & { html: string };
  verified: boolean;
  broken: BrokenEntry | null;
}

/** Whether the chain up to `entry` (links and entry hashes) and the entry's own HTML check out. */
export async function verifyUpTo(ctx: ContentContext, entry: ArchiveEntry): Promise<{ verified: boolean; broken: BrokenEntry | null }> {
  const walked = await walkChain(ctx.db, { site: entry.site, upToSeq: entry.seq, withHtml: false });
  let broken = walked.broken;
  if (!broken && walked.headHash !== entry.hash) {
    broken = { id: entry.id, site: entry.site, seq: entry.seq, path: entry.path, at: entry.at, problem: 'it is not the entry the chain reaches at its position' };
  }
  if (!broken && entry.html !== null && sha256Hex(entry.html) !== entry.htmlSha256) {
    broken = { id: entry.id, site: entry.site, seq: entry.seq, path: entry.path, at: entry.at, problem: 'its HTML does not match its SHA-256' };
  }
  return { verified: broken === null, broken };
}

/**
 * What a path of a site served at an instant: the archive entry live then, with its HTML and
 * whether the chain up to it checks out; NOT_FOUND when nothing was served there then (never
 * published, or withdrawn). Editors may read the record.
 */
export async function archiveAt(ctx: ContentContext, { actor, site, path, at }: { actor: Actor; site: SiteId; path: string; at: Date }): Promise<ArchiveView> {
  assertAllowed(mayEdit(actor, site), actor, 'read the archive', site);
  const entry = await store.archiveEntryAt(ctx.db, { site, path, at });
  if (!entry || entry.event === 'withdrawn' || entry.html === null) throw new TesseraError('NOT_FOUND', { what: `A page served at ${path} on ${site} at ${at.toISOString()}` });
  return { entry: { ...entry, html: entry.html }, ...(await verifyUpTo(ctx, entry)) };
}

/** The entries of a path, newest first, without HTML (the archive screen's timeline). */
export async function listArchive(ctx: ContentContext, { actor, site, path, limit = 100 }: { actor: Actor; site: SiteId; path: string; limit?: number }): Promise<ArchiveEntrySummary[]> {
  assertAllowed(mayEdit(actor, site), actor, 'read the archive', site);
  return store.listArchiveEntries(ctx.db, { site, path, limit });
}
