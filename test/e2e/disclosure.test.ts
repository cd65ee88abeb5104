import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { alert, collapsibleSection, countdownTimer, page as demoPage, partial, richText, viewMore } from '../../src/cli/seed/build';
import type { DemoDocument } from '../../src/cli/seed/types';
import { launchBrowser } from '../support/browser';
import { ContentApi, Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
let api: ContentApi;

const SITE = 'globalotc';
const CLOSED = 'Registration for the March certification window is closed.';

async function publish(doc: DemoDocument): Promise<void> {
  const { document } = await api.ok<{ document: { id: string } }>('POST', `/api/cms/sites/${doc.site}/documents`, {
    path: doc.path,
    kind: doc.kind,
    title: doc.title,
    tree: doc.tree,
  });
  await api.publish(document.id);
}

/** A page of the test site counting down to `date`, with the time-up text after it. */
const countdownPage = (path: string, date: Date) =>
  demoPage({
    site: SITE,
    path,
    title: 'Certification window',
    description: 'Registration for the certification window.',
    main: [
      countdownTimer(
        { date: date.toISOString().replace(/\.\d{3}Z$/, 'Z'), header: 'Registration closes in', headerLevel: 2, durationUnit: 'seconds' },
        [richText(`<p>${CLOSED}</p>`)],
      ),
    ],
  });

beforeAll(async () => {
  server = await startServer({ adminPassword: 'disclosure admin password' });
  browser = await launchBrowser();
  api = await ContentApi.as(server, server.admin);
  // A partial with an island of its own, loaded by a collapsible section.
  await publish(
    partial({
      site: SITE,
      path: '/partials/e2e-notice',
      title: 'Certification notice',
      content: [alert({ intent: 'info', heading: 'Certification slots are limited', dismissable: true }, [richText('<p>Book a slot two weeks ahead.</p>')])],
    }),
  );
  await publish(
    demoPage({
      site: SITE,
      path: '/e2e/notice',
      title: 'Notice',
      description: 'A section that loads a partial with an island.',
      main: [
        collapsibleSection({ header: 'Certification notice', ajaxUrl: '/partials/e2e-notice' }),
        viewMore([richText('<p>Certification runs on trading days only.</p>')]),
      ],
    }),
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function visit(site: string, path: string, { javaScript = true, width = 1280, height = 800 } = {}): Promise<Visitor> {
  const visitor = await Visitor.arrive(browser, server, { viewport: { width, height }, javaScript });
  // The cookie choice is made up front, so the notice docked at the bottom stays out of the way.
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

const hash = (page: Page) => page.evaluate(() => location.hash);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const historyLength = (page: Page) => page.evaluate(() => history.length);

describe('tabs', () => {
  it('work with the keyboard: arrows, Home and End move and open, the address follows without piling up history', async () => {
    const visitor = await visit('esignal', '/');
    const { page } = visitor;
    const list = page.getByRole('tablist', { name: 'Platforms' });
    const tab = (name: string) => list.getByRole('tab', { name });
    expect(await list.getByRole('tab').allTextContents()).toEqual(['Desktop', 'Web', 'Mobile']);
    expect(await tab('Desktop').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel', { name: 'Desktop' }).getByText('Layouts across up to eight monitors').isVisible()).toBe(true);
    expect(await page.getByText('Real-time streaming quotes on every plan').isVisible()).toBe(false);

    const entries = await historyLength(page);
    await tab('Desktop').focus();
    await page.keyboard.press('ArrowRight');
    expect(await focusedText(page)).toBe('Web');
    expect(await tab('Web').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel', { name: 'Web' }).getByText('Real-time streaming quotes on every plan').isVisible()).toBe(true);
    expect(await page.getByText('Layouts across up to eight monitors').isVisible()).toBe(false);
    expect(await hash(page)).toBe('#web');
    await page.keyboard.press('End');
    expect(await focusedText(page)).toBe('Mobile');
    expect(await hash(page)).toBe('#mobile');
    await page.keyboard.press('ArrowRight');
    expect(await focusedText(page)).toBe('Desktop');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedText(page)).toBe('Mobile');
    await page.keyboard.press('Home');
    expect(await focusedText(page)).toBe('Desktop');
    expect(await tab('Desktop').getAttribute('aria-selected')).toBe('true');
    expect(await historyLength(page)).toBe(entries);

    // One tab stop: Tab leaves the list for the open panel.
    expect(await tab('Web').getAttribute('tabindex')).toBe('-1');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    await expectClean(visitor);
  });

  it('open the tab the address names, follow links to tabs, and step back and forward through chosen tabs', async () => {
    const visitor = await visit('esignal', '/#mobile');
    const { page } = visitor;
    const tab = (name: string) => page.getByRole('tablist', { name: 'Platforms' }).getByRole('tab', { name });
    expect(await tab('Mobile').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('Alerts from the desktop and web delivered as push notifications').isVisible()).toBe(true);

    await tab('Web').click();
    expect(await hash(page)).toBe('#web');
    expect(await page.getByText('Real-time streaming quotes on every plan').isVisible()).toBe(true);
    await tab('Desktop').click();
    expect(await hash(page)).toBe('#desktop');

    await page.goBack();
    await expect.poll(() => tab('Web').getAttribute('aria-selected')).toBe('true');
    await page.goBack();
    await expect.poll(() => tab('Mobile').getAttribute('aria-selected')).toBe('true');
    await page.goForward();
    await expect.poll(() => tab('Web').getAttribute('aria-selected')).toBe('true');

    // A link to another part of the page leaves the open tab alone; one to a tab opens it.
    await page.evaluate(() => (location.hash = 'plans'));
    await expect.poll(() => hash(page)).toBe('#plans');
    expect(await tab('Web').getAttribute('aria-selected')).toBe('true');
    await page.evaluate(() => (location.hash = 'desktop'));
    await expect.poll(() => tab('Desktop').getAttribute('aria-selected')).toBe('true');
    await expectClean(visitor);
  });

  it('show every tab under its heading without JavaScript', async () => {
    const visitor = await visit('esignal', '/', { javaScript: false });
    const { page } = visitor;
    for (const name of ['Desktop', 'Web', 'Mobile']) {
      expect(await page.getByRole('heading', { name, level: 3 }).isVisible(), name).toBe(true);
      expect(await page.locator('.t-tabs__list').getByRole('link', { name }).isVisible(), name).toBe(true);
    }
    expect(await page.getByText('Real-time streaming quotes on every plan').isVisible()).toBe(true);
    expect(await page.getByRole('tab').count()).toBe(0);
  });
});

describe('collapsible section', () => {
  const section = (page: Page, header: string) => page.locator('.t-collapsible-section', { has: page.locator('summary', { hasText: header }) });

  it('loads its partial once when first opened, in place of what shows while closed', async () => {
    const visitor = await visit(SITE, '/');
    const { page } = visitor;
    const billing = section(page, 'How are fees billed?');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/partials/')) requests.push(new URL(request.url()).pathname);
    });
    expect(await billing.getByText('Monthly, in arrears').isVisible()).toBe(true);
    expect(requests).toEqual([]);

    await billing.locator('summary').click();
    await billing.getByText('Invoices for each calendar month are issued').waitFor();
    expect(await billing.getByText('Monthly, in arrears').isVisible()).toBe(false);
    expect(await billing.locator('.t-collapsible-section__loaded').getAttribute('aria-busy')).toBeNull();

    await billing.locator('summary').click();
    expect(await billing.getByText('Invoices for each calendar month are issued').isVisible()).toBe(false);
    expect(await billing.getByText('Monthly, in arrears').isVisible()).toBe(true);
    await billing.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await billing.getByText('Invoices for each calendar month are issued').isVisible()).toBe(true);
    expect(requests).toEqual(['/partials/fee-notes']);
    await expectClean(visitor);
  });

  it('names the failure of a partial that is not there (404), and tries again on request', async () => {
    const visitor = await visit(SITE, '/');
    const { page } = visitor;
    const archived = section(page, 'Fee schedule, 2024 (archived)');
    const url = `${server.origin(SITE)}/partials/archive/fee-schedule-2024`;
    await archived.locator('summary').click();
    const error = archived.getByRole('alert');
    await error.waitFor();
    // Specification §7/§8: '{status} {statusText}: {url}'.
    expect(await error.locator('p').textContent()).toBe(`This part of the section could not be loaded: 404 Not Found: ${url}`);
    expect(visitor.problems.failed).toEqual([`404 ${url}`]);
    await visitor.expectNoSeriousViolations();

    await archived.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => visitor.problems.failed.length).toBe(2);
    await error.waitFor();
    expect(await error.locator('p').textContent()).toContain('404 Not Found');
  });

  it('opens the section the address names, in view', async () => {
    const visitor = await visit(SITE, '/#halts', { height: 600 });
    const { page } = visitor;
    const halts = section(page, 'Can I trade securities that are under a trading halt?');
    await expect.poll(() => halts.locator('details').getAttribute('open')).toBe('');
    expect(await halts.getByText('orders in it are cancelled').isVisible()).toBe(true);
    expect(await section(page, 'Which order types can I send?').locator('details').getAttribute('open')).toBeNull();
    const box = (await halts.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(600);

    // A link to a section opens it too.
    await page.evaluate(() => (location.hash = 'order-types'));
    await expect.poll(() => section(page, 'Which order types can I send?').locator('details').getAttribute('open')).toBe('');
    await expectClean(visitor);
  });

  it('inserts a partial without its scripts: its islands stay the server’s static HTML', async () => {
    const visitor = await visit(SITE, '/e2e/notice');
    const { page } = visitor;
    const notice = section(page, 'Certification notice');
    await notice.locator('summary').click();
    await notice.getByText('Certification slots are limited').waitFor();
    expect(await notice.getByText('Book a slot two weeks ahead.').isVisible()).toBe(true);
    expect(await notice.locator('script').count()).toBe(0);
    expect(await page.locator('script#tessera-islands').count()).toBe(1);
    expect(await notice.locator('tessera-island[data-kind="alert"]').count()).toBe(1);
    await expectClean(visitor);
  });
});

describe('countdown timer', () => {
  it('switches to the time-up slot when the time runs out', async () => {
    const start = Date.now();
    const date = new Date(Math.ceil((start + 90_000) / 1000) * 1000);
    await publish(countdownPage('/e2e/countdown', date));
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    await page.clock.install({ time: start });
    await visitor.open(SITE, '/e2e/countdown');
    const counter = page.locator('.t-countdown-timer__counter');
    expect(await counter.textContent()).toMatch(/^Registration closes in 0 days 0 hours 1 minute \d+ seconds?$/);
    expect(await page.getByText(CLOSED).isVisible()).toBe(false);

    await page.clock.runFor(date.getTime() - start - 5_000);
    await expect.poll(() => counter.textContent()).toMatch(/ 0 minutes [1-5] seconds?$/);
    await page.clock.runFor(6_000);
    await page.getByText(CLOSED).waitFor();
    expect(await page.locator('.t-countdown-timer__counter').count()).toBe(0);
    await expectClean(visitor);
  });

  it('shows time up on a cached page opened after the date, and the server renders only time up after it', async () => {
    const date = new Date(Math.ceil((Date.now() + 60 * 60_000) / 1000) * 1000);
    await publish(countdownPage('/e2e/countdown-later', date));
    const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { host: `${SITE}.localhost` } });
    // Rendered and cached now, an hour before the date: the counter, and the time-up slot hidden.
    const cached = (await get('/e2e/countdown-later')).body;
    expect(cached).toContain('class="t-countdown-timer__counter"');
    expect(cached).toContain('<div class="t-countdown-timer__time-up" hidden="">');

    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    await page.clock.install({ time: date.getTime() + 5 * 60_000 });
    await visitor.open(SITE, '/e2e/countdown-later');
    await page.getByText(CLOSED).waitFor();
    expect(await page.locator('.t-countdown-timer__counter').count()).toBe(0);
    await expectClean(visitor);

    await publish(countdownPage('/e2e/countdown-past', new Date(Date.now() - 60_000)));
    const past = (await get('/e2e/countdown-past')).body;
    expect(past).not.toContain('t-countdown-timer__counter');
    expect(past).toContain('<div class="t-countdown-timer__time-up"><tessera-slot data-slot="timeUp">');
  });
});

describe('agreement', () => {
  it('shows its content once confirmed, and remembers that across a reload', async () => {
    const visitor = await visit(SITE, '/');
    const { page } = visitor;
    const details = page.getByRole('table', { name: 'Certification environment' });
    const button = page.getByRole('button', { name: 'Show connection details' });
    expect(await details.isVisible()).toBe(false);

    // The checkbox is required: the button alone confirms nothing.
    await button.click();
    expect(await details.isVisible()).toBe(false);
    expect(await visitor.cookie('tessera_agreement_globalotc-certification-access')).toBeUndefined();

    await page.getByLabel('My firm is a subscriber', { exact: false }).check();
    await button.click();
    await details.waitFor();
    expect(await button.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('t-agreement__content'))).toBe(true);
    expect(await visitor.cookie('tessera_agreement_globalotc-certification-access')).toBe('1');
    await expectClean(visitor);

    await visitor.reload();
    await details.waitFor();
    expect(await page.getByRole('button', { name: 'Show connection details' }).count()).toBe(0);
    expect(await page.getByText('The addresses below are confidential').count()).toBe(0);
  });

  it('shows the content after its disclaimer without JavaScript', async () => {
    const visitor = await visit(SITE, '/', { javaScript: false });
    const { page } = visitor;
    expect(await page.getByText('The addresses below are confidential').isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Certification environment' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Show connection details' }).isVisible()).toBe(false);
  });
});

describe('view more', () => {
  it('clips long content at 200 px and toggles it', async () => {
    const visitor = await visit('esignal', '/');
    const { page } = visitor;
    const content = page.locator('.t-view-more__content');
    const toggle = page.getByRole('button', { name: 'View more' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect((await content.boundingBox())!.height).toBe(200);

    await toggle.click();
    const less = page.getByRole('button', { name: 'View less' });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    expect((await content.boundingBox())!.height).toBeGreaterThan(300);
    await less.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: 'View more' }).getAttribute('aria-expanded')).toBe('false');
    expect((await content.boundingBox())!.height).toBe(200);
    await expectClean(visitor);
  });

  it('has no toggle when the content is shorter than that', async () => {
    const visitor = await visit(SITE, '/e2e/notice');
    const { page } = visitor;
    await page.locator('.t-view-more--short').waitFor();
    expect(await page.getByRole('button', { name: 'View more' }).count()).toBe(0);
    expect(await page.getByText('Certification runs on trading days only.').isVisible()).toBe(true);
  });

  it('shows all the content and no toggle without JavaScript', async () => {
    const visitor = await visit('esignal', '/', { javaScript: false });
    const { page } = visitor;
    expect((await page.locator('.t-view-more__content').boundingBox())!.height).toBeGreaterThan(300);
    expect(await page.getByRole('button', { name: 'View more' }).isVisible()).toBe(false);
  });
});
