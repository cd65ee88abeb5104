/**
 * How the market data widgets write figures: prices with two decimals, changes with their sign
 * (a true minus), volumes shortened (12.3M), and times in New York, where US markets keep time.
 */
const PRICE = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const TIME_ET = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit', second: '2-digit' });
const DATE_TIME_ET = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

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
export const timeET = (iso: string): string => `${TIME_ET.format(new Date(iso))} ET`;

/** `Nov 24, 11:32 AM ET`. */
export const dateTimeET = (iso: string): string => `${DATE_TIME_ET.format(new Date(iso))} ET`;

/** Up, down or unchanged: for the colour and the word screen readers hear. */
export function direction(value: number): 'up' | 'down' | 'flat' {
  return value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
}
