import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/core/node';
import { launchBrowser, seriousViolations } from '../support/browser';
import { Editor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

const WIDE = { viewport: { width: 1440, height: 900 } };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'editor drafts e2e password' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('drafts keep what an editor types; only publishing needs a valid page', () => {
  it('saves an emptied required field and unrelated edits, shows the field as it is, lists the problem when publishing', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const { page, canvas } = editor;
    const api = await editor.api();
    const created = await api.createDocument('nyse', { path: '/fees-2027', title: 'Fees 2027' });
    const tree = structuredClone(created.draft);
    tree.slots.main = [
      { id: newId(), name: 'heading', props: { text: 'Fees for 2027', level: 2 }, slots: {} },
      { id: newId(), name: 'card', props: { title: 'Listing fees' }, slots: {} },
    ];
    await api.saveDraft(created.id, { revision: created.draftRevision, tree });
    await editor.openDocument('nyse', created.id);

    // The editor empties the heading: the message shows beside the field, the canvas shows it empty.
    await editor.selectComponent('Fees for 2027');
    await editor.editField('Text', '');
    await expect.poll(() => page.locator('.pe-field-error[data-field="text"]:visible').textContent()).toBe('Enter the heading text');
    await expect.poll(() => canvas.locator('.t-heading').first().textContent()).toBe('');
    expect(await canvas.getByText('Section heading').count()).toBe(0);

    // An unrelated edit is saved with it; the toolbar says so and nothing says otherwise.
    await editor.selectComponent('Listing fees');
    await editor.editField('Title', 'Listing and annual fees');
    await editor.waitSaved();
    expect(await page.locator('.pe-close-error').count()).toBe(0);
    const saved = (await api.document(created.id)).draft;
    expect([saved.slots.main![0]!.props.text, saved.slots.main![1]!.props.title]).toEqual(['', 'Listing and annual fees']);

    // Reloading loses nothing: the field is still empty, the problem still listed.
    await page.reload();
    await editor.dropZone('main').waitFor();
    await canvas.locator('.t-heading').first().click();
    expect(await editor.field('Text').inputValue()).toBe('');
    expect(await seriousViolations(page)).toEqual([]);

    // Publishing names what to fix, and the API refuses the same, naming the field.
    const dialog = await editor.openPublishing();
    await expect.poll(() => dialog.locator('.pe-blocked').textContent()).toContain('Text: Enter the heading text');
    expect(await dialog.getByRole('button', { name: 'Publish now' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    const refused = await api.request('POST', `/api/cms/documents/${created.id}/publish`, { revision: (await api.document(created.id)).draftRevision });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'PAGE_INCOMPLETE' });
    expect(JSON.stringify(refused.body)).toContain('Heading › text: Enter the heading text');
    await editor.closeDialog(dialog);

    // Fixed, it publishes.
    await canvas.locator('.t-heading').first().click();
    await editor.editField('Text', 'Fees for 2027');
    await expect.poll(() => page.locator('.pe-field-error:visible').count()).toBe(0);
    await editor.publish({ version: 1 });
  });

  it('says beside the level when a level-1 heading is too long for it', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const { page, canvas } = editor;
    const api = await editor.api();
    const created = await api.createDocument('nyse', { path: '/long-heading', title: 'Long heading' });
    const tree = structuredClone(created.draft);
    tree.slots.main = [{ id: newId(), name: 'heading', props: { text: 'Closing auction', level: 1 }, slots: {} }];
    await api.saveDraft(created.id, { revision: created.draftRevision, tree });
    await editor.openDocument('nyse', created.id);
    await editor.selectComponent('Closing auction');
    expect(await page.locator('[data-field-note]:visible').count()).toBe(0);
    const long = 'Closing auction imbalances for every listed company';
    await editor.editField('Text', long);
    await expect
      .poll(() => page.locator('[data-field-note="level"]:visible').textContent())
      .toBe(`Shown as a level-2 heading: a level-1 heading is at most 40 characters, and this text has ${long.length}. Shorten the text to keep level 1.`);
    await expect.poll(() => canvas.locator('h2.t-heading').textContent()).toBe(long);
  });
});
