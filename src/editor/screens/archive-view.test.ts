import { describe, expect, it } from 'vitest';
import { approvalSentence, causeLabel, instantOfLocal, localInputValue, pendingSentence } from './archive-view';

describe('the archive screen', () => {
  it('reads a date and time in New York, with its offset in summer and in winter', () => {
    expect(instantOfLocal('2026-03-14T10:00')).toBe('2026-03-14T10:00:00-04:00');
    expect(instantOfLocal('2026-01-14T10:00')).toBe('2026-01-14T10:00:00-05:00');
    expect(instantOfLocal('14/03/2026 10:00')).toBeUndefined();
    expect(localInputValue(new Date('2026-03-14T14:00:00Z'))).toBe('2026-03-14T10:00');
  });

  it('says who published and approved, and flags an urgent publish', () => {
    expect(approvalSentence({ publishedBy: 'a@x.test', approvedBy: 'a@x.test', requestedBy: null, urgentReason: null })).toBe(
      'Published by a@x.test, who approved it themself (no review request).',
    );
    expect(approvalSentence({ publishedBy: 'b@x.test', approvedBy: 'b@x.test', requestedBy: 'u@x.test', urgentReason: null })).toBe(
      'Published by b@x.test, approved by b@x.test on the request of u@x.test.',
    );
    expect(approvalSentence({ publishedBy: 'c@x.test', approvedBy: 'c@x.test', requestedBy: null, urgentReason: 'Halt notice' })).toContain('urgently, without review: “Halt notice”');
    expect(causeLabel({ event: 'publish', cause: 'partial /footer' })).toBe('Partial /footer changed');
    expect(causeLabel({ event: 'withdrawn', cause: 'document' })).toBe('Unpublished: no longer served');
  });

  it('says which publication is being recorded, how far it got, and how many wait before it', () => {
    const header = { at: '2026-03-14T14:00:05.000Z', event: 'publish' as const, cause: 'partial /header', version: 4, publishedBy: 'p@x.test', remaining: 7_500, items: 10_001 };
    const sentence = pendingSentence([header]);
    expect(sentence).toMatch(/^A publication by p@x\.test at .* New York time \(partial \/header changed\) is being recorded\. 2,501 of its 10,001 pages are recorded so far\.$/);
    expect(sentence).toContain('10:00:05');
    const page = { ...header, cause: 'document', remaining: 1, items: 1 };
    expect(pendingSentence([page])).toMatch(/\(published\) is being recorded\.$/);
    expect(pendingSentence([page, { ...page, event: 'withdrawn', version: null }])).toMatch(/\(stopped serving this path\) is being recorded\. 1 earlier change is waiting too\.$/);
    expect(pendingSentence([])).toBe('');
  });
});
