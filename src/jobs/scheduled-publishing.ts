import { runDueSchedules } from '../content';
import type { Job } from './job';

/** Publishes scheduled drafts as they fall due; each schedule is claimed on its own, so it is published once. */
export function scheduledPublishing({ every }: { every: number }): Job {
  return {
    name: 'scheduled-publishing',
    every,
    async run({ content, log, instanceId }) {
      const result = await runDueSchedules(content, { claimedBy: instanceId });
      for (const { documentId, version, path } of result.published) log.info({ documentId, version, path }, 'published a scheduled draft');
      for (const { documentId, error, path } of result.failed) log.error({ documentId, path, error }, 'a scheduled publish failed');
      return `${result.published.length} published, ${result.failed.length} failed`;
    },
  };
}
