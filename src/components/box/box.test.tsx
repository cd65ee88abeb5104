import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

describe('box', () => {
  it('renders its content with the preset class', () => {
    const tree = node('box', { presets: 'shaded' }, { content: [node('heading', { text: 'Fees', level: 2 })] });
    expect(renderHtml(tree)).toBe('<div class="t-box t-box--shaded"><h2 class="t-heading">Fees</h2></div>');
  });

  it('lays out content as flex when asked', () => {
    expect(renderHtml(node('box', { flex: true }))).toBe('<div class="t-box t-box--plain t-box--flex"></div>');
  });

  it('defaults to plain, not flex', () => {
    expect(valid(node('box')).props).toEqual({ presets: 'plain', flex: false });
  });

  it('rejects unknown presets', () => {
    expect(issuesOf(node('box', { presets: 'neon' }))[0]!.path).toBe('/root/props/presets');
  });
});
