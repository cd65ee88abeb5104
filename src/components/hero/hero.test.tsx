import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import HeroIsland from './hero.client';
import HeroView, { filled, HeroFrame, type HeroProps } from './View';

const propsOf = (props: Record<string, unknown>) => valid(node('hero', props)).props as HeroProps;
const island = (html: string) => `<tessera-island data-island="0" data-kind="hero">${html}</tessera-island>`;
const image = { imageSrc: '/static/img/hero-markets.svg', imageAlt: 'Rising price lines across a blue market chart' };

describe('hero: standard', () => {
  it('renders a labelled section with image, heading box and second box', () => {
    const tree = node(
      'hero',
      {
        heading: 'Clearing',
        imageSrc: '/static/img/hero/clearing.svg',
        imageAlt: 'Trading floor',
        box1Text: 'Clearing houses across three continents.',
        box2Text: 'Open since 1792.',
        box2bg: 'accent',
        imageHeight: 250,
        imageObjectPosition: 'top',
      },
      { content: [node('heading', { text: 'Inside the box', level: 3 })] },
    );
    const html = renderHtml(tree);
    expect(html).toContain(
      `<section class="t-hero t-hero--standard t-hero--image-full t-hero--height-250 t-hero--align-left t-hero--has-media" aria-labelledby="tessera-${tree.id}-heading">`,
    );
    expect(html).toContain(
      '<img class="t-hero__image" src="/static/img/hero/clearing.svg" alt="Trading floor" loading="eager" decoding="async" style="object-fit:cover;object-position:top"/>',
    );
    expect(html).toContain(
      `<div class="t-hero__box t-hero__box--primary"><h1 class="t-hero__heading" id="tessera-${tree.id}-heading">Clearing</h1><p class="t-hero__text">Clearing houses across three continents.</p><tessera-slot data-slot="content"><h3 class="t-heading">Inside the box</h3></tessera-slot></div>`,
    );
    expect(html).toContain('<div class="t-hero__box t-hero__box--accent"><p class="t-hero__text">Open since 1792.</p></div>');
  });

  it('offers the media library sizes of an uploaded image', () => {
    const hash = 'a'.repeat(64);
    const html = renderHtml(node('hero', { imageSrc: `/media/${hash}.jpg`, imageAlt: 'Tankers at sea', imageWidth: 'half' }));
    expect(html).toContain(`srcSet="/media/${hash}-320w.webp 320w`);
    expect(html).toContain('sizes="50vw"');
  });

  it('drops a long heading one level, per the heading limits', () => {
    const heading = 'A heading that is longer than forty characters';
    expect(renderHtml(node('hero', { heading }))).toContain(`<h2 class="t-hero__heading"`);
  });

  it('without heading or image renders a plain block, no empty boxes and no height of its own', () => {
    const html = renderHtml(node('hero', { box2Text: 'Only the second box' }));
    expect(html).toBe(
      island(
        '<div class="t-hero t-hero--standard t-hero--image-full t-hero--height-400 t-hero--align-left"><div class="t-hero__inner"><div class="t-hero__boxes"><div class="t-hero__box t-hero__box--surface"><p class="t-hero__text">Only the second box</p></div></div></div></div>',
      ),
    );
    // The 250/400 px heights apply only with `t-hero--has-media` (styles.css).
    expect(html).not.toContain('t-hero--has-media');
  });

  it('without an image reserves no media height and no media column, also at half width (issue 16)', () => {
    const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
    // Every rule that gives the hero a height or a second column needs media to show.
    const rules = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector, body]) => ({ selector: selector!.trim(), body: body! }));
    const sizing = rules.filter((r) => /\.t-hero__inner$/.test(r.selector) && /min-height|grid-template-columns:\s*1fr 1fr/.test(r.body));
    expect(sizing.length).toBeGreaterThanOrEqual(3);
    for (const rule of sizing) expect(rule.selector, rule.body).toContain('.t-hero--has-media');
    for (const variant of ['standard', 'multi-box']) {
      const html = renderHtml(node('hero', { variant, imageWidth: 'half', heading: 'Listings week', box2Text: 'Two new listings.' }));
      expect(html).toContain('t-hero--image-half');
      expect(html).not.toContain('t-hero--has-media');
      expect(html).not.toContain('t-hero__media');
    }
  });

  it('a video hero still being set up shows its poster as media', () => {
    // A draft may hold a multi-box-video hero before its video address is entered.
    const props = propsOf({ variant: 'standard', ...image });
    const html = renderToStaticMarkup(createElement(HeroFrame, { id: 'h', props: { ...props, variant: 'multi-box-video' }, slots: {} }));
    expect(html).toContain('<img class="t-hero__image"');
    expect(html).toContain('t-hero--has-media');
  });

  it('an empty content slot does not make an empty first box', () => {
    expect(renderHtml(node('hero', { box2Text: 'Note' }, { content: [] }))).not.toContain('t-hero__box--primary');
    expect(filled(createElement('tessera-slot', { 'data-slot': 'content' }, null))).toBe(false);
    expect(filled(createElement('tessera-slot', { 'data-slot': 'content', dangerouslySetInnerHTML: { __html: '' } }))).toBe(false);
    expect(filled(createElement('tessera-slot', { 'data-slot': 'content', dangerouslySetInnerHTML: { __html: '<p>x</p>' } }))).toBe(true);
    expect(filled(createElement('p', null, 'x'))).toBe(true);
    expect(filled(null)).toBe(false);
  });
});

describe('hero: variants', () => {
  it('multi-box: both boxes side by side over the image', () => {
    const html = renderHtml(node('hero', { variant: 'multi-box', heading: 'Data services', box1Text: 'Pricing', box2Text: 'Connectivity', ...image }));
    expect(html).toContain('class="t-hero t-hero--multi-box t-hero--image-full t-hero--height-400 t-hero--align-left t-hero--has-media"');
    expect(html.match(/class="t-hero__box /g)).toHaveLength(2);
  });

  it('multi-box-video: a muted, looping inline video with the image as poster, started only by the island', () => {
    const tree = node('hero', { variant: 'multi-box-video', heading: 'The opening bell', videoSrc: '/static/video/floor.mp4', ...image });
    const html = renderHtml(tree);
    expect(html).toContain(
      '<div class="t-hero__media"><video class="t-hero__image t-hero__video" src="/static/video/floor.mp4" poster="/static/img/hero-markets.svg" muted="" loop="" playsInline="" preload="none" style="object-fit:cover;object-position:center" aria-label="Rising price lines across a blue market chart"></video></div>',
    );
    expect(html).not.toContain('autoplay');
    expect(html).not.toContain('<button');
    const decorative = renderHtml(node('hero', { variant: 'multi-box-video', videoSrc: 'https://cdn.example.com/floor.mp4' }));
    expect(decorative).toContain('aria-hidden="true"');
    expect(decorative).not.toContain('poster=');
  });

  it('multi-box-video: once hydrated, a control pauses and plays the video', () => {
    const props = propsOf({ variant: 'multi-box-video', videoSrc: '/static/video/floor.mp4', ...image });
    const render = (playing: boolean) => renderToStaticMarkup(createElement(HeroFrame, { id: 'h', props, slots: {}, video: { hydrated: true, playing } }));
    expect(render(true)).toContain('<button type="button" class="t-hero__video-toggle" aria-label="Pause background video">');
    expect(render(false)).toContain('<button type="button" class="t-hero__video-toggle" aria-label="Play background video">');
  });

  it('mini-carousel: the carousel of its slot beside the boxes', () => {
    const carousel = node('carousel', { label: 'Energy highlights', slides: [{ id: 'brent' }, { id: 'ttf' }] });
    const html = renderHtml(node('hero', { variant: 'mini-carousel', heading: 'Energy', box1Text: 'Oil, gas and power.' }, { carousel: [carousel] }));
    expect(html).toContain('class="t-hero t-hero--mini-carousel t-hero--image-half t-hero--height-400 t-hero--align-left t-hero--has-media"');
    expect(html).toContain(
      '<div class="t-hero__media t-hero__media--carousel"><tessera-slot data-slot="carousel"><tessera-island data-island="1" data-kind="carousel"><section class="t-carousel" aria-roledescription="carousel" aria-label="Energy highlights">',
    );
    // Without a carousel there is no media and no empty band.
    const empty = renderHtml(node('hero', { variant: 'mini-carousel', heading: 'Energy' }));
    expect(empty).not.toContain('t-hero__media');
    expect(empty).not.toContain('t-hero--has-media');
  });

  it('image-only: the image alone; a heading stays for screen readers', () => {
    const tree = node('hero', { variant: 'image-only', heading: 'Our markets', box1Text: 'Not shown', ...image }, { content: [node('heading', { text: 'Not shown either' })] });
    const html = renderHtml(tree);
    // React 19 asks the browser to fetch an eager image early.
    expect(html).toBe(
      '<link rel="preload" as="image" href="/static/img/hero-markets.svg"/>' +
        island(
          `<section class="t-hero t-hero--image-only t-hero--image-full t-hero--height-400 t-hero--align-left t-hero--has-media" aria-labelledby="tessera-${tree.id}-heading"><div class="t-hero__inner">` +
            '<div class="t-hero__media"><img class="t-hero__image" src="/static/img/hero-markets.svg" alt="Rising price lines across a blue market chart" loading="eager" decoding="async" style="object-fit:cover;object-position:center"/></div>' +
            `<h1 class="t-visually-hidden" id="tessera-${tree.id}-heading">Our markets</h1></div></section>`,
        ),
    );
  });

  it('the island renders exactly the server HTML first, for every variant', () => {
    const variants = [
      { heading: 'Standard', ...image },
      { variant: 'multi-box', box1Text: 'One', box2Text: 'Two', ...image },
      { variant: 'multi-box-video', videoSrc: '/static/video/floor.mp4', ...image },
      { variant: 'mini-carousel', heading: 'Mini' },
      { variant: 'image-only', ...image },
    ];
    for (const props of variants) {
      const p = propsOf(props);
      expect(renderToStaticMarkup(createElement(HeroIsland, { id: 'h', props: p, slots: {} }))).toBe(
        renderToStaticMarkup(createElement(HeroView, { id: 'h', props: p, slots: {} })),
      );
    }
  });
});

describe('hero: props', () => {
  it('applies the specification defaults; stored heroes of version 1 still load', () => {
    expect(valid(node('hero')).props).toMatchObject({ variant: 'standard', imageHeight: 400, imageFit: 'cover', alignBoxes: 'left', videoSrc: '' });
    const stored = { id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', name: 'hero', props: { heading: 'Clearing', imageSrc: '/static/img/hero-data.svg' }, slots: { content: [] } };
    expect(valid(stored).props).toMatchObject({ heading: 'Clearing', imageSrc: '/static/img/hero-data.svg', variant: 'standard' });
  });

  it('accepts all five variants of the specification', () => {
    expect(valid(node('hero', { variant: 'multi-box' })).props.variant).toBe('multi-box');
    expect(valid(node('hero', { variant: 'mini-carousel' })).props.variant).toBe('mini-carousel');
    expect(valid(node('hero', { variant: 'multi-box-video', videoSrc: '/static/video/floor.mp4' })).props.variant).toBe('multi-box-video');
    expect(valid(node('hero', { variant: 'image-only', ...image })).props.variant).toBe('image-only');
  });

  it('rejects other heights, unknown variants and free-form CSS', () => {
    const issues = issuesOf(
      node('hero', { variant: 'split-screen', imageHeight: 300, imageObjectPosition: '0 0; background: red', box1bg: '#ff0000' }),
    );
    expect(issues.map((i) => i.path)).toEqual([
      '/root/props/variant',
      '/root/props/imageHeight',
      '/root/props/imageObjectPosition',
      '/root/props/box1bg',
    ]);
  });

  it('image-only needs the image and its alt text', () => {
    expect(issuesOf(node('hero', { variant: 'image-only' }))).toEqual([
      { path: '/root/props/imageSrc', message: 'An image-only hero needs an image' },
      { path: '/root/props/imageAlt', message: 'An image-only hero shows nothing but its image: describe it in the alt text' },
    ]);
  });

  it('multi-box-video needs a video at a same-origin path or an https URL', () => {
    expect(issuesOf(node('hero', { variant: 'multi-box-video' }))).toEqual([
      { path: '/root/props/videoSrc', message: 'Enter the address of the video: a same-origin path like /static/video/trading-floor.mp4 or an https URL' },
    ]);
    for (const videoSrc of ['http://cdn.example.com/a.mp4', 'javascript:alert(1)', '//evil.test/a.mp4', 'data:video/mp4;base64,AAAA']) {
      expect(issuesOf(node('hero', { variant: 'multi-box-video', videoSrc }))).toEqual([
        { path: '/root/props/videoSrc', message: 'Use a same-origin path like /static/video/trading-floor.mp4 or an https URL' },
      ]);
    }
  });

  it('takes only a carousel, and only one, in its carousel slot', () => {
    expect(issuesOf(node('hero', { variant: 'mini-carousel' }, { carousel: [node('card')] }))[0]!.path).toBe('/root/slots/carousel/0/name');
    expect(issuesOf(node('hero', { variant: 'mini-carousel' }, { carousel: [node('carousel'), node('carousel-2022')] }))[0]!.path).toBe('/root/slots/carousel');
  });
});
