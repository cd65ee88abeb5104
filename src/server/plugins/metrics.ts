import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseFigures, operationalFigures } from '../../content';
import { routes } from '../../core/contracts';
import { TesseraError } from '../../core/errors';
import { anyone } from '../access';
import { clusterMetrics, inCluster, shareWithPrimary } from '../metrics-cluster';
import { ServerMetrics, type SignInMethod, type SignInOutcome } from '../metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (a registry of its own). */
    metrics: ServerMetrics;
    /** Where the metrics' own listener (METRICS_LISTEN) is bound, once the app is ready; undefined without one. */
    metricsAddress: () => { host: string; port: number } | undefined;
  }
}

export const METRICS_PATH = '/metrics';
const UNGATHERED = 'The metrics could not be gathered (a worker is starting?); try again\n';

/** The routes whose answers are visitors' sign-ins, and how they signed in. */
const SIGN_INS = new Map<string, SignInMethod>([
  [`POST ${routes.visitorLogin.path}`, 'password'],
  ['POST /login', 'password'],
  ['GET /login/provider/callback', 'provider'],
  ['POST /_access', 'access_code'],
]);

/** A sign-in's outcome by its answer: in (a page or a redirect), refused, or refused for too many failures; else not an attempt (a form with a field missing). */
function signInOutcome(status: number): SignInOutcome | undefined {
  if (status === 429) return 'locked_out';
  if (status === 401 || status === 403) return 'failed';
  if (status >= 200 && status < 400) return 'signed_in';
  return undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an `Authorization` header bears `token`, compared in constant time. */
export function bearsToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * The Prometheus metrics (issue 27 item 3): a registry per app, request latency by route
 * pattern and status, the observers other parts report to (`app.metrics`), and the series read
 * at scrape time from the page cache, the store and market data. Served only when configured:
 * `GET /metrics` with METRICS_TOKEN (`metricsRoutes`), an HTTP listener of its own on
 * METRICS_LISTEN, or both. In a worker of several, a scrape answers every worker's figures
 * added up (metrics-cluster.ts). Registered before the other plugins, which report to it.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const { token, listen } = app.config.metrics;
    const metrics = new ServerMetrics({
      pageCache: () => (app.hasDecorator('pageCache') ? { lookups: app.pageCache.lookups, entries: app.pageCache.size, bytes: app.pageCache.byteSize } : undefined),
      database: () => (app.hasDecorator('content') ? databaseFigures(app.content) : undefined),
      figures: () => (app.hasDecorator('content') ? operationalFigures(app.content) : undefined),
      marketData: () => (app.hasDecorator('content') ? app.content.marketData : undefined),
      sampleFailed: (error) => app.log.warn({ err: error }, 'the metrics could not read the database'),
    });
    app.decorate('metrics', metrics);
    let address: { host: string; port: number } | undefined;
    app.decorate('metricsAddress', () => address);
    if (!token && !listen) return;

    metrics.collectProcessMetrics();
    if (inCluster()) shareWithPrimary(metrics.registry);
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url;
      metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      const method = route === undefined ? undefined : SIGN_INS.get(`${request.method} ${route}`);
      const outcome = method && signInOutcome(reply.statusCode);
      if (method && outcome) metrics.signIn(method, outcome);
      done();
    });

    if (!listen) return;
    let server: Server | undefined;
    app.addHook('onReady', async () => {
      server = createServer((req, res) => {
        const refuse = (status: number, body: string, headers: Record<string, string> = {}) =>
          res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers }).end(body);
        if (req.url?.split('?')[0] !== METRICS_PATH) return refuse(404, 'Not found: the metrics are at /metrics\n');
        if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(405, 'Method not allowed\n', { allow: 'GET, HEAD' });
        if (token && !bearsToken(req.headers.authorization, token)) return refuse(401, 'Send the metrics token as Authorization: Bearer <token>\n', { 'www-authenticate': 'Bearer realm="metrics"' });
        scrape(metrics).then(
          (text) => res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
          (error: unknown) => {
            app.log.error({ err: error }, 'the metrics could not be gathered');
            refuse(503, UNGATHERED);
          },
        );
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(listen.port, listen.host, () => {
          server!.off('error', reject);
          resolve();
        });
      });
      address = { host: listen.host, port: (server.address() as AddressInfo).port };
    });
    app.addHook('onClose', async () => {
      if (!server?.listening) return;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    });
  },
  { name: 'tessera-metrics', fastify: '5.x', dependencies: ['tessera-config'] },
);

/** This process's metrics, or, in a worker of several, every worker's added up. */
function scrape(metrics: ServerMetrics): Promise<string> {
  return inCluster() ? clusterMetrics() : metrics.text();
}

/**
 * `GET /metrics` on the server's own port, with METRICS_TOKEN only (else the path is a page like
 * any other, so a 404). Like the health checks: on every host, no rate limit, never cached, not
 * in the API reference.
 */
export const metricsRoutes = fp(
  async (app: FastifyInstance) => {
    const { token } = app.config.metrics;
    if (!token) return;
    app.get(METRICS_PATH, { schema: { hide: true }, config: { access: anyone } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!bearsToken(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new TesseraError('UNAUTHENTICATED');
      }
      let text: string;
      try {
        text = await scrape(app.metrics);
      } catch (error) {
        request.log.error({ err: error }, 'the metrics could not be gathered');
        return reply.status(503).header('content-type', 'text/plain; charset=utf-8').send(UNGATHERED);
      }
      return reply.header('content-type', app.metrics.contentType).send(text);
    });
  },
  { name: 'tessera-metrics-routes', fastify: '5.x', dependencies: ['tessera-metrics', 'tessera-access'] },
);
