/**
 * Metrics of `tessera start` with several workers (`node:cluster`): a scrape of any worker, or
 * of the METRICS_LISTEN address they share, answers the figures of all of them added up. The
 * worker asks the primary over IPC; the primary asks every worker that is serving for its
 * registry as JSON and adds them up with prom-client's `AggregatorRegistry.aggregate` (counters
 * and histograms summed, gauges as each says). A worker still starting (forked, not yet
 * listening) is left out rather than waited for: prom-client's own `clusterMetrics` asks every
 * connected worker and so times out while one restarts. Loaded by the primary only through a
 * dynamic `import()` (cli/main.ts).
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** One registry as `getMetricsAsJSON` gives it, as it crosses the IPC channel. */
type RegistryJson = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

const ASK = 'tessera:cluster-metrics';
const ANSWER = 'tessera:cluster-metrics-answer';
const GATHER = 'tessera:worker-metrics';
const GATHERED = 'tessera:worker-metrics-answer';
/** How long the primary waits for a serving worker's figures. */
const GATHER_WITHIN_MS = 5_000;
/** How long a worker waits for the primary's answer: longer than the primary waits for a worker. */
const ANSWER_WITHIN_MS = 8_000;

interface Ask {
  type: typeof ASK;
  id: string;
}
interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}
interface Gather {
  type: typeof GATHER;
  id: number;
}
interface Gathered {
  type: typeof GATHERED;
  id: number;
  metrics?: RegistryJson;
  error?: string;
}

const isAsk = (message: unknown): message is Ask => (message as Ask | null)?.type === ASK && typeof (message as Ask).id === 'string';
const isAnswer = (message: unknown): message is Answer => (message as Answer | null)?.type === ANSWER;
const isGather = (message: unknown): message is Gather => (message as Gather | null)?.type === GATHER;
const isGathered = (message: unknown): message is Gathered => (message as Gathered | null)?.type === GATHERED;

/** In the primary, before the workers are forked: answers each worker's request for everyone's metrics. */
export function answerClusterScrapes(): void {
  const serving = new Set<Worker>();
  cluster.on('listening', (worker) => serving.add(worker));
  cluster.on('exit', (worker) => serving.delete(worker));
  let gathering = 0;
  const pending = new Map<number, (answer: Gathered) => void>();
  cluster.on('message', (_worker, message: unknown) => {
    if (isGathered(message)) pending.get(message.id)?.(message);
  });

  /** One serving worker's registry as JSON. */
  const gatherFrom = (worker: Worker) =>
    new Promise<RegistryJson>((resolve, reject) => {
      const id = gathering++;
      const timer = setTimeout(() => settle({ type: GATHERED, id, error: `worker ${worker.id} did not send its metrics within ${GATHER_WITHIN_MS / 1000} s` }), GATHER_WITHIN_MS);
      const settle = (answer: Gathered) => {
        clearTimeout(timer);
        pending.delete(id);
        if (answer.metrics) resolve(answer.metrics);
        else reject(new Error(answer.error ?? `worker ${worker.id} sent no metrics`));
      };
      pending.set(id, settle);
      worker.send({ type: GATHER, id } satisfies Gather);
    });

  cluster.on('message', (worker, message: unknown) => {
    if (!isAsk(message)) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
    };
    const workers = [...serving].filter((each) => each.isConnected());
    Promise.all(workers.map(gatherFrom))
      .then((each) => AggregatorRegistry.aggregate(each).metrics())
      .then(
        (text) => reply({ text }),
        (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
      );
  });
}

/** In a worker: the registry the primary gathers from this process. */
export function shareWithPrimary(registry: Registry): void {
  process.on('message', (message: unknown) => {
    if (!isGather(message)) return;
    const send = (answer: Omit<Gathered, 'type' | 'id'>) => process.send?.({ type: GATHERED, id: message.id, ...answer } satisfies Gathered);
    registry.getMetricsAsJSON().then(
      (metrics) => send({ metrics }),
      (error: unknown) => send({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

let asked = 0;

/** In a worker: every worker's metrics added up, from the primary. */
export function clusterMetrics(): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = `${process.pid}-${asked++}`;
    const done = (error?: Error, text?: string) => {
      clearTimeout(timer);
      process.off('message', onMessage);
      if (error) reject(error);
      else resolve(text ?? '');
    };
    const onMessage = (message: unknown) => {
      if (isAnswer(message) && message.id === id) done(message.error === undefined ? undefined : new Error(`The workers' metrics could not be gathered: ${message.error}`), message.text);
    };
    const timer = setTimeout(() => done(new Error(`The primary process did not send the workers' metrics within ${ANSWER_WITHIN_MS / 1000} s`)), ANSWER_WITHIN_MS);
    process.on('message', onMessage);
    if (!process.send) return done(new Error('This process is not a cluster worker'));
    process.send({ type: ASK, id } satisfies Ask, undefined, undefined, (error: Error | null) => {
      if (error) done(error);
    });
  });
}

/** Whether this process is a worker of `tessera start` with several workers. */
export const inCluster = (): boolean => cluster.isWorker;
