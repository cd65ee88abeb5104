import { HALT_PARAMS, NO_HALT_FILTERS, type HaltFilters, type TradeHaltsData } from '../../components/trade-halts/data';
import { TickerSymbol } from '../../core/contracts/market-data';
import { HALT_EXCHANGES, HALT_REASONS, type HaltReason } from '../../core/halts';
import { TesseraError } from '../../core/errors';
import { addDays, dayNumber, formatDate, isIsoDay, newYorkTime } from '../../core/time';
import type { Loader } from '../loaders';
import { marketHalts, MAX_HALT_HISTORY_DAYS } from '../market/market-data';


/**
 * The filters the address asks for, each checked on its own: a bad value is named beside its
 * field and left out, the others still apply (a visitor's typo never costs the whole list).
 */
export function readHaltFilters(query: URLSearchParams, today: string): { asked: HaltFilters; applied: HaltFilters; problems: TradeHaltsData['problems'] } {
  const one = (name: string) => (query.get(name) ?? '').trim().slice(0, 40);
  const asked: HaltFilters = { symbol: one(HALT_PARAMS.symbol), reason: one(HALT_PARAMS.reason) as HaltReason | '', exchange: one(HALT_PARAMS.exchange), from: one(HALT_PARAMS.from), to: one(HALT_PARAMS.to) };
  const applied: HaltFilters = { ...NO_HALT_FILTERS };
  const problems: TradeHaltsData['problems'] = {};
  if (asked.symbol) {
    const symbol = TickerSymbol.safeParse(asked.symbol);
    if (symbol.success) applied.symbol = symbol.data;
    else problems.symbol = 'A symbol is 1 to 10 letters or digits, like HBLN';
  }
  if (asked.reason) {
    if ((HALT_REASONS as readonly string[]).includes(asked.reason)) applied.reason = asked.reason;
    else problems.reason = `There is no halt reason “${asked.reason}”`;
  }
  if (asked.exchange) {
    if ((HALT_EXCHANGES as readonly string[]).includes(asked.exchange)) applied.exchange = asked.exchange;
    else problems.exchange = `Halts are not listed for “${asked.exchange}”`;
  }
  for (const name of ['from', 'to'] as const) {
    if (!asked[name]) continue;
    if (!isIsoDay(asked[name])) problems[name] = 'Enter a date as YYYY-MM-DD';
    else if (asked[name] > today) problems[name] = 'Choose a day no later than today';
    else applied[name] = asked[name];
  }
  // Dates the wrong way round are swapped, never changed silently: the note beside the dates says so.
  if (applied.from && applied.to && applied.from > applied.to) {
    [applied.from, applied.to] = [applied.to, applied.from];
    problems.range = `The first day you entered (${formatDate(asked.from, 'short')}) is after the last (${formatDate(asked.to, 'short')}), so they were swapped: showing halts from ${formatDate(applied.from, 'short')} to ${formatDate(applied.to, 'short')}.`;
  }
  const end = applied.to || today;
  if (applied.from && dayNumber(end) - dayNumber(applied.from) > MAX_HALT_HISTORY_DAYS) {
    problems.from = `The history covers at most ${MAX_HALT_HISTORY_DAYS} days`;
    applied.from = '';
  }
  return { asked, applied, problems };
}

/**
 * trade-halts: today's halts, or (`?halts=history`) the history the address asks for. Live data:
 * a page showing it is kept rendered for 5 seconds at most. A feed that never answered gives the
 * view no halts to show, and it says so; the page itself still renders.
 */
export const tradeHaltsLoader: Loader<TradeHaltsData> = async (ctx, { query }) => {
  const today = newYorkTime(ctx.clock.now()).day;
  const view = query.get(HALT_PARAMS.view) === 'history' ? 'history' : 'current';
  const { asked, applied, problems } = view === 'history' ? readHaltFilters(query, today) : { asked: NO_HALT_FILTERS, applied: NO_HALT_FILTERS, problems: {} };
  const rawPage = query.get(HALT_PARAMS.page) ?? '1';
  let page = /^\d{1,5}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  if (page === 1 && rawPage !== '1') problems.page = 'There is no such page; showing the first.';
  const base = { view, asked, applied, problems, defaultFrom: addDays(today, -30), today } as const;
  const fetchPage = (p: number) => marketHalts(ctx, { view, ...pick(applied), page: p, format: 'json' });
  try {
    let answer = await fetchPage(page);
    const last = Math.max(1, Math.ceil(answer.data.total / answer.data.pageSize));
    if (page > last) {
      problems.page = `There are ${last} ${last === 1 ? 'page' : 'pages'}; showing the last.`;
      page = last;
      answer = await fetchPage(page);
    }
    return { ...base, answer };
  } catch (error) {
    if (error instanceof TesseraError && error.code === 'UPSTREAM_UNAVAILABLE') return base;
    throw error;
  }
};

/** The applied filters as the operation takes them (empty ones left out). */
function pick(filters: HaltFilters) {
  return {
    ...(filters.symbol ? { symbol: filters.symbol } : {}),
    ...(filters.reason ? { reason: filters.reason } : {}),
    ...(filters.exchange ? { exchange: filters.exchange as (typeof HALT_EXCHANGES)[number] } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}
