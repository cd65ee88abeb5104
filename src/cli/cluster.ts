import cluster, { type Worker } from 'node:cluster';

/** A worker that dies this soon after it was started is restarted only after this pause (a crash loop must not spin). */
const QUICK_DEATH_MS = 10_000;
const RESTART_PAUSE_MS = 1_000;
/** Workers drain within 10 s (server/start.ts); after this the primary stops waiting for them. */
const STOP_DEADLINE_MS = 15_000;

/**
 * The primary process of `tessera start` with several workers (`node:cluster`, issue 26 item 1):
 * forks `workers` processes that each serve on the shared port (the caller has migrated and
 * seeded the database once, before), starts a new one when one dies unexpectedly, and on
 * SIGTERM or SIGINT tells every worker to drain and exits when all have. `onListening` is
 * called once, when every worker listens.
 */
export function runPrimary({ workers, onListening }: { workers: number; onListening: (port: number) => void }): void {
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  let listening = 0;

  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('listening', (worker, address) => {
    listening += 1;
    if (listening === workers) onListening(address.port);
  });

  cluster.on('exit', (worker, code, signal) => {
    const born = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) {
        console.log('Tessera stopped: every worker has finished.');
        process.exit(0);
      }
      return;
    }
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    const pause = Date.now() - born < QUICK_DEATH_MS ? RESTART_PAUSE_MS : 0;
    console.error(`Worker ${worker.id} (pid ${worker.process.pid}) died (${how}); starting another${pause ? ` in ${pause / 1000} s` : ''}.`);
    setTimeout(fork, pause);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return console.error(`${signal}: already stopping; waiting for the workers to finish their requests.`);
    stopping = true;
    console.log(`\n${signal}: stopping ${startedAt.size} worker(s); each finishes its requests in flight.`);
    // Each worker drains on SIGTERM (server/start.ts). A terminal's Ctrl-C reaches them as well.
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    if (startedAt.size === 0) process.exit(0);
    setTimeout(() => {
      console.error(`Workers still running after ${STOP_DEADLINE_MS / 1000} s; exiting.`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  for (let i = 0; i < workers; i++) fork();
}

/** Whether this process is a worker forked by `runPrimary`. */
export const isClusterWorker = (): boolean => cluster.isWorker;
