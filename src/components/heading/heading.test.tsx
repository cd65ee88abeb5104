import { describe, it, expect } from 'vitest';
import { HEADING_LIMITS } from '../../core/constants';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

describe('heading', () => {
  it('renders the level given', () => {
    expect(renderHtml(node('heading', { text: 'Fees', level: 1 }))).toBe('<h1 class="t-heading">Fees</h1>');
    expect(renderHtml(node('heading', { text: 'Fees', level: 4 }))).toBe('<h4 class="t-heading">Fees</h4>');
  });

  it('renders one level smaller when the text is longer than the level allows', () => {
    const atLimit = 'x'.repeat(HEADING_LIMITS[2]);
    expect(renderHtml(node('heading', { text: atLimit, level: 2 }))).toBe(`<h2 class="t-heading">${atLimit}</h2>`);
    expect(renderHtml(node('heading', { text: `${atLimit}x`, level: 2 }))).toBe(`<h3 class="t-heading">${atLimit}x</h3>`);
    expect(renderHtml(node('heading', { text: 'y'.repeat(121), level: 6 }))).toMatch(/^<h6 /);
  });

  it('escapes the text', () => {
    expect(renderHtml(node('heading', { text: '<script>alert(1)</script>', level: 2 }))).toBe(
      '<h2 class="t-heading">&lt;script&gt;alert(1)&lt;/script&gt;</h2>',
    );
  });

  it('defaults the level to 2 and requires text', () => {
    expect(valid(node('heading', { text: 'Fees' })).props).toEqual({ text: 'Fees', level: 2 });
    expect(issuesOf(node('heading', { text: '  ', level: 7 }))).toEqual([
      { path: '/root/props/text', message: 'Enter the heading text' },
      { path: '/root/props/level', message: 'Heading level must be a whole number from 1 to 6' },
    ]);
  });
});
