/** The year filter of notice lists (specification §4 and §7). */

/** Available years as the client shows them: numeric ones only, newest first (specification §7). */
export function yearsDescending(years: readonly (number | string)[]): number[] {
  const numeric = years.map((y) => (typeof y === 'number' ? y : /^\d{4}$/.test(y.trim()) ? Number(y) : NaN)).filter((y) => Number.isInteger(y));
  return [...new Set(numeric)].sort((a, b) => b - a);
}

/**
 * Specification §4: "Default year: current year if available, else highest numeric year."
 * `undefined` when no year is available.
 */
export function defaultYear(years: readonly (number | string)[], now: Date = new Date()): number | undefined {
  const available = yearsDescending(years);
  const current = now.getUTCFullYear();
  return available.includes(current) ? current : available[0];
}

/** The year a visitor asked for when it is available, else the default year. */
export function chosenYear(requested: string | null | undefined, years: readonly (number | string)[], now: Date = new Date()): number | undefined {
  const available = yearsDescending(years);
  const asked = requested && /^\d{4}$/.test(requested) ? Number(requested) : undefined;
  return asked !== undefined && available.includes(asked) ? asked : defaultYear(available, now);
}
