import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

/**
 * A visitor in a fresh browser who opens a demo page and waits for its islands. The cookie choice
 * is made up front so the cookie notice docked at the bottom of the window stays out of the way.
 */
async function visit(site: string, path: string, { width = 1280, height = 800, javaScript = true } = {}): Promise<Visitor> {
  const visitor = await Visitor.arrive(browser, server, { viewport: { width, height }, javaScript });
  await visitor.chooseCookies(site, 'C0001');
  const response = await visitor.open(site, path);
  expect(response?.status()).toBe(200);
  return visitor;
}

async function expectClean(visitor: Visitor): Promise<void> {
  await visitor.expectNoSeriousViolations();
  expect(visitor.problems.console).toEqual([]);
  expect(visitor.warnings).toEqual([]);
  expect(visitor.problems.failed).toEqual([]);
}

const header = (page: Page) => page.locator('header.t-header');
const trigger = (page: Page, title: string) => header(page).locator('summary.t-header__summary', { hasText: title });
const openMenus = (page: Page) => header(page).locator('details.t-header__menu[open] > summary').allTextContents();
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('header mega-menu', () => {
  it('opens on click, keeps one menu open, and closes on a press outside it', async () => {
    const visitor = await visit('ice', '/');
    const { page } = visitor;
    expect(await openMenus(page)).toEqual([]);
    await trigger(page, 'Markets').click();
    expect(await openMenus(page)).toEqual(['Markets']);
    expect(await header(page).getByRole('link', { name: /^Energy/ }).isVisible()).toBe(true);
    // A press inside the open panel leaves it open.
    await header(page).locator('.t-header__section-title', { hasText: 'Futures' }).click();
    expect(await openMenus(page)).toEqual(['Markets']);
    await trigger(page, 'Clearing').click();
    expect(await openMenus(page)).toEqual(['Clearing']);
    await trigger(page, 'Clearing').click();
    expect(await openMenus(page)).toEqual([]);
    await trigger(page, 'Data').click();
    await page.locator('h1').first().click();
    expect(await openMenus(page)).toEqual([]);
    // The logo and its name come from the server render; the hydrated island keeps them.
    const logo = header(page).locator('a.t-header__logo');
    expect(await logo.getAttribute('aria-label')).toBe('ICE home');
    expect(await logo.locator('svg').count()).toBe(1);
    await expectClean(visitor);
  });

  it('works with the keyboard: Enter, arrows between links and triggers, Escape back to the trigger', async () => {
    const visitor = await visit('ice', '/');
    const { page } = visitor;
    await trigger(page, 'Markets').focus();
    await page.keyboard.press('Enter');
    expect(await openMenus(page)).toEqual(['Markets']);
    expect(await focused(page)).toBe('Markets');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatch(/^Agriculture/);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatch(/^Credit/);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toMatch(/^ICE Futures U\.S\./);
    await page.keyboard.press('Home');
    expect(await focused(page)).toMatch(/^Agriculture/);
    await page.keyboard.press('Escape');
    expect(await openMenus(page)).toEqual([]);
    expect(await focused(page)).toBe('Markets');

    // ArrowDown on a closed trigger opens its menu at the first link.
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('Clearing');
    await page.keyboard.press('ArrowDown');
    expect(await openMenus(page)).toEqual(['Clearing']);
    expect(await focused(page)).toMatch(/^ICE Clear Europe/);
    await page.keyboard.press('Escape');
    expect(await focused(page)).toBe('Clearing');

    // Space toggles; Tab past the last link leaves and closes the menu.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe('Alerts');
    await page.keyboard.press('Space');
    expect(await openMenus(page)).toEqual(['Alerts']);
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/alerts/clearing');
    await page.keyboard.press('Tab');
    expect(await openMenus(page)).toEqual([]);
    await expectClean(visitor);
  });

  it('is a usable set of disclosures without JavaScript', async () => {
    const visitor = await visit('ice', '/', { javaScript: false, width: 375, height: 800 });
    const { page } = visitor;
    expect(await header(page).locator('.t-header__menu-button').isVisible()).toBe(false);
    expect(await trigger(page, 'Markets').isVisible()).toBe(true);
    await trigger(page, 'Markets').click();
    expect(await openMenus(page)).toEqual(['Markets']);
    expect(await header(page).getByRole('link', { name: /^Energy/ }).isVisible()).toBe(true);
    expect(await header(page).getByRole('searchbox', { name: 'Search' }).isVisible()).toBe(true);
  });
});

describe('header on a phone', () => {
  it('hides the navigation behind a menu button at 375px', async () => {
    const visitor = await visit('ice', '/', { width: 375, height: 740 });
    const { page } = visitor;
    const button = header(page).getByRole('button', { name: 'Menu' });
    expect(await button.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const controls = await button.getAttribute('aria-controls');
    const region = page.locator(`[id="${controls}"]`);
    expect(await region.isVisible()).toBe(false);

    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await region.isVisible()).toBe(true);
    expect(await header(page).getByRole('searchbox', { name: 'Search' }).isVisible()).toBe(true);
    await trigger(page, 'Data').click();
    expect(await header(page).getByRole('link', { name: /^Report Center/ }).first().isVisible()).toBe(true);

    // Escape closes the open menu first, then the mobile menu, returning focus to the button.
    await page.keyboard.press('Escape');
    expect(await openMenus(page)).toEqual([]);
    expect(await region.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await region.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('t-header__menu-button'))).toBe(true);

    await button.click();
    await page.locator('h1').first().click();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await expectClean(visitor);
  });
});

describe('header search', () => {
  it('submits q and the collections to the site /search', async () => {
    const visitor = await visit('ice', '/');
    const { page } = visitor;
    const search = page.getByRole('search', { name: 'Site search' });
    const box = search.getByRole('searchbox', { name: 'Search' });
    expect(await box.getAttribute('placeholder')).toBe('Search ICE');
    expect(visitor.problems.console).toEqual([]);
    await box.fill('brent margins');
    await Promise.all([page.waitForURL(/\/search\?/), box.press('Enter')]);
    const url = new URL(page.url());
    expect(url.origin).toBe(server.origin('ice'));
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('q')).toBe('brent margins');
    expect(url.searchParams.get('collections')).toBe('ice-website,ice-notices');
  });
});

describe('dropdown menu', () => {
  it('opens and closes on its button, closes on a press outside and on Escape, and scrolls past max-h-64', async () => {
    const visitor = await visit('ice', '/report-center');
    const { page } = visitor;
    const menu = page.locator('.t-dropdown-menu');
    const button = menu.locator('summary', { hasText: 'Jump to a report' });
    const list = menu.locator('ul.max-h-64');
    expect(await list.isVisible()).toBe(false);
    await button.click();
    expect(await list.isVisible()).toBe(true);
    const box = await list.evaluate((el) => ({
      maxHeight: getComputedStyle(el).maxHeight,
      overflowY: getComputedStyle(el).overflowY,
      scrolls: el.scrollHeight > el.clientHeight,
    }));
    expect(box).toEqual({ maxHeight: '256px', overflowY: 'auto', scrolls: true });
    await button.click();
    expect(await list.isVisible()).toBe(false);

    await button.click();
    await page.getByRole('heading', { name: 'Report Center', level: 1 }).click();
    expect(await list.isVisible()).toBe(false);

    await button.focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('End-of-day reports');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('Freight futures: key contracts');
    await page.keyboard.press('Escape');
    expect(await list.isVisible()).toBe(false);
    expect(await focused(page)).toBe('Jump to a report');

    await button.click();
    await list.getByRole('link', { name: 'Deliveries' }).click();
    expect(new URL(page.url()).hash).toBe('#deliveries');
    await expectClean(visitor);
  });
});

describe('custom links', () => {
  it('refuses a seventh pick with "Maximum: 6 links" and remembers the choice after a reload', async () => {
    const visitor = await visit('ice', '/report-center');
    const { page } = visitor;
    const section = page.getByRole('region', { name: 'My reports' });
    const shown = () => section.locator('.t-custom-links__list a').allTextContents();
    expect(await shown()).toEqual(['End-of-day reports', 'Volumes and open interest', 'Margin rates', 'Energy futures']);
    await section.locator('summary', { hasText: 'Choose links' }).click();
    await section.getByRole('checkbox', { name: 'Indices' }).check();
    await section.getByRole('checkbox', { name: 'Clearing alerts' }).check();
    expect((await shown()).length).toBe(6);

    const seventh = section.getByRole('checkbox', { name: 'Market alerts' });
    await seventh.click();
    expect(await seventh.isChecked()).toBe(false);
    expect(await section.getByRole('status').textContent()).toBe('Maximum: 6 links');
    expect((await shown()).length).toBe(6);

    await section.getByRole('checkbox', { name: 'Margin rates' }).uncheck();
    expect(await section.getByRole('status').textContent()).toBe('');
    await seventh.check();
    const chosen = ['End-of-day reports', 'Volumes and open interest', 'Energy futures', 'Indices', 'Clearing alerts', 'Market alerts'];
    expect(await shown()).toEqual(chosen);
    await expectClean(visitor);

    await visitor.reload();
    await expect.poll(shown).toEqual(chosen);
    await section.locator('summary', { hasText: 'Choose links' }).click();
    expect(await section.getByRole('checkbox', { name: 'Margin rates' }).isChecked()).toBe(false);
    expect(await section.getByRole('checkbox', { name: 'Market alerts' }).isChecked()).toBe(true);
    expect(visitor.problems.console).toEqual([]);
  });
});

describe('secondary nav, nav flyout and floating toolset', () => {
  it('marks the current futures category in the secondary nav', async () => {
    const visitor = await visit('ice', '/futures/energy');
    const { page } = visitor;
    const nav = page.getByRole('navigation', { name: 'Futures markets' });
    expect(await nav.locator('[aria-current="page"]').allTextContents()).toEqual(['Energy']);
    expect(await nav.getByRole('link').count()).toBe(7);
    await expectClean(visitor);
  });

  it('flies out the login flyout and closes it on Escape and outside; "Back to top" scrolls up', async () => {
    const visitor = await visit('ice', '/report-center');
    const { page } = visitor;
    const flyout = page.locator('.t-nav-flyout');
    const tab = flyout.locator('summary', { hasText: 'Log in' });
    const panel = flyout.locator('.t-nav-flyout__panel');
    await tab.click();
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Log in to ICE' }).getAttribute('class')).toContain('t-nav-flyout__button--login');
    expect(await panel.getByRole('link', { name: 'Launch WebICE' }).getAttribute('class')).toContain('t-nav-flyout__button--launch');
    expect(await panel.getByText('Sign in to').isVisible()).toBe(true);
    expect(await visitor.axe()).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await panel.isVisible()).toBe(false);
    await tab.click();
    await page.getByRole('heading', { name: 'Report Center', level: 1 }).click();
    expect(await panel.isVisible()).toBe(false);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await flyout.getByRole('link', { name: 'Back to top' }).click();
    // Smooth scrolling up a long page takes about a second in Chromium.
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
    await expectClean(visitor);
  });

  it('floats the product tools with share links for the page', async () => {
    const visitor = await visit('imt', '/products/loan-boarding');
    const { page } = visitor;
    const toolset = page.locator('#product-tools');
    expect(await toolset.getByRole('list', { name: 'Page tools' }).getByRole('link').allTextContents()).toEqual([
      'Contact support',
      'Request a demo',
      'System status',
      'Partners',
    ]);
    expect(await toolset.evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).zIndex])).toEqual(['fixed', '2000']);
    const share = toolset.getByRole('list', { name: 'Share this page' });
    await expect.poll(() => share.getByRole('link').count()).toBe(4);
    const linkedin = await share.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href');
    expect(linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${server.origin('imt')}/products/loan-boarding`)}`);
    await expectClean(visitor);
  });
});

describe('accessibility with menus open', () => {
  it('has no serious axe violations with a mega-menu and the dropdown open, on desktop and phone', async () => {
    for (const width of [1280, 375]) {
      const visitor = await visit('ice', '/report-center', { width });
      const { page } = visitor;
      if (width === 375) await header(page).getByRole('button', { name: 'Menu' }).click();
      await trigger(page, 'Markets').click();
      await expectClean(visitor);
      await page.locator('.t-dropdown-menu summary').click();
      await expectClean(visitor);
      await visitor.close();
    }
  });
});
