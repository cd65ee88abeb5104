import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { BELT_BACKGROUNDS } from './definition';

const content = [node('heading', { text: 'MERS in numbers', level: 2 })];
const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');

describe('belt', () => {
  it('renders its content on a theme colour pair', () => {
    expect(renderHtml(node('belt', { background: 'header' }, { content }))).toBe(
      '<div class="t-belt t-belt--header t-belt--align-left t-belt--padding-medium"><div class="t-belt__content"><h2 class="t-heading">MERS in numbers</h2></div></div>',
    );
  });

  it('lays an overlay of the pair\u2019s colour over a decorative image, under the content', () => {
    const html = renderHtml(node('belt', { background: 'primary', imageUrl: '/static/img/belt-neighbourhood.svg', align: 'center', padding: 'large' }, { content }));
    expect(html).toBe(
      '<div class="t-belt t-belt--primary t-belt--align-center t-belt--padding-large t-belt--image"><img class="t-belt__image" src="/static/img/belt-neighbourhood.svg" alt="" loading="lazy" decoding="async"/>' +
        '<div class="t-belt__overlay"></div><div class="t-belt__content"><h2 class="t-heading">MERS in numbers</h2></div></div>',
    );
  });

  it('gives every background its text colour, on the band and on the overlay, and reaches both window edges', () => {
    const pairs: Record<string, [string, string]> = {
      primary: ['--t-color-primary', '--t-color-primary-contrast'],
      accent: ['--t-color-accent', '--t-color-accent-contrast'],
      surface: ['--t-color-surface', '--t-color-text'],
      bg: ['--t-color-bg', '--t-color-text'],
      header: ['--t-color-header-bg', '--t-color-header-text'],
      footer: ['--t-color-footer-bg', '--t-color-footer-text'],
    };
    expect(Object.keys(pairs)).toEqual([...BELT_BACKGROUNDS]);
    for (const [name, [bg, text]] of Object.entries(pairs)) {
      expect(css).toContain(`.t-belt--${name} { background: var(${bg}); color: var(${text}); box-shadow: 0 0 0 100vmax var(${bg}); }`);
      expect(css).toContain(`.t-belt--${name} .t-belt__overlay { background: var(${bg}); color: var(${text}); }`);
    }
    expect(css).toContain('clip-path: inset(0 -100vmax);');
    expect(css).not.toMatch(/100vw/);
  });

  it('has a primary band by default and rejects unknown backgrounds and unsafe images', () => {
    expect(valid(node('belt')).props).toEqual({ background: 'primary', imageUrl: '', align: 'left', padding: 'medium' });
    expect(issuesOf(node('belt', { background: 'red', imageUrl: 'javascript:alert(1)' })).map((i) => i.path)).toEqual([
      '/root/props/background',
      '/root/props/imageUrl',
    ]);
  });
});
