import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BANNER_DEMO_DURATION, HELP_TOOLTIP_DEFAULT } from '../../src/core/constants';
import { launchBrowser, watchProblems } from '../support/browser';
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
  const login = await fetch(`${server.origin()}/api/cms/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@tessera.local', password: 'consent admin password', tokenType: 'bearer' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const banner = (bannerId: string, messageText: string) => ({
    id: randomUUID(),
    name: 'banner-messages',
    props: { bannerId, cookieName: `e2e_${bannerId.replace('-', '_')}`, messageText },
    slots: {},
  });
  const tree = {
    id: randomUUID(),
    name: 'page-layout',
    props: {},
    slots: {
      alertContent: [banner('banner-a', 'Margin rates change on Monday.'), banner('banner-b', 'The Report Center is open all weekend.')],
      main: [{ id: randomUUID(), name: 'heading', props: { text: 'Banner test', level: 1 }, slots: {} }],
    },
  };
  const created = await fetch(`${server.origin()}/api/cms/sites/ice/documents`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ path: '/banner-test', title: 'Banner test', tree }),
  });
  const { document } = (await created.json()) as { document: { id: string } };
  await fetch(`${server.origin()}/api/cms/documents/${document.id}/publish`, { method: 'POST', headers: auth, body: '{}' });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Islands whose first client render differed from the server's HTML (the runtime warns and re-renders). */
function watchHydration(page: Page): string[] {
  const recovered: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes('Island hydration recovered')) recovered.push(msg.text());
  });
  return recovered;
}

async function open(page: Page, site: string, path: string): Promise<void> {
  await page.goto(`${server.origin(site)}${path}`);
  await page.evaluate(() => window.__tesseraHydrated);
}

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

/** Aborts (offline) and records every request that would leave for the third-party host. */
async function watchThirdParty(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(`https://${THIRD_PARTY_HOST}/**`, (route) => {
    requests.push(route.request().url());
    return route.abort();
  });
  return requests;
}

/** Console errors other than the third party's aborted load. */
const ownErrors = (messages: string[]) => messages.filter((m) => !m.includes(THIRD_PARTY_HOST) && !m.includes('ERR_FAILED'));
const ownFailures = (failed: string[]) => failed.filter((f) => !f.includes(THIRD_PARTY_HOST));

describe('banner messages', () => {
  it('a dismissed banner stays dismissed through its cookie; the other banner is unaffected', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    try {
      const hydration = watchHydration(page);
      await open(page, 'ice', '/banner-test');
      const a = page.locator('[data-banner="banner-a"]');
      const b = page.locator('[data-banner="banner-b"]');
      await expect.poll(() => a.isVisible()).toBe(true);
      expect(await b.isVisible()).toBe(true);
      await a.getByRole('button', { name: 'Dismiss' }).click();
      await expect.poll(() => a.count()).toBe(0);
      expect(await cookie(context, 'e2e_banner_a')).toBe('1');
      expect(await cookie(context, 'e2e_banner_b')).toBeUndefined();

      await open(page, 'ice', '/banner-test');
      await expect.poll(() => b.isVisible()).toBe(true);
      expect(await a.count()).toBe(0);
      expect(hydration).toEqual([]);
      expect(problems.console).toEqual([]);
      expect(problems.failed).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('before the island has read the cookie the server HTML stays hidden, so a dismissed banner never flashes', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await context.route('**/islands/**', (route) => route.abort());
      await page.goto(`${server.origin('ice')}/banner-test`);
      expect(await page.locator('[data-banner="banner-a"]').count()).toBe(1);
      expect(await page.locator('[data-banner="banner-a"]').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('without JavaScript the server HTML shows the banners (nothing could dismiss them) and the whole help text', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${server.origin('ice')}/banner-test`);
      expect(await page.getByText('Margin rates change on Monday.').isVisible()).toBe(true);
      expect(await page.locator('[data-banner="banner-a"] button').count()).toBe(0);
      await page.goto(`${server.origin('nyse')}/fees`);
      expect(await page.getByText('Volume from all of the member\u2019s MPIDs counts together.', { exact: false }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: '(more)' }).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it(`the ICE home banner hides itself after its ${BANNER_DEMO_DURATION} ms`, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    try {
      // Paused page clock: the banner's timer fires only when the test moves time on.
      await page.clock.install({ time: new Date('2026-03-02T14:00:00Z') });
      await page.clock.pauseAt(new Date('2026-03-02T14:00:01Z'));
      await open(page, 'ice', '/');
      const banner = page.locator('[data-banner="report-center-upgrade"]');
      await expect.poll(() => banner.isVisible()).toBe(true);
      await page.clock.runFor(BANNER_DEMO_DURATION - 100);
      expect(await banner.isVisible()).toBe(true);
      await page.clock.runFor(200);
      await expect.poll(() => banner.count()).toBe(0);
      // Timing out is not dismissing: no cookie, so it shows again on the next visit.
      expect(await cookie(context, 'ice_banner_report_center')).toBeUndefined();
      expect(problems.console).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the NYSE modal banner traps focus, closes on Escape, gives focus back and stays closed', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    try {
      // Focus something before the island opens the dialog, to see it come back.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') document.querySelector<HTMLElement>('.t-page-layout__skip')?.focus();
        });
      });
      const hydration = watchHydration(page);
      await open(page, 'nyse', '/');
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
      expect(await cookie(context, 'nyse_banner_early_close')).toBe('1');

      await open(page, 'nyse', '/');
      await page.waitForTimeout(200);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(hydration).toEqual([]);
      expect(problems.console).toEqual([]);
      expect(problems.failed).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the modal also closes with its close button', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await open(page, 'nyse', '/');
      const dialog = page.getByRole('dialog', { name: 'Early close on November 27' });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await cookie(context, 'nyse_banner_early_close')).toBe('1');
    } finally {
      await context.close();
    }
  });
});

describe('cookie notice and third-party embeds', () => {
  it('blocks the map until C0005 is accepted; the choice persists and can be changed', async () => {
    const context = await browser.newContext();
    const thirdParty = await watchThirdParty(context);
    const page = await context.newPage();
    const problems = watchProblems(page);
    try {
      const hydration = watchHydration(page);
      await open(page, 'imt', EMBED_PAGE);
      const notice = page.getByRole('region', { name: 'Cookies on this site' });
      await expect.poll(() => notice.getByRole('button', { name: 'Accept all' }).isVisible()).toBe(true);
      expect(await page.getByText('This map from OpenStreetMap is blocked until you accept').isVisible()).toBe(true);
      expect(await page.locator('iframe').count()).toBe(0);

      await notice.getByRole('button', { name: 'Reject all' }).click();
      const settings = page.getByRole('button', { name: 'Cookie settings' });
      await expect.poll(() => settings.isVisible()).toBe(true);
      expect(await settings.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await cookie(context, 'tessera_consent')).toBe('C0001');

      await open(page, 'imt', EMBED_PAGE);
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
      expect(await cookie(context, 'tessera_consent')).toBe('C0001.C0005');

      thirdParty.length = 0;
      await open(page, 'imt', EMBED_PAGE);
      await expect.poll(() => frame.count()).toBe(1);
      await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
      expect(await page.getByRole('button', { name: 'Accept all' }).count()).toBe(0);

      await settings.click();
      await thirdPartyBox.uncheck();
      await page.getByRole('button', { name: 'Save choices' }).click();
      await expect.poll(() => frame.count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Accept and show the map' }).isVisible()).toBe(true);
      expect(await cookie(context, 'tessera_consent')).toBe('C0001');

      expect(hydration).toEqual([]);
      expect(ownErrors(problems.console)).toEqual([]);
      expect(ownFailures(problems.failed)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the placeholder button accepts C0005 alone and loads the map; the notice follows', async () => {
    const context = await browser.newContext();
    const thirdParty = await watchThirdParty(context);
    const page = await context.newPage();
    const problems = watchProblems(page);
    try {
      await open(page, 'imt', EMBED_PAGE);
      const accept = page.getByRole('button', { name: 'Accept and show the map' });
      await expect.poll(() => page.getByRole('button', { name: 'Accept all' }).isVisible()).toBe(true);
      expect(thirdParty).toEqual([]);
      await accept.click();
      await expect.poll(() => page.locator('iframe').count()).toBe(1);
      await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
      expect(await cookie(context, 'tessera_consent')).toBe('C0001.C0005');
      // The notice saw the choice: it leaves only its settings button.
      await expect.poll(() => page.getByRole('button', { name: 'Accept all' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Cookie settings' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
      expect(ownErrors(problems.console)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('accept all stores every category and loads the map', async () => {
    const context = await browser.newContext();
    const thirdParty = await watchThirdParty(context);
    const page = await context.newPage();
    try {
      await open(page, 'imt', EMBED_PAGE);
      await page.getByRole('button', { name: 'Accept all' }).click();
      await expect.poll(() => page.locator('iframe').count()).toBe(1);
      await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
      expect(await cookie(context, 'tessera_consent')).toBe('C0001.C0002.C0003.C0004.C0005');
    } finally {
      await context.close();
    }
  });
});

describe('help tooltip', () => {
  it('toggles on click, shows 40 characters and (more), and closes on Escape', async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'tessera_consent', value: 'C0001', url: server.origin('nyse') }]);
    const page = await context.newPage();
    const problems = watchProblems(page);
    try {
      const hydration = watchHydration(page);
      await open(page, 'nyse', '/fees');
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
      expect(hydration).toEqual([]);
      expect(problems.console).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
