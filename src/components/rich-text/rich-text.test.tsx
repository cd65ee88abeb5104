import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

describe('rich-text', () => {
  it('renders the stored HTML', () => {
    const html = '<p>See the <a href="/fees">fee schedule</a>.</p><ul><li>One</li></ul>';
    expect(renderHtml(node('rich-text', { html }))).toBe(`<div class="t-rich-text">${html}</div>`);
  });

  it('is sanitized when the tree is validated', () => {
    const tree = valid(node('rich-text', { html: '<p onmouseover="steal()">Hi<script>steal()</script><img src=x onerror=steal()></p>' }));
    expect(tree.props.html).toBe('<p>Hi</p>');
    expect(renderHtml(tree)).toBe('<div class="t-rich-text"><p>Hi</p></div>');
  });

  it('rejects non-strings and overlong text', () => {
    expect(issuesOf(node('rich-text', { html: 42 }))[0]!.path).toBe('/root/props/html');
    expect(issuesOf(node('rich-text', { html: 'a'.repeat(100_001) }))[0]).toEqual({
      path: '/root/props/html',
      message: 'Rich text is at most 100,000 characters',
    });
  });
});
