import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Halt } from '../../src/core/contracts/market-data';
import { newYorkTime } from '../../src/core/time';
import { launchBrowser, seriousViolations } from '../support/browser';
import { Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

/** A market data feed on loopback whose halts the test decides. */
let feed: Server;
const halts: Halt[] = [];
let server: RunningServer;
let browser: Browser;

const today = newYorkTime(new Date()).day;
const halt = (symbol: string, name: string, time: string, over: Partial<Halt> = {}): Halt => ({
  id: `${today}-${symbol}-${time}`,
  symbol,
  name,
  exchange: 'NYSE',
  reason: 'News Pending',
  haltDate: today,
  haltTime: time,
  resumeDate: '',
  resumeTime: '',
  ...over,
});

beforeAll(async () => {
  feed = createServer((req, res) => {
    if (!req.url?.startsWith('/halts')) {
      res.statusCode = 404;
      return res.end();
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ halts: [...halts].reverse() }));
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  halts.push(halt('HBLN', 'Harborline Energy Corp.', '09:41:07', { reason: 'LULD Pause', resumeDate: today, resumeTime: '09:46:07' }));
  server = await startServer({
    adminPassword: 'e2e admin password for halts',
    env: { MARKET_DATA_URL: `http://127.0.0.1:${(feed.address() as AddressInfo).port}`, OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${(feed.address() as AddressInfo).port}`, MARKET_DATA_INTERVAL_MS: '500' },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise<void>((resolve) => feed?.close(() => resolve()));
});

describe('trade halts in Chromium', () => {
  it('shows a new halt while the page is open, without a reload, and announces it', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    await visitor.open('nyse', '/trade-halts');
    const symbols = () => page.locator('.t-trade-halts__table tbody th').allTextContents();
    expect(await symbols()).toEqual(['HBLN']);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    halts.push(halt('ZPHR', 'Zephyr Genomics Inc.', '11:02:45', { exchange: 'Nasdaq' }));
    await expect.poll(symbols, { timeout: 15_000, interval: 250 }).toEqual(['ZPHR', 'HBLN']);
    expect(await page.locator('tr.t-trade-halts__new th').allTextContents()).toEqual(['ZPHR']);
    expect(await page.locator('.t-trade-halts__announce').textContent()).toBe('New halt: ZPHR, News Pending, at 11:02:45.');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('filters the history by reason through the form, in the address too', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    await visitor.open('nyse', '/trade-halts');
    await page.getByRole('link', { name: 'Halt history' }).click();
    await page.getByLabel('Reason').selectOption('LULD Pause');
    await page.getByRole('button', { name: 'Show halts' }).click();
    await page.waitForURL(/halt-reason=LULD\+Pause/);
    expect(new URL(page.url()).searchParams.get('halts')).toBe('history');
    expect(await page.locator('.t-trade-halts__table tbody th').allTextContents()).toEqual(['HBLN']);
    const csv = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(csv).toContain('reason=LULD+Pause');
    expect(csv).toContain('format=csv');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('at 390 px: the table scrolls by keyboard inside a named region with a visible cue, and swapped dates are said beside them', async () => {
    const visitor = await Visitor.arrive(browser, server, { viewport: { width: 390, height: 844 } });
    const { page } = visitor;
    await visitor.open('nyse', '/trade-halts?halts=history&halt-from=' + today + '&halt-to=' + shift(today, -20));
    // Nothing wider than the screen: the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const region = page.getByRole('region', { name: /^Trade halt history/ });
    const box = await region.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth, right: el.getBoundingClientRect().right }));
    expect(box.scroll).toBeGreaterThan(box.client);
    expect(box.right).toBeLessThanOrEqual(390);
    // The cue: shading at the edge with more columns (the region's backgrounds), and a hint in words.
    expect(await region.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('radial-gradient');
    expect(await page.locator('.t-trade-halts__scroll-hint').isVisible()).toBe(true);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The dates the wrong way round: swapped, and said beside them (the fields are described by the note).
    const note = page.locator('.t-trade-halts__range-note');
    expect(await note.textContent()).toMatch(/is after the last .*so they were swapped/);
    const noteId = await note.getAttribute('id');
    expect(await page.getByLabel('From').getAttribute('aria-describedby')).toContain(noteId);
    expect(await page.getByLabel('From').inputValue()).toBe(shift(today, -20));
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/** A day `days` from `day`. */
function shift(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
