import { DAY, HOUR, MINUTE, SECOND } from '../../core/constants';

/** The units a counter may count down to, largest first (specification §9's time constants). */
export const DURATION_UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const UNIT_MS: Record<DurationUnit, number> = { days: DAY, hours: HOUR, minutes: MINUTE, seconds: SECOND };

const SINGULAR: Record<DurationUnit, string> = { days: 'day', hours: 'hour', minutes: 'minute', seconds: 'second' };

export interface CounterPart {
  unit: DurationUnit;
  value: number;
  /** The unit's word for the value: "day" for 1, "days" otherwise. */
  word: string;
}

export interface Countdown {
  /** The date has come. */
  up: boolean;
  /** Days down to the chosen unit, always all of them (zeros too), so the markup keeps its shape. */
  parts: CounterPart[];
  /** Milliseconds until the shown value changes (or the time is up); 0 once it is up. */
  nextChange: number;
}

function part(unit: DurationUnit, value: number): CounterPart {
  return { unit, value, word: value === 1 ? SINGULAR[unit] : unit };
}

/** "1 day 0 hours 5 minutes": the parts as words. */
export function counterText(parts: readonly CounterPart[]): string {
  return parts.map((p) => `${p.value} ${p.word}`).join(' ');
}

/**
 * The counter at `now` for a target date, counting whole units of `unit` rounded up: with 90
 * seconds left and unit minutes it shows 2 minutes, so it reaches zero exactly when the time
 * is up, never a moment early.
 */
export function countdown({ now, target, unit }: { now: number; target: number; unit: DurationUnit }): Countdown {
  const remaining = target - now;
  const units = DURATION_UNITS.slice(0, DURATION_UNITS.indexOf(unit) + 1);
  if (remaining <= 0) return { up: true, parts: units.map((u) => part(u, 0)), nextChange: 0 };
  const step = UNIT_MS[unit];
  let rest = Math.ceil(remaining / step) * step;
  const parts = units.map((u) => {
    const value = Math.floor(rest / UNIT_MS[u]);
    rest -= value * UNIT_MS[u];
    return part(u, value);
  });
  return { up: false, parts, nextChange: ((remaining - 1) % step) + 1 };
}

/**
 * The text the heading-length rule measures: the header and the widest counter for the unit
 * (two-digit values), so the heading keeps one level while the counter runs.
 */
export function headingText(header: string, unit: DurationUnit): string {
  const widest = counterText(DURATION_UNITS.slice(0, DURATION_UNITS.indexOf(unit) + 1).map((u) => part(u, 10)));
  return header ? `${header} ${widest}` : widest;
}
