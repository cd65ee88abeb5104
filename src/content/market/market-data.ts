import {
  HALT_COLUMNS,
  HALTS_PAGE_SIZE,
  INSTRUMENTS_PAGE_SIZE,
  type Halt,
  type HaltsQuery,
  type IndexSeries,
  type Instrument,
  type InstrumentType,
  type MarketAnswer,
  type MarketStatistics,
  type MoverKind,
  type Quote,
} from '../../core/contracts/market-data';
import { toCsv } from '../../core/csv';
import { TesseraError } from '../../core/errors';
import { addDays, dayNumber, newYorkTime } from '../../core/time';
import { MarketDataUnavailable, type Fresh } from '../../services/market-data';
import type { ContentContext } from '../context';


/** The longest halt history one request may cover. */
export const MAX_HALT_HISTORY_DAYS = 366;

async function answer<T, R = T>(ctx: ContentContext, load: Promise<Fresh<T>>, shape: (data: T) => R = (d) => d as unknown as R): Promise<MarketAnswer<R>> {
  let fresh: Fresh<T>;
  try {
    fresh = await load;
  } catch (error) {
    if (error instanceof MarketDataUnavailable) throw new TesseraError('UPSTREAM_UNAVAILABLE', { what: 'The market data feed' });
    throw error;
  }
  return { data: shape(fresh.data), asOf: fresh.asOf.toISOString(), stale: fresh.stale, delayMinutes: ctx.marketData.delayMinutes };
}

/** Quotes of the symbols asked for, in that order; unknown symbols are left out. */
export function marketQuotes(ctx: ContentContext, { symbols }: { symbols: readonly string[] }): Promise<MarketAnswer<Quote[]>> {
  return answer(ctx, ctx.marketData.quotes(symbols), (quotes) => symbols.flatMap((s) => quotes.filter((q) => q.symbol === s)));
}

/** Instruments of a type (the quote directory), sorted by ticker, optionally matching a ticker or name, 50 a page. */
export function marketInstruments(
  ctx: ContentContext,
  { type, q, page }: { type: InstrumentType; q?: string | undefined; page: number },
): Promise<MarketAnswer<{ instruments: Instrument[]; total: number; page: number; pageSize: number }>> {
  return answer(ctx, ctx.marketData.instruments(), (all) => {
    const words = q?.toLowerCase();
    const matching = all
      .filter((i) => i.type === type && (!words || i.symbol.toLowerCase().startsWith(words) || i.name.toLowerCase().includes(words)))
      .sort((a, b) => a.symbol.localeCompare(b.symbol));
    const start = (page - 1) * INSTRUMENTS_PAGE_SIZE;
    return { instruments: matching.slice(start, start + INSTRUMENTS_PAGE_SIZE), total: matching.length, page, pageSize: INSTRUMENTS_PAGE_SIZE };
  });
}

/** The most active stocks, or the biggest gainers or losers by percent change. */
export async function marketMovers(ctx: ContentContext, { kind, limit }: { kind: MoverKind; limit: number }): Promise<MarketAnswer<Quote[]>> {
  const instruments = await answer(ctx, ctx.marketData.instruments());
  const stocks = instruments.data.filter((i) => i.type === 'common-stock').map((i) => i.symbol);
  const order: Record<MoverKind, (a: Quote, b: Quote) => number> = {
    'most-active': (a, b) => b.volume - a.volume,
    gainers: (a, b) => b.changePercent - a.changePercent,
    losers: (a, b) => a.changePercent - b.changePercent,
  };
  return answer(ctx, ctx.marketData.quotes(stocks), (quotes) =>
    [...quotes]
      .filter((q) => kind === 'most-active' || (kind === 'gainers' ? q.changePercent > 0 : q.changePercent < 0))
      .sort(order[kind])
      .slice(0, limit),
  );
}

/** An index's intraday series; 404 for a symbol that is no index. */
export async function marketIndex(ctx: ContentContext, { symbol }: { symbol: string }): Promise<MarketAnswer<IndexSeries>> {
  const series = await answer(ctx, ctx.marketData.indexSeries(symbol));
  if (!series.data) throw new TesseraError('NOT_FOUND', { what: `Index ${symbol}` });
  return { ...series, data: series.data };
}

/**
 * Trade halts: the current ones (today's, in New York) or the history between `from` and `to`
 * (default: the last 30 days), filtered by symbol, reason and exchange, newest first.
 */
async function haltsMatching(ctx: ContentContext, query: Omit<HaltsQuery, 'page' | 'format'>): Promise<MarketAnswer<Halt[]>> {
  const today = newYorkTime(ctx.clock.now()).day;
  const to = query.view === 'current' ? today : query.to && query.to < today ? query.to : today;
  const from = query.view === 'current' ? today : (query.from ?? addDays(to, -30));
  if (dayNumber(to) - dayNumber(from) > MAX_HALT_HISTORY_DAYS) {
    throw new TesseraError('INVALID_BODY', { detail: `from: the history covers at most ${MAX_HALT_HISTORY_DAYS} days` }, [
      { path: '/query/from', message: `The history covers at most ${MAX_HALT_HISTORY_DAYS} days` },
    ]);
  }
  return answer(ctx, ctx.marketData.halts({ from, to }), (halts) =>
    halts.filter((h) => (!query.symbol || h.symbol === query.symbol) && (!query.reason || h.reason === query.reason) && (!query.exchange || h.exchange === query.exchange)),
  );
}

/** A page of trade halts (20). */
export async function marketHalts(ctx: ContentContext, { page, format: _format, ...query }: HaltsQuery): Promise<MarketAnswer<{ halts: Halt[]; total: number; page: number; pageSize: number }>> {
  const matching = await haltsMatching(ctx, query);
  const start = (page - 1) * HALTS_PAGE_SIZE;
  return { ...matching, data: { halts: matching.data.slice(start, start + HALTS_PAGE_SIZE), total: matching.data.length, page, pageSize: HALTS_PAGE_SIZE } };
}

/** Every matching trade halt as CSV, the columns of the table. */
export async function marketHaltsCsv(ctx: ContentContext, { page: _page, format: _format, ...query }: HaltsQuery): Promise<string> {
  const { data } = await haltsMatching(ctx, query);
  return toCsv(HALT_COLUMNS, data.map((h) => [h.haltDate, h.haltTime, h.symbol, h.name, h.exchange, h.reason, h.resumeDate, h.resumeTime]));
}

/** The day's market statistics (the weekday's metric set). */
export function marketStatistics(ctx: ContentContext): Promise<MarketAnswer<MarketStatistics>> {
  return answer(ctx, ctx.marketData.statistics());
}
