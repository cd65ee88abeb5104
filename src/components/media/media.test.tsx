import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import MediaIsland from './media.client';
import type { ThirdPartyVideo } from '../video-player/source';
import { ThirdPartyFrame } from '../video-player/third-party';
import MediaView, { Media, mediaVideo, type MediaProps } from './View';

const propsOf = (props: Record<string, unknown>) => valid(node('media', props)).props as MediaProps;
const youtube = { type: 'video', videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', altText: 'Borrower portal tour', heading: 'See the portal' };

/** Anything in the markup that would make the browser fetch from YouTube or Vimeo. */
const PROVIDER_FETCH = /<(iframe|img|script|link|video|source)\b[^>]*(youtube|ytimg|vimeo)|(src|srcset|poster)="[^"]*(youtube|ytimg|vimeo)/;

describe('media: images', () => {
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
    // An image needs no browser behaviour (the reveal is CSS): server HTML only, no island, no script.
    expect(renderHtml(tree)).toBe(
      '<div class="t-media t-media--right t-media--image t-media--transition"><div class="t-media__figure"><img class="t-media__image" src="/static/img/media/servicing.svg" alt="Servicing dashboard" loading="lazy" decoding="async"/></div>' +
        '<div class="t-media__body"><h2 class="t-media__heading">Servicing digital</h2><div class="t-rich-text"><p>Borrower self-service.</p></div>' +
        '<p class="t-media__link-row"><a class="t-media__link" href="/servicing-digital">Read more about servicing</a></p></div></div>',
    );
  });

  it('offers the media library\u2019s sizes for a library image', () => {
    const hash = 'a'.repeat(64);
    const html = renderHtml(node('media', { imageUrl: `/media/${hash}.jpg`, altText: 'Closing table' }));
    expect(html).toContain(`srcSet="/media/${hash}-320w.webp 320w,`);
    expect(html).toContain('sizes="(min-width: 768px) 50vw, 100vw"');
  });

  it('omits the link without link text and the image without a url', () => {
    const html = renderHtml(node('media', { heading: 'Only text', linkUrl: '/fees', imageUrl: '' }));
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('<img');
  });

  it('has the specification defaults', () => {
    expect(valid(node('media')).props).toMatchObject({ type: 'image', mediaSide: 'left', hasTransition: false, headingLevel: 2, videoUrl: '' });
  });

  it('rejects unknown types, unsafe links and wrong sides', () => {
    expect(issuesOf(node('media', { type: 'audio', linkUrl: 'javascript:void(0)', mediaSide: 'top' })).map((i) => i.path)).toEqual([
      '/root/props/type',
      '/root/props/mediaSide',
      '/root/props/linkUrl',
    ]);
  });
});

describe('media: videos', () => {
  it('accepts the type video (specification §3 "Media: type")', () => {
    expect(propsOf(youtube).type).toBe('video');
    expect(propsOf({ type: 'video', videoUrl: '/static/video/registry-tour.mp4', altText: 'Registry tour' }).videoUrl).toBe('/static/video/registry-tour.mp4');
  });

  it('plays a video file in the browser\u2019s player, fetched only when played, its poster holding the frame', () => {
    const html = renderHtml(
      node('media', { type: 'video', videoUrl: '/static/video/registry-tour.mp4', imageUrl: '/static/img/video-eregistry.svg', altText: 'Registry tour', heading: 'Tour' }),
    );
    expect(html).toContain(
      '<div class="t-media__figure"><video class="t-media__video" src="/static/video/registry-tour.mp4" poster="/static/img/video-eregistry.svg" aria-label="Registry tour" controls="" preload="none" playsInline=""></video></div>',
    );
    expect(html).toContain('t-media--video');
    expect(html).not.toContain('<img');
  });

  it('shows a YouTube video as a placeholder that loads nothing from YouTube before consent', () => {
    const html = renderHtml(node('media', youtube));
    expect(html).not.toMatch(PROVIDER_FETCH);
    expect(html).toContain('<p class="t-embed__title">Borrower portal tour</p>');
    expect(html).toContain('This video from YouTube is blocked until you accept the cookies for social media and third-party content');
    expect(html).toContain('<button type="button" class="t-button t-button--primary t-embed__accept">Accept and show the video</button>');
    // A plain link remains, to the privacy-enhanced player.
    expect(html).toContain('<a class="t-embed__link" href="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ">Open the video on YouTube</a>');
  });

  it('the island renders the server HTML first, so hydration matches and nothing loads yet', () => {
    for (const props of [youtube, { imageUrl: '/static/img/hero-mortgage.svg', altText: 'Rooftops' }, { ...youtube, videoUrl: 'https://vimeo.com/76979871' }]) {
      const p = propsOf(props);
      const first = renderToStaticMarkup(createElement(MediaIsland, { id: 'm', props: p, slots: {} }));
      expect(first).toBe(renderToStaticMarkup(createElement(MediaView, { id: 'm', props: p, slots: {} })));
      expect(first).not.toMatch(PROVIDER_FETCH);
    }
  });

  it('with consent, the player of the provider\u2019s privacy-enhanced address, titled for screen readers', () => {
    const p = propsOf({ ...youtube, videoUrl: 'https://youtu.be/aqz-KE-bpKQ' });
    const video = mediaVideo(p);
    expect(video).toEqual({ kind: 'youtube', id: 'aqz-KE-bpKQ', embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' });
    const frame = createElement(ThirdPartyFrame, { source: video as ThirdPartyVideo, title: p.altText, state: 'loaded' });
    const html = renderToStaticMarkup(createElement(Media, { props: p, slots: {}, thirdParty: frame }));
    expect(html).toContain(
      '<div class="t-media__figure"><div class="t-embed t-embed--16x9" data-provider="youtube"><iframe class="t-embed__frame" src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" title="Borrower portal tour"',
    );
    expect(renderToStaticMarkup(createElement(ThirdPartyFrame, { source: video as ThirdPartyVideo, title: 'x', state: 'blocked' }))).not.toContain('<iframe');
    const vimeo = propsOf({ ...youtube, videoUrl: 'https://player.vimeo.com/video/76979871' });
    expect(renderHtml(node('media', vimeo))).toContain('This video from Vimeo is blocked');
  });

  it('needs a video address and a description for a video', () => {
    expect(issuesOf(node('media', { type: 'video' }))).toEqual([
      { path: '/root/props/videoUrl', message: 'Enter the address of the video' },
      { path: '/root/props/altText', message: 'Describe the video: it names the player for screen readers' },
    ]);
  });

  it('accepts only files (path or https) and single YouTube or Vimeo videos', () => {
    const problem = (videoUrl: string) => issuesOf(node('media', { ...youtube, videoUrl }))[0];
    expect(problem('javascript:alert(1)')).toEqual({
      path: '/root/props/videoUrl',
      message: 'Use a video file (a path like /static/video/tour.mp4 or an https URL), or a YouTube or Vimeo address',
    });
    expect(problem('http://cdn.example.com/tour.mp4')!.path).toBe('/root/props/videoUrl');
    expect(problem('//evil.example/tour.mp4')!.path).toBe('/root/props/videoUrl');
    expect(problem('https://www.youtube.com/@icemortgagetechnology')!.message).toBe(
      'Use the address of one YouTube video, e.g. https://www.youtube.com/watch?v=VIDEO_ID',
    );
    expect(problem('https://vimeo.com/channels/staffpicks')!.message).toBe('Use the address of one Vimeo video, e.g. https://vimeo.com/123456789');
  });
});

describe('media: transition', () => {
  const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

  it('moves only for visitors who have not asked for reduced motion', () => {
    const motion = css.indexOf('@media (prefers-reduced-motion: no-preference)');
    expect(motion).toBeGreaterThan(-1);
    for (const rule of ['animation: t-media-enter', 'animation-name: t-media-slide', 'animation-timeline: view()']) {
      expect(css.indexOf(rule), rule).toBeGreaterThan(motion);
    }
    expect(css.slice(0, motion)).not.toMatch(/animation|transition:/);
  });

  it('reveals with transforms and opacity only, so nothing else on the page moves (no layout shift)', () => {
    const keyframes = [...css.matchAll(/@keyframes [\w-]+ \{([\s\S]*?)\n\}/g)].map((m) => m[1]!);
    expect(keyframes).toHaveLength(2);
    const properties = new Set(keyframes.flatMap((k) => [...k.matchAll(/([a-z-]+):/g)].map((m) => m[1]!)));
    expect([...properties].sort()).toEqual(['opacity', 'transform']);
  });
});
