import { message } from './errors';

/**
 * Specification §5: a blank string, null, false, ±Infinity or NaN is missing
 * (undefined too: an absent value is the plainest kind of missing).
 */
export function isMissing(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return !Number.isFinite(value);
  return false;
}

/** `'{label} is required.'` when the value is missing, else undefined. Default label `Value`. */
export function checkRequired(value: unknown, label = 'Value'): string | undefined {
  return isMissing(value) ? message('REQUIRED', { label: label.trim() === '' ? 'Value' : label }) : undefined;
}
