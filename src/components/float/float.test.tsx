import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

const item = node('callout', { intent: 'info', heading: 'Free look-ups', text: 'Servicer searches never cost anything.' });
const text = node('rich-text', { html: '<p>Search by the MIN printed on your mortgage.</p>' });

describe('float', () => {
  it('floats the item to its side at its width, the text around it', () => {
    const html = renderHtml(node('float', { side: 'left', width: '40%' }, { item: [item], text: [text] }));
    expect(html).toMatch(/^<div class="t-float t-float--left t-float--width-40"><div class="t-float__item"><div class="t-callout t-callout--info"/);
    expect(html).toContain('<div class="t-float__text"><div class="t-rich-text"><p>Search by the MIN printed on your mortgage.</p></div></div></div>');
  });

  it('without an item, only the text', () => {
    expect(renderHtml(node('float', {}, { text: [text] }))).toBe(
      '<div class="t-float t-float--right t-float--width-33"><div class="t-float__text"><div class="t-rich-text"><p>Search by the MIN printed on your mortgage.</p></div></div></div>',
    );
  });

  it('stacks on narrow containers: the float is dropped and the item takes the full width', () => {
    const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
    expect(css).toContain('container-type: inline-size;');
    expect(css).toMatch(/@container \(max-width: 40rem\) \{\s+\.t-float \.t-float__item \{\s+float: none;\s+width: auto;/);
    expect(css).toContain('.t-float--width-33 .t-float__item { width: 33.333%; }');
  });

  it('defaults to the right at a third, and floats one item only', () => {
    expect(valid(node('float')).props).toEqual({ side: 'right', width: '33%' });
    expect(issuesOf(node('float', {}, { item: [item, node('callout', { intent: 'info', text: 'Second' })] }))[0]!.path).toBe('/root/slots/item');
  });

  it('rejects other sides and widths', () => {
    expect(issuesOf(node('float', { side: 'top', width: '37%' })).map((i) => i.path)).toEqual(['/root/props/side', '/root/props/width']);
  });
});
