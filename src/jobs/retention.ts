import { runRetention } from '../content';
import type { Job } from './job';

export const RETENTION_EVERY_MS = 60 * 60_000;

/** Deletes form submissions past their retention (and files no other submission holds). */
export function retention({ every = RETENTION_EVERY_MS }: { every?: number } = {}): Job {
  return {
    name: 'retention',
    every,
    async run({ content, log }) {
      const deleted = await runRetention(content);
      if (deleted) log.info({ deleted }, 'deleted submissions past their retention');
      return `${deleted} submission${deleted === 1 ? '' : 's'} deleted`;
    },
  };
}
