import { z } from 'zod';

/** `/healthz`: the process is alive and answers. */
export const LivenessResponse = z.object({ status: z.literal('ok') });

/**
 * `/readyz`: whether this process should be sent requests. Each check is `ok` or a sentence
 * naming what is wrong; `failed` lists the checks that are not `ok` (empty when ready).
 */
export const ReadinessResponse = z.object({
  status: z.enum(['ready', 'not ready']),
  failed: z.array(z.enum(['store', 'migrations', 'draining'])),
  checks: z.object({
    /** The store answers a query. */
    store: z.string(),
    /** Every migration this release knows has been applied. */
    migrations: z.string(),
    /** The process is not stopping (a stopping one finishes its requests in flight). */
    draining: z.string(),
  }),
});

export type LivenessResponse = z.infer<typeof LivenessResponse>;
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
