import type { ArchiveVerification, RecordReport } from '../content';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * `archive verify`'s summary: a line per site — its entries verified and head, or the first
 * broken entry named — then each problem found against the signed checkpoint and the
 * publications, then what is still being recorded (not a fault), and what the witnesses held
 * besides. `ok` is false when anything is broken or missing; pending work alone is ok.
 */
export function archiveReport({ chains, checkpoint, notes }: ArchiveVerification): { text: string; ok: boolean } {
  if (chains.length === 0) return { text: 'The archive is empty.', ok: true };
  const lines: string[] = [];
  for (const r of chains) {
    if (r.broken) {
      const b = r.broken;
      lines.push(`${r.site}: BROKEN at entry ${b.id} (#${b.seq} of the chain, ${b.path}, ${b.at}): ${b.problem}; ${r.entries} entries before it check out`);
    } else if (r.entries > 0) {
      const anchored = r.anchoredAt ? `; anchored up to #${r.anchoredAt.seq} by the checkpoint of ${r.anchoredAt.checkpointAt}` : '';
      lines.push(`${r.site}: ${r.entries} entries verified (${r.firstAt} to ${r.lastAt}), head ${r.headHash}${anchored}`);
    } else lines.push(`${r.site}: no entries yet`);
    for (const problem of r.problems) lines.push(`${r.site}: BROKEN: ${problem}`);
    if (r.pending) {
      lines.push(
        `${r.site}: recording: ${plural(r.pending.publications, 'publication', 'publications')} (${plural(r.pending.items, 'path', 'paths')}) not recorded yet, the oldest of ${r.pending.oldestAt} (the archive job records them; not a fault)`,
      );
    }
  }
  lines.push(checkpoint ? `Checked against the signed checkpoint of ${checkpoint.at} in ${checkpoint.witness}.` : 'No signed checkpoint was read.');
  for (const note of notes) lines.push(`Note: ${note}`);
  return { text: lines.join('\n'), ok: chains.every((r) => r.broken === null && r.problems.length === 0) };
}

/** `archive record`'s summary. */
export function recordReport(report: RecordReport): string {
  const left = report.more ? '; more is pending' : '; nothing is pending';
  return `Recorded ${plural(report.entries, 'entry', 'entries')} of ${plural(report.publications, 'publication', 'publications')}, wrote ${plural(report.checkpoints, 'checkpoint', 'checkpoints')}${left}.`;
}
