import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner, platformJobs } from '../../jobs';

/** The background jobs of this process: started with the server, stopped as it closes. */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const jobs = new JobRunner({ content: app.content, jobs: platformJobs(app.config), log: app.log, onRun: (run) => app.metrics.jobRan(run) });
    await jobs.start();
    // Stopped as the close begins (the outbox's deliveries in flight go back to the queue), awaited before the store closes.
    app.addHook('preClose', async () => void jobs.stop());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'tessera-jobs', fastify: '5.x', dependencies: ['tessera-config', 'tessera-content', 'tessera-metrics'] },
);
