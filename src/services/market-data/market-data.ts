import { z } from 'zod';
import { Halt, IndexSeries, Instrument, MarketStatistics, Quote } from '../../core/contracts/market-data';
import type { Clock } from '../clock';
import type { MarketDataProvider } from './provider';

/** Data with the moment it was fetched, and whether it is the last good data after a failure. */
export interface Fresh<T> {
  data: T;
  asOf: Date;
  stale: boolean;
}

/** No data to give: the provider failed and nothing good was fetched before. */
export class MarketDataUnavailable extends Error {
  override name = 'MarketDataUnavailable';
}

export interface MarketDataOptions {
  clock: Clock;
  /** How long fetched prices and halts are served before the provider is asked again (the widgets' poll interval). */
  intervalMs?: number;
  /** Consecutive failures that open the circuit breaker. */
  failureThreshold?: number;
  /** How long an open breaker keeps the provider from being called. */
  cooldownMs?: number;
  /** How late the provider's prices are, for the data-delay notice. */
  delayMinutes?: number;
  /** Told of each provider failure (the server logs and counts them). */
  onFailure?(error: unknown, key: string): void;
  /** Told of each good answer from the provider (the server reports how old the data is). */
  onSuccess?(key: string): void;
  /** Told of each answer given from the last good data because the provider failed (the server counts them). */
  onStale?(key: string): void;
}

interface Entry {
  value?: unknown;
  asOf?: Date;
  expires: number;
  inflight?: Promise<void>;
}

const INSTRUMENTS_MS = 60 * 60_000;
const STATISTICS_MS = 5 * 60_000;
const MAX_ENTRIES = 500;

/**
 * The market data every widget reads, in front of a provider: answers are cached for an
 * interval and concurrent requests for the same data share one provider call, so any number of
 * pollers cost one upstream request per interval. Every answer is checked (finite, positive
 * prices, whole non-negative volumes); a failing or nonsensical provider gives the last good
 * data marked stale with its `asOf` — never a wrong number — and after `failureThreshold`
 * failures in a row it is left alone for `cooldownMs` (a circuit breaker).
 */
export class MarketData {
  readonly delayMinutes: number;
  private readonly entries = new Map<string, Entry>();
  /** How long an answer is served before the provider is asked again. */
  readonly intervalMs: number;
  private readonly failureThreshold: number;
  private readonly cooldownMs: number;
  private failures = 0;
  private openUntil = 0;
  /** Provider calls made, for tests and the bench. */
  upstreamCalls = 0;

  constructor(
    private readonly provider: MarketDataProvider,
    private readonly options: MarketDataOptions,
  ) {
    this.intervalMs = options.intervalMs ?? 5_000;
    this.failureThreshold = options.failureThreshold ?? 3;
    this.cooldownMs = options.cooldownMs ?? 30_000;
    this.delayMinutes = options.delayMinutes ?? 15;
  }

  instruments(): Promise<Fresh<Instrument[]>> {
    return this.get('instruments', INSTRUMENTS_MS, () => this.provider.instruments(), z.array(Instrument).min(1));
  }

  quotes(symbols: readonly string[]): Promise<Fresh<Quote[]>> {
    const list = [...new Set(symbols)].sort();
    return this.get(`quotes:${list.join(',')}`, this.intervalMs, () => this.provider.quotes(list), z.array(Quote));
  }

  indexSeries(symbol: string): Promise<Fresh<IndexSeries | null>> {
    return this.get(`index:${symbol}`, this.intervalMs, async () => (await this.provider.indexSeries(symbol)) ?? null, IndexSeries.nullable());
  }

  halts(range: { from: string; to: string }): Promise<Fresh<Halt[]>> {
    return this.get(`halts:${range.from}:${range.to}`, this.intervalMs, () => this.provider.halts(range), z.array(Halt));
  }

  /** Daily figures: fetched again every few minutes, not every interval. */
  statistics(): Promise<Fresh<MarketStatistics>> {
    return this.get('statistics', STATISTICS_MS, () => this.provider.statistics(), MarketStatistics);
  }

  /** Whether the breaker keeps the provider from being called now. */
  get breakerOpen(): boolean {
    return this.options.clock.now().getTime() < this.openUntil;
  }

  private async get<T>(key: string, ttlMs: number, load: () => Promise<unknown>, schema: z.ZodType<T>): Promise<Fresh<T>> {
    const now = this.options.clock.now().getTime();
    let entry = this.entries.get(key);
    if (entry && entry.value !== undefined && now < entry.expires) return { data: entry.value as T, asOf: entry.asOf!, stale: false };
    if (!entry) {
      entry = { expires: 0 };
      this.remember(key, entry);
    }
    if (!entry.inflight && now >= this.openUntil) entry.inflight = this.refresh(key, entry, ttlMs, load, schema);
    if (entry.inflight) await entry.inflight;
    if (entry.value === undefined) throw new MarketDataUnavailable('Market data is unavailable: the provider is failing and nothing was fetched before');
    const fresh = this.options.clock.now().getTime() < entry.expires;
    if (!fresh) this.options.onStale?.(key);
    return { data: entry.value as T, asOf: entry.asOf!, stale: !fresh };
  }

  private async refresh(key: string, entry: Entry, ttlMs: number, load: () => Promise<unknown>, schema: z.ZodType): Promise<void> {
    this.upstreamCalls++;
    try {
      const value = schema.parse(await load());
      const asOf = this.options.clock.now();
      Object.assign(entry, { value, asOf, expires: asOf.getTime() + ttlMs });
      this.failures = 0;
      this.options.onSuccess?.(key);
    } catch (error) {
      this.failures++;
      if (this.failures >= this.failureThreshold) this.openUntil = this.options.clock.now().getTime() + this.cooldownMs;
      this.options.onFailure?.(error, key);
    } finally {
      entry.inflight = undefined;
    }
  }

  /** Keeps the cache bounded: the oldest keys go first (symbol lists come from visitors). */
  private remember(key: string, entry: Entry): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }
}
