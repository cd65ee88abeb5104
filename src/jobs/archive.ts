import { openArchiveAnchor, recordArchive, type ArchiveAnchor } from '../content';
import type { Job } from './job';

/** Where the archive's checkpoints are signed and kept (config `archive`). */
export interface ArchiveJobConfig {
  keyFile: string;
  witnessFiles: readonly string[];
  checkpointEveryMs: number;
}

const counted = (n: number, what: string) => `${n} ${n === 1 ? what : what === 'entry' ? 'entries' : `${what}s`}`;

/**
 * Records what publications changed (the record of what was served, DESIGN §7b): pages rendered
 * and hashed after their publication committed, chained in publication order per site, in
 * short transactions; then a signed checkpoint of every chain's head to the witnesses. A run
 * goes on until nothing is pending or the process stops (what is left waits for the next run,
 * here or in another process). The key is created by the first run of an installation.
 */
export function archiveRecording({ every, keyFile, witnessFiles, checkpointEveryMs }: ArchiveJobConfig & { every: number }): Job {
  let anchor: Promise<ArchiveAnchor> | undefined;
  return {
    name: 'archive',
    every,
    async run({ content, log, signal }) {
      anchor ??= openArchiveAnchor({ keyFile, witnessFiles, create: true }).catch((error: unknown) => {
        anchor = undefined;
        throw error;
      });
      const report = await recordArchive(content, { signal, anchor: await anchor, checkpointEveryMs });
      if (report.entries > 0) log.info({ ...report }, 'recorded what publications changed');
      return `${counted(report.entries, 'entry')} of ${counted(report.publications, 'publication')} recorded, ${counted(report.checkpoints, 'checkpoint')} written${report.more ? '; more to record in the next run' : ''}`;
    },
  };
}
