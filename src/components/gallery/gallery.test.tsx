import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GALLERY_INTERVAL } from '../../core/constants';
import { node } from '../../core/node';
import { rotationReducer, type RotationEvent } from '../carousel/rotation';
import { issuesOf, renderHtml, valid } from '../test-render';
import GalleryIsland from './gallery.client';
import { MAX_GALLERY_IMAGES } from './images';
import GalleryView, { GalleryFrame, initialGalleryState, type GalleryProps } from './View';

const images = [
  {
    imageUrl: '/static/img/gallery-trading-floor.svg',
    thumbnailUrl: '/static/img/gallery-trading-floor-thumb.svg',
    heading: 'The trading floor',
    subheading: '11 Wall Street',
    description: 'Floor brokers work the opening and closing auctions.',
    altText: 'Trading posts with overhead screens',
  },
  { imageUrl: '/static/img/gallery-closing-bell.svg', altText: 'A brass bell on a balcony' },
  { imageUrl: '/static/img/gallery-facade.svg', heading: 'The facade', altText: 'Six columns of a stone facade' },
];
const propsOf = (props: Record<string, unknown>) => valid(node('gallery', props)).props as GalleryProps;

function frame(props: Record<string, unknown>, ...events: RotationEvent[]): string {
  const p = propsOf(props);
  const state = events.reduce(rotationReducer, initialGalleryState(p));
  return renderToStaticMarkup(createElement(GalleryFrame, { id: 'g1', props: p, state, hydrated: true }));
}

const thumbnails = (html: string) => html.match(/<button type="button" class="t-gallery__thumbnail"[^>]*>/g);

describe('gallery: server HTML', () => {
  it('shows every image in a figure with its caption, the first current; controls and thumbnails wait for the island', () => {
    const tree = node('gallery', { label: 'Inside the exchange', images });
    const html = renderHtml(tree);
    expect(html).toContain('<section class="t-gallery" aria-roledescription="gallery" aria-label="Inside the exchange"><div class="t-gallery__controls"></div>');
    expect(html).toContain(
      `<div class="t-gallery__stage" id="tessera-${tree.id}-images" aria-live="off">` +
        '<div class="t-gallery__item t-gallery__item--current" role="group" aria-roledescription="slide" aria-label="1 of 3"><figure class="t-gallery__figure">' +
        '<div class="t-gallery__frame"><img class="t-gallery__image" src="/static/img/gallery-trading-floor.svg" alt="Trading posts with overhead screens" loading="eager" decoding="async"/></div>' +
        '<figcaption class="t-gallery__caption"><strong class="t-gallery__heading">The trading floor</strong><span class="t-gallery__subheading">11 Wall Street</span>' +
        '<span class="t-gallery__description">Floor brokers work the opening and closing auctions.</span></figcaption></figure></div>' +
        '<div class="t-gallery__item" role="group" aria-roledescription="slide" aria-label="2 of 3"><figure class="t-gallery__figure">' +
        '<div class="t-gallery__frame"><img class="t-gallery__image" src="/static/img/gallery-closing-bell.svg" alt="A brass bell on a balcony" loading="lazy" decoding="async"/></div></figure></div>',
    );
    expect(html).toContain('<div class="t-gallery__nav"></div></section>');
    expect(html).not.toContain('<button');
  });

  it('the island renders exactly the server HTML first', () => {
    for (const props of [{ images }, { images, interval: 0 }, { images: images.slice(0, 1) }]) {
      const p = propsOf(props);
      expect(renderToStaticMarkup(createElement(GalleryIsland, { id: 'g1', props: p, slots: {} }))).toBe(
        renderToStaticMarkup(createElement(GalleryView, { id: 'g1', props: p, slots: {} })),
      );
    }
  });

  it('one image needs no controls or thumbnails', () => {
    const html = frame({ images: images.slice(0, 1) });
    expect(html).not.toContain('t-gallery__controls');
    expect(html).not.toContain('t-gallery__nav');
  });
});

describe('gallery: hydrated markup per state', () => {
  it('stop control first; previous, the thumbnails as one tab stop, next', () => {
    const html = frame({ images });
    expect(html).toContain('<div class="t-gallery__controls"><button type="button" class="t-gallery__button" data-rotation-control="" aria-label="Stop automatic slide show">');
    expect(html).toContain('aria-controls="tessera-g1-images" aria-label="Previous image">');
    expect(html).toContain('aria-controls="tessera-g1-images" aria-label="Next image">');
    expect(html).toContain('<ul class="t-gallery__thumbnails" role="list" aria-label="Choose an image">');
    expect(thumbnails(html)).toEqual([
      '<button type="button" class="t-gallery__thumbnail" data-thumbnail="0" aria-controls="tessera-g1-images" aria-current="true" tabindex="0">',
      '<button type="button" class="t-gallery__thumbnail" data-thumbnail="1" aria-controls="tessera-g1-images" tabindex="-1">',
      '<button type="button" class="t-gallery__thumbnail" data-thumbnail="2" aria-controls="tessera-g1-images" tabindex="-1">',
    ]);
    // The thumbnail's image names its button; without a thumbnail the image itself is used.
    expect(html).toContain('<img src="/static/img/gallery-trading-floor-thumb.svg" alt="Trading posts with overhead screens" loading="lazy" decoding="async"/>');
    expect(html).toContain('<img src="/static/img/gallery-closing-bell.svg" alt="A brass bell on a balcony" loading="lazy" decoding="async"/>');
  });

  it('a thumbnail, next and previous change the current image and thumbnail, wrapping around', () => {
    const current = (html: string) => /t-gallery__item--current" role="group" aria-roledescription="slide" aria-label="(\d) of 3"/.exec(html)?.[1];
    expect(current(frame({ images }, { type: 'go', index: 2 }))).toBe('3');
    expect(thumbnails(frame({ images }, { type: 'go', index: 2 }))![2]).toContain('aria-current="true" tabindex="0"');
    expect(current(frame({ images }, { type: 'next' }))).toBe('2');
    expect(current(frame({ images }, { type: 'previous' }))).toBe('3');
  });

  it('"Start" once stopped; no control under reduced motion or without an interval', () => {
    expect(frame({ images }, { type: 'toggle' })).toContain('aria-label="Start automatic slide show"');
    expect(frame({ images }, { type: 'toggle' })).toContain('aria-live="polite"');
    expect(frame({ images }, { type: 'reduced-motion', on: true })).not.toContain('data-rotation-control');
    const manual = frame({ images, interval: 0 });
    expect(manual).not.toContain('t-gallery__controls');
    expect(manual).toContain('aria-live="polite"');
    expect(manual).toContain('aria-label="Next image"');
  });
});

describe('gallery: props', () => {
  it('turns every 4000 ms by default', () => {
    expect(GALLERY_INTERVAL).toBe(4000);
    expect(propsOf({ images }).interval).toBe(4000);
    expect(propsOf({ images }).images[1]).toEqual({ ...images[1], thumbnailUrl: '', heading: '', subheading: '', description: '' });
  });

  it('needs alt text and a safe address for every image', () => {
    expect(issuesOf(node('gallery', { images: [{ imageUrl: '/static/img/a.svg', altText: ' ' }] }))).toEqual([
      { path: '/root/props/images/0/altText', message: 'Describe the image for visitors who cannot see it' },
    ]);
    expect(issuesOf(node('gallery', { images: [{ imageUrl: 'data:image/svg+xml,<svg/>', thumbnailUrl: '//evil.test/x.png', altText: 'x' }] })).map((i) => i.path)).toEqual([
      '/root/props/images/0/thumbnailUrl',
      '/root/props/images/0/imageUrl',
    ]);
  });

  it('takes 0 (no slide show) or an interval from one second to one minute', () => {
    expect(propsOf({ images, interval: 0 }).interval).toBe(0);
    expect(issuesOf(node('gallery', { images, interval: 500 }))).toEqual([
      { path: '/root/props/interval', message: 'The interval is 0 (no slide show) or at least 1000 ms' },
    ]);
    expect(issuesOf(node('gallery', { images, interval: -1 }))[0]!.message).toBe('The interval is 0 (no slide show) or at least 1000 ms');
  });

  it('holds 1 to 24 images', () => {
    expect(issuesOf(node('gallery', { images: [] }))[0]!.message).toBe('Add at least one image');
    const many = Array.from({ length: MAX_GALLERY_IMAGES + 1 }, () => images[1]);
    expect(issuesOf(node('gallery', { images: many }))[0]!.message).toBe('A gallery holds at most 24 images');
  });
});
