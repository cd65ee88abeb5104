import { readSymbol, QUOTE_PARAM, type AdHocQuoteData } from '../../components/ad-hoc-quote/data';
import { adHocQuote } from '../../components/ad-hoc-quote/definition';
import type { IndexChartData } from '../../components/index-chart/data';
import { indexChart } from '../../components/index-chart/definition';
import type { MarketStatisticsData } from '../../components/market-statistics/data';
import type { MoversData } from '../../components/movers/data';
import { movers } from '../../components/movers/definition';
import { DIRECTORY_PARAMS, DIRECTORY_TYPES, MAX_DIRECTORY_QUERY, type DirectoryType, type QuoteDirectoryData } from '../../components/quote-directory/data';
import { quoteDirectory } from '../../components/quote-directory/definition';
import type { TickerData } from '../../components/ticker/data';
import { ticker } from '../../components/ticker/definition';
import { TesseraError } from '../../core/errors';
import { shownProps } from '../../core/incomplete';
import type { Loader } from '../loaders';
import { marketIndex, marketInstruments, marketMovers, marketQuotes, marketStatistics } from '../market/market-data';

/**
 * The market data widgets' server-side data (issue 15); how long a page may keep it is each
 * kind's `data.maxAgeMs`. A feed that never answered gives no answer (the widget says
 * "Market data is unavailable right now"), never a failed page.
 */

/** The answer, or undefined when the feed is unavailable (or, for an index, does not know it). */
async function orUnavailable<T>(load: Promise<T>, alsoMissing = false): Promise<T | undefined> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof TesseraError && (error.code === 'UPSTREAM_UNAVAILABLE' || (alsoMissing && error.code === 'NOT_FOUND'))) return undefined;
    throw error;
  }
}

const withAnswer = <T>(answer: T | undefined): { answer?: T } => (answer === undefined ? {} : { answer });

export const tickerLoader: Loader<TickerData> = async (ctx, { node }) => {
  const { symbols } = shownProps(ticker, node.props);
  return withAnswer(await orUnavailable(marketQuotes(ctx, { symbols: symbols.map((s) => s.symbol) })));
};

export const moversLoader: Loader<MoversData> = async (ctx, { node }) => {
  const { kinds: chosen, limit } = shownProps(movers, node.props);
  const kinds = chosen.map((k) => k.kind);
  const answers: MoversData['answers'] = {};
  for (const kind of kinds) {
    const answer = await orUnavailable(marketMovers(ctx, { kind, limit }));
    if (!answer) return { answers: {} };
    answers[kind] = answer;
  }
  return { answers };
};

export const indexChartLoader: Loader<IndexChartData> = async (ctx, { node }) => {
  const { symbol } = shownProps(indexChart, node.props);
  return withAnswer(await orUnavailable(marketIndex(ctx, { symbol }), true));
};

export const marketStatisticsLoader: Loader<MarketStatisticsData> = async (ctx) => withAnswer(await orUnavailable(marketStatistics(ctx)));

/** ad-hoc-quote: the quote of `?quote-symbol=`, else of the props' symbol; a bad symbol is named beside the field instead. */
export const adHocQuoteLoader: Loader<AdHocQuoteData> = async (ctx, { node, query }) => {
  const props = shownProps(adHocQuote, node.props);
  const asked = query.get(QUOTE_PARAM);
  if (asked === null && !props.symbol) return { asked: '', symbol: '' };
  const read = asked === null ? { symbol: props.symbol } : readSymbol(asked.slice(0, 40));
  if ('problem' in read) return { asked: (asked ?? '').slice(0, 40), symbol: '', problem: read.problem };
  const answer = await orUnavailable(marketQuotes(ctx, { symbols: [read.symbol] }));
  return { asked: asked?.slice(0, 40) ?? '', symbol: read.symbol, ...(answer ? { answer } : { unavailable: true }) };
};

/**
 * quote-directory: the filters of the address (`dir-type`, `dir-q`, `dir-page`), each checked
 * on its own; a bad one is named beside its field and the props' default applies instead.
 */
export const quoteDirectoryLoader: Loader<QuoteDirectoryData> = async (ctx, { node, query }) => {
  const props = shownProps(quoteDirectory, node.props);
  const asked = { type: (query.get(DIRECTORY_PARAMS.type) ?? '').slice(0, 40), q: (query.get(DIRECTORY_PARAMS.q) ?? '').trim().slice(0, 200) };
  const problems: QuoteDirectoryData['problems'] = {};
  let type: DirectoryType = props.instrumentType;
  if (asked.type) {
    if ((DIRECTORY_TYPES as readonly string[]).includes(asked.type)) type = asked.type as DirectoryType;
    else problems.type = `There is no instrument type “${asked.type}”; choose one from the list`;
  }
  let q = asked.q;
  if (q.length > MAX_DIRECTORY_QUERY) {
    problems.q = `Enter at most ${MAX_DIRECTORY_QUERY} characters`;
    q = '';
  }
  const applied = { type, q };
  const rawPage = query.get(DIRECTORY_PARAMS.page) ?? '1';
  let page = /^\d{1,5}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  if (page === 1 && rawPage !== '1') problems.page = 'There is no such page; showing the first.';
  const fetchPage = (p: number) => orUnavailable(marketInstruments(ctx, { type, ...(q ? { q } : {}), page: p }));
  let answer = await fetchPage(page);
  if (answer) {
    const last = Math.max(1, Math.ceil(answer.data.total / answer.data.pageSize));
    if (page > last) {
      problems.page = `There ${last === 1 ? 'is 1 page' : `are ${last} pages`}; showing the last.`;
      page = last;
      answer = await fetchPage(page);
    }
  }
  return { asked, applied, problems, ...withAnswer(answer) };
};
