import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CAROUSEL_INTERVAL } from '../../core/constants';
import { node, type Node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import CarouselIsland from './carousel.client';
import { initialRotation, rotationReducer, type RotationEvent, type RotationState } from './rotation';
import { MAX_SLIDES, slideClasses } from './slides';
import CarouselView, { CarouselFrame, type CarouselProps } from './View';

const slides = [{ id: 'brent' }, { id: 'cocoa', className: 'primary' }, { id: 'clearing', bgImage: '/static/img/hero-data.svg' }];
const text = (t: string) => [node('rich-text', { html: `<p>${t}</p>` })];
const content = { slide1: text('Brent futures'), slide2: text('Cocoa futures'), slide3: text('Clearing') };
const propsOf = (props: Record<string, unknown>) => valid(node('carousel', props)).props as CarouselProps;

/** The frame as the island draws it once hydrated, after `events`. */
function frame(props: Record<string, unknown>, ...events: RotationEvent[]): string {
  const p = propsOf(props);
  const state: RotationState = events.reduce(rotationReducer, initialRotation({ count: p.slides.length, repeat: p.repeat, autoplay: p.autoplay }));
  return renderToStaticMarkup(
    createElement(CarouselFrame, {
      id: 'c1',
      label: p.label,
      slides: p.slides,
      slots: {},
      state,
      autoplay: p.autoplay,
      showControls: p.showControls,
      showIndicators: p.showIndicators,
      hydrated: true,
    }),
  );
}

const between = (html: string, from: string, to: string) => html.slice(html.indexOf(from), html.indexOf(to, html.indexOf(from)));

describe('carousel: server HTML', () => {
  it('is a labelled carousel region with every slide a group "n of N" holding its own slot', () => {
    const tree = node('carousel', { label: 'Market highlights', slides }, content);
    const html = renderHtml(tree);
    const slidesId = `tessera-${tree.id}-slides`;
    expect(html).toContain('<section class="t-carousel" aria-roledescription="carousel" aria-label="Market highlights">');
    expect(html).toContain(
      `<div class="t-carousel__controls"></div><div class="t-carousel__slides" id="${slidesId}" aria-live="off">` +
        '<div class="t-carousel__slide t-carousel__slide--current" role="group" aria-roledescription="slide" aria-label="1 of 3" id="brent">' +
        '<div class="t-carousel__content"><tessera-slot data-slot="slide1"><div class="t-rich-text"><p>Brent futures</p></div></tessera-slot></div></div>' +
        '<div class="t-carousel__slide t-carousel__slide--primary" role="group" aria-roledescription="slide" aria-label="2 of 3" id="cocoa">' +
        '<div class="t-carousel__content"><tessera-slot data-slot="slide2"><div class="t-rich-text"><p>Cocoa futures</p></div></tessera-slot></div></div>' +
        '<div class="t-carousel__slide t-carousel__slide--with-image" role="group" aria-roledescription="slide" aria-label="3 of 3" id="clearing">' +
        '<img class="t-carousel__image" src="/static/img/hero-data.svg" alt="" loading="lazy" decoding="async"/>' +
        '<div class="t-carousel__content"><tessera-slot data-slot="slide3"><div class="t-rich-text"><p>Clearing</p></div></tessera-slot></div></div>' +
        '</div><div class="t-carousel__indicators"></div></section>',
    );
  });

  it('has no controls before the island runs: their space is kept, empty', () => {
    const html = renderHtml(node('carousel', { slides }, content));
    expect(html).not.toContain('<button');
    expect(html).toContain('<div class="t-carousel__controls"></div>');
    expect(html).toContain('<div class="t-carousel__indicators"></div>');
  });

  it('the island renders exactly the server HTML first, so hydration matches', () => {
    for (const props of [{ slides }, { slides, autoplay: false, repeat: false }, { slides: [{ id: 'one' }] }]) {
      const p = propsOf(props);
      expect(renderToStaticMarkup(createElement(CarouselIsland, { id: 'c1', props: p, slots: {} }))).toBe(
        renderToStaticMarkup(createElement(CarouselView, { id: 'c1', props: p, slots: {} })),
      );
    }
  });

  it('a single slide gets neither controls nor indicators', () => {
    const html = frame({ slides: [{ id: 'only' }] });
    expect(html).not.toContain('t-carousel__controls');
    expect(html).not.toContain('t-carousel__indicators');
    expect(html).not.toContain('<button');
  });

  it('a slide without an id has no id attribute; slide ids are editor ids', () => {
    expect(renderHtml(node('carousel', { slides: [{}, {}] }))).not.toMatch(/aria-label="1 of 2" id=/);
    expect(issuesOf(node('carousel', { slides: [{ id: 'tessera-main' }] }))[0]!.path).toBe('/root/props/slides/0/id');
  });
});

describe('carousel: hydrated markup per state', () => {
  it('puts the stop control first, then previous/next controlling the slides, then indicators as buttons', () => {
    const html = frame({ slides });
    const controls = between(html, '<div class="t-carousel__controls">', '<div class="t-carousel__slides"');
    expect(controls).toBe(
      '<div class="t-carousel__controls">' +
        '<button type="button" class="t-carousel__button t-carousel__rotation" data-rotation-control="" aria-label="Stop automatic slide show">' +
        '<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" fill="currentColor"><path d="M4 2h3v12H4zM9 2h3v12H9z"></path></svg></button>' +
        '<button type="button" class="t-carousel__button t-carousel__previous" aria-controls="tessera-c1-slides" aria-label="Previous slide">' +
        '<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" fill="currentColor"><path d="M10.5 2L4.5 8l6 6 1.4-1.4L7.3 8l4.6-4.6z"></path></svg></button>' +
        '<button type="button" class="t-carousel__button t-carousel__next" aria-controls="tessera-c1-slides" aria-label="Next slide">' +
        '<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" fill="currentColor"><path d="M5.5 2l6 6-6 6-1.4-1.4L8.7 8 4.1 3.4z"></path></svg></button>' +
        '</div>',
    );
    const indicators = between(html, '<div class="t-carousel__indicators">', '</section>');
    expect(indicators.match(/<button[^>]*>/g)).toEqual([
      '<button type="button" class="t-carousel__indicator" aria-label="Slide 1" aria-controls="tessera-c1-slides" aria-current="true">',
      '<button type="button" class="t-carousel__indicator" aria-label="Slide 2" aria-controls="tessera-c1-slides">',
      '<button type="button" class="t-carousel__indicator" aria-label="Slide 3" aria-controls="tessera-c1-slides">',
    ]);
  });

  it('moves the current slide and indicator with next, previous and an indicator', () => {
    const current = (html: string) => /t-carousel__slide--current" role="group" aria-roledescription="slide" aria-label="(\d) of 3"/.exec(html)?.[1];
    const indicated = (html: string) => /aria-label="Slide (\d)" aria-controls="tessera-c1-slides" aria-current="true"/.exec(html)?.[1];
    expect([current(frame({ slides }, { type: 'next' })), indicated(frame({ slides }, { type: 'next' }))]).toEqual(['2', '2']);
    expect(current(frame({ slides }, { type: 'previous' }))).toBe('3');
    expect(indicated(frame({ slides }, { type: 'go', index: 2 }))).toBe('3');
  });

  it('announces slide changes politely only while not rotating', () => {
    expect(frame({ slides })).toContain('aria-live="off"');
    expect(frame({ slides }, { type: 'hover', on: true })).toContain('aria-live="polite"');
    expect(frame({ slides }, { type: 'toggle' })).toContain('aria-live="polite"');
    expect(frame({ slides, autoplay: false })).toContain('aria-live="polite"');
  });

  it('labels the control "Start" once stopped', () => {
    expect(frame({ slides }, { type: 'toggle' })).toContain('data-rotation-control="" aria-label="Start automatic slide show"');
  });

  it('has no stop/start control without autoplay or under reduced motion', () => {
    expect(frame({ slides, autoplay: false })).not.toContain('data-rotation-control');
    expect(frame({ slides }, { type: 'reduced-motion', on: true })).not.toContain('data-rotation-control');
    expect(frame({ slides }, { type: 'reduced-motion', on: true })).toContain('aria-label="Next slide"');
  });

  it('marks previous unavailable on the first slide and next on the last without repeat', () => {
    const first = frame({ slides, repeat: false });
    expect(first).toContain('aria-label="Previous slide" aria-disabled="true"');
    expect(first).not.toContain('aria-label="Next slide" aria-disabled');
    const last = frame({ slides, repeat: false }, { type: 'go', index: 2 });
    expect(last).toContain('aria-label="Next slide" aria-disabled="true"');
    expect(frame({ slides })).not.toContain('aria-disabled');
  });

  it('leaves out previous/next or the indicators when told to', () => {
    expect(frame({ slides, showControls: false })).not.toContain('Next slide');
    expect(frame({ slides, showControls: false })).toContain('Stop automatic slide show');
    expect(frame({ slides, showIndicators: false })).not.toContain('t-carousel__indicators');
    // Without controls or autoplay there is nothing to keep space for.
    expect(frame({ slides, showControls: false, autoplay: false })).not.toContain('t-carousel__controls');
  });
});

describe('carousel: props', () => {
  it('has the specification fields, the demo interval of 2001 ms and one slot per slide', () => {
    expect(propsOf({})).toEqual({
      label: 'Highlights',
      interval: CAROUSEL_INTERVAL,
      repeat: true,
      showIndicators: true,
      showControls: true,
      pauseOnHover: true,
      autoplay: true,
      slides: [{ id: '', className: '', bgImage: '' }],
    });
    expect(CAROUSEL_INTERVAL).toBe(2001);
    const tree: Node = node('carousel', { slides: [{}, {}] }, { slide1: text('One'), slide10: text('Ten') });
    expect(valid(tree).slots.slide10).toHaveLength(1);
    expect(issuesOf(node('carousel', {}, { slide11: text('Eleven') }))[0]!.path).toBe('/root/slots/slide11');
  });

  it('needs previous/next or indicators, so every slide can be reached', () => {
    expect(issuesOf(node('carousel', { showControls: false, showIndicators: false }))).toEqual([
      { path: '/root/props/showControls', message: 'Show the previous/next buttons, the indicators or both, so visitors can reach every slide' },
    ]);
  });

  it('takes open class names, checked: a theme look becomes its modifier, other names pass as they are', () => {
    const tree = node('carousel', { label: 'Markets', slides: [{ className: '  primary promo_2027 wide ' }, { className: 'surface' }, {}] });
    expect((valid(tree).props.slides as { className: string }[]).map((s) => s.className)).toEqual(['primary promo_2027 wide', 'surface', '']);
    const html = renderHtml(tree);
    expect(html).toContain('class="t-carousel__slide t-carousel__slide--primary promo_2027 wide t-carousel__slide--current"');
    expect(html).toContain('class="t-carousel__slide t-carousel__slide--surface"');
    const problem = (className: string) => issuesOf(node('carousel', { slides: [{ className }] }));
    for (const className of ['a"><script>', 'x onmouseover=alert(1)', 'bg:red', '9lives', 'a{b}']) {
      expect(problem(className).map((i) => i.path), className).toEqual(['/root/props/slides/0/className']);
    }
    expect(problem('t-visually-hidden')[0]!.message).toBe('Class names starting with t- or tessera- are reserved for the platform');
    expect(problem('a b c d e f g h i')[0]!.message).toBe('At most 8 class names');
    expect(problem('x'.repeat(201))[0]!.message).toBe('Class names are at most 200 characters in all');
    // Stored before the names were open: the six looks render exactly as they did.
    for (const look of ['', 'surface', 'primary', 'accent', 'header', 'footer']) {
      expect(slideClasses(look)).toEqual(look ? [`t-carousel__slide--${look}`] : []);
    }
    // The view never passes on what the schema would refuse.
    expect(slideClasses('ok "bad" t-main tessera-x')).toEqual(['ok']);
  });

  it('rejects duplicate slide ids, too many slides, unknown looks and unsafe images', () => {
    expect(issuesOf(node('carousel', { slides: [{ id: 'a' }, { id: 'a' }] }))).toEqual([
      { path: '/root/props/slides/1/id', message: 'Slide id "a" is used twice' },
    ]);
    expect(issuesOf(node('carousel', { slides: Array.from({ length: MAX_SLIDES + 1 }, () => ({})) }))).toEqual([
      { path: '/root/props/slides', message: 'A carousel holds at most 10 slides' },
    ]);
    expect(issuesOf(node('carousel', { slides: [] }))).toEqual([{ path: '/root/props/slides', message: 'Add at least one slide' }]);
    expect(issuesOf(node('carousel', { slides: [{ className: 'float:left' }, { bgImage: 'javascript:alert(1)' }] })).map((i) => i.path)).toEqual([
      '/root/props/slides/0/className',
      '/root/props/slides/1/bgImage',
    ]);
  });

  it('keeps the interval within one second and one minute, in whole milliseconds', () => {
    expect(issuesOf(node('carousel', { interval: 999 }))).toEqual([{ path: '/root/props/interval', message: 'The interval is at least 1000 ms' }]);
    expect(issuesOf(node('carousel', { interval: 60_001 }))[0]!.message).toBe('The interval is at most 60000 ms');
    expect(issuesOf(node('carousel', { interval: 2001.5 }))[0]!.message).toBe('The interval is a whole number of milliseconds');
  });

  it('needs a name for screen readers', () => {
    expect(issuesOf(node('carousel', { label: ' ' }))).toEqual([
      { path: '/root/props/label', message: 'Name the carousel for screen readers, e.g. Market highlights' },
    ]);
  });
});
