import { formatDate, NEW_YORK, PLATFORM_FORMATS } from '../../core/time';

/**
 * How the market data widgets write figures: prices with two decimals, changes with their sign
 * (a true minus), volumes shortened (12.3M), and times in New York, where US markets keep time.
 */
const PRICE = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const formatPrice = (value: number): string => PRICE.format(value);

/** `+1.25`, `−0.40`, `0.00`. */
export function formatChange(value: number): string {
  const text = PRICE.format(Math.abs(value));
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

/** `+1.25%`, `−0.40%`. */
export const formatPercent = (value: number): string => `${formatChange(value)}%`;

/** `950`, `12.3K`, `4.56M`, `1.20B`. */
export function formatVolume(value: number): string {
  if (value >= 1e9) return `${(value / 1e9).toFixed(2)}B`;
  if (value >= 1e6) return `${(value / 1e6).toFixed(2)}M`;
  if (value >= 1e4) return `${(value / 1e3).toFixed(1)}K`;
  return WHOLE.format(value);
}

/** `11:32:05 AM ET`. */
export const timeET = (iso: string): string => `${formatDate(iso, PLATFORM_FORMATS.timeSeconds, { timeZone: NEW_YORK })} ET`;

/** `Nov 24, 11:32 AM ET`. */
export const dateTimeET = (iso: string): string => `${formatDate(iso, PLATFORM_FORMATS.monthDayTime, { timeZone: NEW_YORK })} ET`;

/** Up, down or unchanged: for the colour and the word screen readers hear. */
export function direction(value: number): 'up' | 'down' | 'flat' {
  return value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
}
