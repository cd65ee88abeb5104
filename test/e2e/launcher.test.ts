import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LAUNCHER_HEARTBEAT } from '../../src/core/constants';
import { launchBrowser } from '../support/browser';
import { Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('launcher', () => {
  it('opens from the ice home, lists installers and support lines, beats every 5000 ms while open and stops when closed', async () => {
    const visitor = await Visitor.arrive(browser, server, { viewport: { width: 1280, height: 900 } });
    await visitor.chooseCookies('ice', 'C0001');
    const { page } = visitor;
    const beats: { at: number; body: unknown }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/webice-cms-config/launch/heartbeat') beats.push({ at: Date.now(), body: request.postDataJSON() });
    });

    // The home links the launch page.
    await visitor.open('ice', '/');
    expect(await page.getByRole('main').getByRole('link', { name: 'Launch WebICE' }).first().getAttribute('href')).toBe('/launch');
    await visitor.open('ice', '/launch');

    const launch = page.getByRole('button', { name: 'Launch' });
    await launch.waitFor();
    const dialog = page.getByRole('dialog', { name: 'Connect' });
    expect(await dialog.isVisible()).toBe(false);
    await sleep(1000);
    expect(beats).toEqual([]);

    await launch.click();
    const opened = Date.now();
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => (el as HTMLDialogElement).open && el.matches(':modal'))).toBe(true);
    const table = dialog.getByRole('table', { name: 'Desktop installers by environment and memory size' });
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Environment', '512 MB', '1 GB']);
    expect(await table.getByRole('rowheader').allTextContents()).toEqual(['Production', 'Test/UAT']);
    const download = dialog.getByRole('link', { name: 'Download the 1 GB installer for Test/UAT' });
    expect(await download.getAttribute('href')).toBe('/api/webice-cms-config/launch/installers/webice-test-1gb');
    expect(await page.evaluate(async (url) => (await fetch(url)).status, '/api/webice-cms-config/launch/installers/webice-test-1gb')).toBe(200);
    await dialog.getByRole('heading', { name: '24-hour help desk' }).waitFor();
    expect(await dialog.locator('.t-launch-page__lines li').allTextContents()).toEqual([
      'Americas +1 212 555-0142',
      'Europe, Middle East and Africa +44 20 7946 0731',
      'Asia Pacific +61 2 5550 4417',
    ]);
    await visitor.expectNoSeriousViolations();

    // Focus stays in the dialog: the page behind it is inert.
    const focusables = await dialog.locator('a, button').count();
    for (let i = 0; i < focusables + 2; i++) {
      await page.keyboard.press('Tab');
      const outside = await page.evaluate(() => {
        const el = document.activeElement;
        return el && el !== document.body && !el.closest('dialog') ? el.outerHTML.slice(0, 80) : null;
      });
      expect(outside).toBeNull();
    }

    // About 11 seconds open: a beat on opening, then one every 5000 ms.
    await sleep(11_000 - (Date.now() - opened));
    expect(beats.length).toBeGreaterThanOrEqual(2);
    expect(beats.length).toBeLessThanOrEqual(3);
    const gaps = beats.slice(1).map((beat, i) => beat.at - beats[i]!.at);
    for (const gap of gaps) expect(Math.abs(gap - LAUNCHER_HEARTBEAT)).toBeLessThan(500);
    const ids = new Set(beats.map((beat) => (beat.body as { launcherId: string }).launcherId));
    expect(ids.size).toBe(1);

    // Escape closes it, focus returns to the launch button, and the heartbeat stops.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await launch.evaluate((el) => el === document.activeElement)).toBe(true);
    const count = beats.length;
    await sleep(LAUNCHER_HEARTBEAT + 1500);
    expect(beats.length).toBe(count);
    await visitor.expectNoSeriousViolations();

    // Opened again with the keyboard: a new launcher id; the close button closes it too.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect.poll(() => beats.length).toBe(count + 1);
    expect((beats.at(-1)!.body as { launcherId: string }).launcherId).not.toBe([...ids][0]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await launch.evaluate((el) => el === document.activeElement)).toBe(true);
    await sleep(LAUNCHER_HEARTBEAT + 1000);
    expect(beats.length).toBe(count + 1);

    expect(visitor.recoveredIslands).toEqual([]);
    expect(visitor.problems.console).toEqual([]);
    expect(visitor.problems.failed).toEqual([]);
  });

  it('shows the installers and support lines in the page without the island’s script', async () => {
    // The island scripts do not arrive (axe still runs): the server's HTML is all there is.
    const visitor = await Visitor.arrive(browser, server);
    await visitor.blockIslands();
    await visitor.chooseCookies('ice', 'C0001');
    const { page } = visitor;
    expect((await visitor.open('ice', '/launch'))?.status()).toBe(200);
    expect(await page.getByRole('button', { name: 'Launch' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Connect', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: /^Download the/ }).count()).toBe(4);
    expect(await page.getByRole('link', { name: '+1 212 555-0142' }).getAttribute('href')).toBe('tel:+12125550142');
    await visitor.expectNoSeriousViolations();
  });
});
