import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

const cols = (n: number) => Array.from({ length: n }, (_, i) => node('heading', { text: `Column ${i + 1}`, level: 3 }));

describe('flex-row', () => {
  it('wraps each child in a column laid out by the matching rowCols entry', () => {
    const tree = node(
      'flex-row',
      {
        gap: 8,
        wrap: false,
        items: 'center',
        justify: 'between',
        rowCols: [{ basis: '33%', flex: 0, gap: 2, items: 'start', justify: 'end' }],
      },
      { columns: cols(2) },
    );
    const html = renderHtml(tree);
    expect(html).toContain(
      '<div class="t-flex-row" style="gap:calc(var(--t-space) * 2);flex-wrap:nowrap;align-items:center;justify-content:space-between">',
    );
    expect(html).toContain(
      '<div class="t-flex-row__col" style="flex:0 1 33%;gap:calc(var(--t-space) * 0.5);align-items:flex-start;justify-content:flex-end"><h3 class="t-heading">Column 1</h3></div>',
    );
    expect(html).toContain(
      '<div class="t-flex-row__col" style="flex:1 1 auto;gap:0;align-items:stretch;justify-content:flex-start"><h3 class="t-heading">Column 2</h3></div>',
    );
  });

  it('renders a single child as one column', () => {
    expect(renderHtml(node('flex-row', {}, { columns: cols(1) })).match(/t-flex-row__col/g)).toHaveLength(1);
  });

  it('has the defaults gap 4, wrap, stretch, start', () => {
    expect(valid(node('flex-row')).props).toEqual({ gap: 4, wrap: true, items: 'stretch', justify: 'start', rowCols: [] });
  });

  it('rejects CSS outside the allowed shapes with the JSON path', () => {
    const issues = issuesOf(node('flex-row', { gap: 40, rowCols: [{ basis: '10px;color:red' }] }));
    expect(issues).toEqual([
      { path: '/root/props/gap', message: 'Spacing is at most 16 steps' },
      { path: '/root/props/rowCols/0/basis', message: 'Use a CSS length such as 33%, 20rem, 480px or auto' },
    ]);
  });

  it('calls its slot columns, since items is the align-items prop', () => {
    expect(issuesOf(node('flex-row', {}, { items: [] }))[0]!.message).toBe('Component "flex-row" has no slot "items"');
  });
});
