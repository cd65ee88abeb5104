import { describe, it, expect } from 'vitest';
import { GRID_MIN_WIDTH } from '../../core/constants';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

describe('grid', () => {
  it('fills rows with items of at least minWidth', () => {
    const tree = node('grid', { minWidth: 250 }, { items: [node('card', { title: 'One' }), node('card', { title: 'Two' })] });
    const html = renderHtml(tree);
    expect(html).toMatch(/^<div class="t-grid" style="grid-template-columns:repeat\(auto-fill, minmax\(min\(100%, 250px\), 1fr\)\)"><article/);
    expect(html.match(/<article /g)).toHaveLength(2);
  });

  it('defaults minWidth to the specification value', () => {
    expect(GRID_MIN_WIDTH).toBe(300);
    expect(valid(node('grid')).props).toEqual({ minWidth: 300 });
  });

  it('rejects a non-integer or tiny minWidth', () => {
    expect(issuesOf(node('grid', { minWidth: 10 }))[0]!.path).toBe('/root/props/minWidth');
    expect(issuesOf(node('grid', { minWidth: '300px' }))[0]!.path).toBe('/root/props/minWidth');
  });
});
