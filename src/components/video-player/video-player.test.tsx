import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, it, expect } from 'vitest';
import { VIDEO_PLAYLIST } from '../../core/constants';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import { columnsFor, pageStatus, playlistPage, turnPage } from './playlist';
import { isProviderImage, videoSource, videoUrlProblem } from './source';
import VideoPlayerIsland from './video-player.client';
import VideoPlayerView, { VideoPlayer, type PlayerState, type VideoPlayerProps } from './View';

const video = (n: number, videoUrl = `https://www.youtube.com/watch?v=tour000000${n % 10}`) => ({
  title: `Tour ${n}`,
  description: `What part ${n} shows.`,
  thumbnailUrl: `/static/img/video-${n}.svg`,
  videoUrl,
});
const nine = Array.from({ length: 9 }, (_, i) => video(i + 1));
const propsOf = (props: Record<string, unknown>) => valid(node('video-player', props)).props as VideoPlayerProps;
const markup = (props: VideoPlayerProps, state: Partial<PlayerState>) =>
  renderToStaticMarkup(createElement(VideoPlayer, { id: 'vp', props, state: { current: 0, page: null, autoplay: false, consent: 'pending', ...state } }));

/** Anything that would make the browser fetch from YouTube or Vimeo. */
const PROVIDER_FETCH = /<(iframe|img|script|link|video|source)\b[^>]*(youtube|ytimg|vimeo)|(src|srcset|poster)="[^"]*(youtube|ytimg|vimeo)/i;

describe('video-player: video addresses', () => {
  it('tells files from YouTube and Vimeo videos', () => {
    expect(videoSource('')).toEqual({ kind: 'none' });
    expect(videoSource('/static/video/tour.mp4')).toEqual({ kind: 'file', url: '/static/video/tour.mp4' });
    expect(videoSource('https://cdn.example.com/tour.webm')).toEqual({ kind: 'file', url: 'https://cdn.example.com/tour.webm' });
    const yt = { kind: 'youtube', id: 'aqz-KE-bpKQ', embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' };
    for (const url of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
      'https://m.youtube.com/watch?v=aqz-KE-bpKQ&t=30',
    ]) {
      expect(videoSource(url), url).toEqual(yt);
    }
    const vimeo = { kind: 'vimeo', id: '76979871', embedUrl: 'https://player.vimeo.com/video/76979871' };
    expect(videoSource('https://vimeo.com/76979871')).toEqual(vimeo);
    expect(videoSource('https://player.vimeo.com/video/76979871')).toEqual(vimeo);
  });

  it('refuses other schemes, other sites\u2019 paths, credentials and provider pages that are not one video', () => {
    for (const url of ['javascript:alert(1)', 'http://cdn.example.com/a.mp4', '//cdn.example.com/a.mp4', '/a b.mp4', '\\\\host\\a.mp4', 'https://u:p@cdn.example.com/a.mp4', 'https://www.youtube.com/@channel', 'https://vimeo.com/channels/x']) {
      expect(videoSource(url), url).toBeUndefined();
      expect(videoUrlProblem(url), url).toBeDefined();
    }
    expect(videoUrlProblem('https://youtu.be/aqz-KE-bpKQ', { filesOnly: true })).toBe(
      'A background video plays a video file (a path or an https URL), not a YouTube or Vimeo page',
    );
  });

  it('knows the image hosts of the providers', () => {
    expect(isProviderImage('https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg')).toBe(true);
    expect(isProviderImage('https://i.vimeocdn.com/video/1.jpg')).toBe(true);
    expect(isProviderImage('/static/img/video-1.svg')).toBe(false);
    expect(isProviderImage('https://images.example.com/1.jpg')).toBe(false);
  });
});

describe('video-player: playlist paging (specification §9: 2 rows per page, min width 250)', () => {
  it('uses the constants of the specification', () => {
    expect(VIDEO_PLAYLIST).toEqual({ rowsPerPage: 2, minWidth: 250 });
  });

  it('fits as many tiles of at least 250 px in a row as the width allows, at least one', () => {
    expect(columnsFor({ width: 200, gap: 16 })).toBe(1);
    expect(columnsFor({ width: 515, gap: 16 })).toBe(1);
    expect(columnsFor({ width: 516, gap: 16 })).toBe(2);
    expect(columnsFor({ width: 781, gap: 16 })).toBe(2);
    expect(columnsFor({ width: 782, gap: 16 })).toBe(3);
    expect(columnsFor({ width: 1168, gap: 16 })).toBe(4);
    expect(columnsFor({ width: 500, gap: 0 })).toBe(2);
  });

  it('pages two rows at a time', () => {
    expect(playlistPage({ count: 9, columns: 2, first: 0 })).toEqual({ page: 0, pages: 3, start: 0, end: 4, perPage: 4 });
    expect(playlistPage({ count: 9, columns: 2, first: 8 })).toEqual({ page: 2, pages: 3, start: 8, end: 9, perPage: 4 });
    expect(playlistPage({ count: 9, columns: 3, first: 0 })).toEqual({ page: 0, pages: 2, start: 0, end: 6, perPage: 6 });
    expect(playlistPage({ count: 9, columns: 5, first: 0 })).toEqual({ page: 0, pages: 1, start: 0, end: 9, perPage: 10 });
    expect(playlistPage({ count: 3, columns: 1, first: 0 }).pages).toBe(2);
  });

  it('turns pages forward and back, never past either end', () => {
    const first = playlistPage({ count: 9, columns: 2, first: 0 });
    expect(turnPage(first, 1)).toBe(4);
    expect(turnPage(first, -1)).toBe(0);
    const last = playlistPage({ count: 9, columns: 2, first: turnPage(playlistPage({ count: 9, columns: 2, first: 4 }), 1) });
    expect(last.page).toBe(2);
    expect(turnPage(last, 1)).toBe(8);
    expect(pageStatus(last)).toBe('Page 3 of 3');
  });

  it('keeps the first tile shown in view when the row grows or shrinks', () => {
    // Item 6 was first on page 2 of 3 per page; with 4 per row (8 per page) it is on page 1.
    expect(playlistPage({ count: 9, columns: 4, first: 6 })).toMatchObject({ page: 0, start: 0 });
    expect(playlistPage({ count: 9, columns: 1, first: 6 })).toMatchObject({ page: 3, start: 6, end: 8 });
  });

  it('before the island runs, CSS shows exactly the two rows the island will page', () => {
    const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
    expect(css).toMatch(/grid-template-columns: repeat\(auto-fill, minmax\(min\(250px, 100%\), 1fr\)\);\s+gap: 16px;/);
    expect(css).toContain('.t-video-player--pending .t-video-player__item:nth-child(n + 3) {\n  display: none;');
    const queries = [...css.matchAll(/@container \(min-width: (\d+)px\) \{\s+[^{]+nth-child\(n \+ (\d+)\) \{ display: block; \}\s+[^{]+nth-child\(n \+ (\d+)\) \{ display: none; \}/g)];
    expect(queries.length).toBeGreaterThanOrEqual(5);
    queries.forEach(([, width, shown, hidden], i) => {
      const columns = columnsFor({ width: Number(width), gap: 16 });
      // Each query adds one column exactly at its width, and hides from the third row on.
      expect(columns, `${width}px`).toBe(i + 2);
      expect(columnsFor({ width: Number(width) - 1, gap: 16 }), `${width}px`).toBe(i + 1);
      expect(Number(hidden), `${width}px`).toBe(columns * VIDEO_PLAYLIST.rowsPerPage + 1);
      expect(Number(shown), `${width}px`).toBe((columns - 1) * VIDEO_PLAYLIST.rowsPerPage + 1);
    });
  });
});

describe('video-player: markup', () => {
  const props = propsOf({ heading: 'Product tours', items: nine });

  it('server HTML: the first video\u2019s consent placeholder, the playlist as links, nothing from YouTube', () => {
    const tree = node('video-player', { heading: 'Product tours', items: nine });
    const html = renderHtml(tree);
    expect(html).toMatch(/^<tessera-island data-island="0" data-kind="video-player"><section class="t-video-player t-video-player--pending" aria-labelledby="tessera-[\w-]+-heading">/);
    expect(html).not.toMatch(PROVIDER_FETCH);
    expect(html).toContain('<p class="t-embed__title">Tour 1</p>');
    expect(html).toContain('<button type="button" class="t-button t-button--primary t-embed__accept">Accept and show the video</button>');
    expect(html).toContain('<p class="t-video-player__now" aria-live="polite"><span class="t-video-player__now-title">Tour 1</span><span class="t-video-player__now-text">What part 1 shows.</span></p>');
    expect(html).toContain(`<ul class="t-video-player__list" id="tessera-${tree.id}-playlist" aria-label="Playlist">`);
    expect(html).toContain(
      '<li class="t-video-player__item"><a class="t-video-player__choice" href="https://www.youtube-nocookie.com/embed/tour0000001" aria-current="true">' +
        '<span class="t-video-player__thumb"><img class="t-video-player__thumb-image" src="/static/img/video-1.svg" alt="" loading="lazy" decoding="async"/></span>' +
        '<span class="t-video-player__item-title">Tour 1</span><span class="t-video-player__item-text">What part 1 shows.</span></a></li>',
    );
    expect(html.match(/<li class="t-video-player__item">/g)).toHaveLength(9);
    expect(html).not.toContain('hidden=""');
    // The pager holds its place, idle until the island knows how many tiles fit.
    expect(html).toContain('<div class="t-video-player__pager t-video-player__pager--idle">');
    expect(html).toContain('<p class="t-video-player__page" aria-live="polite"></p>');
  });

  it('the island renders the server HTML first, so hydration matches', () => {
    for (const p of [props, propsOf({ items: [video(1, '/static/video/a.mp4'), video(2)] }), propsOf({ items: [video(1)] })]) {
      expect(renderToStaticMarkup(createElement(VideoPlayerIsland, { id: 'vp', props: p, slots: {} }))).toBe(
        renderToStaticMarkup(createElement(VideoPlayerView, { id: 'vp', props: p, slots: {} })),
      );
    }
  });

  it('measured: only the current page\u2019s tiles, buttons, and the page status', () => {
    const page = playlistPage({ count: 9, columns: 2, first: 4 });
    const html = markup(props, { page, current: 5 });
    expect(html).not.toContain('t-video-player--pending');
    const items = [...html.matchAll(/<li class="t-video-player__item"( hidden="")?>/g)].map((m) => (m[1] ? 'hidden' : 'shown'));
    expect(items).toEqual(['hidden', 'hidden', 'hidden', 'hidden', 'shown', 'shown', 'shown', 'shown', 'hidden']);
    expect(html).not.toContain('<a class="t-video-player__choice"');
    expect(html).toContain('<button type="button" class="t-video-player__choice" aria-current="true"><span class="t-video-player__thumb"><img class="t-video-player__thumb-image" src="/static/img/video-6.svg"');
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(html).toContain('<div class="t-video-player__pager">');
    expect(html).toContain('aria-controls="tessera-vp-playlist" aria-disabled="false">Previous videos</button><p class="t-video-player__page" aria-live="polite">Page 2 of 3</p>');
    expect(markup(props, { page: playlistPage({ count: 9, columns: 2, first: 0 }) })).toContain('aria-disabled="true">Previous videos');
    expect(markup(props, { page: playlistPage({ count: 9, columns: 2, first: 8 }) })).toContain('aria-disabled="true">Next videos');
    // Everything fits on one page: the pager keeps its place but stays idle.
    expect(markup(props, { page: playlistPage({ count: 9, columns: 5, first: 0 }) })).toContain('t-video-player__pager t-video-player__pager--idle');
  });

  it('the chosen video plays in the main player: a file in the browser\u2019s player, its thumbnail as poster', () => {
    const p = propsOf({ items: [video(1), video(2, '/static/video/loss-mitigation.mp4')] });
    const html = markup(p, { current: 1, page: playlistPage({ count: 2, columns: 2, first: 0 }), autoplay: true });
    expect(html).toContain(
      '<video class="t-video-player__video" src="/static/video/loss-mitigation.mp4" poster="/static/img/video-2.svg" aria-label="Tour 2" controls="" playsInline="" preload="none"></video>',
    );
    expect(html).toContain('<span class="t-video-player__now-title">Tour 2</span>');
    // Two videos fit in two rows however narrow the player: no pager at all.
    expect(html).not.toContain('t-video-player__pager');
  });

  it('third-party videos load only with consent; a chosen one starts playing', () => {
    const page = playlistPage({ count: 9, columns: 2, first: 0 });
    for (const consent of ['pending', 'blocked'] as const) {
      const html = markup(props, { page, consent, current: 2, autoplay: true });
      expect(html, consent).not.toMatch(PROVIDER_FETCH);
      expect(html, consent).toContain('This video from YouTube is blocked until you accept');
    }
    expect(markup(props, { page, consent: 'loaded' })).toContain('<iframe class="t-embed__frame" src="https://www.youtube-nocookie.com/embed/tour0000001" title="Tour 1" allow="autoplay; fullscreen; picture-in-picture; encrypted-media"');
    expect(markup(props, { page, consent: 'loaded', current: 2, autoplay: true })).toContain('src="https://www.youtube-nocookie.com/embed/tour0000003?autoplay=1" title="Tour 3"');
  });

  it('a single video is just the player, labelled when there is no heading', () => {
    const html = markup(propsOf({ items: [video(1)] }), {});
    expect(html).toMatch(/^<section class="t-video-player t-video-player--pending" aria-label="Video player">/);
    expect(html).not.toContain('t-video-player__playlist');
  });
});

describe('video-player: props', () => {
  it('needs at least one video, each with a title and an address it can play', () => {
    expect(issuesOf(node('video-player', { items: [] }))).toEqual([{ path: '/root/props/items', message: 'Add at least one video' }]);
    expect(issuesOf(node('video-player', { items: [{ ...video(1), title: ' ', videoUrl: '' }] }))).toEqual([
      { path: '/root/props/items/0/title', message: 'Enter a title: it names the video in the playlist and the player' },
      { path: '/root/props/items/0/videoUrl', message: 'Enter the address of the video' },
    ]);
    expect(issuesOf(node('video-player', { items: [{ ...video(1), videoUrl: 'ftp://example.com/a.mp4' }] }))[0]!.path).toBe('/root/props/items/0/videoUrl');
  });

  it('refuses thumbnails from the video providers: they would load before consent', () => {
    const issues = issuesOf(node('video-player', { items: [{ ...video(1), thumbnailUrl: 'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg' }] }));
    expect(issues).toEqual([
      {
        path: '/root/props/items/0/thumbnailUrl',
        message: 'Use a thumbnail of this site: an image from the video provider would load before the visitor accepts its cookies',
      },
    ]);
  });

  it('rejects unknown item fields', () => {
    expect(issuesOf(node('video-player', { items: [{ ...video(1), autoplay: true }] }))[0]!.path).toBe('/root/props/items/0/autoplay');
  });
});
