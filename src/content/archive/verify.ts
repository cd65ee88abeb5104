import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import type { ArchiveEntrySummary } from '../../store';
import type { Db } from '../../store/types';
import { assertAllowed, EVERY_SITE, mayAdminister } from '../access';
import type { Actor, ContentContext } from '../context';
import { readCheckpoints, type ArchiveAnchor, type SignedHead, type WitnessedCheckpoints } from './anchor';
import { entryHash } from './hash';
import { HtmlReader } from './html';

/** Entries read at a time while walking a chain. */
const PAGE = 200;
/** Published versions without an entry named at most, per site. */
const MISSING_NAMED = 20;

/** The first entry of a chain that does not check out, and what is wrong with it. */
export interface BrokenEntry {
  id: number;
  site: SiteId;
  seq: number;
  path: string;
  at: string;
  problem: string;
}

/** What a site still has to record (the archive job works through it). */
export interface PendingWork {
  publications: number;
  items: number;
  oldestAt: string;
}

/**
 * One site's chain as walked: how many entries checked out, its last hash, the first broken
 * entry, what is still being recorded (not a fault), and the problems found against the signed
 * checkpoint and the publications themselves, one sentence each.
 */
export interface ChainReport {
  site: SiteId;
  entries: number;
  firstAt: string | null;
  lastAt: string | null;
  headHash: string | null;
  broken: BrokenEntry | null;
  pending: PendingWork | null;
  /** The position the newest signed checkpoint fixed for this chain, when it named it. */
  anchoredAt: { seq: number; checkpointAt: string } | null;
  problems: string[];
}

/** `verify`'s answer: each chain, the checkpoint it was checked against (and where it was read), and notes on the witnesses. */
export interface ArchiveVerification {
  chains: ChainReport[];
  checkpoint: { at: string; witness: string } | null;
  /** Lines of the witnesses that are not checkpoints of this key, a key or witness that cannot be read. */
  notes: string[];
}

/**
 * What is wrong with an entry given the entry before it in its chain (or undefined: it checks out).
 * Its HTML is checked apart (`HtmlReader`).
 */
export function entryProblem(entry: ArchiveEntrySummary, previous: { seq: number; hash: string } | undefined): string | undefined {
  const expectedSeq = (previous?.seq ?? 0) + 1;
  if (entry.seq !== expectedSeq) return `entry #${expectedSeq} of the chain is missing (the next entry found is #${entry.seq})`;
  if (entry.prevHash !== (previous?.hash ?? null)) {
    return previous ? `its previous-entry hash does not match entry #${previous.seq}'s hash` : 'the first entry of the chain names a previous entry';
  }
  if ((entry.event === 'publish') !== (entry.htmlSha256 !== null)) return 'its HTML hash does not belong with its event';
  const { id: _id, hash, ...fields } = entry;
  if (entryHash(fields) !== hash) return 'its hash does not match its contents';
  return undefined;
}

/** One site's chain as walked, and the hashes of its entries at the positions asked for (checkpoints'). */
export interface WalkedChain extends Omit<ChainReport, 'pending' | 'anchoredAt' | 'problems'> {
  hashesAt: Map<number, string>;
}

/** Walks one site's chain in order up to `upToSeq` (or its end), with or without rebuilding and re-hashing the HTML. */
export async function walkChain(db: Db, { site, upToSeq, withHtml, seqs }: { site: SiteId; upToSeq?: number; withHtml: boolean; seqs?: ReadonlySet<number> }): Promise<WalkedChain> {
  const report: WalkedChain = { site, entries: 0, firstAt: null, lastAt: null, headHash: null, broken: null, hashesAt: new Map() };
  const reader = withHtml ? new HtmlReader(db) : undefined;
  let previous: { seq: number; hash: string } | undefined;
  for (;;) {
    const page = await store.archiveChainPage(db, { site, afterSeq: previous?.seq ?? 0, limit: PAGE, withHtml, ...(upToSeq === undefined ? {} : { upToSeq }) });
    const html = reader ? await reader.read(page) : [];
    for (const [i, { html: _html, ...entry }] of page.entries()) {
      let problem = entryProblem(entry, previous);
      const stored = html[i];
      if (!problem && stored && entry.event === 'publish' && 'problem' in stored) problem = stored.problem;
      if (problem) {
        report.broken = { id: entry.id, site, seq: entry.seq, path: entry.path, at: entry.at, problem };
        return report;
      }
      report.entries += 1;
      report.firstAt ??= entry.at;
      report.lastAt = entry.at;
      report.headHash = entry.hash;
      if (seqs?.has(entry.seq)) report.hashesAt.set(entry.seq, entry.hash);
      previous = { seq: entry.seq, hash: entry.hash };
    }
    if (page.length < PAGE) return report;
  }
}

/**
 * What a chain's walk says against the positions signed checkpoints named for it: entries
 * removed from its end (the furthest position signed is past it), or a chain recomputed since
 * (a signed position with another hash now). The first problem found, or undefined.
 */
function againstCheckpoints(walked: WalkedChain, signed: ReadonlyMap<number, SignedHead>): string | undefined {
  const positions = [...signed.keys()].sort((a, b) => a - b);
  for (const seq of positions) {
    if (walked.broken && walked.broken.seq <= seq) return undefined;
    const head = signed.get(seq)!;
    const by = `the checkpoint signed at ${head.checkpointAt} (${head.witness})`;
    if (seq > walked.entries) {
      const last = positions[positions.length - 1]!;
      const lastHead = signed.get(last)!;
      const lastBy = `the checkpoint signed at ${lastHead.checkpointAt} (${lastHead.witness})`;
      const removed = last - walked.entries;
      return walked.entries === 0
        ? `the chain is empty, but ${lastBy} names its entry #${last}: every entry was removed`
        : `the chain ends at entry #${walked.entries}, but ${lastBy} names entry #${last}: ${removed} entr${removed === 1 ? 'y was' : 'ies were'} removed from its end`;
    }
    if (walked.hashesAt.get(seq) !== head.hash) return `entry #${seq}'s hash is not the one ${by} names: the chain was rewritten (recomputed after an edit) at or before that entry`;
  }
  return undefined;
}

/**
 * `tessera archive verify`: walks each site's chain (or one site's), rebuilding and re-hashing
 * every entry's HTML and recomputing every entry hash and link; checks each chain against every
 * checkpoint signed by the anchor's key that its witnesses hold — entries removed from its end
 * (the newest names a position past it), a chain recomputed after an edit (a signed position
 * with another hash), two checkpoints that disagree — and against the publications themselves
 * (every version published here has its entry, recorded or pending); reports work still pending
 * apart from faults. The command line and Admins may.
 */
export async function verifyArchive(ctx: ContentContext, { actor, site, anchor }: { actor: Actor; site?: SiteId; anchor?: ArchiveAnchor }): Promise<ArchiveVerification> {
  assertAllowed(mayAdminister(actor, site ?? EVERY_SITE), actor, 'verify the archive', site ?? EVERY_SITE);
  const witnessed: WitnessedCheckpoints = anchor ? await readCheckpoints(anchor) : { heads: new Map(), conflicts: [], notes: [] };
  const newest = witnessed.newest;
  const pending = new Map((await store.pendingBySite(ctx.db, site ? { site } : {})).map(({ site: s, ...work }) => [s, work]));
  const sites = site ? [site] : [...new Set([...(await store.sitesWithRecord(ctx.db)), ...witnessed.heads.keys()])].sort();
  const chains: ChainReport[] = [];
  for (const s of sites) {
    const signed = witnessed.heads.get(s) ?? new Map<number, SignedHead>();
    const walked = await walkChain(ctx.db, { site: s, withHtml: true, seqs: new Set(signed.keys()) });
    const problems: string[] = witnessed.conflicts.filter((c) => c.startsWith(`${s}: `)).map((c) => c.slice(s.length + 2));
    const fromCheckpoints = againstCheckpoints(walked, signed);
    if (fromCheckpoints) problems.push(fromCheckpoints);
    for (const v of await store.versionsWithoutEntry(ctx.db, { site: s, limit: MISSING_NAMED })) {
      problems.push(`version ${v.version} of ${v.path} (document ${v.documentId}), published ${v.publishedAt}, has no entry in the record: its entry is missing`);
    }
    if (anchor && signed.size === 0 && walked.entries > 0) {
      problems.push(`no checkpoint signed with the key ${anchor.keyFile} that names this chain could be read from ${anchor.witnesses.map((w) => w.name).join(', ') || 'any witness'}: the end of the chain is not anchored`);
    }
    const { hashesAt: _hashesAt, ...report } = walked;
    const furthest = Math.max(0, ...signed.keys());
    chains.push({
      ...report,
      pending: pending.get(s) ?? null,
      anchoredAt: furthest > 0 ? { seq: furthest, checkpointAt: signed.get(furthest)!.checkpointAt } : null,
      problems,
    });
  }
  return { chains, checkpoint: newest ? { at: newest.checkpoint.at, witness: newest.witness } : null, notes: witnessed.notes };
}
