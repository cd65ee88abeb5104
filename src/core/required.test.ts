import { describe, it, expect } from 'vitest';
import { checkRequired, isMissing } from './required';

describe('isMissing', () => {
  it.each([
    ['an empty string', ''],
    ['spaces', '   '],
    ['tabs and new lines', '\t\n \r'],
    ['a non-breaking space', '\u00a0'],
    ['null', null],
    ['undefined', undefined],
    ['false', false],
    ['Infinity', Infinity],
    ['-Infinity', -Infinity],
    ['NaN', Number.NaN],
  ])('treats %s as missing', (_label, value) => {
    expect(isMissing(value)).toBe(true);
  });

  it.each([
    ['0', 0],
    ['-0', -0],
    ['a negative number', -5],
    ['a string', 'x'],
    ['a padded string', ' x '],
    ['the string "false"', 'false'],
    ['true', true],
    ['an empty list', []],
    ['an empty object', {}],
    ['a date', new Date(0)],
  ])('treats %s as present', (_label, value) => {
    expect(isMissing(value)).toBe(false);
  });
});

describe('checkRequired', () => {
  it("returns '{label} is required.' for a missing value", () => {
    expect(checkRequired('', 'First name')).toBe('First name is required.');
    expect(checkRequired(Number.NaN, 'Max order quantity')).toBe('Max order quantity is required.');
  });

  it("uses the label 'Value' by default and for a blank label", () => {
    expect(checkRequired(null)).toBe('Value is required.');
    expect(checkRequired(undefined, '')).toBe('Value is required.');
    expect(checkRequired(false, '  ')).toBe('Value is required.');
  });

  it('returns undefined for a present value', () => {
    expect(checkRequired(0, 'Count')).toBeUndefined();
    expect(checkRequired('x')).toBeUndefined();
    expect(checkRequired(true)).toBeUndefined();
  });
});
