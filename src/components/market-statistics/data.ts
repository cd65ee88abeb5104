import type { z } from 'zod';
import type { StatisticsSet } from '../../core/contracts/market-data';
import type { MarketStatisticsDataSchema } from './definition';

export type MarketStatisticsData = z.infer<typeof MarketStatisticsDataSchema>;

/** What each weekday's set holds (specification §2: the weekday metric sets). */
export const SET_CONTENTS: Record<StatisticsSet, string> = {
  monday: 'consolidated average daily volume and notional value traded',
  tuesday: 'index returns and the closing auction’s share of volume',
  wednesday: 'the market liquidity index',
  thursday: 'liquidity coverage',
  friday: 'quote volatility and quoted spreads',
  weekend: 'index returns and the closing auction’s share of volume',
};

export const SET_NAMES: Record<StatisticsSet, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  weekend: 'Weekend',
};
