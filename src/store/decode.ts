/**
 * How column values arrive in JavaScript, identical on PGlite and PostgreSQL: timestamps as
 * ISO strings, dates as `YYYY-MM-DD`, bigints as numbers, json/jsonb as plain objects.
 */
export const OID = {
  INT8: 20,
  JSON: 114,
  DATE: 1082,
  TIMESTAMP: 1114,
  TIMESTAMPTZ: 1184,
  JSONB: 3802,
} as const;

/**
 * JSON without `__proto__` keys: JSON.parse keeps them as own properties, and a later
 * spread or Object.assign would turn them into a prototype.
 */
export function parseJson(text: string): unknown {
  if (!text.includes('"__proto__"')) return JSON.parse(text);
  return JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value));
}

/** `2026-11-22 02:34:39.476123+00` → `2026-11-22T02:34:39.476Z`; `infinity` stays as it is. */
export function parseTimestamptz(text: string): string {
  const iso = text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00');
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** A timestamp without time zone is read as UTC. */
export function parseTimestamp(text: string): string {
  return parseTimestamptz(`${text}+00`);
}

/** Counts and bigserial ids stay far below 2^53. */
export function parseInt8(text: string): number {
  return Number.parseInt(text, 10);
}

export const textParsers: Record<number, (text: string) => unknown> = {
  [OID.INT8]: parseInt8,
  [OID.JSON]: parseJson,
  [OID.JSONB]: parseJson,
  [OID.DATE]: (text) => text,
  [OID.TIMESTAMP]: parseTimestamp,
  [OID.TIMESTAMPTZ]: parseTimestamptz,
};
