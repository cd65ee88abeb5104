import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

describe('card', () => {
  it('renders image, title, text, content and a read-more link described by the title', () => {
    const tree = node(
      'card',
      {
        title: 'Holiday hours',
        text: 'Closures and early closes.',
        href: '/holiday-hours',
        linkText: 'See the calendar',
        imageSrc: '/static/img/cards/calendar.svg',
        imageAlt: '',
      },
      { content: [node('rich-text', { html: '<p>Updated yearly.</p>' })] },
    );
    const id = `tessera-${tree.id}-title`;
    expect(renderHtml(tree)).toBe(
      `<article class="t-card" aria-labelledby="${id}"><img class="t-card__image" src="/static/img/cards/calendar.svg" alt="" loading="lazy"/><div class="t-card__body"><h3 class="t-card__title" id="${id}">Holiday hours</h3><p class="t-card__text">Closures and early closes.</p><div class="t-rich-text"><p>Updated yearly.</p></div><a class="t-card__link" href="/holiday-hours" aria-describedby="${id}">See the calendar</a></div></article>`,
    );
  });

  it('links the title itself when there is no link text', () => {
    const html = renderHtml(node('card', { title: 'Fees', href: '/fees', headingLevel: 2 }));
    expect(html).toContain('<h2 class="t-card__title" id="');
    expect(html).toContain('<a class="t-card__title-link" href="/fees">Fees</a></h2>');
    expect(html).not.toContain('t-card__link"');
  });

  it('has empty defaults and level 3', () => {
    expect(valid(node('card')).props).toEqual({ title: '', headingLevel: 3, text: '', href: '', linkText: '', imageSrc: '', imageAlt: '' });
  });

  it('rejects unsafe images and links', () => {
    expect(issuesOf(node('card', { imageSrc: 'data:image/png;base64,AAAA', href: 'vbscript:x' })).map((i) => i.path)).toEqual([
      '/root/props/href',
      '/root/props/imageSrc',
    ]);
  });
});
