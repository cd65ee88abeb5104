/**
 * Browser tests read like a person's actions (tldraw's TestEditor idea): an `Editor` signs in and
 * works in the admin, a `Visitor` opens the public sites, and `ContentApi` prepares content the
 * way a script would.
 *
 * A browser context opened inside a test is closed when that test ends; one opened in a hook
 * lives until the browser closes.
 */
import type { Browser, BrowserContext, FrameLocator, Locator, Page, Response } from 'playwright-core';
import { expect, onTestFinished, TestRunner } from 'vitest';
import { seriousViolations, watchProblems, type AxeViolation, type PageProblems } from './browser';
import { ContentApi, type Account } from './content-api';
import type { RunningServer } from './server';

export { ContentApi, type Account, type ApiDocument, type ApiUser } from './content-api';

type Viewport = { width: number; height: number };

async function openContext(browser: Browser, options: Parameters<Browser['newContext']>[0]): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (TestRunner.getCurrentTest()) onTestFinished(() => context.close());
  return context;
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
}

type RowAction = 'Rename' | 'Move' | 'Duplicate' | 'Delete';

/** Someone working in the admin at /admin, in a browser context of their own. */
export class Editor {
  /** The page editor's canvas (Puck's iframe). */
  readonly canvas: FrameLocator;
  /** Uncaught errors of the page since the browser opened. */
  readonly uncaughtErrors: string[] = [];

  private constructor(
    readonly server: Pick<RunningServer, 'origin'>,
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    this.canvas = page.frameLocator('#preview-frame');
    page.on('pageerror', (error) => this.uncaughtErrors.push(String(error)));
  }

  /** A browser with one page, not yet at the admin nor signed in. */
  static async launch(browser: Browser, server: Pick<RunningServer, 'origin'>, { viewport }: { viewport?: Viewport } = {}): Promise<Editor> {
    const context = await openContext(browser, viewport ? { viewport } : {});
    return new Editor(server, context, await context.newPage());
  }

  /** Opens /admin and signs in through the sign-in screen. */
  static async signIn(browser: Browser, server: Pick<RunningServer, 'origin'>, account: Account, options: { viewport?: Viewport } = {}): Promise<Editor> {
    const editor = await Editor.launch(browser, server, options);
    await editor.openAdmin();
    await editor.submitSignIn(account);
    await editor.page.getByRole('button', { name: 'Sign out' }).waitFor();
    return editor;
  }

  /** The address of an admin screen: `/admin{path}` on the editor's origin. */
  adminUrl(path = ''): string {
    return `${this.server.origin()}/admin${path}`;
  }

  async openAdmin(path = ''): Promise<void> {
    await this.page.goto(this.adminUrl(path));
  }

  /** Fills in the sign-in form on screen and submits it. */
  async submitSignIn({ email, password }: Account): Promise<void> {
    await this.page.getByLabel('E-mail address', { exact: true }).fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.press('Sign in');
  }

  async signOut(): Promise<void> {
    await this.press('Sign out');
    await this.page.getByText('You have signed out.').waitFor();
  }

  /** The session ends behind the editor's back (its cookie is gone). */
  async expireSession(): Promise<void> {
    await this.context.clearCookies();
  }

  /** The content API with this editor's session. */
  api(): Promise<ContentApi> {
    return ContentApi.ofSession(this.context, this.server.origin());
  }

  /** Problems of the page from now on: console errors and failed requests. */
  watchProblems(): PageProblems {
    return watchProblems(this.page);
  }

  axe(): Promise<AxeViolation[]> {
    return seriousViolations(this.page);
  }

  expectNoSeriousViolations(): Promise<void> {
    return expectNoSeriousViolations(this.page);
  }

  /** Clicks the button with this accessible name. */
  async press(name: string | RegExp): Promise<void> {
    await this.page.getByRole('button', { name }).click();
  }

  // --- Screens -------------------------------------------------------------------------------

  /** The main navigation of the admin. */
  nav(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  /** Follows a link of the main navigation and waits for the screen's heading. */
  async openSection(name: 'Sites' | 'Media' | 'Notices' | 'Users' | 'Visitors' | 'Audit log' | 'Submissions' | 'Outbox' | 'Jobs' | 'Banners' | 'Retention' | 'Reviews' | 'Archive'): Promise<void> {
    await this.nav().getByRole('link', { name }).click();
    await this.page.getByRole('heading', { name, level: 1 }).waitFor();
  }

  /** Picks a site on the Sites screen. */
  async openSite(site: string): Promise<void> {
    await this.page.locator(`.admin-site-card[data-site="${site}"] .admin-site-card__link`).click();
    await this.page.waitForURL(this.adminUrl(`/sites/${site}`));
  }

  /** A row of the Visitors screen's table, by the visitor's e-mail address. */
  visitorRow(email: string): Locator {
    return this.page.locator(`.admin-table tr[data-email="${email}"]`);
  }

  /** A site's card on the Sites screen. */
  siteCard(site: string): Locator {
    return this.page.locator(`.admin-site-card[data-site="${site}"]`);
  }

  /** The rows of the Submissions screen's table. */
  submissionRows(): Locator {
    return this.page.locator('.admin-table--submissions tbody tr');
  }

  /** A row of the Submissions screen's table, by the submission's id. */
  submissionRow(id: string): Locator {
    return this.page.locator(`.admin-table--submissions tr[data-id="${id}"]`);
  }

  /** The rows of the Outbox screen's table, of one channel (`email`, `webhook`, `sms`, `voice`) and target. */
  outboxRows({ channel, target }: { channel: string; target: string }): Locator {
    return this.page.locator(`.admin-table--outbox tbody tr[data-channel="${channel}"]`).filter({ has: this.page.getByRole('cell', { name: target }) });
  }

  /** Clicks a link or button that downloads a file; the file's suggested name and its bytes. */
  async downloadBytes(trigger: Locator): Promise<{ fileName: string; bytes: Buffer }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), trigger.click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { fileName: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
  }

  /** Clicks a link or button that downloads a text file (a CSV export); its suggested name and text. */
  async download(trigger: Locator): Promise<{ fileName: string; text: string }> {
    const { fileName, bytes } = await this.downloadBytes(trigger);
    return { fileName, text: bytes.toString('utf8') };
  }

  // --- The page tree -------------------------------------------------------------------------

  treeRow(path: string, kind: 'page' | 'partial' = 'page'): Locator {
    return this.page.locator(`.admin-tree__row[data-path="${path}"][data-kind="${kind}"]`);
  }

  /** Opens a page of the open site's tree in the editor. */
  async openPage(path: string): Promise<void> {
    await this.treeRow(path).locator('.admin-tree__title').click();
    await this.page.waitForURL(/\/admin\/sites\/[^/]+\/documents\/[0-9a-f-]{36}$/);
    await this.page.waitForFunction(() => (document.getElementById('admin-main')?.textContent ?? '').trim() !== '');
  }

  /** Presses a row's Rename, Move, Duplicate or Delete button and waits for its dialog. */
  async rowAction(path: string, action: RowAction): Promise<Locator> {
    await this.treeRow(path).getByRole('button', { name: `${action} ${path}`, exact: true }).click();
    await this.activeDialog().waitFor();
    return this.activeDialog();
  }

  // --- The media library ---------------------------------------------------------------------

  /** A file's tile on the Media screen or in the picker, by its name. */
  mediaTile(name: string, within: Locator | Page = this.page): Locator {
    return within.locator(`.media-tile[data-name="${name}"]`);
  }

  /** The row of an upload (progress bar and outcome), by the file's name. */
  uploadRow(name: string, within: Locator | Page = this.page): Locator {
    return within.locator(`.media-upload[data-name="${name}"]`);
  }

  /** Chooses files with the Upload button (Upload files / Upload images) of the screen or dialog. */
  async uploadFiles(files: string[], within: Locator | Page = this.page): Promise<void> {
    await within.getByLabel(/^Upload (files|images)$/).setInputFiles(files);
  }

  /** Drops files from the desktop on `target`, as a drag from the file manager does. */
  async dropFiles(target: Locator, files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    const transfer = await this.page.evaluateHandle(
      (list) => {
        const dt = new DataTransfer();
        for (const f of list) dt.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.mimeType }));
        return dt;
      },
      files.map((f) => ({ name: f.name, mimeType: f.mimeType, bytes: [...f.buffer] })),
    );
    for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer: transfer });
  }

  /** In the page editor: opens the library from a field of the selected component and chooses a file. */
  async chooseFromLibrary(fieldLabel: string, fileName: string): Promise<void> {
    const field = this.page.locator('.pe-media-field:visible', { has: this.page.getByText(fieldLabel, { exact: true }) });
    await field.getByRole('button', { name: /^Choose (image|file)/ }).click();
    const dialog = this.page.getByRole('dialog', { name: /^Choose (an image|a file)$/ });
    await this.mediaTile(fileName, dialog).click();
    await dialog.waitFor({ state: 'detached' });
  }

  // --- Dialogs -------------------------------------------------------------------------------

  /** The open `<dialog>` of the admin screens. */
  activeDialog(): Locator {
    return this.page.locator('dialog[open]');
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  alertDialog(name: string): Locator {
    return this.page.getByRole('alertdialog', { name });
  }

  async closeDialog(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
  }

  /** Answers a confirmation (an alert dialog) with its confirming button and waits for it to close. */
  async confirm(title: string, button: string): Promise<void> {
    const dialog = this.alertDialog(title);
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  // --- The page editor -----------------------------------------------------------------------

  /** Opens a document in the page editor by its address and waits for the canvas. */
  async openDocument(site: string, id: string): Promise<void> {
    await this.openAdmin(`/sites/${site}/documents/${id}`);
    await this.dropZone('main').waitFor();
  }

  /** A slot of the page's root on the canvas. */
  dropZone(slot: string): Locator {
    return this.canvas.locator(`[data-puck-dropzone="root:${slot}"]`);
  }

  /** Drags a component from the list onto a drop zone of the canvas, with real pointer moves. */
  async dragComponent(label: string, { into, at = 'end' }: { into: string | Locator; at?: 'end' | 'center' }): Promise<void> {
    const page = this.page;
    const zone = typeof into === 'string' ? this.dropZone(into) : into;
    const search = page.getByPlaceholder('Search components');
    await search.fill(label);
    const item = page.locator('[data-puck-drawer-item]', { hasText: new RegExp(`^${label}$`) }).first();
    const from = (await item.boundingBox())!;
    await zone.scrollIntoViewIfNeeded();
    const to = (await zone.boundingBox())!;
    const x = at === 'end' ? to.x + to.width - 12 : to.x + to.width / 2;
    const y = at === 'end' ? to.y + to.height - 12 : to.y + to.height / 2;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 10, { steps: 5 });
    await page.mouse.move(x, y, { steps: 25 });
    await page.waitForTimeout(150);
    await page.mouse.move(x - 2, y - 2, { steps: 4 });
    await page.mouse.up();
    await search.fill('');
  }

  /** Selects a component by clicking its text on the canvas. */
  async selectComponent(text: string): Promise<void> {
    await this.canvas.getByText(text, { exact: true }).first().click();
  }

  /** The field of the selected component in the fields panel, by its label. */
  field(label: string): Locator {
    // Puck keeps a second, hidden copy of the fields for narrow screens.
    return this.page.locator('label', { has: this.page.getByText(label, { exact: true }) }).locator('input:visible, textarea:visible').first();
  }

  async editField(label: string, value: string): Promise<void> {
    await this.field(label).fill(value);
  }

  /** Waits until the autosave reports "Saved". */
  async waitSaved(): Promise<void> {
    await expect.poll(() => this.page.getByTestId('save-status').textContent(), { timeout: 15_000 }).toBe('Saved');
  }

  async openSettings(): Promise<Locator> {
    await this.press('Settings');
    return this.dialog('Page settings');
  }

  async openPublishing(): Promise<Locator> {
    await this.press('Publish…');
    return this.dialog('Publish this page');
  }

  async openHistory(): Promise<Locator> {
    // Exact: the component list holds "Notification history".
    await this.page.getByRole('button', { name: 'History', exact: true }).click();
    return this.dialog('Version history');
  }

  /** Publishes now through the publish dialog, which closes; waits for "Published version {version}." beside "View live page" and dismisses that. */
  async publish({ note, version }: { note?: string; version: number }): Promise<void> {
    const dialog = await this.openPublishing();
    if (note !== undefined) await dialog.getByLabel('Note (optional)').fill(note);
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    const notice = this.page.getByTestId('published-notice');
    await notice.getByText(`Published version ${version}.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await notice.getByRole('button', { name: 'Dismiss' }).click();
  }

  /** Chooses a visitor state from the Preview menu, e.g. "Before entering the access code". */
  async preview(state: string): Promise<void> {
    await this.press('Preview');
    await this.press(state);
  }

  /** Makes a preview link from the Preview menu; its dialog and the link. */
  async shareLink(): Promise<{ dialog: Locator; url: string }> {
    await this.preview('Share preview link…');
    const dialog = this.dialog('Share a preview link');
    return { dialog, url: await dialog.getByLabel('Preview link').inputValue() };
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}

/** Someone reading the public sites, in a browser context of their own. */
export class Visitor {
  /** Console errors and failed requests since the browser opened. */
  readonly problems: PageProblems;
  /** Console warnings: a recovered hydration mismatch is reported as one. */
  readonly warnings: string[] = [];
  /** Islands whose first client render differed from the server's HTML (the runtime warns and re-renders). */
  readonly recoveredIslands: string[] = [];
  private islandsLoad = true;

  private constructor(
    readonly server: Pick<RunningServer, 'origin'>,
    readonly context: BrowserContext,
    readonly page: Page,
    private readonly javaScript: boolean,
  ) {
    this.problems = watchProblems(page);
    page.on('console', (msg) => {
      if (msg.type() === 'warning') this.warnings.push(msg.text());
      if (msg.text().includes('Island hydration recovered')) this.recoveredIslands.push(msg.text());
    });
  }

  static async arrive(
    browser: Browser,
    server: Pick<RunningServer, 'origin'>,
    { viewport, javaScript = true }: { viewport?: Viewport; javaScript?: boolean } = {},
  ): Promise<Visitor> {
    const context = await openContext(browser, { ...(viewport ? { viewport } : {}), ...(javaScript ? {} : { javaScriptEnabled: false }) });
    return new Visitor(server, context, await context.newPage(), javaScript);
  }

  /** Opens a page of a site and waits for its islands to hydrate. */
  async open(site: string, path: string): Promise<Response | null> {
    const response = await this.page.goto(`${this.server.origin(site)}${path}`);
    await this.waitForIslands();
    return response;
  }

  /** Opens an address as it is, waiting for nothing more than the load (a link, a 404, a preview link). */
  goto(url: string): Promise<Response | null> {
    return this.page.goto(url);
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.waitForIslands();
  }

  private async waitForIslands(): Promise<void> {
    if (this.javaScript && this.islandsLoad) await this.page.evaluate(() => window.__tesseraHydrated);
  }

  /**
   * Starts counting layout shifts (as Lighthouse's CLS does: shifts without recent input) on
   * every page this visitor opens next; `layoutShift()` reads the sum for the current page.
   */
  async recordLayoutShifts(): Promise<void> {
    await this.page.addInitScript(() => {
      const shifts = { total: 0 };
      (window as unknown as { __layoutShift: typeof shifts }).__layoutShift = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }

  /** The layout shift of the current page so far (after its islands hydrated, when opened with `open`). */
  async layoutShift(): Promise<number> {
    // Let the last frame's shifts be reported.
    await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return this.page.evaluate(() => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total);
  }

  /** The island scripts fail to load (the server's HTML is all the visitor gets). */
  async blockIslands(): Promise<void> {
    await this.context.route('**/islands/**', (route) => route.abort());
    this.islandsLoad = false;
  }

  /** Aborts (offline) and records every request that would leave for `host`. */
  async blockHost(host: string): Promise<string[]> {
    const requests: string[] = [];
    await this.context.route(`https://${host}/**`, (route) => {
      requests.push(route.request().url());
      return route.abort();
    });
    return requests;
  }

  /** The cookie notice's choice made before the visit (`C0001` is strictly necessary only). */
  async chooseCookies(site: string, categories: string): Promise<void> {
    await this.context.addCookies([{ name: 'tessera_consent', value: categories, url: this.server.origin(site) }]);
  }

  async cookie(name: string): Promise<string | undefined> {
    return (await this.context.cookies()).find((c) => c.name === name)?.value;
  }

  /**
   * Signs in with a call to the content API from a page of `site` (the editor's origin when
   * absent): the session cookie then goes with every request to that origin, as in the editor.
   */
  async signInByApi({ email, password }: Account, { site }: { site?: string } = {}): Promise<void> {
    await this.page.goto(`${this.server.origin(site)}/favicon.svg`);
    const status = await this.page.evaluate(
      async (body) => (await fetch('/api/cms/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
      JSON.stringify({ email, password }),
    );
    expect(status).toBe(200);
  }

  /**
   * Signs in as a visitor account of `site` through its JSON sign-in (`POST /api/visitor/login`),
   * from a page of that site: the visitor's session cookie then goes with its requests.
   */
  async signInToSite(site: string, { email, password }: Account): Promise<void> {
    await this.page.goto(`${this.server.origin(site)}/favicon.svg`);
    const status = await this.page.evaluate(
      async (body) => (await fetch('/api/visitor/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
      JSON.stringify({ email, password }),
    );
    expect(status).toBe(200);
  }

  /**
   * Sends a form as the page's script does: `POST /api/forms/submit` (JSON) from a page of
   * `site`, so the request carries that site's host. The status and the answer.
   */
  async submitForm(site: string, body: { path: string; formId: string; values: Record<string, unknown> }): Promise<{ status: number; body: unknown }> {
    if (!this.page.url().startsWith(this.server.origin(site))) await this.page.goto(`${this.server.origin(site)}/favicon.svg`);
    return this.page.evaluate(async (json) => {
      const response = await fetch('/api/forms/submit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: json });
      return { status: response.status, body: (await response.json()) as unknown };
    }, JSON.stringify(body));
  }

  /**
   * Sends a form with files as the page's script does: multipart `POST /api/forms/submit` with
   * `_path` and `_form` beside the fields, from a page of `site`. The status and the answer.
   */
  async submitFormWithFiles(
    site: string,
    body: { path: string; formId: string; values: Record<string, string>; files: { field: string; name: string; type: string; bytes: Buffer }[] },
  ): Promise<{ status: number; body: unknown }> {
    if (!this.page.url().startsWith(this.server.origin(site))) await this.page.goto(`${this.server.origin(site)}/favicon.svg`);
    return this.page.evaluate(
      async ({ path, formId, values, files }) => {
        const form = new FormData();
        form.set('_path', path);
        form.set('_form', formId);
        for (const [name, value] of Object.entries(values)) form.set(name, value);
        for (const file of files) form.set(file.field, new File([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], file.name, { type: file.type }));
        const response = await fetch('/api/forms/submit', { method: 'POST', body: form });
        return { status: response.status, body: (await response.json()) as unknown };
      },
      { ...body, files: body.files.map(({ bytes, ...file }) => ({ ...file, base64: bytes.toString('base64') })) },
    );
  }

  /** The name of whoever this visitor is signed in as on `site` (`GET /api/visitor/me`), or null. */
  async signedInAs(site: string): Promise<string | null> {
    if (!this.page.url().startsWith(this.server.origin(site))) await this.page.goto(`${this.server.origin(site)}/favicon.svg`);
    const { status, name } = await this.page.evaluate(async () => {
      const response = await fetch('/api/visitor/me');
      return { status: response.status, name: ((await response.json()) as { visitor: { name: string } | null }).visitor?.name ?? null };
    });
    expect(status).toBe(200);
    return name;
  }

  axe(): Promise<AxeViolation[]> {
    return seriousViolations(this.page);
  }

  expectNoSeriousViolations(): Promise<void> {
    return expectNoSeriousViolations(this.page);
  }

  /** No console errors, then no failed requests. */
  expectNoProblems(): void {
    expect(this.problems.console).toEqual([]);
    expect(this.problems.failed).toEqual([]);
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}
