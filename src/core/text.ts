/**
 * Text that cannot be stored faithfully: PostgreSQL refuses NUL in text and JSON, and an
 * unpaired UTF-16 surrogate has no UTF-8 form (it would fail in JSONB, or turn silently
 * into U+FFFD in a text column). Every string from outside is checked for these.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function codePoint(ch: string): string {
  return `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Why `value` cannot be stored as text, or `undefined` when it can. */
export function textProblem(value: string): string | undefined {
  const nul = value.indexOf('\u0000');
  if (nul !== -1) return `contains a NUL character (U+0000) at position ${nul + 1}`;
  const lone = LONE_SURROGATE.exec(value);
  if (lone) return `contains an unpaired surrogate (${codePoint(lone[0])}) at position ${lone.index + 1}; send well-formed Unicode`;
  return undefined;
}

/** `/key` of a JSON pointer, `~` and `/` escaped. */
const pointerSegment = (key: string) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** The JSON pointer and problem of the first unstorable string (or key) in a value, if any. */
export function findTextProblem(value: unknown, path = '', depth = 0): { path: string; problem: string } | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path, problem } : undefined;
  }
  // Deeper values are refused by the validators; the walk need not go there.
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const keyProblem = textProblem(key);
    // The pointer is built on the way back only: this runs on every request's parts.
    if (keyProblem) return { path: `${path}${pointerSegment(key)}`, problem: `has a key that ${keyProblem}` };
    const found = findTextProblem((value as Record<string, unknown>)[key], '', depth + 1);
    if (found) return { path: `${path}${pointerSegment(key)}${found.path}`, problem: found.problem };
  }
  return undefined;
}
