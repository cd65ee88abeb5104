import { describe, expect, it } from 'vitest';
import { catalogueReadme, imageName, progressLine, sizeText } from './catalogue-index.mjs';

const kind = (name, label, category, extra = {}) => ({ name, label, category, description: null, supersededBy: null, ...extra });

describe('the catalogue script', () => {
  it('counts progress from 1, padded to the total', () => {
    expect(progressLine(11, 79, 'hero')).toBe('12/79 hero');
    expect(progressLine(0, 79, 'page-layout')).toBe(' 1/79 page-layout');
  });

  it('names images after kinds, and refuses anything else', () => {
    expect(imageName('notice-list')).toBe('notice-list.jpg');
    expect(() => imageName('../README')).toThrow('Not a kind name');
  });

  it('indexes the kinds by category in block-list order, with descriptions and images', () => {
    const text = catalogueReadme(
      [
        kind('hero', 'Hero', 'media', { description: 'A large image | with a heading' }),
        kind('page-layout', 'Page layout', 'layout'),
        kind('carousel', 'Carousel', 'media', { supersededBy: 'carousel-2022' }),
      ],
      { hero: 'hero.jpg', 'page-layout': 'page-layout.jpg' },
      { layout: 'Layout', navigation: 'Navigation', content: 'Content', media: 'Media', forms: 'Forms' },
    );
    expect(text.indexOf('## Layout')).toBeLessThan(text.indexOf('## Media'));
    expect(text).not.toContain('## Forms');
    expect(text).toContain('3 kinds.');
    expect(text).toContain('| **Hero** `hero` | A large image \\| with a heading | <a href="hero.jpg"><img src="hero.jpg" width="260" alt="Hero in the eight themes"></a> |');
    expect(text).toContain('| **Carousel** `carousel` (older: use `carousel-2022`) |  | — |');
  });

  it('says sizes in words', () => {
    expect(sizeText(6_412_000)).toBe('6.4 MB');
    expect(sizeText(812_400)).toBe('812 KB');
  });
});
