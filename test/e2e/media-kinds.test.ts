import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { VIDEO_PLAYLIST } from '../../src/core/constants';
import type { Node } from '../../src/core/node';
import { launchBrowser } from '../support/browser';
import { ContentApi, Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

/**
 * The media kinds of issue 11 in real Chromium: the video player's playlist paging and its
 * consent gate (nothing requested from the video host before C0005), the media item's video,
 * the background video's pause control and reduced motion, and axe on the demo pages using them.
 */

let server: RunningServer;
let browser: Browser;
/** A short WebM clip recorded by Chromium itself, served at VIDEO_PATH: no binary file in the repository. */
let clip: Buffer;

const VIDEO_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'i.ytimg.com', 'player.vimeo.com'];
const VIDEO_PATH = '/e2e-media/registry-loop.webm';
const TRAINING = '/support';
const TRAINING_COUNT = 9;

async function recordClip(): Promise<Buffer> {
  const page = await browser.newPage();
  await page.setContent('<canvas width="160" height="90"></canvas>');
  const bytes = await page.evaluate(async () => {
    const canvas = document.querySelector('canvas')!;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const timer = setInterval(() => {
      context.fillStyle = frame++ % 2 ? '#0a5c3a' : '#b7de5a';
      context.fillRect(0, 0, 160, 90);
    }, 60);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    recorder.stop();
    clearInterval(timer);
    await stopped;
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
  });
  await page.close();
  return Buffer.from(bytes);
}

beforeAll(async () => {
  server = await startServer({ adminPassword: 'media kinds admin password' });
  browser = await launchBrowser();
  clip = await recordClip();
  const api = await ContentApi.as(server, server.admin);
  const leaf = (name: string, props: Record<string, unknown>, slots: Record<string, Node[]> = {}): Node => ({ id: randomUUID(), name, props, slots });
  const tree = leaf('page-layout', {}, {
    main: [
      leaf('heading', { text: 'Registry in motion', level: 1 }),
      leaf(
        'background-video',
        { videoUrl: VIDEO_PATH, posterUrl: '/static/img/video-registry-poster.svg', overlay: 'header', minHeight: 250 },
        { content: [leaf('heading', { text: 'Every loan, one registry', level: 2 })] },
      ),
    ],
  });
  const document = await api.createDocument('mersinc', { path: '/registry-in-motion', title: 'Registry in motion', tree });
  await api.publish(document.id);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Records (and aborts, offline) every request to the video providers. */
async function watchVideoHosts(visitor: Visitor): Promise<string[]> {
  const requests: string[] = [];
  const hosts = new Set(VIDEO_HOSTS);
  await visitor.context.route(
    (url) => hosts.has(url.hostname),
    (route) => {
      requests.push(route.request().url());
      return route.abort();
    },
  );
  return requests;
}

/** Serves the recorded clip at VIDEO_PATH and counts the requests for it. */
async function serveClip(visitor: Visitor): Promise<{ requests: number }> {
  const served = { requests: 0 };
  await visitor.context.route(`**${VIDEO_PATH}`, (route) => {
    served.requests++;
    return route.fulfill({ status: 200, contentType: 'video/webm', body: clip });
  });
  return served;
}

const ownErrors = (messages: string[]) => messages.filter((m) => !VIDEO_HOSTS.some((h) => m.includes(h)) && !m.includes('ERR_FAILED'));
const ownFailures = (failed: string[]) => failed.filter((f) => !VIDEO_HOSTS.some((h) => f.includes(h)));

function playlist(page: Page) {
  const list = page.locator('.t-video-player__list');
  return {
    list,
    shown: () => list.locator('.t-video-player__item:visible .t-video-player__item-title').allTextContents(),
    columns: () => list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter((t) => t.endsWith('px')).length),
    status: () => page.locator('.t-video-player__page').textContent(),
    next: page.getByRole('button', { name: 'Next videos' }),
    previous: page.getByRole('button', { name: 'Previous videos' }),
  };
}

const titles = async (list: Locator) => list.locator('.t-video-player__item-title').allTextContents();

describe('video player', () => {
  it('pages the playlist two rows at a time, as many 250 px tiles per row as fit, re-paging on resize', async () => {
    const visitor = await Visitor.arrive(browser, server, { viewport: { width: 1280, height: 900 } });
    await watchVideoHosts(visitor);
    await visitor.recordLayoutShifts();
    const { page } = visitor;
    await visitor.open('imt', TRAINING);
    const p = playlist(page);
    const all = await titles(p.list);
    expect(all).toHaveLength(TRAINING_COUNT);

    const columns = await p.columns();
    const width = await p.list.evaluate((el) => el.clientWidth);
    expect(width / columns).toBeGreaterThanOrEqual(VIDEO_PLAYLIST.minWidth);
    expect(columns).toBeGreaterThan(1);
    const perPage = columns * VIDEO_PLAYLIST.rowsPerPage;
    const pages = Math.ceil(TRAINING_COUNT / perPage);
    expect(pages).toBeGreaterThan(1);
    await expect.poll(p.status).toBe(`Page 1 of ${pages}`);
    expect(await p.shown()).toEqual(all.slice(0, perPage));
    expect(await p.previous.getAttribute('aria-disabled')).toBe('true');
    expect(await visitor.layoutShift()).toBeLessThanOrEqual(0.02);

    // By keyboard: the buttons keep focus as they page.
    await p.next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(p.status).toBe(`Page 2 of ${pages}`);
    expect(await p.shown()).toEqual(all.slice(perPage, perPage * 2));
    expect(await p.next.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await p.previous.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(p.status).toBe(`Page 1 of ${pages}`);

    // A narrower window fits fewer tiles in a row: pages get smaller, and more of them.
    await page.setViewportSize({ width: 600, height: 900 });
    await expect.poll(p.columns).toBe(2);
    await expect.poll(p.status).toBe(`Page 1 of ${Math.ceil(TRAINING_COUNT / 4)}`);
    expect(await p.shown()).toEqual(all.slice(0, 4));
    await p.next.click();
    await p.next.click();
    await expect.poll(p.status).toBe('Page 3 of 3');
    expect(await p.shown()).toEqual(all.slice(8));
    expect(await p.next.getAttribute('aria-disabled')).toBe('true');
    // Marked disabled but still focusable (focus is never lost at the end); pressing it does nothing.
    await p.next.press('Enter');
    expect(await p.status()).toBe('Page 3 of 3');
    expect(await p.next.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(visitor.recoveredIslands).toEqual([]);
  });

  it('before its script runs, shows the same two rows; without scripts, every video as a link', async () => {
    const early = await Visitor.arrive(browser, server, { viewport: { width: 1280, height: 900 } });
    await watchVideoHosts(early);
    await early.blockIslands();
    await early.open('imt', TRAINING);
    const p = playlist(early.page);
    const perPage = (await p.columns()) * VIDEO_PLAYLIST.rowsPerPage;
    expect(await p.shown()).toEqual((await titles(p.list)).slice(0, perPage));
    // The pager keeps its place but cannot be reached before it can work.
    expect(await p.next.isVisible()).toBe(false);

    const noScript = await Visitor.arrive(browser, server, { viewport: { width: 1280, height: 900 }, javaScript: false });
    await watchVideoHosts(noScript);
    await noScript.open('imt', TRAINING);
    const links = noScript.page.locator('.t-video-player__list a.t-video-player__choice');
    expect(await links.count()).toBe(TRAINING_COUNT);
    expect(await playlist(noScript.page).shown()).toHaveLength(TRAINING_COUNT);
    expect(await links.first().getAttribute('href')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
  });

  it('requests nothing from the video host before C0005; the chosen video then plays in the player', async () => {
    const visitor = await Visitor.arrive(browser, server, { viewport: { width: 1280, height: 900 } });
    const requests = await watchVideoHosts(visitor);
    const { page } = visitor;
    await visitor.open('imt', TRAINING);
    const player = page.locator('.t-video-player__stage');
    await expect.poll(() => page.getByRole('button', { name: 'Accept all' }).isVisible()).toBe(true);
    expect(await player.getByText('This video from YouTube is blocked until you accept').isVisible()).toBe(true);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.locator('img[src*="ytimg"], img[src*="youtube"]').count()).toBe(0);

    // Choosing a video moves it into the player, still behind the consent placeholder.
    await page.getByRole('button', { name: /^Working the exception queue/ }).click();
    await expect.poll(() => page.locator('.t-video-player__now-title').textContent()).toBe('Working the exception queue');
    expect(await page.getByRole('button', { name: /^Working the exception queue/ }).getAttribute('aria-current')).toBe('true');
    expect(await player.locator('.t-embed__title').textContent()).toBe('Working the exception queue');
    expect(await page.locator('iframe').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);

    await player.getByRole('button', { name: 'Accept and show the video' }).click();
    const frame = page.locator('iframe[title="Working the exception queue"]');
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/bT6yN1cXe9R?autoplay=1');
    expect(await frame.getAttribute('allow')).toContain('autoplay');
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect(requests[0]).toContain('https://www.youtube-nocookie.com/embed/bT6yN1cXe9R');
    expect(await visitor.cookie('tessera_consent')).toBe('C0001.C0005');
    expect(await frame.evaluate((el) => el === document.activeElement)).toBe(true);
    // The cookie notice took the choice too.
    await expect.poll(() => page.getByRole('button', { name: 'Accept all' }).count()).toBe(0);

    // Another choice plays at once.
    await page.getByRole('button', { name: /^Evaluating a workout/ }).click();
    await expect.poll(() => page.locator('iframe').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/Ld2fH7sJq0M?autoplay=1');
    await visitor.expectNoSeriousViolations();
    expect(visitor.recoveredIslands).toEqual([]);
    expect(ownErrors(visitor.problems.console)).toEqual([]);
    expect(ownFailures(visitor.problems.failed)).toEqual([]);
  });

  it('a visitor who declined third-party cookies keeps the placeholder', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const requests = await watchVideoHosts(visitor);
    await visitor.chooseCookies('imt', 'C0001.C0002');
    await visitor.open('imt', TRAINING);
    await visitor.page.getByRole('button', { name: /^Releasing a lien/ }).click();
    await expect.poll(() => visitor.page.locator('.t-embed__title').textContent()).toBe('Releasing a lien');
    await visitor.page.waitForTimeout(300);
    expect(await visitor.page.locator('iframe').count()).toBe(0);
    expect(requests).toEqual([]);
  });
});

describe('media video', () => {
  it('the servicing-digital tour waits for C0005 and slides in only when motion is welcome', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const requests = await watchVideoHosts(visitor);
    const { page } = visitor;
    await visitor.open('imt', '/products/servicing-digital');
    const media = page.locator('.t-media--video');
    expect(await media.getByText('This video from YouTube is blocked').isVisible()).toBe(true);
    expect(await media.locator('.t-media__figure').evaluate((el) => getComputedStyle(el).animationName)).toBe('t-media-slide');
    await media.getByRole('button', { name: 'Accept and show the video' }).click();
    const frame = page.locator('iframe[title="Tour of the borrower portal: payments, statements and escrow"]');
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/Hs7dR2qLm4E');
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    await visitor.expectNoSeriousViolations();

    const calm = await Visitor.arrive(browser, server);
    await watchVideoHosts(calm);
    await calm.page.emulateMedia({ reducedMotion: 'reduce' });
    await calm.open('imt', '/products/servicing-digital');
    expect(await calm.page.locator('.t-media--video .t-media__figure').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });
});

describe('background video', () => {
  const control = (page: Page, name: 'Pause background video' | 'Play background video') => page.getByRole('button', { name });
  const paused = (page: Page) => page.locator('.t-background-video__video').evaluate((el) => (el as HTMLVideoElement).paused);

  it('plays muted and inline, with a visible control that pauses and plays it, by mouse and by keyboard', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const served = await serveClip(visitor);
    const { page } = visitor;
    await visitor.recordLayoutShifts();
    await visitor.open('mersinc', '/registry-in-motion');
    const pause = control(page, 'Pause background video');
    await expect.poll(() => pause.isVisible()).toBe(true);
    expect(await paused(page)).toBe(false);
    expect(served.requests).toBeGreaterThan(0);
    const video = page.locator('.t-background-video__video');
    expect(await video.evaluate((el) => [(el as HTMLVideoElement).muted, (el as HTMLVideoElement).loop])).toEqual([true, true]);
    expect(await page.locator('.t-background-video__media').getAttribute('aria-hidden')).toBe('true');

    await pause.click();
    await expect.poll(() => paused(page)).toBe(true);
    const play = control(page, 'Play background video');
    await expect.poll(() => play.isVisible()).toBe(true);
    expect(await play.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => paused(page)).toBe(false);
    await expect.poll(() => pause.isVisible()).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => paused(page)).toBe(true);

    expect(await visitor.layoutShift()).toBeLessThanOrEqual(0.02);
    await visitor.expectNoSeriousViolations();
    expect(visitor.recoveredIslands).toEqual([]);
    visitor.expectNoProblems();
  });

  it('never starts by itself under prefers-reduced-motion, and fetches nothing until asked to play', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const served = await serveClip(visitor);
    const { page } = visitor;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visitor.open('mersinc', '/registry-in-motion');
    const play = control(page, 'Play background video');
    await expect.poll(() => play.isVisible()).toBe(true);
    await page.waitForTimeout(300);
    expect(await paused(page)).toBe(true);
    expect(served.requests).toBe(0);

    await play.click();
    await expect.poll(() => paused(page)).toBe(false);
    expect(served.requests).toBeGreaterThan(0);

    // Asking for less motion while it plays stops it.
    const reduced = () => page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(reduced).toBe(false);
    expect(await paused(page)).toBe(false);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(reduced).toBe(true);
    await expect.poll(() => paused(page)).toBe(true);
    expect(await control(page, 'Play background video').isVisible()).toBe(true);
  });

  it('a video that cannot be played leaves the poster and no control', async () => {
    const visitor = await Visitor.arrive(browser, server);
    await visitor.context.route(`**${VIDEO_PATH}`, (route) => route.fulfill({ status: 404, body: '' }));
    await visitor.open('mersinc', '/registry-in-motion');
    await expect.poll(() => visitor.page.locator('.t-background-video--failed').count()).toBe(1);
    expect(await visitor.page.locator('.t-background-video__control').count()).toBe(0);
    expect(await visitor.page.locator('.t-background-video__poster').isVisible()).toBe(true);
  });

  it('the mersinc demo shows its poster only: no video, nothing to pause', async () => {
    const visitor = await Visitor.arrive(browser, server);
    await visitor.open('mersinc', '/solutions');
    const section = visitor.page.locator('.t-background-video');
    expect(await section.locator('.t-background-video__poster').isVisible()).toBe(true);
    expect(await section.locator('video').count()).toBe(0);
    expect(await section.getByRole('button').count()).toBe(0);
    expect(await visitor.page.getByRole('heading', { level: 1 }).textContent()).toBe('Solutions');
  });
});

describe('demo pages with the new kinds', () => {
  const PAGES: [site: string, path: string][] = [
    ['imt', '/'],
    ['imt', TRAINING],
    ['imt', '/products/servicing-digital'],
    ['mersinc', '/'],
    ['mersinc', '/solutions'],
    ['mersinc', '/solutions/real-estate'],
    ['mersmembers', '/'],
  ];

  it.each(PAGES)('%s%s passes axe, does not shift, on a desktop and on a phone', async (site, path) => {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const visitor = await Visitor.arrive(browser, server, { viewport });
      const requests = await watchVideoHosts(visitor);
      await visitor.recordLayoutShifts();
      await visitor.open(site, path);
      expect(await visitor.layoutShift(), `${viewport.width}px`).toBeLessThanOrEqual(0.02);
      await visitor.expectNoSeriousViolations();
      expect(requests, `${viewport.width}px`).toEqual([]);
      visitor.expectNoProblems();
      // Nothing sticks out sideways (the belt's band is painted, not laid out, beyond the column).
      expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${viewport.width}px`).toBe(0);
      await visitor.close();
    }
  });

  it('the float stacks above the text on a phone and sits beside it on a desktop', async () => {
    const visitor = await Visitor.arrive(browser, server, { viewport: { width: 1280, height: 900 } });
    const { page } = visitor;
    await visitor.open('mersinc', '/solutions/real-estate');
    const item = page.locator('.t-float__item');
    const text = page.locator('.t-float__text p').first();
    const side = async () => {
      const [a, b] = [(await item.boundingBox())!, (await text.boundingBox())!];
      return { beside: a.y < b.y + b.height && b.y < a.y + a.height, itemWidth: a.width };
    };
    expect((await side()).beside).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await side()).beside).toBe(false);
    const column = (await page.locator('.t-float').boundingBox())!;
    expect((await side()).itemWidth).toBeCloseTo(column.width, 0);
  });
});
