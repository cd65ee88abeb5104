import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Node } from '../../src/core/node';
import { launchBrowser, seriousViolations } from '../support/browser';
import { Editor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

/** Pickers instead of developer knowledge (issue 24 item 4): chart data, dates with their zone, links. */
const WIDE = { viewport: { width: 1600, height: 1000 } };
const CSV = ['day,exchange,listings', '2026-03-02,NYSE,12', '2026-03-03,NYSE,15', '2026-03-04,NYSE,9', '2026-03-05,NYSE,21', '2026-03-06,NYSE,17', '2026-03-09,NYSE,11'].join('\n');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'editor pickers e2e password' });
  browser = await launchBrowser();
  // The editor's bundle is built on the first /admin request: build it before the browser waits on it.
  const admin = await fetch(`${server.origin()}/admin`);
  const script = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(await admin.text())?.[1];
  if (script) await (await fetch(`${server.origin()}${script}`)).arrayBuffer();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Uploads a file to the media library as the admin (bearer sign-in), as the Media screen would. */
async function uploadCsv(name: string, text: string): Promise<{ url: string }> {
  const origin = server.origin();
  const login = await fetch(`${origin}/api/cms/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...server.admin, tokenType: 'bearer' }),
  });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), name);
  const response = await fetch(`${origin}/api/cms/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { media: { url: string } }).media;
}

const inMain = (tree: Node, kind: string) => tree.slots.main!.find((n) => n.name === kind);

describe('pickers in the page editor', () => {
  it('draws a chart from a CSV of the library chosen with its columns, sets a countdown in New York time, and completes a typed link', async () => {
    const csv = await uploadCsv('nyse-listings.csv', CSV);
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const { page, canvas } = editor;
    const api = await editor.api();
    const created = await api.createDocument('nyse', { path: '/listings-chart', title: 'Listings chart' });
    await editor.openDocument('nyse', created.id);
    const listItem = (label: string) => page.locator('[data-puck-drawer-item][tabindex]', { hasText: new RegExp(`^${label}$`) });

    // A chart placed: the canvas draws it from its (default, report) data, not a placeholder.
    await listItem('Chart').click();
    const chart = canvas.locator('figure.t-chart');
    await chart.locator('svg.t-chart__svg polyline').first().waitFor({ timeout: 20_000 });
    expect(await chart.locator('.t-chart__placeholder').count()).toBe(0);

    // Its data chosen from the library: the CSV's columns with what they hold, and its first rows.
    await page.locator('[class*="ArrayFieldItem-summary"]:visible', { hasText: 'Item 1' }).first().click();
    await page.getByRole('button', { name: /^Choose data…/ }).filter({ visible: true }).first().click();
    const picker = editor.dialog('Choose the chart’s data');
    await picker.getByRole('button', { name: /^nyse-listings\.csv/ }).click();
    await picker.getByRole('table').getByText('First 5 of 6 rows').waitFor();
    const x = picker.getByLabel('X column (along the bottom)');
    expect(await x.locator('option').allTextContents()).toEqual(['day (dates)', 'exchange (text)', 'listings (numbers)']);
    expect(await x.inputValue()).toBe('day');
    await picker.getByLabel('Y column (values, numbers)').selectOption('listings');
    // Puck's own list items (an expanded array field: dnd-kit's draggable item holding buttons) are
    // known to axe as nested controls; everything else, the picker included, must pass.
    const violations = (await seriousViolations(page))
      .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !n.target.some((t) => /ArrayField|dnd-kit-description/.test(t))) }))
      .filter((v) => v.nodes.length > 0);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
    await picker.getByRole('button', { name: 'Use this data' }).click();
    await picker.waitFor({ state: 'detached' });

    // The canvas draws the file's six points; the draft keeps the source with its columns.
    await expect.poll(() => chart.locator('.t-chart__table tbody tr').count(), { timeout: 20_000 }).toBe(6);
    expect(await chart.locator('svg.t-chart__svg polyline').first().getAttribute('points')).toMatch(/\d/);
    await editor.waitSaved();
    const source = (inMain((await api.document(created.id)).draft, 'chart')!.props.dataSources as Record<string, unknown>[])[0];
    expect(source).toMatchObject({ url: csv.url, external: false, xCol: 'day', xType: 'date', yCol: 'listings', yType: 'number' });
    // The y column is chosen from the data's columns in the panel too.
    expect(await page.locator('select.pe-column-field__select:visible').first().inputValue()).toBe('day');

    // A countdown's end: the browser's date and time picker, in New York time.
    await listItem('Countdown timer').click();
    const ends = page.locator('.pe-zoned-field:visible', { hasText: 'Ends at' });
    const zone = ends.getByTestId('time-zone');
    await expect.poll(() => zone.textContent()).toMatch(/^New York time \(ET; ES?T on this date, UTC−05:00\)$/);
    expect(await ends.locator('input[type="datetime-local"]').inputValue()).toBe('2026-12-31T17:00');
    await ends.locator('input[type="datetime-local"]').fill('2026-07-04T09:30');
    await expect.poll(() => zone.textContent()).toBe('New York time (ET; EDT on this date, UTC−04:00)');
    await editor.waitSaved();
    await expect.poll(async () => inMain((await api.document(created.id)).draft, 'countdown-timer')?.props.date).toBe('2026-07-04T09:30:00-04:00');

    // A link typed without its scheme is completed; pages of the site are offered beside it.
    await listItem('Card').click();
    const link = page.locator('.pe-media-field:visible', { hasText: 'Link' }).locator('input').first();
    await link.fill('www.nyse.com/listings');
    await link.press('Tab');
    await expect.poll(() => link.inputValue()).toBe('https://www.nyse.com/listings');
    await page.locator('.pe-media-field:visible', { hasText: 'Link' }).getByRole('button', { name: /^Choose page/ }).click();
    const pages = editor.dialog('Link to a page');
    await pages.getByRole('button', { name: /Listings chart/ }).click();
    await pages.waitFor({ state: 'detached' });
    await expect.poll(() => link.inputValue()).toBe('/listings-chart');
    await link.fill('javascript:alert(1)');
    await link.press('Tab');
    expect(await link.inputValue()).toBe('javascript:alert(1)');
    await page.locator('.pe-field-error:visible', { hasText: 'scheme are not allowed' }).waitFor();
  });
});
