/**
 * The small price model behind the demo reports (report center, options report): seeded and
 * pure, so the same report, contract and date give the same figures on every machine, in the
 * server's HTML and in an island alike.
 */
import { dayNumber } from './time';

/** A 32-bit FNV-1a hash of text: the seed of a generator. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator seeded by its parts (`seeded('end-of-day', 'B', '2026-02-27')`). */
export function seeded(...parts: (string | number)[]): () => number {
  return seededRandom(hashSeed(parts.join('|')));
}

/**
 * The price level of a product on a day around its base price: two slow waves and a little
 * daily noise, so consecutive days differ by realistic amounts (well under 3%).
 */
export function priceLevel({ key, base, day }: { key: string; base: number; day: string }): number {
  const d = dayNumber(day);
  const phase = (hashSeed(key) % 1000) / 160;
  const noise = seeded(key, 'noise', d)() - 0.5;
  return base * (1 + 0.07 * Math.sin(d / 47 + phase) + 0.025 * Math.sin(d / 9.7 + phase * 2) + 0.008 * noise);
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error < 1.5e-7). */
export function normCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Black-76 premiums of a call and a put on a future (`years` to expiry, annual `vol` and `rate`). */
export function black76({ forward, strike, years, vol, rate = 0.04 }: { forward: number; strike: number; years: number; vol: number; rate?: number }): { call: number; put: number } {
  const sd = vol * Math.sqrt(Math.max(years, 1 / 365));
  const d1 = (Math.log(forward / strike) + (sd * sd) / 2) / sd;
  const d2 = d1 - sd;
  const discount = Math.exp(-rate * years);
  return {
    call: discount * (forward * normCdf(d1) - strike * normCdf(d2)),
    put: discount * (strike * normCdf(-d2) - forward * normCdf(-d1)),
  };
}

/** A strike step of 1, 2 or 5 times a power of ten, near 2.5% of the price. */
export function strikeStep(price: number): number {
  const raw = price * 0.025;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit < 1.5 ? 1 : unit < 3.5 ? 2 : 5) * power;
}

/** Rounds to `decimals` places without floating-point noise. */
export function round(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

/**
 * One formatter per number of decimals: `toLocaleString` with options builds a formatter on
 * every call, which was most of the seed's time in the chart loaders (issue 39).
 */
const NUMBER_FORMATS = new Map<number, Intl.NumberFormat>();

/** `1234567.8` → `1,234,567.80` (fixed decimals, grouped thousands). */
export function formatNumber(value: number, decimals = 0): string {
  let format = NUMBER_FORMATS.get(decimals);
  if (!format) NUMBER_FORMATS.set(decimals, (format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })));
  return format.format(value);
}

/** A change with its sign: `+0.61`, `-1.20`, `0.00`. */
export function formatChange(value: number, decimals = 2): string {
  const text = formatNumber(Math.abs(value), decimals);
  if (Number(value.toFixed(decimals)) === 0) return text;
  return value > 0 ? `+${text}` : `-${text}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A calendar month as a number of months since year 0 (`year * 12 + month - 1`). */
export type MonthIndex = number;

export function monthIndexOf(day: string): MonthIndex {
  return Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
}

/** `May 2026`. */
export function monthName(index: MonthIndex): string {
  return `${MONTH_NAMES[index % 12]} ${Math.floor(index / 12)}`;
}

/** `May26`: the exchanges' short contract month. */
export function monthCode(index: MonthIndex): string {
  return `${MONTHS[index % 12]}${String(Math.floor(index / 12) % 100).padStart(2, '0')}`;
}

/** `2026-05`. */
export function monthValue(index: MonthIndex): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The next `count` listed contract months after the month of `day` (the front month expires
 * before its calendar month begins), from a listing cycle of months 1-12.
 */
export function listedMonths({ day, cycle, count, from = 1 }: { day: string; cycle: readonly number[]; count: number; from?: number }): MonthIndex[] {
  const months: MonthIndex[] = [];
  for (let m = monthIndexOf(day) + from; months.length < count; m++) if (cycle.includes((m % 12) + 1)) months.push(m);
  return months;
}
