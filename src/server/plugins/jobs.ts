import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JobRunner, platformJobs } from '../../jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's background jobs (`wake` after an Admin's "Run now"). */
    jobs: JobRunner;
  }
}

/** The background jobs of this process: started with the server, stopped as it closes. */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const jobs = new JobRunner({ content: app.content, jobs: platformJobs(app.config), log: app.log, onRun: (run) => app.metrics.jobRan(run) });
    app.decorate('jobs', jobs);
    await jobs.start();
    // Stopped as the close begins (the outbox's deliveries in flight go back to the queue), awaited before the store closes.
    app.addHook('preClose', async () => void jobs.stop());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'tessera-jobs', fastify: '5.x', dependencies: ['tessera-config', 'tessera-content', 'tessera-metrics'] },
);
