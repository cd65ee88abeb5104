import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';

describe('hero', () => {
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
    expect(html).toContain(`<section class="t-hero t-hero--standard t-hero--image-full t-hero--height-250 t-hero--align-left" aria-labelledby="tessera-${tree.id}-heading">`);
    expect(html).toContain('<img class="t-hero__image" src="/static/img/hero/clearing.svg" alt="Trading floor" style="object-fit:cover;object-position:top"/>');
    expect(html).toContain(
      `<div class="t-hero__box t-hero__box--primary"><h1 class="t-hero__heading" id="tessera-${tree.id}-heading">Clearing</h1><p class="t-hero__text">Clearing houses across three continents.</p><h3 class="t-heading">Inside the box</h3></div>`,
    );
    expect(html).toContain('<div class="t-hero__box t-hero__box--accent"><p class="t-hero__text">Open since 1792.</p></div>');
  });

  it('drops a long heading one level, per the heading limits', () => {
    const heading = 'A heading that is longer than forty characters';
    expect(renderHtml(node('hero', { heading }))).toContain(`<h2 class="t-hero__heading"`);
  });

  it('without heading or image renders a plain block and no empty boxes', () => {
    const html = renderHtml(node('hero', { box2Text: 'Only the second box' }));
    expect(html).toBe(
      '<div class="t-hero t-hero--standard t-hero--image-full t-hero--height-400 t-hero--align-left"><div class="t-hero__inner"><div class="t-hero__boxes"><div class="t-hero__box t-hero__box--surface"><p class="t-hero__text">Only the second box</p></div></div></div></div>',
    );
  });

  it('applies the specification defaults', () => {
    expect(valid(node('hero')).props).toMatchObject({ variant: 'standard', imageHeight: 400, imageFit: 'cover', alignBoxes: 'left' });
  });

  it('rejects other heights, unknown variants and free-form CSS', () => {
    const issues = issuesOf(
      node('hero', { variant: 'multi-box', imageHeight: 300, imageObjectPosition: '0 0; background: red', box1bg: '#ff0000' }),
    );
    expect(issues.map((i) => i.path)).toEqual([
      '/root/props/variant',
      '/root/props/imageHeight',
      '/root/props/imageObjectPosition',
      '/root/props/box1bg',
    ]);
  });
});
