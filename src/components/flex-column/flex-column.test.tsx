import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

describe('flex-column', () => {
  it('stacks its content with gap, height and alignment', () => {
    const tree = node(
      'flex-column',
      { gap: 2, height: '20rem', items: 'center', justify: 'evenly' },
      { content: [node('heading', { text: 'Top', level: 3 }), node('heading', { text: 'Bottom', level: 3 })] },
    );
    expect(renderHtml(tree)).toBe(
      '<div class="t-flex-column" style="gap:calc(var(--t-space) * 0.5);height:20rem;align-items:center;justify-content:space-evenly"><h3 class="t-heading">Top</h3><h3 class="t-heading">Bottom</h3></div>',
    );
  });

  it('has sensible defaults', () => {
    expect(valid(node('flex-column')).props).toEqual({ gap: 4, height: 'auto', items: 'stretch', justify: 'start' });
  });

  it('rejects bad heights and alignments', () => {
    expect(issuesOf(node('flex-column', { height: '100', items: 'middle' })).map((i) => i.path)).toEqual([
      '/root/props/height',
      '/root/props/items',
    ]);
  });
});
