import { describe, expect, it } from 'vitest';
import { closedReason, isIsoDay, isTradingDay, latestTradingDay, previousTradingDay, tradingDayFrom, usHolidays } from './trading-days';

describe('trading days', () => {
  it('knows the US exchange holidays of 2026, as observed', () => {
    expect([...usHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-19', // Martin Luther King Jr. Day
      '2026-02-16', // Washington's Birthday
      '2026-04-03', // Good Friday
      '2026-05-25', // Memorial Day
      '2026-06-19', // Juneteenth
      '2026-07-03', // Independence Day falls on a Saturday
      '2026-09-07', // Labor Day
      '2026-11-26', // Thanksgiving
      '2026-12-25',
    ]);
  });

  it('observes no New Year on the Friday before a Saturday New Year, and Juneteenth only from 2022', () => {
    expect(usHolidays(2022).has('2021-12-31')).toBe(false);
    expect(usHolidays(2021).has('2021-06-18')).toBe(false);
    expect(usHolidays(2022).has('2022-06-20')).toBe(true);
  });

  it('tells weekends, holidays and text that is no date apart', () => {
    expect(closedReason('2026-02-28')).toBe('weekend');
    expect(closedReason('2026-04-03')).toBe('holiday');
    expect(closedReason('2026-02-27')).toBeUndefined();
    for (const text of ['2026-02-30', '2026-2-27', 'yesterday', '', '20260227']) {
      expect(isIsoDay(text), text).toBe(false);
      expect(isTradingDay(text), text).toBe(false);
    }
  });

  it('publishes the trading day before today, skipping weekends and holidays', () => {
    expect(latestTradingDay(new Date('2026-03-02T09:00:00Z'))).toBe('2026-02-27');
    expect(latestTradingDay(new Date('2026-01-20T23:59:00Z'))).toBe('2026-01-16');
    expect(previousTradingDay('2026-04-06')).toBe('2026-04-02');
    expect(tradingDayFrom('2026-04-03')).toBe('2026-04-06');
    expect(tradingDayFrom('2026-04-02')).toBe('2026-04-02');
  });
});
