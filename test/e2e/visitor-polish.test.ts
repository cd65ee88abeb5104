import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { n, page } from '../../src/cli/seed/build';
import { publishDocuments } from '../../src/content';
import type { SiteId } from '../../src/core/sites';
import { launchBrowser } from '../support/browser';
import { Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

/** Issue 16 point 6: the access-code prompt in the site's theme, and a hero without an image. */

let server: RunningServer;
let browser: Browser;

const CODE = 'POLISH-2026';
const GATED_SITES: SiteId[] = ['nyse', 'ice', 'mersinc'];
const heroPage = (path: string, hero: Record<string, unknown>) =>
  page({
    site: 'nyse',
    path,
    title: 'Listings week',
    description: 'New listings this week.',
    top: [n('hero', { heading: 'Listings week', box1Text: 'Four companies list on the exchange this week.', imageSrc: '', ...hero })],
    main: [n('heading', { text: 'This week’s listings', level: 2 })],
  });

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await publishDocuments(server.app.content, [
    ...GATED_SITES.map((site) =>
      page({ site, path: '/members-briefing', title: 'Members briefing', description: 'For members.', main: [n('heading', { text: 'Briefing', level: 2 })], accessCode: CODE }),
    ),
    heroPage('/listings-week', {}),
    heroPage('/listings-week-half', { variant: 'multi-box', imageWidth: 'half', box2Text: 'Trading starts at 9:30 a.m.' }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A colour as the browser computes it from a theme variable of the page, e.g. `--t-color-primary`. */
function themeColour(page: Page, variable: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  }, variable);
}

const style = (locator: Locator, property: string) => locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
const box = async (locator: Locator) => (await locator.boundingBox())!;

describe('the access-code prompt a visitor sees', () => {
  for (const site of GATED_SITES) {
    it(`${site}: a centred card in the site's theme, with the message beside the field after a wrong code`, async () => {
      const visitor = await Visitor.arrive(browser, server, { viewport: { width: 1280, height: 900 } });
      const { page: tab } = visitor;
      await visitor.open(site, '/members-briefing');
      const card = tab.locator('.t-platform-form');
      await card.getByRole('heading', { name: 'This page needs an access code' }).waitFor();

      const cardBox = await box(card);
      const main = await box(tab.locator('main'));
      expect(Math.abs(cardBox.x - main.x - (main.x + main.width - cardBox.x - cardBox.width))).toBeLessThan(4);
      expect(cardBox.width).toBeLessThan(main.width * 0.6);

      const button = card.getByRole('button', { name: 'Continue' });
      expect(await style(button, 'background-color')).toBe(await themeColour(tab, '--t-color-primary'));
      const input = card.getByLabel('Access code', { exact: true });
      expect(parseFloat(await style(input, 'border-top-width'))).toBeGreaterThanOrEqual(1);
      expect(await style(input, 'border-top-color')).not.toBe(await style(card, 'background-color'));
      await visitor.expectNoSeriousViolations();

      await input.fill('not the code');
      await button.click();
      await tab.waitForLoadState();
      const message = tab.getByRole('alert').filter({ hasText: 'That access code is not right' });
      await message.waitFor();
      const field = tab.locator('.t-platform-form__field').filter({ has: tab.getByLabel('Access code', { exact: true }) });
      // Beside the field: in its group, right under the input, marked in the theme's colour for problems.
      await expect.poll(() => field.locator('.t-field-error').count()).toBe(1);
      const inputBox = await box(tab.getByLabel('Access code', { exact: true }));
      const messageBox = await box(message);
      expect(messageBox.y - (inputBox.y + inputBox.height)).toBeGreaterThanOrEqual(0);
      expect(messageBox.y - (inputBox.y + inputBox.height)).toBeLessThan(16);
      expect(await style(field, 'border-left-color')).toBe(await themeColour(tab, '--t-color-bad'));
      // The field is described by the hint (letter case does not matter) and then by the message.
      expect((await tab.getByLabel('Access code', { exact: true }).getAttribute('aria-describedby'))?.split(' ')).toEqual(['tessera-access-code-hint', await message.getAttribute('id')]);

      // The field shows where keyboard focus is.
      await tab.getByLabel('Access code', { exact: true }).focus();
      await tab.keyboard.press('Shift+Tab');
      await tab.keyboard.press('Tab');
      expect(await style(tab.getByLabel('Access code', { exact: true }), 'outline-style')).not.toBe('none');
      await visitor.expectNoSeriousViolations();

      await tab.getByLabel('Access code', { exact: true }).fill(CODE);
      await tab.getByRole('button', { name: 'Continue' }).click();
      await tab.getByRole('heading', { name: 'Briefing' }).waitFor();
    });
  }
});

describe('a hero without an image', () => {
  it('is as tall as its boxes, which keep their colours', async () => {
    const visitor = await Visitor.arrive(browser, server, { viewport: { width: 1280, height: 900 } });
    await visitor.open('nyse', '/listings-week');
    const hero = visitor.page.locator('.t-hero');
    const heroBox = await box(hero);
    const boxes = await box(hero.locator('.t-hero__boxes'));
    expect(heroBox.height).toBeLessThan(300);
    expect(Math.abs(heroBox.height - boxes.height)).toBeLessThan(2);
    expect(await style(hero.locator('.t-hero__box').first(), 'background-color')).toBe(await themeColour(visitor.page, '--t-color-primary'));
    await visitor.expectNoSeriousViolations();
  });

  it('at half width keeps the whole row for its boxes, not half of it beside a blank band', async () => {
    const visitor = await Visitor.arrive(browser, server, { viewport: { width: 1280, height: 900 } });
    await visitor.open('nyse', '/listings-week-half');
    const hero = visitor.page.locator('.t-hero');
    const inner = await box(hero.locator('.t-hero__inner'));
    const boxes = await box(hero.locator('.t-hero__boxes'));
    expect((await box(hero)).height).toBeLessThan(300);
    expect(boxes.width).toBeGreaterThan(inner.width * 0.6);
    const [first, second] = await hero.locator('.t-hero__box').all();
    expect(await style(first!, 'background-color')).toBe(await themeColour(visitor.page, '--t-color-primary'));
    expect(await style(second!, 'background-color')).toBe(await themeColour(visitor.page, '--t-color-surface'));
    await visitor.expectNoSeriousViolations();
  });
});
