/**
 * A canonical JSON text of a value: object keys in code-point order at every depth, no
 * whitespace, `undefined` members left out (as JSON.stringify does). Two values that are
 * equal as JSON give the same text whatever order their keys were written in, so a hash of
 * it names the content, not the way it was built.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.keys(value)
    .sort()
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
  return `{${entries.join(',')}}`;
}
