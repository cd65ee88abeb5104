// Issue 16 point 6: previews run the page's own islands (an alert's dismiss button) while the
// draft stays sandboxed away from the viewer's session.
import type { Browser, Frame, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, type Node } from '../../src/core/node';
import { launchBrowser } from '../support/browser';
import { Editor, Visitor, type ApiDocument, type ContentApi } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

const WIDE = { viewport: { width: 1440, height: 900 } };
const ALERT_HEADING = 'Markets close early on Friday';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'editor preview e2e password' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A page whose main content is a dismissable alert. */
async function pageWithAlert(api: ContentApi, path: string): Promise<ApiDocument> {
  const document = await api.createDocument('nyse', { path, title: 'Early close' });
  const tree: Node = structuredClone(document.draft);
  tree.slots.main = [{ id: newId(), name: 'alert', props: { intent: 'info', heading: ALERT_HEADING, dismissable: true }, slots: { content: [] } }];
  return api.saveDraft(document.id, { revision: document.draftRevision, tree });
}

/** What a script inside a frame can reach of the viewer's session. */
function probeIsolation(frame: Frame) {
  return frame.evaluate(async () => {
    const attempt = (read: () => unknown) => {
      try {
        return String(read());
      } catch {
        return 'refused';
      }
    };
    const session = await fetch('/api/cms/me', { credentials: 'include' }).then(
      (response) => `status ${response.status}`,
      () => 'refused',
    );
    return {
      origin: window.origin,
      cookie: attempt(() => document.cookie),
      storage: attempt(() => localStorage.length),
      parent: attempt(() => window.parent.document.title),
      session,
    };
  });
}

async function frameOf(iframe: Locator): Promise<Frame> {
  const frame = await (await iframe.elementHandle())!.contentFrame();
  if (!frame) throw new Error('The preview frame has no document');
  // Islands hydrate when the browser is idle; wait until they have.
  await frame.waitForFunction(() => window.__tesseraHydrated !== undefined);
  await frame.evaluate(() => window.__tesseraHydrated);
  return frame;
}

describe('previews run the page’s own islands, sandboxed', () => {
  it('in the editor’s Preview, Dismiss hides the alert, and the frame cannot reach the editor’s session', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const problems = editor.watchProblems();
    const api = await editor.api();
    const document = await pageWithAlert(api, '/early-close');
    await editor.openDocument('nyse', document.id);
    // The editor stores something of its own: the preview must not see it.
    await editor.page.evaluate(() => localStorage.setItem('tessera-e2e-probe', 'editor only'));

    await editor.preview('As visitors see it');
    const dialog = editor.dialog('Preview: Early close');
    const iframe = dialog.locator('iframe[title="Page preview"]');
    const preview = dialog.frameLocator('iframe[title="Page preview"]');
    const alert = preview.getByRole('status').filter({ hasText: ALERT_HEADING });
    await alert.waitFor();
    expect(await iframe.getAttribute('sandbox')).toBe('allow-scripts');
    const frame = await frameOf(iframe);

    await preview.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => alert.count()).toBe(0);
    await editor.expectNoSeriousViolations();
    // The island ran without a complaint (the probe below makes its own on purpose).
    expect(problems).toEqual({ console: [], failed: [] });

    expect(await probeIsolation(frame)).toEqual({ origin: 'null', cookie: 'refused', storage: 'refused', parent: 'refused', session: 'refused' });
    // The editor itself is still signed in and keeps what it stored.
    expect(await editor.page.evaluate(() => localStorage.getItem('tessera-e2e-probe'))).toBe('editor only');

    // Escape closes the preview while the focus is inside its frame too (the frame hands it on).
    await preview.locator('body').click({ position: { x: 4, y: 4 } });
    expect(await frame.evaluate(() => window.document.hasFocus())).toBe(true);
    await editor.page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('a shared preview link runs the islands too, in an opaque origin without the viewer’s session', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const api = await editor.api();
    const document = await pageWithAlert(api, '/early-close-shared');
    const url = await api.createPreviewLink(document.id);

    // A reviewer who is also signed in to the admin in the same browser.
    const visitor = await Visitor.arrive(browser, server);
    await visitor.signInByApi(server.admin);
    const { page } = visitor;
    expect((await visitor.goto(url.startsWith('http') ? url : `${server.origin()}${url}`))?.status()).toBe(200);
    await page.waitForFunction(() => window.__tesseraHydrated !== undefined);
    await page.evaluate(() => window.__tesseraHydrated);
    const alert = page.getByRole('status').filter({ hasText: ALERT_HEADING });
    await alert.waitFor();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => alert.count()).toBe(0);
    expect(visitor.problems.console).toEqual([]);
    // Signing in leaves the login response unread when the page moves on: not the preview's doing.
    expect(visitor.problems.failed.filter((text) => !text.includes('/api/cms/login'))).toEqual([]);

    const probe = await probeIsolation(page.mainFrame());
    expect(probe.origin).toBe('null');
    expect(probe.cookie).toBe('refused');
    expect(probe.session).toBe('refused');
  });
});
