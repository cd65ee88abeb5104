import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

describe('media', () => {
  it('renders image, heading, body content and link', () => {
    const tree = node(
      'media',
      {
        imageUrl: '/static/img/media/servicing.svg',
        altText: 'Servicing dashboard',
        mediaSide: 'right',
        heading: 'Servicing digital',
        linkUrl: '/servicing-digital',
        linkText: 'Read more about servicing',
        hasTransition: true,
      },
      { content: [node('rich-text', { html: '<p>Borrower self-service.</p>' })] },
    );
    expect(renderHtml(tree)).toBe(
      '<div class="t-media t-media--right t-media--transition"><div class="t-media__figure"><img class="t-media__image" src="/static/img/media/servicing.svg" alt="Servicing dashboard" loading="lazy"/></div><div class="t-media__body"><h2 class="t-media__heading">Servicing digital</h2><div class="t-rich-text"><p>Borrower self-service.</p></div><p class="t-media__link-row"><a class="t-media__link" href="/servicing-digital">Read more about servicing</a></p></div></div>',
    );
  });

  it('omits the link without link text and the image without a url', () => {
    const html = renderHtml(node('media', { heading: 'Only text', linkUrl: '/fees' }));
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('<img');
  });

  it('has the specification defaults', () => {
    expect(valid(node('media')).props).toMatchObject({ type: 'image', mediaSide: 'left', hasTransition: false, headingLevel: 2 });
  });

  it('rejects video (not yet), unsafe links and wrong sides', () => {
    expect(issuesOf(node('media', { type: 'video', linkUrl: 'javascript:void(0)', mediaSide: 'top' })).map((i) => i.path)).toEqual([
      '/root/props/type',
      '/root/props/mediaSide',
      '/root/props/linkUrl',
    ]);
  });
});
