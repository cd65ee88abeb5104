import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import Carousel2022Island from './carousel-2022.client';
import Carousel2022View, { slideStyle, type Carousel2022Props } from './View';

const slides = [{ id: 'listings' }, { id: 'auction', className: 'accent' }];
const propsOf = (props: Record<string, unknown>) => valid(node('carousel-2022', props)).props as Carousel2022Props;

describe('carousel-2022', () => {
  it('renders the carousel pattern with its height bounds on every slide', () => {
    const tree = node('carousel-2022', { label: 'Listings news', minHeight: '20rem', maxHeight: '480px', slides }, {
      slide2: [node('heading', { text: 'Closing auction', level: 2 })],
    });
    const html = renderHtml(tree);
    expect(html).toContain('<section class="t-carousel t-carousel-2022" aria-roledescription="carousel" aria-label="Listings news">');
    expect(html).toContain(
      '<div class="t-carousel__slide t-carousel__slide--current" role="group" aria-roledescription="slide" aria-label="1 of 2" id="listings" style="min-height:20rem;max-height:480px">',
    );
    expect(html).toContain(
      '<div class="t-carousel__slide t-carousel__slide--accent" role="group" aria-roledescription="slide" aria-label="2 of 2" id="auction" style="min-height:20rem;max-height:480px">' +
        '<div class="t-carousel__content"><tessera-slot data-slot="slide2"><h2 class="t-heading">Closing auction</h2></tessera-slot></div></div>',
    );
    // Without autoplay nothing turns: changes are announced, and space is kept for previous/next and the indicators.
    expect(html).toContain('<div class="t-carousel__controls"></div>');
    expect(html).toContain(`id="tessera-${tree.id}-slides" aria-live="polite"`);
    expect(html).toContain('<div class="t-carousel__indicators"></div>');
  });

  it('leaves out a maximum height of auto, which CSS does not have', () => {
    expect(slideStyle({ minHeight: '16rem', maxHeight: 'auto' })).toEqual({ minHeight: '16rem' });
    expect(slideStyle({ minHeight: 'auto', maxHeight: '30vh' })).toEqual({ minHeight: 'auto', maxHeight: '30vh' });
  });

  it('the island renders exactly the server HTML first', () => {
    for (const props of [{ slides }, { slides, autoplay: true, loop: false }]) {
      const p = propsOf(props);
      expect(renderToStaticMarkup(createElement(Carousel2022Island, { id: 'c', props: p, slots: {} }))).toBe(
        renderToStaticMarkup(createElement(Carousel2022View, { id: 'c', props: p, slots: {} })),
      );
    }
  });

  it('has the specification fields and rejects free-form CSS in the heights', () => {
    expect(propsOf({})).toEqual({ label: 'Highlights', minHeight: '16rem', maxHeight: 'auto', loop: true, autoplay: false, slides: [{ id: '', className: '', bgImage: '' }] });
    expect(issuesOf(node('carousel-2022', { minHeight: '10rem; background: red', maxHeight: 'calc(100vh)' })).map((i) => i.path)).toEqual([
      '/root/props/minHeight',
      '/root/props/maxHeight',
    ]);
    expect(issuesOf(node('carousel-2022', { slides: [{ id: 'a' }, { id: 'a' }] }))[0]!.message).toBe('Slide id "a" is used twice');
  });
});
