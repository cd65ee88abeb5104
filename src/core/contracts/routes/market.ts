import { z } from 'zod';
import { anyone } from '../access';
import { SETTLEMENT_HISTORY_PATH, SettlementHistoryQuery } from '../charts';
import { NoContent } from '../common';
import { InstallerParams, LaunchConfig, LaunchHeartbeatBody, LaunchQuery } from '../launch';
import {
  HaltPage,
  HaltsQuery,
  IndexParams,
  IndexSeries,
  InstrumentPage,
  InstrumentsQuery,
  MarketStatistics,
  marketDataEnvelope,
  MoversQuery,
  Quote,
  QuotesQuery,
  StatisticsQuery,
} from '../market-data';
import { ProductGuideQuery, ProductGuideResponse } from '../product-guide';
import { route } from '../route';

const launcher = ['Launcher'];
const market = ['Market data'];
/** The public data the widgets read: the launcher, market data, reports and the product guide. */
export const marketRoutes = {
  getLaunchConfig: route({
    method: 'GET',
    path: '/api/webice-cms-config/launch',
    query: LaunchQuery,
    responses: { 200: LaunchConfig },
    access: anyone,
    summary: 'The launcher: desktop installers by memory size and environment, and the 24-hour support lines',
    tags: launcher,
  }),
  downloadInstaller: route({
    method: 'GET',
    path: '/api/webice-cms-config/launch/installers/:installerId',
    params: InstallerParams,
    responses: { 200: { description: 'The installer', content: { 'text/plain': { schema: z.string() } } } },
    text: 'text/plain',
    access: anyone,
    summary: 'Download an installer (in this demonstration, a text file saying what it would install)',
    tags: launcher,
  }),
  launchHeartbeat: route({
    method: 'POST',
    path: '/api/webice-cms-config/launch/heartbeat',
    body: LaunchHeartbeatBody,
    responses: { 204: NoContent },
    access: anyone,
    summary: 'The launcher is still open (sent every 5000 ms while it is)',
    tags: launcher,
  }),
  getQuotes: route({
    method: 'GET',
    path: '/api/market-data/quotes',
    query: QuotesQuery,
    responses: { 200: marketDataEnvelope(z.array(Quote)) },
    access: anyone,
    summary: 'Delayed quotes of up to 20 symbols',
    tags: market,
  }),
  getMovers: route({
    method: 'GET',
    path: '/api/market-data/movers',
    query: MoversQuery,
    responses: { 200: marketDataEnvelope(z.array(Quote)) },
    access: anyone,
    summary: 'Most active stocks, gainers or losers',
    tags: market,
  }),
  listInstruments: route({
    method: 'GET',
    path: '/api/market-data/instruments',
    query: InstrumentsQuery,
    responses: { 200: marketDataEnvelope(InstrumentPage) },
    access: anyone,
    summary: 'The quote directory: instruments of a type, by ticker, 50 a page',
    tags: market,
  }),
  getIndexSeries: route({
    method: 'GET',
    path: '/api/market-data/indices/:symbol',
    params: IndexParams,
    responses: { 200: marketDataEnvelope(IndexSeries) },
    access: anyone,
    summary: 'An index’s intraday series (NYA, NYFANG)',
    tags: market,
  }),
  listHalts: route({
    method: 'GET',
    path: '/api/market-data/halts',
    query: HaltsQuery,
    responses: { 200: { description: 'The halts', content: { 'application/json': { schema: marketDataEnvelope(HaltPage) }, 'text/csv': { schema: z.string() } } } },
    text: 'text/csv',
    access: anyone,
    summary: 'Current trade halts, or their history with filters, 20 a page; `format=csv`: every matching halt as CSV',
    tags: market,
  }),
  getMarketStatistics: route({
    method: 'GET',
    path: '/api/market-data/statistics',
    query: StatisticsQuery,
    responses: { 200: marketDataEnvelope(MarketStatistics) },
    access: anyone,
    summary: 'Daily US equity market statistics: the metric set of the weekday',
    tags: market,
  }),
  getSettlementHistory: route({
    method: 'GET',
    path: SETTLEMENT_HISTORY_PATH,
    query: SettlementHistoryQuery,
    responses: { 200: { description: 'The history, oldest first', content: { 'text/csv': { schema: z.string() } } } },
    text: 'text/csv',
    access: anyone,
    summary: 'Settlement history of a contract’s front months as CSV: date, contract, settlement, volume, openInterest',
    tags: ['Reports'],
  }),
  listProducts: route({
    method: 'GET',
    path: '/api/productguide/groups/products',
    query: ProductGuideQuery,
    responses: { 200: ProductGuideResponse },
    access: anyone,
    summary: 'Futures and options products (physicalCommodity, specName, groupName, micCode), by group, venue (MIC) and free text',
    tags: ['Product guide'],
  }),
};
