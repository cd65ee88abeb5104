import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Node } from '../../src/core/node';
import { launchBrowser } from '../support/browser';
import { ContentApi, Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'island admin password' });
  browser = await launchBrowser();
  const api = await ContentApi.as(server, server.admin);
  const text = (html: string) => ({ id: randomUUID(), name: 'rich-text', props: { html }, slots: {} });
  const tree: Node = {
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
  const document = await api.createDocument('nyse', { path: '/alerts-demo', title: 'Alerts demo', tree });
  await api.publish(document.id);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('islands', () => {
  it('hydrates the alert and dismissing it removes it, nested island included', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    await visitor.open('nyse', '/alerts-demo');
    await expect.poll(() => page.getByRole('button', { name: 'Dismiss' }).count()).toBe(2);
    // Inner island first: the outer one stays with its own content.
    await page.locator('tessera-island tessera-island').getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => page.getByText('Nested notice').count()).toBe(0);
    expect(await page.getByText('US equity markets close at 1:00 p.m. ET.').count()).toBe(1);
    await page.getByRole('button', { name: 'Dismiss' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Early close on Friday').count()).toBe(0);
    expect(await page.getByText('Systems normal').count()).toBe(1);
    visitor.expectNoProblems();
  });

  it('renders the alert without JavaScript', async () => {
    const visitor = await Visitor.arrive(browser, server, { javaScript: false });
    await visitor.open('nyse', '/alerts-demo');
    expect(await visitor.page.getByText('Early close on Friday').count()).toBe(1);
    expect(await visitor.page.getByText('Options close at 1:15 p.m.').count()).toBe(1);
  });
});
