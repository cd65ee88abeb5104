import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml } from '../test-render';

describe('anchor', () => {
  it('renders an element with the anchor id for hash links', () => {
    expect(renderHtml(node('anchor', { anchorId: 'end-of-day' }))).toBe('<div class="t-anchor" id="end-of-day"></div>');
  });

  it('names the prop anchorId, never id', () => {
    expect(issuesOf(node('anchor', { id: 'end-of-day' }))).toEqual([
      { path: '/root/props/anchorId', message: 'Invalid input: expected string, received undefined' },
      { path: '/root/props/id', message: 'Unknown prop "id" of "anchor"' },
    ]);
  });

  it('rejects ids that are not safe fragment names or are reserved', () => {
    expect(issuesOf(node('anchor', { anchorId: '1st place' }))[0]).toEqual({
      path: '/root/props/anchorId',
      message: 'Use letters, digits, - and _ starting with a letter, e.g. end-of-day',
    });
    expect(issuesOf(node('anchor', { anchorId: 'main' }))[0]!.message).toBe('This anchor name is reserved by the page layout');
  });
});
