import { describe, expect, it } from 'vitest';
import { contentRetentionLabel, daysText, readDays } from './retention-settings';

describe('retention settings in words', () => {
  it('names what a content type’s period applies to', () => {
    expect(contentRetentionLabel({ kind: 'page', subject: 'draft-saves' })).toBe('Draft saves of pages');
    expect(contentRetentionLabel({ kind: 'partial', subject: 'preview-links' })).toBe('Ended preview links of partials');
  });

  it('says a period in days, or that there is none', () => {
    expect(daysText(1, 'Without end')).toBe('1 day');
    expect(daysText(365, 'Without end')).toBe('365 days');
    expect(daysText(null, 'Without end')).toBe('Without end');
  });

  it('reads whole numbers of days only', () => {
    expect(readDays(' 30 ')).toBe(30);
    expect(readDays('')).toBeUndefined();
    expect(readDays('1.5')).toBeUndefined();
    expect(readDays('-3')).toBeUndefined();
    expect(readDays('ten')).toBeUndefined();
  });
});
