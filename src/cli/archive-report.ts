import type { ChainReport } from '../content';

/** `archive verify`'s summary: a line per site, and the first broken entry of each broken chain, named. */
export function archiveReport(reports: readonly ChainReport[]): { text: string; ok: boolean } {
  if (reports.length === 0) return { text: 'The archive is empty.', ok: true };
  const lines: string[] = [];
  for (const r of reports) {
    if (r.broken) {
      const b = r.broken;
      lines.push(`${r.site}: BROKEN at entry ${b.id} (#${b.seq} of the chain, ${b.path}, ${b.at}): ${b.problem}; ${r.entries} entries before it check out`);
    } else {
      lines.push(`${r.site}: ${r.entries} entries verified (${r.firstAt} to ${r.lastAt}), head ${r.headHash}`);
    }
  }
  return { text: lines.join('\n'), ok: reports.every((r) => r.broken === null) };
}
