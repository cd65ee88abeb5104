import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

const cells = (n: number) => Array.from({ length: n }, (_, i) => node('heading', { text: `Cell ${i + 1}`, level: 3 }));

describe('grid-2024', () => {
  it('defaults to the specification demo: 3 columns, 1 row, gaps 4 and 0', () => {
    expect(valid(node('grid-2024')).props).toEqual({ gapX: 4, gapY: 0, numCols: 3, numRows: 1, rowsAndColumns: [] });
    expect(renderHtml(node('grid-2024', {}, { items: cells(3) }))).toMatch(
      /^<div class="t-grid-2024" style="column-gap:calc\(var\(--t-space\) \* 1\);row-gap:0;grid-template-columns:repeat\(3, minmax\(0, 1fr\)\);grid-template-rows:repeat\(1, auto\)">/,
    );
  });

  it('lets the nth rowsAndColumns entry span the nth item', () => {
    const tree = node('grid-2024', { numCols: 2, rowsAndColumns: [{ colSpan: 2 }, { rowSpan: 2 }, { colSpan: 5 }] }, { items: cells(3) });
    const html = renderHtml(tree);
    expect(html).toContain('<div class="t-grid-2024__cell" style="grid-column:span 2;grid-row:span 1"><h3 class="t-heading">Cell 1</h3></div>');
    expect(html).toContain('<div class="t-grid-2024__cell" style="grid-column:span 1;grid-row:span 2"><h3 class="t-heading">Cell 2</h3></div>');
    // A span wider than the grid is capped to its columns.
    expect(html).toContain('<div class="t-grid-2024__cell" style="grid-column:span 2;grid-row:span 1"><h3 class="t-heading">Cell 3</h3></div>');
  });

  it('leaves items without an entry unstyled', () => {
    expect(renderHtml(node('grid-2024', {}, { items: cells(1) }))).toContain('<div class="t-grid-2024__cell"><h3 class="t-heading">Cell 1</h3></div>');
  });

  it('rejects out-of-range sizes with the JSON path', () => {
    expect(issuesOf(node('grid-2024', { numCols: 13, rowsAndColumns: [{ colSpan: 0 }] })).map((i) => i.path)).toEqual([
      '/root/props/numCols',
      '/root/props/rowsAndColumns/0/colSpan',
    ]);
  });
});
