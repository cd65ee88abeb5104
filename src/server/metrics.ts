import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DbFigures, OperationalFigures } from '../content';
import type { FinishedRun } from '../jobs';
import type { RenderObserver } from './render-page';

/** Seconds: a cached page is answered in about a millisecond, a render or an API write in tens. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const RENDER_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
const JOB_BUCKETS = [0.01, 0.05, 0.25, 1, 5, 15, 60, 300];
/** The series of one scrape share one sample of the database (each series' collect asks for it, all at once). */
const SAMPLE_REUSE_MS = 100;

/** How a visitor signed in: with a password, at the site's identity provider, or with a page's access code. */
export type SignInMethod = 'password' | 'provider' | 'access_code';
export type SignInOutcome = 'signed_in' | 'failed' | 'locked_out';

/** What is read when the metrics are scraped; a source that is not there yet gives nothing. */
export interface MetricSources {
  pageCache(): { lookups: Record<'page' | 'prepared', { hits: number; misses: number }>; entries: number; bytes: number } | undefined;
  database(): DbFigures | undefined;
  /** Asks the database: the outbox and the jobs' last runs. */
  figures(): Promise<OperationalFigures> | undefined;
  marketData(): { breakerOpen: boolean } | undefined;
  /** Told when sampling the database failed (the series it feeds are left out of that scrape). */
  sampleFailed(error: unknown): void;
}

/** The market data a cache key is about (`quotes:AAPL,MSFT` → `quotes`): a label of few values. */
const dataKind = (key: string) => key.split(':', 1)[0]!;

/**
 * The Prometheus metrics of one app instance, in a registry of its own (tests build many apps
 * in one process; prom-client's global registry is never used). Counted as things happen
 * (requests, renders, job runs, market data failures, sign-ins) or sampled when scraped (page
 * cache, database pool, outbox, jobs' last runs). In a cluster, gauges read from the shared
 * database say how they add up across workers (`aggregator`): the same figure in every worker
 * is taken once (`max`), a figure of each process is summed.
 */
export class ServerMetrics implements RenderObserver {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly renders: Histogram<'stage'>;
  private readonly jobRuns: Counter<'job' | 'outcome'>;
  private readonly jobDurations: Histogram<'job'>;
  private readonly marketErrors: Counter<'data'>;
  private readonly marketStale: Counter<'data'>;
  private readonly marketSuccess: Gauge<'data'>;
  private readonly signIns: Counter<'method' | 'outcome'>;
  private sample: { at: number; figures: Promise<OperationalFigures | undefined> } | undefined;

  constructor(private readonly sources: MetricSources) {
    const registers = [this.registry];
    this.requests = new Histogram({
      name: 'tessera_http_request_duration_seconds',
      help: 'Requests answered, by method, route pattern (unmatched: no route) and status, with their latency',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.renders = new Histogram({
      name: 'tessera_render_duration_seconds',
      help: "Page renders: prepare (what every visitor sees) and finish (a visitor's gates, the document)",
      labelNames: ['stage'],
      buckets: RENDER_BUCKETS,
      registers,
    });
    this.jobRuns = new Counter({ name: 'tessera_job_runs_total', help: 'Background job runs made by this process, by job and outcome (ok, failed)', labelNames: ['job', 'outcome'], registers });
    this.jobDurations = new Histogram({ name: 'tessera_job_run_duration_seconds', help: 'How long background job runs took', labelNames: ['job'], buckets: JOB_BUCKETS, registers });
    this.marketErrors = new Counter({ name: 'tessera_market_data_upstream_errors_total', help: 'Failed or nonsensical answers of the market data provider, by data', labelNames: ['data'], registers });
    this.marketStale = new Counter({ name: 'tessera_market_data_stale_answers_total', help: 'Market data answered from the last good data because the provider failed, by data', labelNames: ['data'], registers });
    this.marketSuccess = new Gauge({
      name: 'tessera_market_data_last_success_timestamp_seconds',
      help: 'When the provider last gave good data, by data (Unix time)',
      labelNames: ['data'],
      aggregator: 'max',
      registers,
    });
    this.signIns = new Counter({
      name: 'tessera_visitor_sign_ins_total',
      help: "Visitors' sign-in attempts by method (password, provider, access_code) and outcome (signed_in, failed, locked_out: refused for too many failures)",
      labelNames: ['method', 'outcome'],
      registers,
    });
    this.sampled(registers);
  }

  /** Process figures (CPU, memory, event loop lag, garbage collection); only when the metrics are served. */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  request(method: string, route: string | undefined, status: number, seconds: number): void {
    this.requests.observe({ method, route: route ?? 'unmatched', status: String(status) }, seconds);
  }

  rendered(stage: 'prepare' | 'finish', seconds: number): void {
    this.renders.observe({ stage }, seconds);
  }

  jobRan(run: FinishedRun): void {
    this.jobRuns.inc({ job: run.name, outcome: run.outcome });
    this.jobDurations.observe({ job: run.name }, run.durationMs / 1000);
  }

  marketDataFailed(key: string): void {
    this.marketErrors.inc({ data: dataKind(key) });
  }

  marketDataServedStale(key: string): void {
    this.marketStale.inc({ data: dataKind(key) });
  }

  marketDataSucceeded(key: string): void {
    this.marketSuccess.set({ data: dataKind(key) }, Date.now() / 1000);
  }

  signIn(method: SignInMethod, outcome: SignInOutcome): void {
    this.signIns.inc({ method, outcome });
  }

  /** The metrics in Prometheus' text format, the database sampled anew. */
  text(): Promise<string> {
    this.sample = undefined;
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** One sample of the database for every series of a scrape. */
  private figures(): Promise<OperationalFigures | undefined> {
    const now = Date.now();
    if (!this.sample || now - this.sample.at > SAMPLE_REUSE_MS) {
      const figures = (this.sources.figures() ?? Promise.resolve(undefined)).catch((error: unknown) => {
        this.sources.sampleFailed(error);
        return undefined;
      });
      this.sample = { at: now, figures };
    }
    return this.sample.figures;
  }

  /** The series read when scraped. */
  private sampled(registers: Registry[]): void {
    const { sources } = this;
    const figures = () => this.figures();
    new Counter({
      name: 'tessera_page_cache_lookups_total',
      help: 'Page cache lookups by cache (page: finished pages; prepared: gated pages, asked after a page miss) and result (hit, miss)',
      labelNames: ['cache', 'result'],
      registers,
      collect() {
        const cache = sources.pageCache();
        this.reset();
        if (!cache) return;
        for (const name of ['page', 'prepared'] as const) {
          this.inc({ cache: name, result: 'hit' }, cache.lookups[name].hits);
          this.inc({ cache: name, result: 'miss' }, cache.lookups[name].misses);
        }
      },
    });
    new Gauge({
      name: 'tessera_page_cache_entries',
      help: 'Pages kept in the page cache (finished and prepared)',
      registers,
      collect() {
        this.set(sources.pageCache()?.entries ?? 0);
      },
    });
    new Gauge({
      name: 'tessera_page_cache_bytes',
      help: 'Bytes of finished pages (and their compressed forms) kept in the page cache',
      registers,
      collect() {
        this.set(sources.pageCache()?.bytes ?? 0);
      },
    });
    new Gauge({
      name: 'tessera_db_pool_connections',
      help: "PostgreSQL pool connections by state (active, idle); PGlite has no pool",
      labelNames: ['state'],
      registers,
      collect() {
        const pool = sources.database()?.pool;
        this.reset();
        if (!pool) return;
        this.set({ state: 'active' }, pool.total - pool.idle);
        this.set({ state: 'idle' }, pool.idle);
      },
    });
    new Gauge({
      name: 'tessera_db_pool_max_connections',
      help: 'The most connections the PostgreSQL pool opens',
      registers,
      collect() {
        const pool = sources.database()?.pool;
        this.reset();
        if (pool) this.set(pool.max);
      },
    });
    new Gauge({
      name: 'tessera_db_pool_waiting_queries',
      help: 'Queries waiting for a PostgreSQL pool connection',
      registers,
      collect() {
        const pool = sources.database()?.pool;
        this.reset();
        if (pool) this.set(pool.waiting);
      },
    });
    new Counter({
      name: 'tessera_db_errors_total',
      help: 'Failed database statements by kind (unavailable: the database could not be reached; statement: any other failure)',
      labelNames: ['kind'],
      registers,
      collect() {
        const db = sources.database();
        this.reset();
        if (!db) return;
        this.inc({ kind: 'unavailable' }, db.unavailable);
        this.inc({ kind: 'statement' }, db.errors - db.unavailable);
      },
    });
    new Gauge({
      name: 'tessera_outbox_messages',
      help: 'Outbox messages not done with, by channel and state (pending, retrying, sending, failed: given up, held: no provider)',
      labelNames: ['channel', 'state'],
      aggregator: 'max',
      registers,
      async collect() {
        const sample = await figures();
        this.reset();
        for (const row of sample?.outbox ?? []) this.set({ channel: row.channel, state: row.state }, row.count);
      },
    });
    new Gauge({
      name: 'tessera_outbox_oldest_message_age_seconds',
      help: 'Age of the oldest outbox message not done with, by channel and state',
      labelNames: ['channel', 'state'],
      aggregator: 'max',
      registers,
      async collect() {
        const sample = await figures();
        this.reset();
        for (const row of sample?.outbox ?? []) this.set({ channel: row.channel, state: row.state }, row.oldestSeconds);
      },
    });
    new Gauge({
      name: 'tessera_job_last_run_timestamp_seconds',
      help: 'When each background job last started, in any process (Unix time)',
      labelNames: ['job'],
      aggregator: 'max',
      registers,
      async collect() {
        const sample = await figures();
        this.reset();
        for (const job of sample?.jobs ?? []) if (job.lastStartedAt) this.set({ job: job.name }, Date.parse(job.lastStartedAt) / 1000);
      },
    });
    new Gauge({
      name: 'tessera_job_last_run_failed',
      help: "1 when a background job's last run failed, else 0",
      labelNames: ['job'],
      aggregator: 'max',
      registers,
      async collect() {
        const sample = await figures();
        this.reset();
        for (const job of sample?.jobs ?? []) this.set({ job: job.name }, job.lastOutcome === 'failed' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'tessera_market_data_breaker_open',
      help: '1 while failures keep the market data provider from being called (the last good data is served, marked stale)',
      aggregator: 'max',
      registers,
      collect() {
        this.set(sources.marketData()?.breakerOpen ? 1 : 0);
      },
    });
  }
}
