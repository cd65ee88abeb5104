// Issue 24, point 5 in real Chromium: an editor turns a form's field into an e-mail field,
// publishes; a visitor's `lee@@example` gets the message beside the field before anything is
// sent; a valid submission shows up labelled in the admin's Submissions screen.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Node } from '../../src/core/node';
import { launchBrowser } from '../support/browser';
import { Editor, Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

const PATH = '/visit-request';
const FORM = randomUUID();
const field = (name: string, displayName: string) => ({ type: 'TEXT', name, displayName, isRequired: true, options: [], value: '', hideLabel: false });

let server: RunningServer;
let browser: Browser;
let editor: Editor;
let documentId = '';

beforeAll(async () => {
  server = await startServer({ adminPassword: 'form field types e2e password' });
  browser = await launchBrowser();
  editor = await Editor.launch(browser, server, { viewport: { width: 1440, height: 900 } });
  // The first admin load builds nothing, but a busy machine can take a while to serve it.
  editor.page.setDefaultNavigationTimeout(90_000);
  await editor.openAdmin();
  await editor.submitSignIn(server.admin);
  await editor.page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 60_000 });
  const api = await editor.api();
  // A form as stored before typed fields: its "email" is a line of text.
  const tree: Node = {
    id: randomUUID(),
    name: 'page-layout',
    props: {},
    slots: { main: [{ id: FORM, name: 'form', props: { formName: 'Visit request', captcha: false, fields: [field('name', 'Your name'), field('email', 'E-mail address')] }, slots: {} }] },
  };
  documentId = (await api.createDocument('nyse', { path: PATH, title: 'Visit request', tree })).id;
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('typed form fields, from the editor to the visitor and back to the admin', () => {
  it('an editor makes a field an e-mail field; the canvas shows the form as published', async () => {
    const { page, canvas } = editor;
    await editor.openDocument('nyse', documentId);
    await canvas.getByText('Fields marked * are required.').click();
    await page.locator('[class*="ArrayFieldItem-summary"]:visible', { hasText: /^email$/ }).first().click();
    // The open item's "Type" (Puck's select fields hold each option's value as JSON).
    await page.locator('select[title="Type"]:visible').first().selectOption(JSON.stringify({ value: 'EMAIL' }));
    await editor.waitSaved();
    // The canvas draws the e-mail input and no label that the published form does not show.
    await canvas.locator('input[type="email"][name="email"]').waitFor();
    const labels = await canvas.locator('.t-form label:visible, .t-form legend:visible').allTextContents();
    expect(labels.map((l) => l.replace(/\s*\*$/, ''))).toEqual(['Your name', 'E-mail address']);
    await (await editor.api()).publish(documentId);
  });

  it('a visitor’s lee@@example gets the message beside the field; a valid address is sent', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    await visitor.open('nyse', PATH);
    const email = page.getByRole('textbox', { name: 'E-mail address' });
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('autocomplete')).toBe('email');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Lee Chen');
    await email.fill('lee@@example');
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/forms/submit') && requests.push(r.url()));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await email.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-error'))!;
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe('E-mail address: enter an address like name@company.com');
    expect(requests).toEqual([]);
    await visitor.expectNoSeriousViolations();

    await email.fill('lee@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you' }).waitFor();
    await visitor.close();
  });

  it('the admin’s Submissions screen shows the answers labelled, in the form’s order', async () => {
    const { page } = editor;
    await editor.openSection('Submissions');
    await expect.poll(() => editor.submissionRows().count()).toBe(1);
    const row = editor.submissionRows().first();
    expect(await row.locator('td').last().textContent()).toBe('Your name: Lee Chen · E-mail address: lee@example.com');
    await editor.expectNoSeriousViolations();
    await row.getByRole('button').click();
    const dialog = editor.activeDialog();
    await dialog.waitFor();
    expect(await dialog.locator('tr[data-field] th').allTextContents()).toEqual(['Your name', 'E-mail address']);
    expect(await dialog.locator('tr[data-field="email"] td').textContent()).toBe('lee@example.com');
    await editor.expectNoSeriousViolations();
    await page.keyboard.press('Escape');
  });

  it('a list item just added shows no errors until it is changed', async () => {
    const { page, canvas } = editor;
    await editor.openDocument('nyse', documentId);
    await canvas.getByText('Fields marked * are required.').click();
    await page.locator('[class*="ArrayField-addButton"]:visible').first().click();
    // The new item opened: its empty required fields are there, without messages.
    const summary = page.locator('[class*="ArrayFieldItem-summary"]:visible').nth(2);
    await summary.waitFor();
    const name = page.locator('input[id*="_array_fields-2_"]:visible').first();
    if ((await name.count()) === 0) await summary.click();
    await name.waitFor();
    await page.waitForTimeout(500);
    expect(await page.locator('.pe-field-error:visible').count()).toBe(0);
    expect(await page.locator('.pe-fields-summary:visible').count()).toBe(0);
    // Once changed, its problems show beside the fields, even when cleared again.
    await name.fill('x');
    await name.fill('');
    await expect.poll(() => page.locator('.pe-field-error[data-field^="fields.2."]:visible').count()).toBeGreaterThan(0);
  });
});
