import type { Halt, IndexSeries, Instrument, MarketStatistics, Quote } from '../../core/contracts/market-data';
import type { MarketDataProvider } from './provider';

export interface HttpProviderOptions {
  /** The feed's base address (`MARKET_DATA_URL`), e.g. `https://feed.example.com/v1`. */
  baseUrl: string;
  timeoutMs?: number;
  maxBytes?: number;
  /** How requests are sent (the platform passes the outbound service's, which applies the address policy). */
  fetch?: typeof fetch;
}

export class UpstreamError extends Error {
  override name = 'UpstreamError';
}

/**
 * A real feed over HTTP, answering JSON at `{base}/instruments`, `/quotes?symbols=A,B`,
 * `/indices/{symbol}` and `/halts?from=&to=` in the shapes of `core/contracts/market-data`.
 * Only transport is checked here (status, JSON, size, time); `MarketData` checks the figures.
 */
export class HttpProvider implements MarketDataProvider {
  private readonly base: string;

  constructor(private readonly options: HttpProviderOptions) {
    this.base = options.baseUrl.replace(/\/+$/, '');
  }

  async instruments(): Promise<Instrument[]> {
    return (await this.json<{ instruments: Instrument[] }>('/instruments')).instruments;
  }

  async quotes(symbols: readonly string[]): Promise<Quote[]> {
    return (await this.json<{ quotes: Quote[] }>(`/quotes?symbols=${encodeURIComponent(symbols.join(','))}`)).quotes;
  }

  async indexSeries(symbol: string): Promise<IndexSeries | undefined> {
    return this.json<IndexSeries | undefined>(`/indices/${encodeURIComponent(symbol)}`, { notFound: undefined });
  }

  async halts({ from, to }: { from: string; to: string }): Promise<Halt[]> {
    return (await this.json<{ halts: Halt[] }>(`/halts?from=${from}&to=${to}`)).halts;
  }

  statistics(): Promise<MarketStatistics> {
    return this.json<MarketStatistics>('/statistics');
  }

  /** `notFound`: what a 404 means (an unknown index), where it is no failure. */
  private async json<T>(path: string, options: { notFound?: T } = {}): Promise<T> {
    const url = `${this.base}${path}`;
    const signal = AbortSignal.timeout(this.options.timeoutMs ?? 3_000);
    const response = await (this.options.fetch ?? fetch)(url, { headers: { accept: 'application/json' }, signal, redirect: 'error' });
    if (response.status === 404 && 'notFound' in options) return options.notFound as T;
    if (!response.ok) throw new UpstreamError(`${response.status} ${response.statusText}: ${url}`);
    const type = response.headers.get('content-type') ?? 'no content type';
    if (!/^application\/json\b/i.test(type)) throw new UpstreamError(`Not JSON (${type}): ${url}`);
    const text = await readLimited(response, this.options.maxBytes ?? 5 * 1024 * 1024, url);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new UpstreamError(`Malformed JSON: ${url}`);
    }
  }
}

/** The body as text, refused as soon as it grows past `limit` bytes (a feed gone wrong can stream forever). */
async function readLimited(response: Response, limit: number, url: string): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      await reader!.cancel();
      throw new UpstreamError(`Answer larger than ${limit} bytes: ${url}`);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
