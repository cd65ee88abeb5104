import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

const footerPartial = valid(node('fragment', {}, { content: [node('footer', { siteName: 'Example Exchange', sections: [] })] }));

describe('include', () => {
  it('renders the partial at its path through the render context', () => {
    const html = renderHtml(node('include', { path: '/footer' }), { partials: new Map([['/footer', footerPartial]]) });
    expect(html).toBe('<footer class="t-footer"><div class="t-footer__inner"><p class="t-footer__name">Example Exchange</p></div></footer>');
  });

  it('renders nothing when the partial is missing', () => {
    expect(renderHtml(node('include', { path: '/login/footer-content' }))).toBe('');
  });

  it('does not include a partial inside itself', () => {
    const loop = valid(node('fragment', {}, { content: [node('heading', { text: 'Once', level: 2 }), node('include', { path: '/loop' })] }));
    const html = renderHtml(node('include', { path: '/loop' }), { partials: new Map([['/loop', loop]]) });
    expect(html).toBe('<h2 class="t-heading">Once</h2>');
  });

  it('defaults to /footer and validates the path', () => {
    expect(valid(node('include')).props).toEqual({ path: '/footer' });
    expect(issuesOf(node('include', { path: 'footer' }))).toEqual([
      { path: '/root/props/path', message: 'Use the path of a partial such as /footer or /login/footer-content' },
    ]);
    expect(issuesOf(node('include', { path: 'https://example.com/footer' }))[0]!.path).toBe('/root/props/path');
  });
});
