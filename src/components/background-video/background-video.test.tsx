import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, it, expect } from 'vitest';
import { node } from '../../core/node';
import { issuesOf, renderHtml, valid } from '../test-render';
import BackgroundVideoIsland from './background-video.client';
import { backgroundVideoReducer, controlLabel, REDUCED_MOTION_QUERY, shouldAutoplay, type BackgroundVideoState } from './state';
import BackgroundVideoView, { BackgroundVideo, type BackgroundVideoProps } from './View';

const base = { videoUrl: '/static/video/registry-loop.webm', posterUrl: '/static/img/video-registry-poster.svg' };
const propsOf = (props: Record<string, unknown>) => valid(node('background-video', props)).props as BackgroundVideoProps;
const markup = (props: Record<string, unknown>, state: BackgroundVideoState) =>
  renderToStaticMarkup(createElement(BackgroundVideo, { props: propsOf(props), slots: { content: createElement('h2', null, 'Registry') }, state }));

describe('background-video: behaviour', () => {
  it('starts by itself only when the visitor has not asked for reduced motion', () => {
    expect(REDUCED_MOTION_QUERY).toBe('(prefers-reduced-motion: reduce)');
    expect(shouldAutoplay({ reducedMotion: false })).toBe(true);
    expect(shouldAutoplay({ reducedMotion: true })).toBe(false);
  });

  it('goes from the server\u2019s idle poster to paused, then follows the video; failing ends it', () => {
    expect(backgroundVideoReducer('idle', { type: 'start' })).toBe('paused');
    expect(backgroundVideoReducer('idle', { type: 'paused' })).toBe('idle');
    expect(backgroundVideoReducer('paused', { type: 'playing' })).toBe('playing');
    expect(backgroundVideoReducer('playing', { type: 'paused' })).toBe('paused');
    expect(backgroundVideoReducer('playing', { type: 'start' })).toBe('playing');
    expect(backgroundVideoReducer('playing', { type: 'failed' })).toBe('failed');
    expect(backgroundVideoReducer('failed', { type: 'playing' })).toBe('failed');
  });

  it('names the control by what it does', () => {
    expect(controlLabel('playing')).toBe('Pause background video');
    expect(controlLabel('paused')).toBe('Play background video');
  });
});

describe('background-video: markup', () => {
  it('server HTML: poster and content; the video is neither playing nor fetched, and no control yet', () => {
    const html = renderHtml(node('background-video', base, { content: [node('heading', { text: 'One registry', level: 2 })] }));
    expect(html).toBe(
      '<tessera-island data-island="0" data-kind="background-video"><div class="t-background-video t-background-video--header t-background-video--height-400 t-background-video--align-left">' +
        '<div class="t-background-video__media" aria-hidden="true"><img class="t-background-video__poster" src="/static/img/video-registry-poster.svg" alt="" loading="lazy" decoding="async"/>' +
        '<video class="t-background-video__video" src="/static/video/registry-loop.webm" poster="/static/img/video-registry-poster.svg" muted="" loop="" playsInline="" preload="none"></video></div>' +
        '<div class="t-background-video__overlay"></div><div class="t-background-video__content"><tessera-slot data-slot="content"><h2 class="t-heading">One registry</h2></tessera-slot></div></div></tessera-island>',
    );
    expect(html).not.toContain('autoplay');
  });

  it('the island renders the server HTML first, so hydration matches', () => {
    for (const props of [base, { ...base, videoUrl: '' }]) {
      const p = propsOf(props);
      expect(renderToStaticMarkup(createElement(BackgroundVideoIsland, { id: 'b', props: p, slots: {} }))).toBe(
        renderToStaticMarkup(createElement(BackgroundVideoView, { id: 'b', props: p, slots: {} })),
      );
    }
  });

  it('shows a visible pause button while playing and a play button while paused (WCAG 2.2.2)', () => {
    expect(markup(base, 'playing')).toContain('<button type="button" class="t-background-video__control" aria-label="Pause background video"><svg');
    expect(markup(base, 'paused')).toContain('<button type="button" class="t-background-video__control" aria-label="Play background video"><svg');
    expect(markup(base, 'idle')).not.toContain('<button');
  });

  it('without a video, or once it failed, only the poster remains: nothing moves, nothing to control', () => {
    const poster = markup({ ...base, videoUrl: '' }, 'paused');
    expect(poster).not.toContain('<video');
    expect(poster).not.toContain('<button');
    const failed = markup(base, 'failed');
    expect(failed).toContain('t-background-video--failed');
    expect(failed).not.toContain('<button');
  });

  it('lays a theme colour pair over the picture and reserves its height', () => {
    expect(markup({ ...base, overlay: 'primary', minHeight: 560, align: 'center' }, 'idle')).toMatch(
      /^<div class="t-background-video t-background-video--primary t-background-video--height-560 t-background-video--align-center">/,
    );
    const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
    expect(css).toContain('.t-background-video--height-560 { min-height: 560px; }');
    expect(css).toContain('.t-background-video--primary .t-background-video__content { color: var(--t-color-primary-contrast); }');
  });
});

describe('background-video: props', () => {
  it('takes video files only: a path or an https URL, never a YouTube page', () => {
    expect(propsOf({ ...base, videoUrl: 'https://media.example.com/loop.mp4' }).videoUrl).toBe('https://media.example.com/loop.mp4');
    expect(issuesOf(node('background-video', { ...base, videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' }))).toEqual([
      { path: '/root/props/videoUrl', message: 'A background video plays a video file (a path or an https URL), not a YouTube or Vimeo page' },
    ]);
    expect(issuesOf(node('background-video', { ...base, videoUrl: 'http://media.example.com/loop.mp4' }))).toEqual([
      { path: '/root/props/videoUrl', message: 'Use a video file: a path like /static/video/tour.mp4 or an https URL' },
    ]);
  });

  it('needs a poster of its own site or https, and known overlays and heights', () => {
    expect(issuesOf(node('background-video', { videoUrl: '' }))[0]!.path).toBe('/root/props/posterUrl');
    expect(issuesOf(node('background-video', { ...base, posterUrl: 'https://i.ytimg.com/vi/x/hq.jpg' }))[0]!.path).toBe('/root/props/posterUrl');
    expect(issuesOf(node('background-video', { ...base, overlay: 'red', minHeight: 300 })).map((i) => i.path)).toEqual([
      '/root/props/overlay',
      '/root/props/minHeight',
    ]);
  });
});
