import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { SYMBOL_MISSING, SYMBOL_PROBLEM, type AdHocQuoteData } from '../../components/ad-hoc-quote/data';
import { registry } from '../../components/registry';
import { node, type Node } from '../../core/node';
import type { ContentContext } from '../context';
import { loadNodeData, type Loader } from '../loaders';
import { adHocQuoteLoader, indexChartLoader, marketStatisticsLoader, moversLoader, quoteDirectoryLoader, tickerLoader } from './market-widgets';

let t: TestApp;
let down: TestApp;
const ctx = (app: TestApp = t) => app.app.content as ContentContext;

beforeAll(async () => {
  t = await createTestApp();
  // A feed that refuses connections and never answered: every widget has nothing to show.
  down = await createTestApp({ env: { MARKET_DATA_URL: 'http://127.0.0.1:9', OUTBOUND_ALLOWED_HOSTS: '127.0.0.1:9' } });
});
afterAll(async () => {
  await t?.close();
  await down?.close();
});

/** The node's data, checked against the schema its kind declares. */
async function load<T>(loader: Loader<T>, tree: Node, query = '', app = t): Promise<T> {
  const data = await loader(ctx(app), { site: 'nyse', path: '/market-data', node: tree, query: new URLSearchParams(query) });
  expect(registry.get(tree.name)!.data!.schema.parse(data)).toEqual(data);
  return data;
}

describe('market widget loaders against the simulated feed', () => {
  it('ticker: the quotes of its symbols, in their order, unknown ones left out', async () => {
    const { answer } = await load(tickerLoader, node('ticker', { label: 'Prices', symbols: ['KSTR', 'NOPE', 'HBLN', 'BLCX'].map((symbol) => ({ symbol })) }));
    expect(answer?.data.map((q) => q.symbol)).toEqual(['KSTR', 'HBLN', 'BLCX']);
    expect(answer).toMatchObject({ stale: false, delayMinutes: 15 });
  });

  it('reads a draft’s props as its view shows them: a value still being typed does not fail the preview', async () => {
    const { answer } = await load(tickerLoader, node('ticker', { label: ' ', symbols: [{ symbol: 'KSTR' }] }));
    expect(answer?.data.map((q) => q.symbol)).toEqual(['KSTR']);
  });

  it('movers: the kinds of its props, each ranked and limited', async () => {
    const { answers } = await load(moversLoader, node('movers', { heading: 'Movers', headingLevel: 2, kinds: [{ kind: 'gainers' }, { kind: 'most-active' }], limit: 4 }));
    expect(Object.keys(answers).sort()).toEqual(['gainers', 'most-active']);
    expect(answers['most-active']!.data).toHaveLength(4);
    const volumes = answers['most-active']!.data.map((q) => q.volume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    expect(answers.gainers!.data.every((q) => q.changePercent > 0)).toBe(true);
  });

  it('index-chart and market-statistics: the series and the weekday’s tables', async () => {
    const { answer: series } = await load(indexChartLoader, node('index-chart', { symbol: 'NYFANG', heading: '', headingLevel: 2, height: 240 }));
    expect(series?.data).toMatchObject({ symbol: 'NYFANG', name: 'NYSE FANG+ Index' });
    expect(series!.data.points.length).toBeGreaterThan(0);
    const { answer: stats } = await load(marketStatisticsLoader, node('market-statistics', { heading: 'Statistics', headingLevel: 2 }));
    expect(stats!.data.tables.length).toBeGreaterThan(0);
    expect(stats!.data.tables[0]!.rows[0]!.universe).toBe('S&P 500');
  });

  it('ad-hoc-quote: the symbol of the address, else of the props; unknown and bad symbols', async () => {
    const lookup = (query: string, symbol = 'HBLN') => load(adHocQuoteLoader, node('ad-hoc-quote', { heading: 'Quote', headingLevel: 2, symbol }), query);
    const asked = await lookup('quote-symbol=kstr');
    expect(asked).toMatchObject({ asked: 'kstr', symbol: 'KSTR' });
    expect(asked.answer!.data.map((q) => q.name)).toEqual(['Kestrel Aerospace Holdings Inc.']);
    expect((await lookup('')).answer!.data.map((q) => q.symbol)).toEqual(['HBLN']);
    expect(await lookup('', '')).toEqual({ asked: '', symbol: '' });
    const unknown = await lookup('quote-symbol=XYZQ');
    expect(unknown.symbol).toBe('XYZQ');
    expect(unknown.answer!.data).toEqual([]);
    expect(await lookup('quote-symbol=%3Cscript%3E')).toEqual({ asked: '<script>', symbol: '', problem: SYMBOL_PROBLEM });
    expect(await lookup('quote-symbol=+')).toEqual({ asked: ' ', symbol: '', problem: SYMBOL_MISSING });
  });

  it('quote-directory: funds by default, 50 a page; type, text and page from the address, bad ones named', async () => {
    const list = (query: string, instrumentType = 'exchange-traded-fund') => load(quoteDirectoryLoader, node('quote-directory', { heading: 'Directory', headingLevel: 2, instrumentType }), query);
    const first = await list('');
    expect(first.applied).toEqual({ type: 'exchange-traded-fund', q: '' });
    expect(first.answer!.data).toMatchObject({ total: 60, page: 1, pageSize: 50 });
    expect(first.answer!.data.instruments).toHaveLength(50);
    expect((await list('dir-page=2')).answer!.data.instruments).toHaveLength(10);
    const beyond = await list('dir-page=9');
    expect(beyond.answer!.data.page).toBe(2);
    expect(beyond.problems.page).toBe('There are 2 pages; showing the last.');
    expect((await list('dir-page=abc')).problems.page).toBe('There is no such page; showing the first.');
    const stocks = await list('dir-type=common-stock&dir-q=harbor');
    expect(stocks.answer!.data.instruments.map((i) => i.symbol)).toEqual(['HBLN']);
    expect((await list('', 'common-stock')).applied.type).toBe('common-stock');
    const bad = await list(`dir-type=bonds&dir-q=${'x'.repeat(41)}`);
    expect(bad.applied).toEqual({ type: 'exchange-traded-fund', q: '' });
    expect(bad.problems).toEqual({ type: 'There is no instrument type “bonds”; choose one from the list', q: 'Enter at most 40 characters' });
    expect(bad.answer!.data.total).toBe(60);
  });

  it('a page of live widgets is kept 5 seconds at most, and reads the address for the lookup and the directory', async () => {
    const tree = node('fragment', {}, { content: [node('market-statistics', {}), node('ticker', { symbols: [{ symbol: 'HBLN' }] })] });
    const live = await loadNodeData(ctx(), { site: 'nyse', path: '/x', tree, partials: new Map() });
    expect(live).toMatchObject({ usesQuery: false, maxAgeMs: 5_000 });
    const statsOnly = await loadNodeData(ctx(), { site: 'nyse', path: '/x', tree: node('fragment', {}, { content: [node('market-statistics', {})] }), partials: new Map() });
    expect(statsOnly.maxAgeMs).toBe(300_000);
    const directory = await loadNodeData(ctx(), { site: 'nyse', path: '/x', tree: node('fragment', {}, { content: [node('quote-directory', {})] }), partials: new Map() });
    expect(directory.usesQuery).toBe(true);
  });
});

describe('market widget loaders when the feed never answered', () => {
  it('give every widget no answer instead of failing the page', async () => {
    expect(await load(tickerLoader, node('ticker', {}), '', down)).toEqual({});
    expect(await load(moversLoader, node('movers', {}), '', down)).toEqual({ answers: {} });
    expect(await load(indexChartLoader, node('index-chart', {}), '', down)).toEqual({});
    expect(await load(marketStatisticsLoader, node('market-statistics', {}), '', down)).toEqual({});
    expect(await load(adHocQuoteLoader, node('ad-hoc-quote', {}), 'quote-symbol=HBLN', down)).toEqual({ asked: 'HBLN', symbol: 'HBLN', unavailable: true });
    const directory = await load(quoteDirectoryLoader, node('quote-directory', {}), '', down);
    expect(directory.answer).toBeUndefined();
    expect(directory.applied.type).toBe('exchange-traded-fund');
  });
});

describe('the nyse market data page and home', () => {
  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host: 'nyse.localhost' } });
    // The page renderer separates adjacent text with comments; the assertions read the text.
    return { statusCode: res.statusCode, body: res.body.replace(/<!-- -->/g, '') };
  };
  const islands = (html: string) => (JSON.parse(/<script type="application\/json" id="[^"]+">([\s\S]*?)<\/script>/.exec(html)![1]!) as { islands: { kind: string; data?: unknown }[] }).islands;

  it('renders the charts, statistics, a quote and the directory on the server, and hands the islands the same data', async () => {
    const res = await page('/market-data');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(/<title id="[^"]+">NYSE Composite Index today<\/title>/);
    expect(html).toMatch(/<title id="[^"]+">NYSE FANG\+ Index today<\/title>/);
    expect(html.match(/<polyline class="t-index-chart__line" points="[\d., ]+"/g)).toHaveLength(2);
    expect(html).toMatch(/Daily US equity market statistics for \w+day, \w+ \d{1,2}, \d{4}/);
    expect(html).toMatch(/<span class="t-ad-hoc-quote__symbol">HBLN<\/span> Harborline Energy Corp\./);
    expect(html.match(/<tr data-symbol="[A-Z]+"><th scope="row">[A-Z]+<\/th><td>[^<]+ ETF<\/td>/g)).toHaveLength(50);
    expect(html).toContain('60 exchange traded funds, page 1 of 2.');
    expect(html.match(/class="t-market-data__notice"/g)).toHaveLength(5);
    const kinds = islands(html).map((i) => i.kind);
    expect(kinds.filter((k) => k === 'index-chart')).toHaveLength(2);
    expect(kinds).toContain('ad-hoc-quote');
    expect(kinds).not.toContain('quote-directory');
    expect(kinds).not.toContain('market-statistics');
    const quoteIsland = islands(html).find((i) => i.kind === 'ad-hoc-quote')!.data as AdHocQuoteData;
    expect(quoteIsland.answer!.data[0]!.symbol).toBe('HBLN');
  });

  it('answers the address: a looked-up quote, another type and page of the directory, bad values named', async () => {
    const html = (await page('/market-data?quote-symbol=kstr&dir-type=common-stock&dir-q=a&dir-page=1')).body;
    expect(html).toMatch(/<span class="t-ad-hoc-quote__symbol">KSTR<\/span> Kestrel Aerospace Holdings Inc\./);
    expect(html).toMatch(/\d+ common stocks matching “a”\./);
    expect(html).not.toMatch(/<td>[^<]+ ETF<\/td>/);
    const bad = (await page('/market-data?quote-symbol=%22%3E%3Cscript%3E&dir-type=bonds')).body;
    expect(bad).toContain(SYMBOL_PROBLEM);
    expect(bad).toContain('There is no instrument type “bonds”; choose one from the list');
    expect(bad).not.toContain('"><script>');
    expect((await page('/market-data?quote-symbol=XYZQ')).body).toContain('No quote for XYZQ.');
  });

  it('shows a ticker and the movers on the home page', async () => {
    const html = (await page('/')).body;
    expect(html).toMatch(/<li class="t-ticker__item" data-symbol="HBLN"><span class="t-ticker__symbol">HBLN<\/span> <span class="t-ticker__last">[\d,]+\.\d\d<\/span>/);
    for (const kind of ['most-active', 'gainers', 'losers']) expect(html).toContain(`data-movers="${kind}"`);
    expect(islands(html).map((i) => i.kind)).toEqual(expect.arrayContaining(['ticker', 'movers']));
  });
});
