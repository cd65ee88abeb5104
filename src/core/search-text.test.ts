import { describe, expect, it } from 'vitest';
import { htmlText } from './search-text';

describe('htmlText', () => {
  it('reads rich text as words', () => {
    expect(htmlText('<h2>Fees</h2><ul><li>One&nbsp;two</li><li>&#8364;5</li></ul>')).toBe('Fees One two €5');
  });
});
