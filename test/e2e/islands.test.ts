import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, watchProblems } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'island admin password' });
  browser = await launchBrowser();
  const login = await fetch(`${server.origin()}/api/cms/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@tessera.local', password: 'island admin password', tokenType: 'bearer' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const text = (html: string) => ({ id: randomUUID(), name: 'rich-text', props: { html }, slots: {} });
  const tree = {
    id: randomUUID(),
    name: 'page-layout',
    props: {},
    slots: {
      main: [
        {
          id: randomUUID(),
          name: 'alert',
          props: { intent: 'warn', heading: 'Early close on Friday', dismissable: true },
          slots: {
            content: [
              text('<p>US equity markets close at 1:00 p.m. ET.</p>'),
              { id: randomUUID(), name: 'alert', props: { intent: 'info', heading: 'Nested notice', dismissable: true }, slots: { content: [text('<p>Options close at 1:15 p.m.</p>')] } },
            ],
          },
        },
        { id: randomUUID(), name: 'alert', props: { intent: 'good', heading: 'Systems normal', dismissable: false }, slots: {} },
      ],
    },
  };
  const created = await fetch(`${server.origin()}/api/cms/sites/nyse/documents`, { method: 'POST', headers: auth, body: JSON.stringify({ path: '/alerts-demo', title: 'Alerts demo', tree }) });
  const { document } = (await created.json()) as { document: { id: string } };
  await fetch(`${server.origin()}/api/cms/documents/${document.id}/publish`, { method: 'POST', headers: auth, body: '{}' });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('islands', () => {
  it('hydrates the alert and dismissing it removes it, nested island included', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    try {
      await page.goto(`${server.origin('nyse')}/alerts-demo`);
      await page.evaluate(() => window.__tesseraHydrated);
      await expect.poll(() => page.getByRole('button', { name: 'Dismiss' }).count()).toBe(2);
      // Inner island first: the outer one stays with its own content.
      await page.locator('tessera-island tessera-island').getByRole('button', { name: 'Dismiss' }).click();
      await expect.poll(() => page.getByText('Nested notice').count()).toBe(0);
      expect(await page.getByText('US equity markets close at 1:00 p.m. ET.').count()).toBe(1);
      await page.getByRole('button', { name: 'Dismiss' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByText('Early close on Friday').count()).toBe(0);
      expect(await page.getByText('Systems normal').count()).toBe(1);
      expect(problems.console).toEqual([]);
      expect(problems.failed).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('renders the alert without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${server.origin('nyse')}/alerts-demo`);
      expect(await page.getByText('Early close on Friday').count()).toBe(1);
      expect(await page.getByText('Options close at 1:15 p.m.').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
