/**
 * The simulated daily market statistics (specification §2 "market statistics summary with
 * weekday metric sets"; DOMAIN-NOTES "Daily US equity market statistics"): deterministic per
 * trading day, in realistic ranges.
 */
import type { MarketStatistics, StatisticsMetric, StatisticsSet } from '../../core/contracts/market-data';
import { seeded } from '../../core/market-model';
import { previousTradingDay } from '../../core/exchange-calendar';
import { weekdayOf } from '../../core/time';

const SETS: Record<StatisticsSet, readonly StatisticsMetric[]> = {
  monday: ['cadv', 'notional'],
  tuesday: ['index-returns', 'close-percent-volume'],
  wednesday: ['market-liquidity-index'],
  thursday: ['liquidity-coverage'],
  friday: ['quote-volatility', 'spreads'],
  weekend: ['index-returns', 'close-percent-volume'],
};

const WEEKDAYS: StatisticsSet[] = ['weekend', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'weekend'];

const INDEX_UNIVERSES = ['S&P 500', 'S&P 400', 'S&P 600'];
const LIQUIDITY_UNIVERSES = [...INDEX_UNIVERSES, 'Top 100 ETFs'];

/** Label, unit, universes and the typical level and spread of each metric. */
const METRICS: Record<StatisticsMetric, { label: string; unit: string; universes: readonly string[]; level: (u: number) => number; spread: number; decimals: number }> = {
  cadv: { label: 'Consolidated average daily volume', unit: 'billion shares', universes: INDEX_UNIVERSES, level: (u) => [4.1, 1.2, 0.9][u]!, spread: 0.12, decimals: 2 },
  notional: { label: 'Notional value traded', unit: '$ billion', universes: INDEX_UNIVERSES, level: (u) => [410, 58, 24][u]!, spread: 0.15, decimals: 1 },
  'index-returns': { label: 'Index returns', unit: '%', universes: INDEX_UNIVERSES, level: () => 0, spread: 1.2, decimals: 2 },
  'close-percent-volume': { label: 'Closing auction share of consolidated volume', unit: '%', universes: INDEX_UNIVERSES, level: (u) => [9.1, 8.6, 8.2][u]!, spread: 0.08, decimals: 1 },
  'market-liquidity-index': { label: 'Market liquidity index (two-year base = 100)', unit: 'index', universes: LIQUIDITY_UNIVERSES, level: (u) => [104, 97, 92, 110][u]!, spread: 0.08, decimals: 1 },
  'liquidity-coverage': { label: 'Displayed liquidity at the inside', unit: '$ thousand', universes: LIQUIDITY_UNIVERSES, level: (u) => [620, 180, 95, 1450][u]!, spread: 0.12, decimals: 0 },
  'quote-volatility': { label: 'Quote volatility', unit: 'bps', universes: INDEX_UNIVERSES, level: (u) => [6.2, 8.4, 11.7][u]!, spread: 0.15, decimals: 1 },
  spreads: { label: 'Quoted spreads', unit: 'bps', universes: LIQUIDITY_UNIVERSES, level: (u) => [2.9, 6.1, 11.3, 1.8][u]!, spread: 0.1, decimals: 1 },
};

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The weekday set of a calendar day (`yyyy-MM-dd`). */
export function statisticsSet(day: string): StatisticsSet {
  return WEEKDAYS[weekdayOf(day)]!;
}

/**
 * The statistics shown on `today` (New York): the latest trading day before it, with that day's
 * weekday set, so the figures' date and their set name the same day (issue 25 point 8); at the
 * weekend, the weekend set of Friday's (the last trading day's) figures.
 */
export function dailyStatistics(today: string): MarketStatistics {
  const day = previousTradingDay(today);
  const set = statisticsSet(today) === 'weekend' ? 'weekend' : statisticsSet(day);
  return {
    day,
    set,
    tables: SETS[set].map((metric) => {
      const m = METRICS[metric];
      return {
        metric,
        label: m.label,
        unit: m.unit,
        rows: m.universes.map((universe, u) => {
          const random = seeded('statistics', metric, universe, day);
          const value = (scale: number) => {
            const base = m.level(u);
            return round(base === 0 ? (random() - 0.48) * m.spread * scale : base * (1 + (random() - 0.5) * m.spread), m.decimals);
          };
          // Returns grow with the period; levels average out over longer periods.
          return { universe, latest: value(1), fiveDay: value(2.2), oneMonth: value(4.5), threeMonth: value(8) };
        }),
      };
    }),
  };
}

