import { describe, expect, it } from 'vitest';
import { findTextProblem, textProblem } from './text';

describe('textProblem', () => {
  it('accepts well-formed text, including astral characters', () => {
    for (const text of ['', 'Fees 2026', 'Zürich — 東京', '📈 up', '\t\n\r']) expect(textProblem(text), text).toBeUndefined();
  });

  it('names NUL and its position', () => {
    expect(textProblem('ab\u0000c')).toBe('contains a NUL character (U+0000) at position 3');
  });

  it('names unpaired surrogates, high or low', () => {
    expect(textProblem('x\uD83D')).toMatch(/unpaired surrogate \(U\+D83D\) at position 2/);
    expect(textProblem('\uDCA9y')).toMatch(/unpaired surrogate \(U\+DCA9\) at position 1/);
    expect(textProblem('\uDCA9\uD83D')).toMatch(/U\+DCA9/);
  });
});

describe('findTextProblem', () => {
  it('finds the first bad string with its JSON pointer', () => {
    const body = { title: 'ok', tree: { slots: { main: [{ props: { text: 'fine' } }, { props: { text: 'bad\u0000' } }] } } };
    expect(findTextProblem(body, '/body')).toEqual({ path: '/body/tree/slots/main/1/props/text', problem: expect.stringContaining('NUL') });
  });

  it('checks keys too, escaping them as JSON pointers', () => {
    expect(findTextProblem({ 'a/b': { ['k\uD800']: 1 } })?.path).toBe('/a~1b/k\uD800');
  });

  it('finds nothing in clean or non-string values', () => {
    expect(findTextProblem({ a: 1, b: [true, null, 'x'] })).toBeUndefined();
  });
});
