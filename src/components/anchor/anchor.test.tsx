import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

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
    // The platform's ids (island data, skip-link target, ARIA references) all start with tessera-.
    for (const anchorId of ['tessera-islands', 'Tessera-main', 'tessera-']) {
      expect(issuesOf(node('anchor', { anchorId }))[0]!.message, anchorId).toBe('Names starting with "tessera-" are reserved for the platform');
    }
    expect(valid(node('anchor', { anchorId: 'main' })).props).toEqual({ anchorId: 'main' });
  });
});
