/**
 * Two cluster workers sharing one port, each with metrics of its own (worker n counts n of
 * everything), and the primary gathering them as `tessera start` with WORKERS does
 * (test/server/metrics-cluster.test.ts). Prints `listening <port>` once both listen.
 */
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { ServerMetrics } from '../../src/server/metrics';
import { answerClusterScrapes, clusterMetrics, shareWithPrimary } from '../../src/server/metrics-cluster';

const WORKERS = 2;

if (cluster.isPrimary) {
  answerClusterScrapes();
  let listening = 0;
  cluster.on('listening', (_worker, address) => {
    if (++listening === WORKERS) console.log(`listening ${address.port}`);
  });
  for (let n = 1; n <= WORKERS; n++) cluster.fork({ FIXTURE_WORKER: String(n) });
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  const n = Number(process.env.FIXTURE_WORKER);
  const metrics = new ServerMetrics({
    pageCache: () => ({ lookups: { page: { hits: 10 * n, misses: n }, prepared: { hits: 0, misses: 0 } }, entries: n, bytes: 100 * n }),
    database: () => ({ errors: n, unavailable: 0, pool: { total: 3, idle: 1, max: 10, waiting: 0 } }),
    // The same database seen from each worker.
    figures: async () => ({ outbox: [{ channel: 'email', state: 'failed', count: 7, oldestSeconds: 5 }], jobs: [] }),
    marketData: () => ({ breakerOpen: n === 2 }),
    sampleFailed: () => {},
  });
  for (let i = 0; i < n; i++) metrics.signIn('password', 'failed');
  metrics.request('GET', '/*', 200, 0.003 * n);
  metrics.jobRan({ name: 'outbox', outcome: 'ok', message: '', durationMs: 20 });
  shareWithPrimary(metrics.registry);
  createServer((_req, res) => {
    clusterMetrics().then(
      (text) => res.writeHead(200, { 'x-worker': String(n) }).end(text),
      (error: Error) => res.writeHead(503).end(error.message),
    );
  }).listen(0, '127.0.0.1');
}
