import { describe, expect, it } from 'vitest';
import { parseJson, parseTimestamp, parseTimestamptz } from './decode';

describe('parseTimestamptz', () => {
  it('turns PostgreSQL text into UTC ISO strings, whatever the session time zone', () => {
    expect(parseTimestamptz('2026-11-22 02:34:39.476123+00')).toBe('2026-11-22T02:34:39.476Z');
    expect(parseTimestamptz('2026-11-22 02:34:39+05:30')).toBe('2026-11-21T21:04:39.000Z');
    expect(parseTimestamptz('2026-01-01 00:00:00.5-03')).toBe('2026-01-01T03:00:00.500Z');
    expect(parseTimestamp('2024-02-29 12:00:00')).toBe('2024-02-29T12:00:00.000Z');
  });

  it('leaves values a Date cannot hold as they are', () => {
    expect(parseTimestamptz('infinity')).toBe('infinity');
  });
});

describe('parseJson', () => {
  it('parses JSON and drops "__proto__" keys at any depth', () => {
    const value = parseJson('{"a":{"__proto__":{"x":1},"b":[{"__proto__":null,"c":2}]}}') as Record<string, unknown>;
    expect(value).toEqual({ a: { b: [{ c: 2 }] } });
    expect(JSON.stringify(value)).not.toContain('__proto__');
    expect(parseJson('{"text":"mentions \\"__proto__\\" in a string"}')).toEqual({ text: 'mentions "__proto__" in a string' });
  });
});
