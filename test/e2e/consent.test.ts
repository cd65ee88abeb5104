import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BANNER_DEMO_DURATION, HELP_TOOLTIP_DEFAULT } from '../../src/core/constants';
import type { Node } from '../../src/core/node';
import { launchBrowser } from '../support/browser';
import { ContentApi, Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

/**
 * Banner messages, the cookie notice and third-party embeds, and the help tooltip in real
 * Chromium: cookies set in the browser, timers, focus, and which requests leave the page.
 */

let server: RunningServer;
let browser: Browser;

const THIRD_PARTY_HOST = 'www.openstreetmap.org';
const EMBED_PAGE = '/products/automated-lien-release';

beforeAll(async () => {
  server = await startServer({ adminPassword: 'consent admin password' });
  browser = await launchBrowser();
  const api = await ContentApi.as(server, server.admin);
  const banner = (bannerId: string, messageText: string): Node => ({
    id: randomUUID(),
    name: 'banner-messages',
    props: { bannerId, cookieName: `e2e_${bannerId.replace('-', '_')}`, messageText },
    slots: {},
  });
  const tree: Node = {
    id: randomUUID(),
    name: 'page-layout',
    props: {},
    slots: {
      alertContent: [banner('banner-a', 'Margin rates change on Monday.'), banner('banner-b', 'The Report Center is open all weekend.')],
      main: [{ id: randomUUID(), name: 'heading', props: { text: 'Banner test', level: 1 }, slots: {} }],
    },
  };
  const document = await api.createDocument('ice', { path: '/banner-test', title: 'Banner test', tree });
  await api.publish(document.id);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Console errors other than the third party's aborted load. */
const ownErrors = (messages: string[]) => messages.filter((m) => !m.includes(THIRD_PARTY_HOST) && !m.includes('ERR_FAILED'));
const ownFailures = (failed: string[]) => failed.filter((f) => !f.includes(THIRD_PARTY_HOST));

describe('banner messages', () => {
  it('a dismissed banner stays dismissed through its cookie; the other banner is unaffected', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    await visitor.open('ice', '/banner-test');
    const a = page.locator('[data-banner="banner-a"]');
    const b = page.locator('[data-banner="banner-b"]');
    await expect.poll(() => a.isVisible()).toBe(true);
    expect(await b.isVisible()).toBe(true);
    await a.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => a.count()).toBe(0);
    expect(await visitor.cookie('e2e_banner_a')).toBe('1');
    expect(await visitor.cookie('e2e_banner_b')).toBeUndefined();

    await visitor.open('ice', '/banner-test');
    await expect.poll(() => b.isVisible()).toBe(true);
    expect(await a.count()).toBe(0);
    expect(visitor.recoveredIslands).toEqual([]);
    visitor.expectNoProblems();
  });

  it('before the island has read the cookie the server HTML stays hidden, so a dismissed banner never flashes', async () => {
    const visitor = await Visitor.arrive(browser, server);
    await visitor.blockIslands();
    await visitor.open('ice', '/banner-test');
    expect(await visitor.page.locator('[data-banner="banner-a"]').count()).toBe(1);
    expect(await visitor.page.locator('[data-banner="banner-a"]').isVisible()).toBe(false);
  });

  it('without JavaScript the server HTML shows the banners (nothing could dismiss them) and the whole help text', async () => {
    const visitor = await Visitor.arrive(browser, server, { javaScript: false });
    const { page } = visitor;
    await visitor.open('ice', '/banner-test');
    expect(await page.getByText('Margin rates change on Monday.').isVisible()).toBe(true);
    expect(await page.locator('[data-banner="banner-a"] button').count()).toBe(0);
    await visitor.open('nyse', '/fees');
    expect(await page.getByText('Volume from all of the member\u2019s MPIDs counts together.', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: '(more)' }).isVisible()).toBe(false);
  });

  it(`the ICE home banner hides itself after its ${BANNER_DEMO_DURATION} ms`, async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    // Paused page clock: the banner's timer fires only when the test moves time on.
    await page.clock.install({ time: new Date('2026-03-02T14:00:00Z') });
    await page.clock.pauseAt(new Date('2026-03-02T14:00:01Z'));
    await visitor.open('ice', '/');
    const banner = page.locator('[data-banner="report-center-upgrade"]');
    await expect.poll(() => banner.isVisible()).toBe(true);
    await page.clock.runFor(BANNER_DEMO_DURATION - 100);
    expect(await banner.isVisible()).toBe(true);
    await page.clock.runFor(200);
    await expect.poll(() => banner.count()).toBe(0);
    // Timing out is not dismissing: no cookie, so it shows again on the next visit.
    expect(await visitor.cookie('ice_banner_report_center')).toBeUndefined();
    expect(visitor.problems.console).toEqual([]);
  });

  it('the NYSE modal banner traps focus, closes on Escape, gives focus back and stays closed', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    // Focus something before the island opens the dialog, to see it come back.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') document.querySelector<HTMLElement>('.t-page-layout__skip')?.focus();
      });
    });
    await visitor.open('nyse', '/');
    const dialog = page.getByRole('dialog', { name: 'Early close on November 27' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const focusInDialog = () => dialog.evaluate((el) => el.contains(document.activeElement));
    await expect.poll(focusInDialog).toBe(true);
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Tab']) {
      await page.keyboard.press(key);
      expect(await focusInDialog(), key).toBe(true);
    }
    // A click outside does not let focus escape either.
    await page.mouse.click(5, 5);
    await page.keyboard.press('Tab');
    expect(await focusInDialog()).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('t-page-layout__skip');
    expect(await visitor.cookie('nyse_banner_early_close')).toBe('1');

    await visitor.open('nyse', '/');
    await page.waitForTimeout(200);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(visitor.recoveredIslands).toEqual([]);
    visitor.expectNoProblems();
  });

  it('the modal also closes with its close button', async () => {
    const visitor = await Visitor.arrive(browser, server);
    await visitor.open('nyse', '/');
    const dialog = visitor.page.getByRole('dialog', { name: 'Early close on November 27' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await visitor.cookie('nyse_banner_early_close')).toBe('1');
  });
});

describe('cookie notice and third-party embeds', () => {
  it('blocks the map until C0005 is accepted; the choice persists and can be changed', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    const thirdParty = await visitor.blockHost(THIRD_PARTY_HOST);
    await visitor.open('imt', EMBED_PAGE);
    const notice = page.getByRole('region', { name: 'Cookies on this site' });
    await expect.poll(() => notice.getByRole('button', { name: 'Accept all' }).isVisible()).toBe(true);
    expect(await page.getByText('This map from OpenStreetMap is blocked until you accept').isVisible()).toBe(true);
    expect(await page.locator('iframe').count()).toBe(0);

    await notice.getByRole('button', { name: 'Reject all' }).click();
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await expect.poll(() => settings.isVisible()).toBe(true);
    expect(await settings.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await visitor.cookie('tessera_consent')).toBe('C0001');

    await visitor.open('imt', EMBED_PAGE);
    await expect.poll(() => settings.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Accept all' }).count()).toBe(0);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(thirdParty).toEqual([]);

    await settings.click();
    const thirdPartyBox = page.getByLabel('Social media and third-party content');
    await expect.poll(() => thirdPartyBox.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cookies on this site');
    expect(await thirdPartyBox.isChecked()).toBe(false);
    expect(await page.getByLabel('Strictly necessary').isDisabled()).toBe(true);
    await thirdPartyBox.check();
    expect(thirdParty).toEqual([]);
    await page.getByRole('button', { name: 'Save choices' }).click();

    const frame = page.locator('iframe[title="Map of the United States, where automated lien releases are recorded"]');
    await expect.poll(() => frame.count()).toBe(1);
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    expect(thirdParty[0]).toContain(`https://${THIRD_PARTY_HOST}/export/embed.html`);
    expect(await visitor.cookie('tessera_consent')).toBe('C0001.C0005');

    thirdParty.length = 0;
    await visitor.open('imt', EMBED_PAGE);
    await expect.poll(() => frame.count()).toBe(1);
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Accept all' }).count()).toBe(0);

    await settings.click();
    await thirdPartyBox.uncheck();
    await page.getByRole('button', { name: 'Save choices' }).click();
    await expect.poll(() => frame.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Accept and show the map' }).isVisible()).toBe(true);
    expect(await visitor.cookie('tessera_consent')).toBe('C0001');

    expect(visitor.recoveredIslands).toEqual([]);
    expect(ownErrors(visitor.problems.console)).toEqual([]);
    expect(ownFailures(visitor.problems.failed)).toEqual([]);
  });

  it('the placeholder button accepts C0005 alone and loads the map; the notice follows', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    const thirdParty = await visitor.blockHost(THIRD_PARTY_HOST);
    await visitor.open('imt', EMBED_PAGE);
    const accept = page.getByRole('button', { name: 'Accept and show the map' });
    await expect.poll(() => page.getByRole('button', { name: 'Accept all' }).isVisible()).toBe(true);
    expect(thirdParty).toEqual([]);
    await accept.click();
    await expect.poll(() => page.locator('iframe').count()).toBe(1);
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    expect(await visitor.cookie('tessera_consent')).toBe('C0001.C0005');
    // The notice saw the choice: it leaves only its settings button.
    await expect.poll(() => page.getByRole('button', { name: 'Accept all' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cookie settings' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect(ownErrors(visitor.problems.console)).toEqual([]);
  });

  it('accept all stores every category and loads the map', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    const thirdParty = await visitor.blockHost(THIRD_PARTY_HOST);
    await visitor.open('imt', EMBED_PAGE);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => page.locator('iframe').count()).toBe(1);
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    expect(await visitor.cookie('tessera_consent')).toBe('C0001.C0002.C0003.C0004.C0005');
  });
});

describe('help tooltip', () => {
  it('toggles on click, shows 40 characters and (more), and closes on Escape', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    await visitor.chooseCookies('nyse', 'C0001');
    await visitor.open('nyse', '/fees');
    const toggle = page.getByRole('button', { name: HELP_TOOLTIP_DEFAULT });
    const popup = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await popup.isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.getAttribute('aria-describedby')).toBe(await toggle.getAttribute('aria-controls'));
    expect(await popup.innerText()).toBe('Tiers are set each billing month from th\u2026 (more)');

    await popup.getByRole('button', { name: '(more)' }).click();
    expect(await popup.innerText()).toBe(
      'Tiers are set each billing month from the average daily volume a member adds, as a percentage of U.S. consolidated volume (CADV). Volume from all of the member\u2019s MPIDs counts together.',
    );
    expect(await popup.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await popup.isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    expect(await popup.innerText()).toContain('(more)');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(visitor.recoveredIslands).toEqual([]);
    expect(visitor.problems.console).toEqual([]);
  });
});
