// Issue 24 items 3 and 8: a shared preview link opens on the site's own origin, its header's
// links stay inside the preview where the target has a draft and open the live page
// otherwise; "Discard changes" goes back to the live version; publishing offers the live page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, type Node } from '../../src/core/node';
import { launchBrowser } from '../support/browser';
import { Editor, Visitor, type ContentApi } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

const WIDE = { viewport: { width: 1440, height: 900 } };
const DRAFT_HEADING = 'Fee schedules under review';

let server: RunningServer;
let browser: Browser;
let editor: Editor;
let api: ContentApi;

const heading = (text: string): Node => ({ id: newId(), name: 'heading', props: { text, level: 2 }, slots: {} });

/** /fees gets a draft with a heading visitors do not see yet. */
async function draftFees(): Promise<string> {
  const fees = (await api.documents('nyse')).find((d) => d.path === '/fees')!;
  const doc = await api.document(fees.id);
  const tree: Node = structuredClone(doc.draft);
  tree.slots.main = [heading(DRAFT_HEADING), ...(tree.slots.main ?? [])];
  await api.saveDraft(doc.id, { revision: doc.draftRevision, tree });
  return doc.id;
}

beforeAll(async () => {
  server = await startServer({ adminPassword: 'preview share e2e password' });
  browser = await launchBrowser();
  editor = await Editor.signIn(browser, server, server.admin, WIDE);
  api = await editor.api();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('shared preview links on the site’s origin', () => {
  it('follow the header inside the preview to a page with a draft, and out to the live page without one', async () => {
    const feesId = await draftFees();
    const page = await api.createDocument('nyse', { path: '/share-review', title: 'Share review' });
    const url = await api.createPreviewLink(page.id);
    expect(url.startsWith(`${server.origin('nyse')}/_preview/`)).toBe(true);

    const reviewer = await Visitor.arrive(browser, server, WIDE);
    expect((await reviewer.goto(url))?.status()).toBe(200);
    const banner = reviewer.page.locator('.t-preview-banner');
    await banner.waitFor();
    // Previews leave out the cookie notice.
    expect(await reviewer.page.locator('.t-cookie-notice, [data-island="cookie-notice"]').count()).toBe(0);
    await reviewer.expectNoSeriousViolations();

    // The header's "Fee schedules" link: /fees has a draft, so the reviewer stays in the preview.
    await reviewer.page.getByRole('link', { name: 'Fee schedules' }).first().click();
    await reviewer.page.waitForURL(`${url}/fees`);
    await reviewer.page.getByRole('heading', { name: DRAFT_HEADING }).waitFor();
    await banner.waitFor();

    // "Market hours": /holiday-hours has no changes, so it opens live on the site.
    await reviewer.page.getByRole('link', { name: 'Market hours' }).first().click();
    await reviewer.page.waitForURL(`${server.origin('nyse')}/holiday-hours`);
    expect(await banner.count()).toBe(0);
    await reviewer.context.close();

    // The editor discards the draft of /fees, after a confirmation, back to the live version.
    await editor.openDocument('nyse', feesId);
    await editor.page.getByRole('button', { name: 'More actions' }).click();
    await editor.page.getByRole('button', { name: 'Discard changes…' }).click();
    const confirm = editor.alertDialog('Discard changes?');
    await confirm.waitFor();
    await editor.expectNoSeriousViolations();
    await editor.confirm('Discard changes?', 'Discard changes');
    await expect.poll(async () => JSON.stringify((await api.document(feesId)).draft).includes(DRAFT_HEADING)).toBe(false);
  });

  it('closes the publish dialog on success and offers "View live page" on the site’s origin', async () => {
    const doc = await api.createDocument('nyse', { path: '/share-publish', title: 'Share publish' });
    await editor.openDocument('nyse', doc.id);
    const dialog = await editor.openPublishing();
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await dialog.waitFor({ state: 'detached' });
    const notice = editor.page.getByTestId('published-notice');
    await notice.getByText('Published version 1.').waitFor();
    const live = notice.getByRole('link', { name: /View live page/ });
    expect(await live.getAttribute('href')).toBe(`${server.origin('nyse')}/share-publish`);
    await editor.expectNoSeriousViolations();
    const visitor = await Visitor.arrive(browser, server);
    expect((await visitor.goto((await live.getAttribute('href'))!))?.status()).toBe(200);
    await visitor.context.close();
  });
});
