import { deliverOutbox } from '../content';
import type { Job } from './job';

/** Sends due outbox messages; each message is claimed before it is sent, and a stopping process puts its messages back. */
export function outbox({ every }: { every: number }): Job {
  return {
    name: 'outbox',
    every,
    async run({ content, log, signal }) {
      const { sent, failed } = await deliverOutbox(content, { signal });
      if (sent || failed) log.info({ sent, failed }, 'outbox run');
      return `${sent} sent, ${failed} failed`;
    },
  };
}
