import type { Browser, BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, type Node } from '../../src/core/node';
import { launchBrowser, watchProblems } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const ADMIN_EMAIL = 'admin@tessera.local';
const ADMIN_PASSWORD = 'page editor e2e password';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ adminPassword: ADMIN_PASSWORD });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

// ---------------------------------------------------------------------------------------------
// Helpers that read like a person's actions.

async function openAdmin(page: Page, path: string): Promise<void> {
  await page.goto(`${server.origin()}${path}`);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await openAdmin(page, '/admin');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** The content API with the signed-in session of a browser context (cookie plus CSRF header). */
async function apiOf(context: BrowserContext) {
  const me = await context.request.get(`${server.origin()}/api/cms/me`);
  const { csrfToken } = (await me.json()) as { csrfToken: string };
  const call = async (method: string, path: string, data?: unknown) => {
    const response = await context.request.fetch(`${server.origin()}${path}`, {
      method,
      headers: { 'x-csrf-token': csrfToken },
      ...(data === undefined ? {} : { data }),
    });
    const text = await response.text();
    return { status: response.status(), body: text ? JSON.parse(text) : null };
  };
  return {
    call,
    async ok<T>(method: string, path: string, data?: unknown): Promise<T> {
      const { status, body } = await call(method, path, data);
      if (status >= 400) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(body)}`);
      return body as T;
    },
  };
}

interface Doc {
  id: string;
  draftRevision: number;
  draft: Node;
  publishedVersion: number | null;
}

async function signedInContext(email: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, email, password);
  return { context, page };
}

async function createUser(admin: Awaited<ReturnType<typeof apiOf>>, role: string, name: string) {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}@tessera.local`;
  const password = `${name} password 123`;
  await admin.ok('POST', '/api/cms/users', { email, name, role, password });
  return { email, password, name };
}

function canvas(page: Page): FrameLocator {
  return page.frameLocator('#preview-frame');
}

async function openEditor(page: Page, id: string): Promise<void> {
  await openAdmin(page, `/admin/sites/nyse/documents/${id}`);
  await canvas(page).locator('[data-puck-dropzone="root:main"]').waitFor();
}

/** Drags a component from the list onto a drop zone of the canvas, with real pointer moves. */
async function dragInto(page: Page, label: string, zone: Locator, where: 'end' | 'center' = 'end'): Promise<void> {
  const search = page.getByPlaceholder('Search components');
  await search.fill(label);
  const item = page.locator('[data-puck-drawer-item]', { hasText: new RegExp(`^${label}$`) }).first();
  const from = (await item.boundingBox())!;
  await zone.scrollIntoViewIfNeeded();
  const to = (await zone.boundingBox())!;
  const x = where === 'end' ? to.x + to.width - 12 : to.x + to.width / 2;
  const y = where === 'end' ? to.y + to.height - 12 : to.y + to.height / 2;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(x, y, { steps: 25 });
  await page.waitForTimeout(150);
  await page.mouse.move(x - 2, y - 2, { steps: 4 });
  await page.mouse.up();
  await search.fill('');
}

async function waitSaved(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('save-status').textContent(), { timeout: 15_000 }).toBe('Saved');
}

/** The field of the selected component in the fields panel, by its label. */
function field(page: Page, label: string): Locator {
  // Puck keeps a second, hidden copy of the fields for narrow screens.
  return page.locator('label', { has: page.getByText(label, { exact: true }) }).locator('input:visible, textarea:visible').first();
}

async function selectOnCanvas(page: Page, text: string): Promise<void> {
  await canvas(page).getByText(text, { exact: true }).first().click();
}

function heroHeading(tree: Node): unknown {
  return tree.slots.banner?.[0]?.props.heading;
}

// ---------------------------------------------------------------------------------------------

describe('the page editor in real Chromium', () => {
  it('composes a page by dragging a hero, a grid and three cards into slots, validates, publishes, and a visitor sees it', async () => {
    const { context, page } = await signedInContext(ADMIN_EMAIL, ADMIN_PASSWORD);
    const problems = watchProblems(page);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.origin()) && !request.url().startsWith('data:') && !request.url().startsWith('about:')) elsewhere.push(request.url());
    });
    try {
      const api = await apiOf(context);
      const { document } = await api.ok<{ document: Doc }>('POST', '/api/cms/sites/nyse/documents', { path: '/listings-week', title: 'Listings week' });
      await openEditor(page, document.id);
      expect(await canvas(page).locator('html').getAttribute('data-site')).toBe('nyse');
      // The site's own stylesheet styles the canvas.
      expect(await canvas(page).locator('link[data-tessera-site-css]').getAttribute('href')).toMatch(/\/assets\/[0-9a-f]+\/site\.css$/);

      await dragInto(page, 'Hero', canvas(page).locator('[data-puck-dropzone="root:banner"]'), 'center');
      await canvas(page).locator('.t-hero').waitFor();
      await dragInto(page, 'Grid', canvas(page).locator('[data-puck-dropzone="root:main"]'), 'center');
      const items = canvas(page).locator('[data-puck-dropzone$=":items"]');
      await items.waitFor();
      for (let i = 1; i <= 3; i++) {
        await dragInto(page, 'Card', items, i === 1 ? 'center' : 'end');
        await expect.poll(() => items.locator('.t-card').count()).toBe(i);
      }

      // An invalid value shows the schema's message beside the field and blocks publishing.
      await selectOnCanvas(page, 'Markets that move the world');
      const heading = field(page, 'Heading');
      await heading.fill('x'.repeat(130));
      await expect.poll(() => page.locator('.pe-field-error[data-field="heading"]:visible').textContent()).toMatch(/120/);
      expect(await page.getByRole('button', { name: 'Publish…' }).isDisabled()).toBe(true);
      await heading.fill('Listings that move markets');
      await expect.poll(() => page.locator('.pe-field-error:visible').count()).toBe(0);
      await expect.poll(() => canvas(page).locator('.t-hero').textContent()).toContain('Listings that move markets');
      await waitSaved(page);

      const saved = await api.ok<{ document: Doc }>('GET', `/api/cms/documents/${document.id}`);
      const tree = saved.document.draft;
      expect(tree.slots.banner!.map((n) => n.name)).toEqual(['hero']);
      expect(heroHeading(tree)).toBe('Listings that move markets');
      expect(tree.slots.main!.map((n) => n.name)).toEqual(['grid']);
      expect(tree.slots.main![0]!.slots.items!.map((n) => n.name)).toEqual(['card', 'card', 'card']);

      await page.getByRole('button', { name: 'Publish…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Publish this page' });
      await dialog.getByLabel('Note (optional)').fill('First listing week page');
      await dialog.getByRole('button', { name: 'Publish now' }).click();
      await dialog.getByText('Published version 1.').waitFor();
      await dialog.getByRole('button', { name: 'Close dialog' }).click();

      const visitor = await browser.newContext();
      try {
        const visit = await visitor.newPage();
        const response = await visit.goto(`${server.origin('nyse')}/listings-week`);
        expect(response?.status()).toBe(200);
        expect(await visit.locator('.t-hero').textContent()).toContain('Listings that move markets');
        expect(await visit.locator('.t-grid .t-card').count()).toBe(3);
      } finally {
        await visitor.close();
      }
      expect(problems.console).toEqual([]);
      expect(problems.failed).toEqual([]);
      // No web font or anything else from the internet (Puck's default CSS would fetch one).
      expect(elsewhere).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a CMSTWO User no publishing controls, and the API refuses them with 403', async () => {
    const admin = await signedInContext(ADMIN_EMAIL, ADMIN_PASSWORD);
    const adminApi = await apiOf(admin.context);
    const user = await createUser(adminApi, 'CMSTWO User', 'Una User');
    const { document } = await adminApi.ok<{ document: Doc }>('POST', '/api/cms/sites/nyse/documents', { path: '/user-draft', title: 'User draft' });
    await admin.context.close();

    const { context, page } = await signedInContext(user.email, user.password);
    try {
      await openEditor(page, document.id);
      await page.getByRole('button', { name: 'Save' }).waitFor();
      expect(await page.getByRole('button', { name: 'Publish…' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Unpublish' }).count()).toBe(0);
      const api = await apiOf(context);
      expect((await api.call('POST', `/api/cms/documents/${document.id}/publish`, {})).status).toBe(403);
      expect((await api.call('PUT', `/api/cms/documents/${document.id}/schedule`, { at: new Date(Date.now() + 86_400_000).toISOString() })).status).toBe(403);
    } finally {
      await context.close();
    }
  });

  it('two editors saving the same page get the conflict prompt and lose nothing', async () => {
    const a = await signedInContext(ADMIN_EMAIL, ADMIN_PASSWORD);
    const adminApi = await apiOf(a.context);
    const second = await createUser(adminApi, 'CMSTWO Super User', 'Sam Second');
    const { document } = await adminApi.ok<{ document: Doc }>('POST', '/api/cms/sites/nyse/documents', { path: '/two-editors', title: 'Two editors' });
    const tree = structuredClone(document.draft);
    tree.slots.banner = [{ id: newId(), name: 'hero', props: { heading: 'Original heading' }, slots: {} }];
    tree.slots.main = [{ id: newId(), name: 'card', props: { title: 'Original card' }, slots: {} }];
    await adminApi.ok('PUT', `/api/cms/documents/${document.id}/draft`, { revision: document.draftRevision, tree });

    const b = await signedInContext(second.email, second.password);
    try {
      await openEditor(a.page, document.id);
      await openEditor(b.page, document.id);
      await b.page.getByTestId('presence').getByText('Also editing: Administrator').waitFor();

      await selectOnCanvas(a.page, 'Original heading');
      await field(a.page, 'Heading').fill('Heading from A');
      await waitSaved(a.page);

      await selectOnCanvas(b.page, 'Original card');
      await field(b.page, 'Title').fill('Card from B');
      const dialog = b.page.getByRole('alertdialog', { name: 'Someone else saved this page' });
      await dialog.waitFor({ timeout: 15_000 });
      await dialog.getByRole('button', { name: 'Keep editing on top of theirs' }).click();
      await dialog.locator('[data-change="changed"]').first().waitFor();
      expect(await dialog.textContent()).toContain('Heading from A');
      await dialog.getByRole('button', { name: 'Save the combined page' }).click();
      await waitSaved(b.page);

      const { document: merged } = await adminApi.ok<{ document: Doc }>('GET', `/api/cms/documents/${document.id}`);
      expect(heroHeading(merged.draft)).toBe('Heading from A');
      expect(merged.draft.slots.main![0]!.props.title).toBe('Card from B');
      // B's canvas shows both edits.
      expect(await canvas(b.page).locator('.t-hero').textContent()).toContain('Heading from A');
      expect(await canvas(b.page).locator('.t-card').textContent()).toContain('Card from B');

      // A is now behind: their next save meets B's draft, and A takes it as it is.
      await field(a.page, 'Heading').fill('Second try from A');
      const stale = a.page.getByRole('alertdialog', { name: 'Someone else saved this page' });
      await stale.waitFor({ timeout: 15_000 });
      await stale.getByRole('button', { name: 'Reload their version' }).click();
      await canvas(a.page).locator('.t-card').getByText('Card from B').waitFor();
      expect(await canvas(a.page).locator('.t-hero').textContent()).toContain('Heading from A');
      expect(await a.page.getByTestId('save-status').textContent()).toBe('Saved');
    } finally {
      await a.context.close();
      await b.context.close();
    }
  });

  it('edits page settings, sets an access code, previews each visitor state and shares a preview link', async () => {
    const { context, page } = await signedInContext(ADMIN_EMAIL, ADMIN_PASSWORD);
    try {
      const api = await apiOf(context);
      const { document } = await api.ok<{ document: Doc }>('POST', '/api/cms/sites/nyse/documents', { path: '/member-fees', title: 'Member fees' });
      await openEditor(page, document.id);

      await page.getByRole('button', { name: 'Settings' }).click();
      const settings = page.getByRole('dialog', { name: 'Page settings' });
      await settings.getByLabel('Title').fill('');
      await settings.getByRole('button', { name: 'Save settings' }).click();
      await settings.getByText('Title is required.').waitFor();
      await settings.getByLabel('Title').fill('Member fees 2030');
      await settings.getByLabel('SEO description').fill('What members pay for trading and data.');
      await settings.getByLabel('Hide from search engines (noindex)').check();
      await settings.getByRole('button', { name: 'Save settings' }).click();
      await settings.getByText('Settings saved to the draft.').waitFor();
      await settings.getByRole('button', { name: 'Generate a code' }).click();
      const code = (await settings.locator('.pe-code code').textContent())!;
      expect(code).toMatch(/^[A-Z2-9]{10}$/);
      await settings.getByRole('button', { name: 'Close dialog' }).click();
      const { document: saved } = await api.ok<{ document: Doc & { title: string; seo: Record<string, unknown>; hasAccessCode: boolean } }>(
        'GET',
        `/api/cms/documents/${document.id}`,
      );
      expect(saved.title).toBe('Member fees 2030');
      expect(saved.seo).toEqual({ description: 'What members pay for trading and data.', noindex: true });
      expect(saved.hasAccessCode).toBe(true);

      await page.getByRole('button', { name: 'Publish…' }).click();
      const publish = page.getByRole('dialog', { name: 'Publish this page' });
      const tomorrow = new Date(Date.now() + 86_400_000);
      const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T09:30`;
      await publish.getByLabel('Date and time').fill(local);
      await publish.getByRole('button', { name: 'Schedule publish' }).click();
      await publish.getByTestId('pending-schedule').waitFor();
      const { schedule } = await api.ok<{ schedule: { at: string; status: string } }>('GET', `/api/cms/documents/${document.id}/schedule`);
      expect(schedule.status).toBe('pending');
      expect(new Date(schedule.at).getTime()).toBe(new Date(local).getTime());
      await publish.getByRole('button', { name: 'Cancel schedule' }).click();
      await expect.poll(() => publish.getByTestId('pending-schedule').count()).toBe(0);
      await publish.getByRole('button', { name: 'Close dialog' }).click();

      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByRole('button', { name: 'Before entering the access code' }).click();
      const preview = page.getByRole('dialog', { name: 'Preview: Member fees 2030' });
      await preview.frameLocator('iframe[data-preview-state="before"]').locator('.t-access-gate form').waitFor();
      await preview.getByLabel('Visitor').selectOption('after');
      await preview.frameLocator('iframe[data-preview-state="after"]').locator('main').waitFor();
      expect(await preview.frameLocator('iframe[data-preview-state="after"]').locator('.t-access-gate').count()).toBe(0);
      await preview.getByRole('button', { name: 'Close dialog' }).click();

      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByRole('button', { name: 'Share preview link…' }).click();
      const share = page.getByRole('dialog', { name: 'Share a preview link' });
      const url = await share.getByLabel('Preview link').inputValue();
      expect(url).toMatch(/\/_preview\/[^/]+$/);
      await share.getByTestId('preview-link-expiry').waitFor();
      const reviewer = await browser.newContext();
      try {
        const view = await reviewer.newPage();
        const response = await view.goto(url);
        expect(response?.status()).toBe(200);
        expect(await view.title()).toContain('Member fees 2030');

        const row = share.getByRole('row').filter({ hasText: 'this link' });
        await row.getByRole('button', { name: /^Revoke/ }).click();
        await row.getByRole('button', { name: 'Revoke link' }).click();
        await expect.poll(() => row.getAttribute('data-status')).toBe('revoked');
        expect((await view.goto(url))?.status()).toBe(410);
      } finally {
        await reviewer.close();
      }
    } finally {
      await context.close();
    }
  });

  it('keeps the changes of an editor whose session expired and offers them again after signing in', async () => {
    const { context, page } = await signedInContext(ADMIN_EMAIL, ADMIN_PASSWORD);
    try {
      const api = await apiOf(context);
      const { document } = await api.ok<{ document: Doc }>('POST', '/api/cms/sites/nyse/documents', { path: '/expiring', title: 'Expiring' });
      const tree = structuredClone(document.draft);
      tree.slots.banner = [{ id: newId(), name: 'hero', props: { heading: 'Before expiry' }, slots: {} }];
      await api.ok('PUT', `/api/cms/documents/${document.id}/draft`, { revision: document.draftRevision, tree });
      await openEditor(page, document.id);

      await context.clearCookies();
      await selectOnCanvas(page, 'Before expiry');
      await field(page, 'Heading').fill('Typed as the session ran out');
      await page.getByText('Your session has expired').waitFor({ timeout: 15_000 });
      await page.getByLabel('E-mail address').fill(ADMIN_EMAIL);
      await page.getByLabel('Password').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();

      const restore = page.getByRole('alertdialog', { name: 'Restore unsaved changes?' });
      await restore.getByRole('button', { name: 'Restore my changes' }).click();
      await canvas(page).getByText('Typed as the session ran out').waitFor();
      await waitSaved(page);
      const again = await apiOf(context);
      const { document: saved } = await again.ok<{ document: Doc }>('GET', `/api/cms/documents/${document.id}`);
      expect(heroHeading(saved.draft)).toBe('Typed as the session ran out');
    } finally {
      await context.close();
    }
  });

  it('restoring an old version brings its content back', async () => {
    const { context, page } = await signedInContext(ADMIN_EMAIL, ADMIN_PASSWORD);
    try {
      const api = await apiOf(context);
      const { document } = await api.ok<{ document: Doc }>('POST', '/api/cms/sites/nyse/documents', { path: '/restore-me', title: 'Restore me' });
      const withHeading = (text: string): Node => ({
        ...structuredClone(document.draft),
        slots: { ...document.draft.slots, banner: [{ id: 'a0c7c6f2-5b0e-4c43-9d1e-2f6f0a8b3c11', name: 'hero', props: { heading: text }, slots: {} }] },
      });
      let revision = document.draftRevision;
      const saveAndPublish = async (text: string, note: string) => {
        const { document: saved } = await api.ok<{ document: Doc }>('PUT', `/api/cms/documents/${document.id}/draft`, { revision, tree: withHeading(text) });
        revision = saved.draftRevision;
        await api.ok('POST', `/api/cms/documents/${document.id}/publish`, { note });
      };
      await saveAndPublish('The first heading', 'First');
      await saveAndPublish('The second heading', 'Second');

      await openEditor(page, document.id);
      await canvas(page).getByText('The second heading').waitFor();
      await page.getByRole('button', { name: 'History' }).click();
      const dialog = page.getByRole('dialog', { name: 'Version history' });
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
      await canvas(page).getByText('The first heading').waitFor();
      await waitSaved(page);
      const { document: restored } = await api.ok<{ document: Doc }>('GET', `/api/cms/documents/${document.id}`);
      expect(heroHeading(restored.draft)).toBe('The first heading');
    } finally {
      await context.close();
    }
  });

  it('switches a page to the layout without a banner: the hero moves to the top of main, is saved and published', async () => {
    const { context, page } = await signedInContext(ADMIN_EMAIL, ADMIN_PASSWORD);
    const problems = watchProblems(page);
    try {
      const api = await apiOf(context);
      const { document } = await api.ok<{ document: Doc }>('POST', '/api/cms/sites/nyse/documents', { path: '/no-banner', title: 'No banner' });
      const tree = structuredClone(document.draft);
      tree.slots.banner = [{ id: newId(), name: 'hero', props: { heading: 'Hero from the banner' }, slots: {} }];
      tree.slots.main = [{ id: newId(), name: 'card', props: { title: 'Card in main' }, slots: {} }];
      await api.ok('PUT', `/api/cms/documents/${document.id}/draft`, { revision: document.draftRevision, tree });
      await openEditor(page, document.id);
      await canvas(page).locator('[data-puck-dropzone="root:banner"] .t-hero').waitFor();

      await page.getByRole('button', { name: 'Settings' }).click();
      const settings = page.getByRole('dialog', { name: 'Page settings' });
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
      await settings.getByRole('button', { name: 'Close dialog' }).click();

      const main = canvas(page).locator('[data-puck-dropzone="root:main"]');
      await expect.poll(() => canvas(page).locator('[data-puck-dropzone="root:banner"]').count()).toBe(0);
      const placed = main.locator(':scope > [data-puck-component]');
      expect(await placed.count()).toBe(2);
      expect(await placed.first().locator('.t-hero').textContent()).toContain('Hero from the banner');
      expect(await placed.last().locator('.t-card').textContent()).toContain('Card in main');
      await waitSaved(page);

      const { document: saved } = await api.ok<{ document: Doc }>('GET', `/api/cms/documents/${document.id}`);
      expect(saved.draft.name).toBe('page-layout-no-banner');
      expect(saved.draft.slots.banner).toBeUndefined();
      expect(saved.draft.slots.main!.map((n) => n.name)).toEqual(['hero', 'card']);
      expect(saved.draft.slots.main![0]!.props.heading).toBe('Hero from the banner');

      await page.getByRole('button', { name: 'Publish…' }).click();
      const publish = page.getByRole('dialog', { name: 'Publish this page' });
      await publish.getByRole('button', { name: 'Publish now' }).click();
      await publish.getByText('Published version 1.').waitFor();
      await publish.getByRole('button', { name: 'Close dialog' }).click();

      const visitor = await browser.newContext();
      try {
        const visit = await visitor.newPage();
        const response = await visit.goto(`${server.origin('nyse')}/no-banner`);
        expect(response?.status()).toBe(200);
        const content = visit.locator('main .t-page-layout__content');
        expect(await content.locator('.t-hero').textContent()).toContain('Hero from the banner');
        const order = await content.evaluate((el) => [...el.querySelectorAll('.t-hero, .t-card')].map((n) => (n.classList.contains('t-hero') ? 'hero' : 'card')));
        expect(order).toEqual(['hero', 'card']);
      } finally {
        await visitor.close();
      }
      expect(problems.console).toEqual([]);
      expect(problems.failed).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
