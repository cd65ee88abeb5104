import { formatDate, PLATFORM_FORMATS } from '../../core/time';
import type { XType, XValue } from './data';

const DAY_STYLES = { full: PLATFORM_FORMATS.day, short: PLATFORM_FORMATS.monthDay, month: PLATFORM_FORMATS.month } as const;

/** `Mar 3, 2026`; `short`: `Mar 3`; `month`: `Mar 2026`. */
export function formatDay(day: string, style: 'full' | 'short' | 'month' = 'full'): string {
  return formatDate(day, DAY_STYLES[style]);
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
