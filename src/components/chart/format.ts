import type { XType, XValue } from './data';

/** Days are calendar days, not instants: formatted in UTC so every time zone shows the same day. */
const FULL_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const MONTH = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short' });

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** `Mar 3, 2026`; `short`: `Mar 3`; `month`: `Mar 2026`. */
export function formatDay(day: string, style: 'full' | 'short' | 'month' = 'full'): string {
  return (style === 'full' ? FULL_DAY : style === 'short' ? SHORT_DAY : MONTH).format(dayDate(day));
}

const VALUE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** A value as people read it: `74,210.5`, at most 4 decimals; `decimals` fixes their number (axis ticks). */
export function formatValue(value: number, decimals?: number): string {
  if (decimals === undefined) return VALUE.format(value);
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** An x value as the table and the cursor show it. */
export function formatX(x: XValue, xType: XType): string {
  if (xType === 'date') return formatDay(x as string);
  if (xType === 'number') return formatValue(x as number);
  return String(x);
}
