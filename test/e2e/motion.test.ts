import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'motion admin password' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The demo's interval on the ICE home page (specification §9), and more than two of them. */
const INTERVAL = 2001;
const TWO_TURNS = 2 * INTERVAL + 500;

/**
 * A visitor who opens a demo page and waits for its islands; cookies are chosen up front so the
 * cookie notice stays out of the way.
 */
async function visit(
  site: string,
  path: string,
  { javaScript = true, reducedMotion = false }: { javaScript?: boolean; reducedMotion?: boolean } = {},
): Promise<Visitor> {
  const visitor = await Visitor.arrive(browser, server, { viewport: { width: 1280, height: 900 }, javaScript });
  await visitor.chooseCookies(site, 'C0001');
  // The NYSE home page opens with a modal banner; this visitor has closed it before.
  if (site === 'nyse') await visitor.context.addCookies([{ name: 'nyse_banner_early_close', value: '1', url: server.origin(site) }]);
  if (reducedMotion) await visitor.page.emulateMedia({ reducedMotion: 'reduce' });
  const response = await visitor.open(site, path);
  expect(response?.status()).toBe(200);
  return visitor;
}

async function expectClean(visitor: Visitor): Promise<void> {
  await visitor.expectNoSeriousViolations();
  expect(visitor.problems.console).toEqual([]);
  expect(visitor.warnings).toEqual([]);
  expect(visitor.recoveredIslands).toEqual([]);
  expect(visitor.problems.failed).toEqual([]);
}

const carousel = (page: Page, label: string) => page.locator(`section[aria-roledescription="carousel"][aria-label="${label}"]`);
/** "2 of 3": the label of the slide on show. */
const currentSlide = (region: Locator) => region.locator('.t-carousel__slide--current').getAttribute('aria-label');
/** `off` while the slides turn by themselves, `polite` while they wait (WAI-ARIA carousel pattern). */
const liveness = (region: Locator) => region.locator('[aria-live]').first().getAttribute('aria-live');
const button = (region: Locator, name: string) => region.getByRole('button', { name, exact: true });

/** Puts the pointer in a corner of the page, away from every carousel. */
const pointerAway = (page: Page) => page.mouse.move(1, 1);

describe('carousel', () => {
  it('moves with previous, next and the indicators, showing one slide at a time', async () => {
    const visitor = await visit('ice', '/');
    const region = carousel(visitor.page, 'Market highlights');
    // The stop/start control comes first, then previous and next.
    const names = await region.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(names).toEqual(['Stop automatic slide show', 'Previous slide', 'Next slide', 'Slide 1', 'Slide 2', 'Slide 3']);
    await button(region, 'Stop automatic slide show').click();

    expect(await currentSlide(region)).toBe('1 of 3');
    await button(region, 'Next slide').click();
    expect(await currentSlide(region)).toBe('2 of 3');
    await expect.poll(() => region.getByRole('group', { name: '1 of 3' }).isVisible()).toBe(false);
    expect(await region.getByRole('heading', { name: 'The 2026 margin model is live' }).isVisible()).toBe(true);
    await button(region, 'Previous slide').click();
    await button(region, 'Previous slide').click();
    expect(await currentSlide(region)).toBe('3 of 3');
    await button(region, 'Slide 2').click();
    expect(await currentSlide(region)).toBe('2 of 3');
    expect(await button(region, 'Slide 2').getAttribute('aria-current')).toBe('true');
    expect(await button(region, 'Slide 3').getAttribute('aria-current')).toBeNull();
    await expectClean(visitor);
  });

  it('turns by itself every interval and pauses while the pointer is over it', async () => {
    const visitor = await visit('ice', '/');
    const { page } = visitor;
    const region = carousel(page, 'Market highlights');
    await pointerAway(page);
    expect(await liveness(region)).toBe('off');
    await expect.poll(() => currentSlide(region), { timeout: TWO_TURNS }).toBe('2 of 3');

    await region.locator('.t-carousel__slides').hover();
    expect(await liveness(region)).toBe('polite');
    const paused = await currentSlide(region);
    await page.waitForTimeout(TWO_TURNS);
    expect(await currentSlide(region)).toBe(paused);

    await pointerAway(page);
    expect(await liveness(region)).toBe('off');
    await expect.poll(() => currentSlide(region), { timeout: TWO_TURNS }).not.toBe(paused);
  });

  it('pauses while keyboard focus is inside it, but not on the stop/start control, and when the tab is hidden', async () => {
    const visitor = await visit('ice', '/');
    const { page } = visitor;
    const region = carousel(page, 'Market highlights');
    await pointerAway(page);
    // Focus on the stop/start control does not pause; the next Tab, to previous, does.
    await button(region, 'Stop automatic slide show').focus();
    expect(await liveness(region)).toBe('off');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Previous slide');
    expect(await liveness(region)).toBe('polite');
    const paused = await currentSlide(region);
    await page.waitForTimeout(TWO_TURNS);
    expect(await currentSlide(region)).toBe(paused);

    // Focus leaving the carousel lets it turn again.
    await page.getByRole('link', { name: 'About ICE Clear Europe' }).focus();
    expect(await liveness(region)).toBe('off');

    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await liveness(region)).toBe('polite');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await liveness(region)).toBe('off');
  });

  it('stops and starts with its control', async () => {
    const visitor = await visit('ice', '/');
    const { page } = visitor;
    const region = carousel(page, 'Market highlights');
    await button(region, 'Stop automatic slide show').click();
    await pointerAway(page);
    await page.getByRole('link', { name: 'About ICE Clear Europe' }).focus();
    expect(await liveness(region)).toBe('polite');
    const stopped = await currentSlide(region);
    await page.waitForTimeout(TWO_TURNS);
    expect(await currentSlide(region)).toBe(stopped);

    await button(region, 'Start automatic slide show').click();
    expect(await button(region, 'Stop automatic slide show').isVisible()).toBe(true);
    await pointerAway(page);
    await expect.poll(() => currentSlide(region), { timeout: TWO_TURNS }).not.toBe(stopped);
    await expectClean(visitor);
  });

  it('never turns by itself when the visitor prefers reduced motion', async () => {
    const visitor = await visit('ice', '/', { reducedMotion: true });
    const { page } = visitor;
    const region = carousel(page, 'Market highlights');
    await pointerAway(page);
    expect(await button(region, 'Stop automatic slide show').count()).toBe(0);
    expect(await liveness(region)).toBe('polite');
    await page.waitForTimeout(TWO_TURNS);
    expect(await currentSlide(region)).toBe('1 of 3');
    await button(region, 'Next slide').click();
    expect(await currentSlide(region)).toBe('2 of 3');
  });

  it('shows every slide, one under the other, without JavaScript', async () => {
    const visitor = await visit('ice', '/', { javaScript: false });
    const region = carousel(visitor.page, 'Market highlights');
    for (const name of ['Brent open interest at a record', 'The 2026 margin model is live', 'End-of-day reports as CSV']) {
      expect(await region.getByRole('heading', { name }).isVisible(), name).toBe(true);
    }
    expect(await region.getByRole('button').count()).toBe(0);
  });

  it('turns the mini carousel of a hero (carousel-2022)', async () => {
    const visitor = await visit('ice', '/futures-us');
    const region = carousel(visitor.page, 'ICE Futures U.S. products');
    await button(region, 'Stop automatic slide show').click();
    expect(await currentSlide(region)).toBe('1 of 3');
    await button(region, 'Next slide').click();
    expect(await currentSlide(region)).toBe('2 of 3');
    await expect.poll(() => region.getByRole('link', { name: 'FX futures' }).isVisible()).toBe(true);
    await expectClean(visitor);
  });
});

describe('gallery', () => {
  const gallery = (page: Page) => page.locator('section[aria-roledescription="gallery"][aria-label="Inside the NYSE"]');
  const currentImage = (region: Locator) => region.locator('.t-gallery__item--current').getAttribute('aria-label');
  const thumbnail = (region: Locator, alt: string) => region.getByRole('button', { name: alt });
  const focusedThumbnail = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-thumbnail'));

  it('moves by mouse: thumbnails, next and previous', async () => {
    const visitor = await visit('nyse', '/');
    const region = gallery(visitor.page);
    await button(region, 'Stop automatic slide show').click();
    expect(await currentImage(region)).toBe('1 of 4');
    expect(await region.locator('.t-gallery__item--current figcaption').textContent()).toContain('The trading floor');

    await thumbnail(region, 'Rows of trading desks with green price charts on their screens').click();
    expect(await currentImage(region)).toBe('3 of 4');
    expect(await region.locator('.t-gallery__item--current figcaption').textContent()).toContain('The options floor');
    await expect.poll(() => region.getByRole('img', { name: 'Rows of trading desks with green price charts on their screens' }).first().isVisible()).toBe(true);
    expect(await thumbnail(region, 'Rows of trading desks with green price charts on their screens').getAttribute('aria-current')).toBe('true');

    await button(region, 'Next image').click();
    expect(await currentImage(region)).toBe('4 of 4');
    await button(region, 'Next image').click();
    expect(await currentImage(region)).toBe('1 of 4');
    await button(region, 'Previous image').click();
    expect(await currentImage(region)).toBe('4 of 4');
    await expectClean(visitor);
  });

  it('moves by keyboard: the thumbnails are one tab stop, arrows, Home and End choose the image', async () => {
    const visitor = await visit('nyse', '/');
    const { page } = visitor;
    const region = gallery(page);
    await button(region, 'Previous image').focus();
    await page.keyboard.press('Tab');
    expect(await focusedThumbnail(page)).toBe('0');
    // Focus inside pauses the slide show.
    expect(await region.locator('.t-gallery__stage').getAttribute('aria-live')).toBe('polite');

    await page.keyboard.press('ArrowRight');
    expect(await focusedThumbnail(page)).toBe('1');
    expect(await currentImage(region)).toBe('2 of 4');
    await page.keyboard.press('End');
    expect(await focusedThumbnail(page)).toBe('3');
    expect(await currentImage(region)).toBe('4 of 4');
    await page.keyboard.press('ArrowRight');
    expect(await currentImage(region)).toBe('1 of 4');
    await page.keyboard.press('ArrowLeft');
    expect(await currentImage(region)).toBe('4 of 4');
    await page.keyboard.press('Home');
    expect(await focusedThumbnail(page)).toBe('0');

    // One tab stop: Tab leaves the thumbnails for the next button, which Enter presses.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Next image');
    await page.keyboard.press('Enter');
    expect(await currentImage(region)).toBe('2 of 4');
    await expectClean(visitor);
  });

  it('pauses with its control', async () => {
    const visitor = await visit('nyse', '/');
    const region = gallery(visitor.page);
    await button(region, 'Stop automatic slide show').click();
    expect(await button(region, 'Start automatic slide show').isVisible()).toBe(true);
    await pointerAway(visitor.page);
    await visitor.page.getByRole('link', { name: 'Fee schedules' }).last().focus();
    expect(await region.locator('.t-gallery__stage').getAttribute('aria-live')).toBe('polite');
  });

  it('shows every image with its caption without JavaScript', async () => {
    const visitor = await visit('nyse', '/', { javaScript: false });
    const region = gallery(visitor.page);
    expect(await region.locator('figure').count()).toBe(4);
    for (const caption of ['The trading floor', 'The closing bell', 'The options floor', 'The Broad Street facade']) {
      expect(await region.getByText(caption, { exact: true }).isVisible(), caption).toBe(true);
    }
  });
});

describe('card pager', () => {
  it('pages through the cards, saying which page shows', async () => {
    const visitor = await visit('ice', '/insights');
    const { page } = visitor;
    const pager = page.locator('.t-card-pager');
    const status = pager.locator('[aria-live="polite"]');
    expect(await status.textContent()).toBe('Page 1 of 2');
    expect(await pager.getByRole('heading', { name: 'Gasoil cracks and the diesel squeeze' }).isVisible()).toBe(true);
    expect(await pager.getByRole('heading', { name: 'Reading the delivery reports' }).isVisible()).toBe(false);
    expect(await pager.getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');

    await pager.getByRole('button', { name: 'Next page' }).click();
    expect(await status.textContent()).toBe('Page 2 of 2');
    await expect.poll(() => pager.getByRole('heading', { name: 'Reading the delivery reports' }).isVisible()).toBe(true);
    expect(await pager.getByRole('heading', { name: 'Gasoil cracks and the diesel squeeze' }).isVisible()).toBe(false);
    expect(await pager.getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
    await pager.getByRole('button', { name: 'Previous page' }).click();
    expect(await status.textContent()).toBe('Page 1 of 2');
    await expectClean(visitor);
  });
});
