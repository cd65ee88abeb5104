// In the project: src/jobs/stale-drafts.ts, listed in `platformJobs` (src/jobs/index.ts).
// Jobs: core, content and the clock; never server or store.
import type { Job } from '../../../../src/jobs/job';
import { countStaleDrafts } from './operation';

/**
 * Counts the drafts nobody has published for `olderThanDays`, per site, and logs each site's
 * count; the line it returns is the run's outcome (`tessera jobs`, Admin → Jobs).
 */
export function staleDrafts({ every, olderThanDays = 30 }: { every: number; olderThanDays?: number }): Job {
  return {
    name: 'stale-drafts',
    every,
    async run({ content, log }) {
      const counts = Object.entries(await countStaleDrafts(content, { olderThanDays }));
      for (const [site, count] of counts) log.info({ site, count, olderThanDays }, 'drafts wait to be published');
      const total = counts.reduce((sum, [, count]) => sum + count, 0);
      if (total === 0) return `no draft older than ${olderThanDays} days`;
      return `${total} draft${total === 1 ? '' : 's'} older than ${olderThanDays} days: ${counts.map(([site, count]) => `${site} ${count}`).join(', ')}`;
    },
  };
}
