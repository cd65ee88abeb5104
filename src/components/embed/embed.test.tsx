import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { embedUrlProblem } from './definition';
import EmbedIsland from './embed.client';
import { contentWord, providerName } from './provider';
import { embedStateFor, ratioClass } from './state';
import EmbedView, { Embed, type EmbedProps } from './View';

const video = { provider: 'youtube', url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ', title: 'Borrower portal tour' };
const map = {
  provider: 'map',
  url: 'https://www.openstreetmap.org/export/embed.html?bbox=-125%2C24.4%2C-66.9%2C49.4&layer=mapnik',
  title: 'Map of the United States',
  aspectRatio: '4:3',
};
const propsOf = (props: Record<string, unknown>) => valid(node('embed', props)).props as EmbedProps;

describe('embed: consent gate', () => {
  it('loads only with consent for C0005', () => {
    expect(embedStateFor(null)).toBe('blocked');
    expect(embedStateFor(['C0001', 'C0002', 'C0003', 'C0004'])).toBe('blocked');
    expect(embedStateFor(['C0001', 'C0005'])).toBe('loaded');
  });

  it('server HTML is the placeholder: no iframe, no image, no address the browser would fetch', () => {
    const html = renderHtml(node('embed', video));
    expect(html).not.toMatch(/<iframe|<img|<script|<link|\ssrc=|srcset=/);
    expect(html).toContain('<p class="t-embed__title">Borrower portal tour</p>');
    expect(html).toContain(
      'This video from YouTube is blocked until you accept the cookies for social media and third-party content: YouTube may set its own cookies when it loads.',
    );
    expect(html).toContain('<button type="button" class="t-button t-button--primary t-embed__accept">Accept and show the video</button>');
    // A plain link still lets the visitor go to the provider themselves (and works without scripts).
    expect(html).toContain('<a class="t-embed__link" href="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ">Open the video on YouTube</a>');
  });

  it('the island renders the placeholder first, whatever the consent, so hydration matches', () => {
    const p = propsOf(map);
    const island = renderToStaticMarkup(createElement(EmbedIsland, { id: 'e', props: p, slots: {} }));
    expect(island).toBe(renderToStaticMarkup(createElement(EmbedView, { id: 'e', props: p, slots: {} })));
    expect(island).not.toContain('<iframe');
  });

  it('loaded: a titled, sandboxed iframe of the player address', () => {
    const html = renderToStaticMarkup(createElement(Embed, { props: propsOf(map), state: 'loaded' }));
    expect(html).toBe(
      '<div class="t-embed t-embed--4x3" data-provider="map"><iframe class="t-embed__frame" src="https://www.openstreetmap.org/export/embed.html?bbox=-125%2C24.4%2C-66.9%2C49.4&amp;layer=mapnik" ' +
        'title="Map of the United States" allow="fullscreen; picture-in-picture; encrypted-media" allowFullScreen="" referrerPolicy="strict-origin-when-cross-origin" ' +
        'sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"></iframe></div>',
    );
  });

  it('names providers and what they show', () => {
    expect(providerName('https://player.vimeo.com/video/1')).toBe('Vimeo');
    expect(providerName(map.url)).toBe('OpenStreetMap');
    expect(providerName('https://www.linkedin.com/embed/feed/update/1')).toBe('linkedin.com');
    expect(contentWord('map')).toBe('map');
    expect(contentWord('social')).toBe('post');
    expect(ratioClass('21:9')).toBe('21x9');
  });
});

describe('embed: props', () => {
  it('defaults to 16:9', () => {
    expect(propsOf(video).aspectRatio).toBe('16:9');
  });

  it('accepts only the provider\u2019s player addresses over https', () => {
    expect(embedUrlProblem('youtube', video.url)).toBeUndefined();
    expect(embedUrlProblem('vimeo', 'https://player.vimeo.com/video/76979871')).toBeUndefined();
    expect(embedUrlProblem('map', 'https://www.google.com/maps/embed?pb=1')).toBeUndefined();
    expect(embedUrlProblem('social', 'https://www.instagram.com/p/abc/embed')).toBeUndefined();
    expect(embedUrlProblem('youtube', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toMatch(/youtube player address/);
    expect(embedUrlProblem('youtube', 'https://evil.test/embed/aqz-KE-bpKQ')).toMatch(/youtube player address/);
    expect(embedUrlProblem('vimeo', 'http://player.vimeo.com/video/1')).toMatch(/https/);
    expect(embedUrlProblem('social', 'javascript:alert(1)')).toMatch(/https/);
    expect(embedUrlProblem('social', 'https://user:pw@example.com/x')).toMatch(/https/);
  });

  it('reports a bad address, a missing title and an unknown provider at their paths', () => {
    expect(issuesOf(node('embed', { ...video, url: 'https://example.com/v' }))[0]!.path).toBe('/root/props/url');
    expect(issuesOf(node('embed', { ...video, title: '' }))[0]!.path).toBe('/root/props/title');
    expect(issuesOf(node('embed', { ...video, provider: 'tiktok' }))[0]!.path).toBe('/root/props/provider');
  });
});
