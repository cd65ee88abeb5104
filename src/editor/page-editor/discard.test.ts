import { describe, expect, it } from 'vitest';
import { mayDiscard } from './DiscardDialog';

describe('mayDiscard', () => {
  it('offers "Discard changes" only when a live version exists and the draft differs from it', () => {
    expect(mayDiscard({ publishedVersion: null, status: 'draft' }, true)).toBe(false);
    expect(mayDiscard({ publishedVersion: 2, status: 'published' }, false)).toBe(false);
    expect(mayDiscard({ publishedVersion: 2, status: 'changed' }, false)).toBe(true);
    expect(mayDiscard({ publishedVersion: 2, status: 'published' }, true)).toBe(true);
  });
});
