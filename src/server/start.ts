import type { FastifyInstance } from 'fastify';
import type { ContentContext, Db } from '../content';
import type { Config } from '../services/config';
import { buildApp } from './app';
import { openControlSocket, type ControlSocket } from './control-socket';

/**
 * How long a stopping server waits for requests in flight before closing their connections;
 * with the store's close after it, a stop ends within 10 s (outbound calls are aborted at once).
 */
const DRAIN_MS = 7_000;
/** After this, a stop that has not finished (a hung database, say) ends the process anyway. */
const STOP_DEADLINE_MS = 10_000;

/**
 * Serves the platform on a prepared store until SIGTERM or SIGINT, then drains: no new
 * connections, requests in flight finish (at most `DRAIN_MS`), the scheduler and change
 * feed stop, and the store closes, which releases the data directory.
 */
export async function serve({ config, db }: { config: Config; db: Db }): Promise<{ port: number; content: ContentContext }> {
  const app = await buildApp({ config, db });
  // PGlite: `tessera backup` asks this process for the copy of the data directory it holds.
  const control = config.databaseUrl ? undefined : await openControlSocket({ dataDir: config.dataDir, content: app.content, log: app.log });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal must not cut the drain short (the store would be closed mid-write).
    if (stopping) return console.error(`${signal}: already stopping; waiting for requests in flight (at most ${DRAIN_MS / 1000} s).`);
    stopping = true;
    // At once, before the listener closes: a load balancer asking /readyz stops routing here.
    app.startDraining();
    console.log(`\n${signal}: stopping. No new connections; finishing requests in flight (at most ${DRAIN_MS / 1000} s).`);
    setTimeout(() => {
      console.error(`Stopping took longer than ${STOP_DEADLINE_MS / 1000} s; exiting without closing the store.`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    drain(app, db, control).then(
      () => {
        console.log('Tessera stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  return { port: (app.server.address() as { port: number }).port, content: app.content };
}

async function drain(app: FastifyInstance, db: Db, control: ControlSocket | undefined): Promise<void> {
  const overdue = setTimeout(() => app.server.closeAllConnections(), DRAIN_MS);
  try {
    await Promise.all([app.close(), control?.close()]);
  } finally {
    clearTimeout(overdue);
  }
  await db.close();
}
