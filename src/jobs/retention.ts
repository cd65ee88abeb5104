import { runRetention } from '../content';
import type { Job } from './job';

export const RETENTION_EVERY_MS = 60 * 60_000;

const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/**
 * Deletes what is past its retention: form submissions (and files no other submission holds),
 * draft saves and preview links, each with its audit entry; a run is bounded, and says so
 * when more is left for the next.
 */
export function retention({ every = RETENTION_EVERY_MS }: { every?: number } = {}): Job {
  return {
    name: 'retention',
    every,
    async run({ content, log, signal }) {
      const report = await runRetention(content, { signal });
      const total = report.submissions + report.draftSaves + report.previewLinks;
      if (total) log.info({ ...report }, 'deleted what is past its retention');
      return `${counted(report.submissions, 'submission')}, ${counted(report.draftSaves, 'draft save')}, ${counted(report.previewLinks, 'preview link')} deleted${report.more ? '; more to delete in the next run' : ''}`;
    },
  };
}
