import { anyone } from '../access';
import { LivenessResponse, ReadinessResponse } from '../health';
import { route } from '../route';

const tags = ['Health'];

/**
 * The health checks a load balancer or orchestrator asks (issue 26 item 2), outside `/api/` by
 * convention: answered on every host, never rate-limited, never cached.
 */
export const healthRoutes = {
  getLiveness: route({
    method: 'GET',
    path: '/healthz',
    responses: { 200: LivenessResponse },
    access: anyone,
    summary: 'Whether this process is alive (200 while it answers at all)',
    tags,
  }),
  getReadiness: route({
    method: 'GET',
    path: '/readyz',
    responses: { 200: ReadinessResponse, 503: ReadinessResponse },
    access: anyone,
    summary: 'Whether this process should be sent requests: 200 when the store answers, every migration is applied and it is not draining; else 503 naming the failed checks',
    tags,
  }),
};
