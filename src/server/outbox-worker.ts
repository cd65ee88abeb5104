import type { FastifyBaseLogger } from 'fastify';
import { deliverOutbox, runRetention } from '../content';
import { Ticker } from '../services/clock';
import type { Tessera } from './context';

const RETENTION_EVERY_MS = 60 * 60_000;

/**
 * Sends the outbox (`deliverOutbox`) every interval and deletes submissions past their
 * retention once an hour. The messages live in the database, so any number of processes may
 * run one: each message is claimed before it is sent.
 */
export class OutboxWorker {
  private readonly ticker: Ticker;
  private lastRetention = 0;
  /** Aborts the deliveries in flight when the process stops (they go back to the queue). */
  private readonly stopping = new AbortController();

  constructor(
    private readonly tessera: Pick<Tessera, 'content'>,
    { intervalMs, log }: { intervalMs: number; log: FastifyBaseLogger },
  ) {
    this.ticker = new Ticker(
      intervalMs,
      async () => {
        const { sent, failed } = await deliverOutbox(this.tessera.content, { signal: this.stopping.signal });
        if (sent || failed) log.info({ sent, failed }, 'outbox run');
        if (!this.stopping.signal.aborted && Date.now() - this.lastRetention >= RETENTION_EVERY_MS) {
          this.lastRetention = Date.now();
          const deleted = await runRetention(this.tessera.content);
          if (deleted) log.info({ deleted }, 'deleted submissions past their retention');
        }
      },
      (error) => log.error({ err: error }, 'the outbox run failed'),
    );
  }

  start(): void {
    this.ticker.start();
  }

  /** Stops the ticks and aborts the deliveries in flight; resolves once the run in progress has recorded them. */
  stop(): Promise<void> {
    this.stopping.abort();
    return this.ticker.stop();
  }
}
