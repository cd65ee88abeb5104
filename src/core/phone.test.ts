import { describe, expect, it } from 'vitest';
import { normalizePhone, replyKeyword } from './phone';

describe('phone numbers', () => {
  it('writes numbers in E.164, North American ones without a country code as +1', () => {
    expect(normalizePhone('+1 212 656 3000')).toBe('+12126563000');
    expect(normalizePhone('(212) 656-3000')).toBe('+12126563000');
    expect(normalizePhone('1-212-656-3000')).toBe('+12126563000');
    expect(normalizePhone('0044 20 7429 4500')).toBe('+442074294500');
    expect(normalizePhone('+44 (0)20 7429 4500')).toBe('+442074294500');
  });

  it('refuses what cannot be a number', () => {
    for (const raw of ['', 'call me', '+1 212 ext 5', '12345', '+0 212 656 3000', '+1234567890123456', '212-656-3000; DROP']) expect(normalizePhone(raw), raw).toBeUndefined();
  });
});

describe('reply keywords', () => {
  it('opts out on STOP and its synonyms, in on START and UNSTOP, whatever the case and blanks', () => {
    for (const word of ['STOP', 'stop', ' Stop ', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'quit.', 'Stop!']) expect(replyKeyword(word), word).toBe('stop');
    for (const word of ['START', 'start', 'UNSTOP']) expect(replyKeyword(word), word).toBe('start');
  });

  it('ignores other text, a keyword inside a sentence included', () => {
    for (const text of ['', 'Please stop', 'STOP IT', 'stopped', 'HELP', 'YES']) expect(replyKeyword(text), text).toBeUndefined();
  });
});
