// Issue 23 item 2 in Chromium: a CMSTWO User asks for review, a Super User comments, the User
// changes the draft (the request becomes stale) and asks again, the Super User approves the new
// request, and the visitor sees exactly that version. nyse needs approval, as installed.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { node } from '../../src/core/node';
import { launchBrowser, seriousViolations } from '../support/browser';
import { ContentApi } from '../support/content-api';
import { Editor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

const WIDE = { viewport: { width: 1440, height: 900 } };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'review e2e password', siteApproval: 'as installed' });
  browser = await launchBrowser();
  // The editor's bundle is built on the first /admin request: set-up, not part of the story.
  const shell = await (await fetch(`${server.origin()}/admin`)).text();
  const script = /src="([^"]+\.js)"/.exec(shell)?.[1];
  if (script) await fetch(new URL(script, server.origin()));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('review before publishing', () => {
  it('asks, comments, goes stale, asks again, is approved, and the visitor sees exactly that draft', { timeout: 60_000 }, async () => {
    const admin = await ContentApi.as(server, server.admin);
    const author = await admin.createUser({ name: 'Uma Author', role: 'CMSTWO User' });
    const reviewerAccount = await admin.createUser({ name: 'Sam Reviewer', role: 'CMSTWO Super User' });
    const authorApi = await ContentApi.as(server, author);
    const tree = node('page-layout', {}, { main: [node('heading', { text: 'Fees 2031', level: 2 })], footerContent: [] });
    const doc = await authorApi.createDocument('nyse', { path: '/fees-review', title: 'Fees under review', tree });

    // The User asks for review where Publish would be.
    const user = await Editor.signIn(browser, server, author, WIDE);
    await user.openDocument('nyse', doc.id);
    expect(await user.page.getByRole('button', { name: 'Publish…' }).count()).toBe(0);
    await user.press('Ask for review…');
    const ask = user.dialog('Review');
    await ask.getByLabel('Note for the reviewer').fill('New fee table for 2031');
    await ask.getByRole('button', { name: 'Ask for review', exact: true }).click();
    await ask.getByText('Review requested.').waitFor();
    await ask.getByText('Waiting for review', { exact: false }).first().waitFor();
    expect(await seriousViolations(user.page)).toEqual([]);
    await user.closeDialog(ask);

    // The Super User finds it in the queue, compares and comments.
    const reviewer = await Editor.signIn(browser, server, reviewerAccount, WIDE);
    await reviewer.openSection('Reviews');
    await reviewer.page.getByRole('link', { name: 'Fees under review' }).click();
    await reviewer.page.getByRole('heading', { name: 'Review: Fees under review' }).waitFor();
    await reviewer.page.locator('.pe-compare iframe').nth(1).waitFor();
    await reviewer.page.getByLabel('Your comment').fill('Please use the 2032 figures');
    await reviewer.press('Add comment');
    await reviewer.page.getByText('Comment added.').waitFor();
    expect(await seriousViolations(reviewer.page)).toEqual([]);

    // The User sees the comment, changes the draft: the request is stale; they ask again.
    await user.selectComponent('Fees 2031');
    await user.editField('Text', 'Fees 2032');
    await user.waitSaved();
    await user.press('Ask for review…');
    const again = user.dialog('Review');
    await again.getByText('changed since it was requested', { exact: false }).waitFor();
    await again.getByText('Please use the 2032 figures', { exact: false }).waitFor();
    await again.getByLabel('Note for the reviewer').fill('Now with the 2032 figures');
    await again.getByRole('button', { name: 'Ask for review', exact: true }).click();
    await again.getByText('Review requested.').waitFor();

    // The Super User approves the new request (the old one is no longer open).
    await reviewer.page.bringToFront();
    await reviewer.openAdmin('/reviews');
    const rows = reviewer.page.locator('tr[data-request]');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    await rows.getByRole('link', { name: 'Fees under review' }).click();
    await reviewer.page.getByText('Now with the 2032 figures').waitFor();
    // The comparison renders below the request and moves the buttons: wait for it before clicking.
    await reviewer.page.locator('.pe-compare iframe').nth(1).waitFor();
    // By keyboard: the comparison's frames load below the request and may still move the button.
    await reviewer.page.getByRole('button', { name: 'Approve', exact: true }).focus();
    await reviewer.page.keyboard.press('Enter');
    await reviewer.page.getByText('Approved and published as version 1.').waitFor();

    // The visitor sees exactly the approved draft.
    const visitor = await browser.newPage();
    try {
      const response = await visitor.goto(`${server.origin('nyse')}/fees-review`);
      expect(response?.status()).toBe(200);
      expect(await visitor.locator('h2', { hasText: /^Fees 20\d\d$/ }).allTextContents()).toEqual(['Fees 2032']);
    } finally {
      await visitor.close();
    }
    const published = await authorApi.document(doc.id);
    expect(published.publishedVersion).toBe(1);
    expect(user.uncaughtErrors).toEqual([]);
    expect(reviewer.uncaughtErrors).toEqual([]);
  });
});
