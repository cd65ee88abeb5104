import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { registry } from '../../src/components/registry';
import type { Node } from '../../src/core/node';
import { launchBrowser } from '../support/browser';
import { ContentApi, Editor, Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

const PRESS_FORM = randomUUID();
const VISIT_FORM = randomUUID();
const PATH = '/press-enquiries';
/**
 * An allow-listed loopback port where nothing listens: each attempt fails to connect, so the
 * webhook call waits with its last error (a private address is refused when the page is saved).
 */
const HOOK = 'http://127.0.0.1:9/visit-hook';
const SECRET = 'e2e-recaptcha-secret-7d41c9';
const SITE_KEY = '6Lc-e2e-public-site-key';
/** A 1×1 PNG, attached to one submission. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let server: RunningServer;
let browser: Browser;
/** One admin browser through the whole file: each test goes on where the previous one stopped. */
let editor: Editor;
let page: Page;
let api: ContentApi;
const submitted: { id: string; name: string }[] = [];

const field = (name: string, displayName: string) => ({ type: 'TEXT', name, displayName, isRequired: true, options: [], value: '', hideLabel: false });
const formNode = (id: string, props: Record<string, unknown>): Node => ({ id, name: 'form', props: { captcha: false, ...props }, slots: {} });

beforeAll(async () => {
  server = await startServer({ adminPassword: 'e2e admin password for submissions', env: { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1:9' } });
  browser = await launchBrowser();
  api = await ContentApi.as(server, server.admin);
  const tree: Node = {
    id: randomUUID(),
    name: 'page-layout',
    props: {},
    slots: {
      main: [
        formNode(PRESS_FORM, {
          formName: 'Press enquiry',
          fields: [field('first_name', 'First name'), { ...field('photo', 'Photo'), type: 'FILE', isRequired: false }],
          emailTo: 'press@example.com',
        }),
        formNode(VISIT_FORM, { formName: 'Visit request', fields: [field('company', 'Company')], targetUrl: HOOK }),
      ],
    },
  };
  const document = await api.createDocument('nyse', { path: PATH, title: 'Press enquiries', tree });
  await api.publish(document.id);

  const visitor = await Visitor.arrive(browser, server);
  const send = async (formId: string, values: Record<string, string>) => {
    const answer = await visitor.submitForm('nyse', { path: PATH, formId, values });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return (answer.body as { id: string }).id;
  };
  submitted.push({ id: await send(PRESS_FORM, { first_name: 'Ada' }), name: 'Ada' });
  await send(VISIT_FORM, { company: 'Analytical Engines Ltd' });
  const withFile = await visitor.submitFormWithFiles('nyse', {
    path: PATH,
    formId: PRESS_FORM,
    values: { first_name: 'Grace' },
    files: [{ field: 'photo', name: 'grace portrait.png', type: 'image/png', bytes: PNG }],
  });
  expect(withFile.status, JSON.stringify(withFile.body)).toBe(201);
  submitted.push({ id: (withFile.body as { id: string }).id, name: 'Grace' });
  await visitor.close();

  editor = await Editor.signIn(browser, server, server.admin, { viewport: { width: 1400, height: 900 } });
  page = editor.page;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The message shown beside a field (its `aria-describedby` error), or null. */
async function fieldError(control: Locator): Promise<string | null> {
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
  return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
}

describe('submissions in the admin, in real Chromium', () => {
  it('lists every submission, newest first, dated in the editor’s format', async () => {
    await editor.openSection('Submissions');
    expect(page.url()).toBe(editor.adminUrl('/submissions'));
    await expect.poll(() => editor.submissionRows().count()).toBe(3);
    expect(await page.getByTestId('submissions-showing').textContent()).toBe('Showing 1–3 of 3');
    const newest = editor.submissionRows().first();
    expect(await newest.getAttribute('data-id')).toBe(submitted[1]!.id);
    expect(await newest.getByRole('cell').allTextContents()).toEqual(['nyse', PATH, 'Press enquiry', 'None', 'First name: Grace · Photo: grace portrait.png']);
    const { createdAt } = (await api.ok<{ submissions: { id: string; createdAt: string }[] }>('GET', '/api/cms/submissions?limit=1')).submissions[0]!;
    const expected = await page.evaluate((iso) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)), createdAt);
    expect(await newest.locator('time').textContent()).toBe(expected);
    await editor.expectNoSeriousViolations();
  });

  it('filters by form, in the address too, and keeps the filter through a reload', async () => {
    await page.getByLabel('Form', { exact: true }).selectOption({ label: `Press enquiry · nyse ${PATH} (2)` });
    await editor.press('Apply filters');
    await expect.poll(() => page.url()).toBe(editor.adminUrl(`/submissions?form=${PRESS_FORM}`));
    await expect.poll(() => editor.submissionRows().count()).toBe(2);
    expect(await editor.submissionRows().locator('td:nth-child(4)').allTextContents()).toEqual(['Press enquiry', 'Press enquiry']);

    await page.reload();
    await expect.poll(() => editor.submissionRows().count()).toBe(2);
    expect(await page.getByLabel('Form', { exact: true }).inputValue()).toBe(PRESS_FORM);
    const href = await page.getByRole('link', { name: /Export CSV/ }).getAttribute('href');
    expect(href).toBe(`/api/cms/submissions?formId=${PRESS_FORM}&format=csv`);
  });

  it('refuses a date range that ends before it starts, and says when no submission matches', async () => {
    const to = page.getByLabel('To', { exact: true });
    await page.getByLabel('From', { exact: true }).fill('2031-02-01');
    await to.fill('2031-01-31');
    await editor.press('Apply filters');
    await expect.poll(() => to.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldError(to)).toBe('The last day is before the first day');
    expect(page.url()).toBe(editor.adminUrl(`/submissions?form=${PRESS_FORM}`));

    await to.fill('2031-02-28');
    await editor.press('Apply filters');
    await page.getByText('No submissions match these filters.').waitFor();
    expect(page.url()).toBe(editor.adminUrl(`/submissions?form=${PRESS_FORM}&from=2031-02-01&to=2031-02-28`));
    await editor.expectNoSeriousViolations();

    await page.goBack();
    await expect.poll(() => editor.submissionRows().count()).toBe(2);
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('');
  });

  it('opens a submission with every field and value', async () => {
    const ada = submitted.find((s) => s.name === 'Ada')!;
    await editor.submissionRow(ada.id).getByRole('button').click();
    const dialog = editor.activeDialog();
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toMatch(/^Press enquiry, /);
    const value = dialog.locator('tr[data-field="first_name"]');
    expect(await value.getByRole('rowheader').textContent()).toBe('First name');
    expect(await value.getByRole('cell').textContent()).toBe('Ada');
    expect(await dialog.getByText('press-enquiries', { exact: false }).count()).toBeGreaterThan(0);
    expect(await dialog.getByText('None.').count()).toBe(1);
    await editor.expectNoSeriousViolations();
    await editor.closeDialog(dialog);
    await dialog.waitFor({ state: 'detached' });
  });

  it('offers an attached file as a download', async () => {
    const grace = submitted.find((s) => s.name === 'Grace')!;
    await editor.submissionRow(grace.id).locator('td').first().click();
    const dialog = editor.activeDialog();
    await dialog.waitFor();
    expect(await dialog.locator('tr[data-field="first_name"]').getByRole('cell').textContent()).toBe('Grace');
    const link = dialog.getByRole('link', { name: 'grace portrait.png' });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^/api/cms/submissions/${grace.id}/files/[0-9a-f]{64}$`));
    const { fileName, bytes } = await editor.downloadBytes(link);
    expect(fileName).toBe('grace portrait.png');
    expect(bytes.equals(PNG)).toBe(true);
    await editor.closeDialog(dialog);
    await dialog.waitFor({ state: 'detached' });
  });

  it('exports the filtered submissions as CSV', async () => {
    const { fileName, text } = await editor.download(page.getByRole('link', { name: /Export CSV/ }));
    expect(fileName).toBe('submissions.csv');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,submitted_at,site,page,form,reference,first_name,files');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).map((line) => line.split(',')[6])).toEqual(['Grace', 'Ada']);
    expect(text).not.toContain('Analytical Engines');
  });
});

describe('the outbox in the admin', () => {
  it('shows the held e-mail with its text, and why it is held', async () => {
    await editor.openSection('Outbox');
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Held' }).click();
    await expect.poll(() => page.url()).toBe(editor.adminUrl('/outbox?status=held'));
    const rows = editor.outboxRows({ channel: 'email', target: 'press@example.com' });
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByText('Held messages are kept here because no SMTP server (for e-mail) or SMS provider (for SMS and voice) is configured.', { exact: false }).waitFor();
    const grace = rows.first();
    expect(await grace.locator('.admin-badge').textContent()).toBe('Held');
    expect(await grace.getByRole('button', { name: /^Retry now/ }).count()).toBe(0);

    const show = grace.getByRole('button', { name: 'Show the message to press@example.com' });
    const message = grace.locator('.admin-outbox__message');
    expect(await message.isVisible()).toBe(false);
    await show.click();
    await message.waitFor();
    expect(await grace.getByRole('button', { name: /^Hide the message/ }).getAttribute('aria-expanded')).toBe('true');
    const text = await message.locator('pre').textContent();
    expect(text).toContain(`A visitor sent the Press enquiry on nyse${PATH}.`);
    expect(text).toContain('First name: Grace');
    await editor.expectNoSeriousViolations();
  });

  it('shows a waiting webhook call with its last error, and retries it now', async () => {
    // The outbox worker tries the call within seconds; the refusal becomes its last error.
    await expect
      .poll(async () => (await api.ok<{ entries: { target: string; attempts: number }[] }>('GET', '/api/cms/outbox?status=pending')).entries.find((e) => e.target === HOOK)?.attempts, {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(1);
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Queued' }).click();
    const row = editor.outboxRows({ channel: 'webhook', target: HOOK });
    await row.waitFor();
    expect(await row.locator('.admin-outbox__error').textContent()).toContain('ECONNREFUSED');
    const before = await row.locator('td:nth-child(5) time').getAttribute('datetime');

    await row.getByRole('button', { name: `Retry now the webhook call to ${HOOK}` }).click();
    await page.getByRole('status').getByText(`The webhook call to ${HOOK} is sent again now.`).waitFor();
    const after = await row.locator('td:nth-child(5) time').getAttribute('datetime');
    expect(after).not.toBe(before);
    expect(Date.parse(after!)).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(Date.parse(after!)).toBeLessThan(Date.parse(before!));
    await editor.expectNoSeriousViolations();
  });
});

describe('a site’s captcha', () => {
  it('switches nyse to reCAPTCHA with a secret the browser never gets back', async () => {
    // Every answer about sites the browser gets from here on, to look for the secret in.
    const answers: { url: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/cms/sites')) answers.push({ url: response.url(), body: response.text().catch(() => '') });
    });

    await editor.openSection('Sites');
    const card = editor.siteCard('nyse');
    await card.getByRole('button', { name: /^Captcha of / }).click();
    const form = card.getByRole('form', { name: /^Captcha of / });
    await form.getByRole('radio', { name: 'ALTCHA' }).waitFor();
    expect(await form.getByRole('radio', { name: 'ALTCHA' }).isChecked()).toBe(true);
    await form.getByRole('radio', { name: 'reCAPTCHA' }).check();
    const siteKey = form.getByLabel('Site key', { exact: true });
    const secret = form.getByLabel('Secret key', { exact: true });
    expect(await form.getByLabel('Verification URL', { exact: true }).inputValue()).toBe('https://www.google.com/recaptcha/api/siteverify');

    await form.getByRole('button', { name: 'Save captcha' }).click();
    await expect.poll(() => secret.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldError(secret)).toBe('Enter the secret key: without it no reCAPTCHA answer can be checked');
    expect(await fieldError(siteKey)).toBe('Enter the site key: pages need it to show reCAPTCHA');
    await editor.expectNoSeriousViolations();

    await siteKey.fill(SITE_KEY);
    await secret.fill(SECRET);
    await form.getByRole('button', { name: 'Save captcha' }).click();
    await form.getByText('Saved. Forms of', { exact: false }).waitFor();
    expect(await form.getByRole('status').textContent()).toMatch(/ask for reCAPTCHA\.$/);
    expect(await secret.inputValue()).toBe('');
    expect(await secret.getAttribute('placeholder')).toBe('Unchanged');
    expect(await siteKey.inputValue()).toBe(SITE_KEY);

    expect(answers.filter((a) => a.url.endsWith('/api/cms/sites/nyse/captcha')).length).toBeGreaterThanOrEqual(2);
    for (const answer of answers) expect(await answer.body).not.toContain(SECRET);
    const { captcha } = await api.ok<{ captcha: Record<string, unknown> }>('GET', '/api/cms/sites/nyse/captcha');
    expect(captcha).toMatchObject({ provider: 'recaptcha', hasSecret: true });
    expect(JSON.stringify(captcha)).not.toContain(SECRET);
    const { sites } = await api.ok<{ sites: { id: string; captchaSiteKey: string | null }[] }>('GET', '/api/cms/sites');
    expect(sites.find((s) => s.id === 'nyse')?.captchaSiteKey).toBe(SITE_KEY);
    await editor.expectNoSeriousViolations();
  });
});

describe('who may see submissions', () => {
  it('finds a submission by the reference the visitor quotes, and shows it in the row and the detail (issue 42 item 5)', async () => {
    const contactForm = randomUUID();
    const contactPage = '/contact-e2e';
    const form: Node = { id: contactForm, name: 'contact-form', props: { ...registry.get('contact-form')!.defaults, emailTo: 'desk@example.com' }, slots: {} };
    const doc = await api.createDocument('nyse', { path: contactPage, title: 'Contact', tree: { id: randomUUID(), name: 'page-layout', props: {}, slots: { main: [form] } } });
    await api.publish(doc.id);
    const visitor = await Visitor.arrive(browser, server);
    const answer = await visitor.submitForm('nyse', { path: contactPage, formId: contactForm, values: { first_name: 'Katherine', last_name: 'Johnson', company: 'Langley Analytics', email: 'katherine@langley.example' } });
    await visitor.close();
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { reference } = answer.body as { reference: string };
    expect(reference).toMatch(/^CF-\d{4}-\d{6}$/);

    await editor.openAdmin('/submissions');
    const field = page.getByLabel('Reference', { exact: true });
    await field.fill('CF 2026');
    await editor.press('Apply filters');
    await expect.poll(() => fieldError(field)).toContain('like CF-2026-000001');
    await field.fill(reference.toLowerCase());
    await editor.press('Apply filters');
    await expect.poll(() => page.url()).toBe(editor.adminUrl(`/submissions?reference=${reference}`));
    await expect.poll(() => editor.submissionRows().count()).toBe(1);
    expect(await editor.submissionRows().first().locator('td:nth-child(5)').textContent()).toBe(reference);
    await editor.submissionRows().first().getByRole('button').click();
    const dialog = editor.activeDialog();
    await dialog.getByText(reference, { exact: true }).waitFor();
    await editor.closeDialog(dialog);
  });

  it('a CMSTWO User has no Submissions link, is told who may, and the API refuses them', async () => {
    const writer = await api.createUser({ name: 'Wes Writer', role: 'CMSTWO User' });
    const user = await Editor.signIn(browser, server, writer);
    expect(await user.nav().getByRole('link', { name: 'Submissions' }).count()).toBe(0);
    expect(await user.nav().getByRole('link', { name: 'Outbox' }).count()).toBe(0);
    await user.openAdmin('/submissions');
    await user.page.getByText('Form submissions are for Super Users and Admins (CMSTWO Super User, CMSTWO Admin)', { exact: false }).waitFor();
    expect((await (await user.api()).request('GET', '/api/cms/submissions')).status).toBe(403);
    await user.expectNoSeriousViolations();
  });

  it('raised no uncaught errors in the admin’s page', () => {
    expect(editor.uncaughtErrors).toEqual([]);
  });
});
