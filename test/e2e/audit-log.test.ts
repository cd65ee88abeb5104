import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/core/node';
import { launchBrowser } from '../support/browser';
import { ContentApi, Editor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'audit log e2e password' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the audit log', () => {
  it('filters by action name, tells each change as a sentence and folds a run of draft saves into one row', async () => {
    const admin = await ContentApi.as(server, server.admin);
    const pat = await admin.createUser({ name: 'Pat Publisher', role: 'CMSTWO Super User' });
    const asPat = await ContentApi.as(server, pat);
    const page0 = await asPat.createDocument('nyse', { path: '/audit-fees', title: 'Fees' });
    let revision = page0.draftRevision;
    for (let i = 1; i <= 5; i++) {
      const tree = structuredClone(page0.draft);
      tree.slots.main = [{ id: newId(), name: 'card', props: { title: `Fees, take ${i}` }, slots: {} }];
      revision = (await asPat.saveDraft(page0.id, { revision, tree })).draftRevision;
    }
    await asPat.publish(page0.id, { note: 'New member fees' });

    const editor = await Editor.signIn(browser, server, server.admin, { viewport: { width: 1280, height: 800 } });
    const { page } = editor;
    await editor.openSection('Audit log');
    const table = page.locator('.admin-table--audit');

    // The newest change reads as a sentence, with the person's name and the action's plain name.
    const published = table.locator('tbody tr[data-action="document.publish"]').first();
    await published.waitFor();
    expect(await published.getByRole('cell').nth(1).textContent()).toBe('Pat Publisher');
    expect(await published.getByRole('cell').nth(2).textContent()).toBe('Page published');
    expect(await published.getByRole('cell').nth(4).textContent()).toBe('Pat Publisher published /audit-fees as version 1 with the note “New member fees”.');

    // Five saves in a row: one row, opened to show each.
    const saves = table.locator('tbody tr[data-action="draft.save"][data-folded]').first();
    expect(await saves.getAttribute('data-folded')).toBe('5');
    expect(await saves.getByRole('cell').nth(4).textContent()).toMatch(/^Pat Publisher saved the draft of \/audit-fees 5 times between .+ and .+\. Show the 5 saves$/);
    const show = saves.getByRole('button', { name: 'Show the 5 saves' });
    await show.focus();
    await page.keyboard.press('Enter');
    expect(await table.locator('tbody tr.admin-table__subrow').count()).toBe(5);
    expect(await saves.getByRole('button', { name: 'Hide the saves' }).getAttribute('aria-expanded')).toBe('true');
    await editor.expectNoSeriousViolations();

    // The action filter offers plain names and sends the code.
    const options = await page.getByLabel('Action').locator('option').allTextContents();
    expect(options).toEqual(expect.arrayContaining(['All actions', 'Draft saved', 'Page published', 'User changed']));
    expect(options.some((o) => /\./.test(o))).toBe(false);
    await page.getByLabel('Action').selectOption({ label: 'Page created' });
    await page.getByLabel('Person').fill(pat.email);
    await editor.press('Apply filters');
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('.admin-table--audit tbody tr')];
      return rows.length === 1 && rows[0]!.getAttribute('data-action') === 'document.create';
    });
    expect(await table.locator('tbody tr td').nth(4).textContent()).toBe('Pat Publisher created the page /audit-fees “Fees”.');
    expect(await page.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toContain('action=document.create');

    // A bad filter sent by hand is refused, naming the parameter.
    const api = await editor.api();
    const bad = await api.request('GET', '/api/cms/audit?action=Page%20created');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('/query/action');
  });
});
