import type { SiteId } from '../../core/sites';
import * as store from '../../store';
import type { ArchiveEntrySummary } from '../../store';
import type { Db } from '../../store/types';
import { assertAllowed, EVERY_SITE, mayAdminister } from '../access';
import type { Actor, ContentContext } from '../context';
import { entryHash, sha256Hex } from './hash';

/** Entries read at a time while walking a chain. */
const PAGE = 200;

/** The first entry of a chain that does not check out, and what is wrong with it. */
export interface BrokenEntry {
  id: number;
  site: SiteId;
  seq: number;
  path: string;
  at: string;
  problem: string;
}

/** One site's chain as walked: how many entries checked out, its last hash (worth writing down elsewhere), the first broken entry. */
export interface ChainReport {
  site: SiteId;
  entries: number;
  firstAt: string | null;
  lastAt: string | null;
  headHash: string | null;
  broken: BrokenEntry | null;
}

/**
 * What is wrong with an entry given the entry before it in its chain (or undefined: it checks out).
 * `html === undefined` skips the HTML check (walks that read no HTML).
 */
export function entryProblem(entry: ArchiveEntrySummary & { html?: string | null }, previous: { seq: number; hash: string } | undefined): string | undefined {
  const expectedSeq = (previous?.seq ?? 0) + 1;
  if (entry.seq !== expectedSeq) return `entry #${expectedSeq} of the chain is missing (the next entry found is #${entry.seq})`;
  if (entry.prevHash !== (previous?.hash ?? null)) {
    return previous ? `its previous-entry hash does not match entry #${previous.seq}'s hash` : 'the first entry of the chain names a previous entry';
  }
  if (entry.html !== undefined) {
    if ((entry.html === null) !== (entry.htmlSha256 === null)) return 'its HTML and its HTML hash do not belong together';
    if (entry.html !== null && sha256Hex(entry.html) !== entry.htmlSha256) return 'its HTML does not match its SHA-256';
  }
  const { id: _id, html: _html, hash, ...fields } = entry;
  if (entryHash(fields) !== hash) return 'its hash does not match its contents';
  return undefined;
}

/** Walks one site's chain in order up to `upToSeq` (or its end), with or without re-hashing the HTML. */
export async function walkChain(db: Db, { site, upToSeq, withHtml }: { site: SiteId; upToSeq?: number; withHtml: boolean }): Promise<ChainReport> {
  const report: ChainReport = { site, entries: 0, firstAt: null, lastAt: null, headHash: null, broken: null };
  let previous: { seq: number; hash: string } | undefined;
  for (;;) {
    const page = await store.archiveChainPage(db, { site, afterSeq: previous?.seq ?? 0, limit: PAGE, withHtml, ...(upToSeq === undefined ? {} : { upToSeq }) });
    for (const entry of page) {
      const problem = entryProblem(entry, previous);
      if (problem) {
        report.broken = { id: entry.id, site, seq: entry.seq, path: entry.path, at: entry.at, problem };
        return report;
      }
      report.entries += 1;
      report.firstAt ??= entry.at;
      report.lastAt = entry.at;
      report.headHash = entry.hash;
      previous = { seq: entry.seq, hash: entry.hash };
    }
    if (page.length < PAGE) return report;
  }
}

/**
 * `tessera archive verify`: walks each site's chain (or one site's), recomputing every HTML
 * hash, entry hash and link; each report names the first broken entry. The command line and
 * Admins may.
 */
export async function verifyArchive(ctx: ContentContext, { actor, site }: { actor: Actor; site?: SiteId }): Promise<ChainReport[]> {
  assertAllowed(mayAdminister(actor, site ?? EVERY_SITE), actor, 'verify the archive', site ?? EVERY_SITE);
  const sites = site ? [site] : await store.archiveSites(ctx.db);
  const reports: ChainReport[] = [];
  for (const s of sites) reports.push(await walkChain(ctx.db, { site: s, withHtml: true }));
  return reports;
}
