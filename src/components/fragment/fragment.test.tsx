import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml } from '../test-render';

describe('fragment', () => {
  it('renders its content without a wrapper', () => {
    const tree = node('fragment', {}, { content: [node('heading', { text: 'Contact', level: 2 }), node('anchor', { anchorId: 'contact' })] });
    expect(renderHtml(tree)).toBe('<h2 class="t-heading">Contact</h2><div class="t-anchor" id="contact"></div>');
  });

  it('renders nothing when empty', () => {
    expect(renderHtml(node('fragment'))).toBe('');
  });

  it('is root-only and takes no props', () => {
    expect(issuesOf(node('page-layout', {}, { main: [node('fragment')] }))[0]).toEqual({
      path: '/root/slots/main/0/name',
      message: 'Component "fragment" may only be the root of a document',
    });
    expect(issuesOf(node('fragment', { title: 'x' }))).toEqual([
      { path: '/root/props/title', message: 'Unknown prop "title" of "fragment"' },
    ]);
  });
});
