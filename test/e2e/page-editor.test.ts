import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, type Node } from '../../src/core/node';
import { launchBrowser } from '../support/browser';
import { ContentApi, Editor, Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';
import { instantOfZonedInput } from '../../src/editor/fields/zoned-time';

/** Puck's three panels and the canvas side by side. */
const WIDE = { viewport: { width: 1600, height: 1000 } };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'page editor e2e password' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function heroHeading(tree: Node): unknown {
  return tree.slots.banner?.[0]?.props.heading;
}

describe('the page editor in real Chromium', () => {
  it('composes a page by dragging a hero, a grid and three cards into slots, validates, publishes, and a visitor sees it', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const { page, canvas } = editor;
    const problems = editor.watchProblems();
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.origin()) && !request.url().startsWith('data:') && !request.url().startsWith('about:')) elsewhere.push(request.url());
    });
    const api = await editor.api();
    const document = await api.createDocument('nyse', { path: '/listings-week', title: 'Listings week' });
    await editor.openDocument('nyse', document.id);
    expect(await canvas.locator('html').getAttribute('data-site')).toBe('nyse');
    // The site's own stylesheet styles the canvas.
    expect(await canvas.locator('link[data-tessera-site-css]').getAttribute('href')).toMatch(/\/assets\/[0-9a-f]+\/sites\/nyse\.css$/);

    await editor.dragComponent('Hero', { into: 'banner', at: 'center' });
    await canvas.locator('.t-hero').waitFor();
    await editor.dragComponent('Grid', { into: 'main', at: 'center' });
    const items = canvas.locator('[data-puck-dropzone$=":items"]');
    await items.waitFor();
    for (let i = 1; i <= 3; i++) {
      await editor.dragComponent('Card', { into: items, at: i === 1 ? 'center' : 'end' });
      await expect.poll(() => items.locator('.t-card').count()).toBe(i);
    }

    // An invalid value shows the schema's message beside the field (editor-drafts.test.ts follows it through saving and publishing).
    await editor.selectComponent('Markets that move the world');
    await editor.editField('Heading', 'x'.repeat(130));
    await expect.poll(() => page.locator('.pe-field-error[data-field="heading"]:visible').textContent()).toMatch(/120/);
    await editor.editField('Heading', 'Listings that move markets');
    await expect.poll(() => page.locator('.pe-field-error:visible').count()).toBe(0);
    await expect.poll(() => canvas.locator('.t-hero').textContent()).toContain('Listings that move markets');
    await editor.waitSaved();

    const tree = (await api.document(document.id)).draft;
    expect(tree.slots.banner!.map((n) => n.name)).toEqual(['hero']);
    expect(heroHeading(tree)).toBe('Listings that move markets');
    expect(tree.slots.main!.map((n) => n.name)).toEqual(['grid']);
    expect(tree.slots.main![0]!.slots.items!.map((n) => n.name)).toEqual(['card', 'card', 'card']);

    await editor.publish({ note: 'First listing week page', version: 1 });

    const visitor = await Visitor.arrive(browser, server);
    const response = await visitor.open('nyse', '/listings-week');
    expect(response?.status()).toBe(200);
    expect(await visitor.page.locator('.t-hero').textContent()).toContain('Listings that move markets');
    expect(await visitor.page.locator('.t-grid .t-card').count()).toBe(3);
    await visitor.close();
    expect(problems.console).toEqual([]);
    expect(problems.failed).toEqual([]);
    // No web font or anything else from the internet (Puck's default CSS would fetch one).
    expect(elsewhere).toEqual([]);
  });

  it('shows a CMSTWO User no publishing controls, and the API refuses them with 403', async () => {
    const admin = await ContentApi.as(server, server.admin);
    const user = await admin.createUser({ role: 'CMSTWO User', name: 'Una User' });
    const document = await admin.createDocument('nyse', { path: '/user-draft', title: 'User draft' });

    const editor = await Editor.signIn(browser, server, user, WIDE);
    await editor.openDocument('nyse', document.id);
    await editor.page.getByRole('button', { name: 'Save' }).waitFor();
    expect(await editor.page.getByRole('button', { name: 'Publish…' }).count()).toBe(0);
    expect(await editor.page.getByRole('button', { name: 'Unpublish' }).count()).toBe(0);
    const api = await editor.api();
    expect((await api.request('POST', `/api/cms/documents/${document.id}/publish`, { revision: document.draftRevision })).status).toBe(403);
    expect((await api.request('PUT', `/api/cms/documents/${document.id}/schedule`, { at: new Date(Date.now() + 86_400_000).toISOString() })).status).toBe(403);
  });

  it('two editors saving the same page get the conflict prompt and lose nothing', async () => {
    const a = await Editor.signIn(browser, server, server.admin, WIDE);
    const adminApi = await a.api();
    const second = await adminApi.createUser({ role: 'CMSTWO Super User', name: 'Sam Second' });
    const document = await adminApi.createDocument('nyse', { path: '/two-editors', title: 'Two editors' });
    const tree = structuredClone(document.draft);
    tree.slots.banner = [{ id: newId(), name: 'hero', props: { heading: 'Original heading' }, slots: {} }];
    tree.slots.main = [{ id: newId(), name: 'card', props: { title: 'Original card' }, slots: {} }];
    await adminApi.saveDraft(document.id, { revision: document.draftRevision, tree });

    const b = await Editor.signIn(browser, server, second, WIDE);
    await a.openDocument('nyse', document.id);
    await b.openDocument('nyse', document.id);
    await b.page.getByTestId('presence').getByText('Also editing: Administrator').waitFor();

    await a.selectComponent('Original heading');
    await a.editField('Heading', 'Heading from A');
    await a.waitSaved();

    await b.selectComponent('Original card');
    await b.editField('Title', 'Card from B');
    const dialog = b.alertDialog('Someone else saved this page');
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Keep editing on top of theirs' }).click();
    await dialog.locator('[data-change="changed"]').first().waitFor();
    expect(await dialog.textContent()).toContain('Heading from A');
    await dialog.getByRole('button', { name: 'Save the combined page' }).click();
    await b.waitSaved();

    const merged = await adminApi.document(document.id);
    expect(heroHeading(merged.draft)).toBe('Heading from A');
    expect(merged.draft.slots.main![0]!.props.title).toBe('Card from B');
    // B's canvas shows both edits.
    expect(await b.canvas.locator('.t-hero').textContent()).toContain('Heading from A');
    expect(await b.canvas.locator('.t-card').textContent()).toContain('Card from B');

    // A is now behind: their next save meets B's draft, and A takes it as it is.
    await a.editField('Heading', 'Second try from A');
    const stale = a.alertDialog('Someone else saved this page');
    await stale.waitFor({ timeout: 15_000 });
    await stale.getByRole('button', { name: 'Reload their version' }).click();
    await a.canvas.locator('.t-card').getByText('Card from B').waitFor();
    expect(await a.canvas.locator('.t-hero').textContent()).toContain('Heading from A');
    expect(await a.page.getByTestId('save-status').textContent()).toBe('Saved');
  });

  it('edits page settings, sets an access code, previews each visitor state and shares a preview link', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const api = await editor.api();
    const document = await api.createDocument('nyse', { path: '/member-fees', title: 'Member fees' });
    await editor.openDocument('nyse', document.id);

    const settings = await editor.openSettings();
    await settings.getByLabel('Title', { exact: true }).fill('');
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await settings.getByText('Title is required.').waitFor();
    await settings.getByLabel('Title', { exact: true }).fill('Member fees 2030');
    await settings.getByLabel('SEO description').fill('What members pay for trading and data.');
    await settings.getByLabel('Hide from search engines (noindex)').check();
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await settings.getByText('Settings saved to the draft.').waitFor();
    await settings.getByRole('button', { name: 'Generate a code' }).click();
    const code = (await settings.locator('.pe-code code').textContent())!;
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    await editor.closeDialog(settings);
    const saved = await api.document(document.id);
    expect(saved.title).toBe('Member fees 2030');
    expect(saved.seo).toEqual({ description: 'What members pay for trading and data.', noindex: true });
    expect(saved.hasAccessCode).toBe(true);

    const publish = await editor.openPublishing();
    const tomorrow = new Date(Date.now() + 86_400_000);
    const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T09:30`;
    await publish.getByLabel('Date and time').fill(local);
    await publish.getByRole('button', { name: 'Schedule publish' }).click();
    await publish.getByTestId('pending-schedule').waitFor();
    const schedule = await api.schedule(document.id);
    expect(schedule.status).toBe('pending');
    // The time is read as New York's (issue 24 item 4), whatever the browser's zone.
    expect(new Date(schedule.at).getTime()).toBe(instantOfZonedInput(local)!.getTime());
    await publish.getByRole('button', { name: 'Cancel schedule' }).click();
    await expect.poll(() => publish.getByTestId('pending-schedule').count()).toBe(0);
    await editor.closeDialog(publish);

    await editor.preview('Before entering the access code');
    const preview = editor.dialog('Preview: Member fees 2030');
    await preview.frameLocator('iframe[data-preview-state="before"]').locator('.t-platform-form form').waitFor();
    await preview.getByLabel('Visitor').selectOption('after');
    await preview.frameLocator('iframe[data-preview-state="after"]').locator('main').waitFor();
    expect(await preview.frameLocator('iframe[data-preview-state="after"]').locator('.t-platform-form').count()).toBe(0);
    await editor.closeDialog(preview);

    const { dialog: share, url } = await editor.shareLink();
    expect(url).toMatch(/\/_preview\/[^/]+$/);
    await share.getByTestId('preview-link-expiry').waitFor();
    const reviewer = await Visitor.arrive(browser, server);
    const response = await reviewer.goto(url);
    expect(response?.status()).toBe(200);
    expect(await reviewer.page.title()).toContain('Member fees 2030');

    const row = share.getByRole('row').filter({ hasText: 'this link' });
    await row.getByRole('button', { name: /^Revoke/ }).click();
    await row.getByRole('button', { name: 'Revoke link' }).click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('revoked');
    expect((await reviewer.goto(url))?.status()).toBe(410);
  });

  it('keeps the changes of an editor whose session expired and offers them again after signing in', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const api = await editor.api();
    const document = await api.createDocument('nyse', { path: '/expiring', title: 'Expiring' });
    const tree = structuredClone(document.draft);
    tree.slots.banner = [{ id: newId(), name: 'hero', props: { heading: 'Before expiry' }, slots: {} }];
    await api.saveDraft(document.id, { revision: document.draftRevision, tree });
    await editor.openDocument('nyse', document.id);

    await editor.expireSession();
    await editor.selectComponent('Before expiry');
    await editor.editField('Heading', 'Typed as the session ran out');
    await editor.page.getByText('Your session has expired').waitFor({ timeout: 15_000 });
    await editor.submitSignIn(server.admin);

    const restore = editor.alertDialog('Restore unsaved changes?');
    await restore.getByRole('button', { name: 'Restore my changes' }).click();
    await editor.canvas.getByText('Typed as the session ran out').waitFor();
    await editor.waitSaved();
    const again = await editor.api();
    const saved = await again.document(document.id);
    expect(heroHeading(saved.draft)).toBe('Typed as the session ran out');
  });

  it('restoring an old version brings its content back', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const api = await editor.api();
    const document = await api.createDocument('nyse', { path: '/restore-me', title: 'Restore me' });
    const withHeading = (text: string): Node => ({
      ...structuredClone(document.draft),
      slots: { ...document.draft.slots, banner: [{ id: 'a0c7c6f2-5b0e-4c43-9d1e-2f6f0a8b3c11', name: 'hero', props: { heading: text }, slots: {} }] },
    });
    let revision = document.draftRevision;
    const saveAndPublish = async (text: string, note: string) => {
      revision = (await api.saveDraft(document.id, { revision, tree: withHeading(text) })).draftRevision;
      await api.publish(document.id, { note });
    };
    await saveAndPublish('The first heading', 'First');
    await saveAndPublish('The second heading', 'Second');

    await editor.openDocument('nyse', document.id);
    await editor.canvas.getByText('The second heading').waitFor();
    const dialog = await editor.openHistory();
    await dialog.locator('tr[data-version="1"]').getByText('First').waitFor();

    await dialog.getByLabel('Compare').selectOption('1');
    await dialog.getByLabel('with').selectOption('draft');
    await dialog.getByRole('button', { name: 'Show differences' }).click();
    await dialog.locator('[data-change="changed"]').getByText(/Hero .*Heading/).waitFor();
    const frames = dialog.locator('iframe');
    expect(await frames.count()).toBe(2);
    expect(await dialog.frameLocator('iframe').first().locator('.t-hero').textContent()).toContain('The first heading');
    expect(await dialog.frameLocator('iframe').last().locator('.t-hero').textContent()).toContain('The second heading');

    await dialog.locator('tr[data-version="1"]').getByRole('button', { name: 'Restore as draft' }).click();
    await dialog.locator('tr[data-version="1"]').getByRole('button', { name: 'Restore', exact: true }).click();
    await editor.canvas.getByText('The first heading').waitFor();
    await editor.waitSaved();
    const restored = await api.document(document.id);
    expect(heroHeading(restored.draft)).toBe('The first heading');
  });

  it('switches a page to the layout without a banner: the hero moves to the top of main, is saved and published', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const problems = editor.watchProblems();
    const api = await editor.api();
    const document = await api.createDocument('nyse', { path: '/no-banner', title: 'No banner' });
    const tree = structuredClone(document.draft);
    tree.slots.banner = [{ id: newId(), name: 'hero', props: { heading: 'Hero from the banner' }, slots: {} }];
    tree.slots.main = [{ id: newId(), name: 'card', props: { title: 'Card in main' }, slots: {} }];
    await api.saveDraft(document.id, { revision: document.draftRevision, tree });
    await editor.openDocument('nyse', document.id);
    await editor.dropZone('banner').locator('.t-hero').waitFor();

    const settings = await editor.openSettings();
    const layout = settings.getByRole('group', { name: 'Layout' });
    expect(await layout.getByLabel('With banner').isChecked()).toBe(true);
    await layout.getByLabel('Without banner').check();
    // Told before confirming where the banner content goes.
    expect(await settings.getByTestId('layout-notice').textContent()).toBe(
      'The component in the banner moves to the top of the main content. Nothing is removed.',
    );
    await settings.getByRole('button', { name: 'Change layout' }).click();
    await settings.getByText('Layout changed and saved to the draft.').waitFor();
    expect(await layout.getByLabel('Without banner').isChecked()).toBe(true);
    expect(await settings.getByTestId('layout-notice').count()).toBe(0);
    await editor.closeDialog(settings);

    const main = editor.dropZone('main');
    await expect.poll(() => editor.dropZone('banner').count()).toBe(0);
    const placed = main.locator(':scope > [data-puck-component]');
    expect(await placed.count()).toBe(2);
    expect(await placed.first().locator('.t-hero').textContent()).toContain('Hero from the banner');
    expect(await placed.last().locator('.t-card').textContent()).toContain('Card in main');
    await editor.waitSaved();

    const saved = await api.document(document.id);
    expect(saved.draft.name).toBe('page-layout-no-banner');
    expect(saved.draft.slots.banner).toBeUndefined();
    expect(saved.draft.slots.main!.map((n) => n.name)).toEqual(['hero', 'card']);
    expect(saved.draft.slots.main![0]!.props.heading).toBe('Hero from the banner');

    await editor.publish({ version: 1 });

    const visitor = await Visitor.arrive(browser, server);
    const response = await visitor.open('nyse', '/no-banner');
    expect(response?.status()).toBe(200);
    const content = visitor.page.locator('main .t-page-layout__content');
    expect(await content.locator('.t-hero').textContent()).toContain('Hero from the banner');
    const order = await content.evaluate((el) => [...el.querySelectorAll('.t-hero, .t-card')].map((n) => (n.classList.contains('t-hero') ? 'hero' : 'card')));
    expect(order).toEqual(['hero', 'card']);
    await visitor.close();
    expect(problems.console).toEqual([]);
    expect(problems.failed).toEqual([]);
  });
});
