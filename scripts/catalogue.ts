/**
 * `npm run catalogue` (issue 27 items 5 and 6): starts `tessera start` on a throwaway PGlite data
 * directory on 127.0.0.1, signs in as its administrator and, with Chromium driven by
 * playwright-core, photographs the component catalogue — one image per kind, its entry with the
 * eight themes, into docs/catalogue/ with docs/catalogue/README.md indexing them — and the README's
 * tour into docs/tour/. JPEG through sharp, at a width that keeps the committed set small.
 *
 * CHROMIUM_PATH overrides /usr/bin/chromium; CATALOGUE_KINDS=hero,notice-list shoots only those
 * kinds (and leaves the tour and the index as they are); CATALOGUE_KINDS=none only the tour.
 */
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { catalogueReadme, imageName, progressLine, sizeText } from './catalogue-index.mjs';
// The same start as the tests' real-process servers: `tessera start` from the source, on 127.0.0.1.
import { startTessera } from '../test/support/tessera-process';
import { CATEGORY_LABELS } from '../src/core/component';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CATALOGUE_DIR = join(ROOT, 'docs/catalogue');
const TOUR_DIR = join(ROOT, 'docs/tour');
const ADMIN_EMAIL = 'admin@tessera.local';
const ADMIN_PASSWORD = 'catalogue screenshots password';
/** The browser's window: wide enough for three columns of themes, tall enough that every frame of an entry is in view (frames out of view are not painted). */
const VIEWPORT = { width: 1600, height: 1800 };
/** Images are scaled to this width and saved as JPEG at this quality: 27–140 KB a kind, 5.4 MB in all. */
const IMAGE_WIDTH = 760;
const JPEG_QUALITY = 66;

interface KindSummary {
  name: string;
  label: string;
  category: string;
  description: string | null;
  supersededBy: string | null;
}

async function save(target: string, shot: Buffer): Promise<number> {
  const image = sharp(shot);
  const { width = IMAGE_WIDTH } = await image.metadata();
  const bytes = await image
    .resize({ width: Math.min(width, IMAGE_WIDTH) })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
  await writeFile(target, bytes);
  return bytes.length;
}

/** Waits until every theme of the open entry has rendered (each loads as it scrolls near the view) and its frame has loaded. */
async function waitForThemes(page: Page): Promise<void> {
  const figures = page.locator('.admin-catalogue__entry figure[data-site]');
  const count = await figures.count();
  for (let i = 0; i < count; i++) {
    const figure = figures.nth(i);
    await figure.scrollIntoViewIfNeeded();
    await figure.locator('iframe, .admin-state--error').first().waitFor({ timeout: 30_000 });
  }
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame()) await frame.waitForLoadState('load').catch(() => undefined);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // Islands hydrate and charts draw after load; frames scrolled back into view paint again.
  await page.waitForTimeout(800);
}

async function shootKind(page: Page, kind: KindSummary): Promise<Buffer> {
  await page.locator(`.admin-catalogue__nav a[data-kind="${kind.name}"]`).click();
  await page.locator(`.admin-catalogue__entry[data-kind="${kind.name}"]`).waitFor();
  await waitForThemes(page);
  // The image shows the entry's header and the eight themes; the screen below it (settings, slots, uses) is text.
  const entry = page.locator('.admin-catalogue__entry');
  await page.addStyleTag({ content: '.admin-catalogue__entry > section ~ section { display: none !important; }' });
  const shot = await entry.screenshot({ type: 'png' });
  await page.evaluate(() => document.querySelectorAll('style').forEach((style) => style.textContent?.includes('section ~ section') && style.remove()));
  return shot;
}

async function signIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/admin`);
  await page.getByLabel('E-mail address', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** The README's tour: the sites, the page editor, the publish dialog, a published page, the catalogue. */
async function shootTour(browser: Browser, origin: string, port: number): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const shoot = async (name: string, shot: Buffer) => {
    sizes[name] = await save(join(TOUR_DIR, name), shot);
    console.log(`tour ${name}`);
  };
  await signIn(page, origin);

  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator('.admin-site-card').first().waitFor();
  await shoot('sites.jpg', await page.screenshot());

  await page.locator('.admin-site-card[data-site="nyse"] .admin-site-card__link').click();
  await page.locator('.admin-tree__row[data-path="/"][data-kind="page"] .admin-tree__title').click();
  await page.waitForURL(/\/admin\/sites\/nyse\/documents\/[0-9a-f-]{36}$/);
  await page.frameLocator('#preview-frame').locator('[data-puck-dropzone="root:main"]').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1500);
  await shoot('page-editor.jpg', await page.screenshot());

  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor();
  await page.waitForTimeout(500);
  await shoot('publish-dialog.jpg', await page.screenshot());
  await page.keyboard.press('Escape');

  const site = await context.newPage();
  await site.goto(`http://nyse.localhost:${port}/`);
  await site.waitForLoadState('load');
  // A first visit shows the site's disclaimer and cookie notice over the page: a visitor's answers.
  for (const name of ['Close', 'Accept all']) {
    const button = site.getByRole('button', { name, exact: true });
    await button.waitFor({ timeout: 5_000 }).then(
      () => button.click(),
      () => undefined,
    );
  }
  await site.evaluate(() => window.scrollTo(0, 0));
  await site.waitForTimeout(1000);
  await shoot('published-page.jpg', await site.screenshot());

  await page.goto(`${origin}/admin/components/hero`);
  await page.locator('.admin-catalogue__entry[data-kind="hero"]').waitFor();
  await waitForThemes(page);
  // The first themes are in this window's view: wait until each of their frames shows its hero, then for a paint.
  for (const site of ['ice', 'nyse']) {
    await page.frameLocator(`.admin-catalogue__entry figure[data-site="${site}"] iframe`).locator('h1, h2').first().waitFor({ timeout: 30_000 });
  }
  await page.waitForTimeout(2000);
  await shoot('catalogue.jpg', await page.screenshot());

  await page.locator('#catalogue-props').scrollIntoViewIfNeeded();
  await page.locator('.admin-table--props').waitFor();
  await page.evaluate(() => document.getElementById('catalogue-props')?.scrollIntoView());
  await shoot('catalogue-settings.jpg', await page.screenshot());
  await context.close();
  return sizes;
}

async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(join(dir, name))).size;
  return total;
}

async function main(): Promise<void> {
  const only = process.env.CATALOGUE_KINDS?.split(',').filter(Boolean);
  const dataDir = await mkdtemp(join(tmpdir(), 'tessera-catalogue-'));
  const tessera = await startTessera({ dataDir, adminPassword: ADMIN_PASSWORD, env: { ADMIN_EMAIL } });
  const { port } = tessera;
  const origin = `http://127.0.0.1:${port}`;
  console.log(`Starting Tessera on ${origin} (data in ${dataDir})…`);
  await tessera.ready;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  try {
    await mkdir(CATALOGUE_DIR, { recursive: true });
    await mkdir(TOUR_DIR, { recursive: true });
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await signIn(page, origin);
    const { kinds } = (await (await page.request.get(`${origin}/api/cms/component-catalogue`)).json()) as { kinds: KindSummary[] };
    await page.goto(`${origin}/admin/components`);
    await page.getByRole('navigation', { name: 'Component kinds' }).waitFor();

    const chosen = only ? kinds.filter((kind) => only.includes(kind.name)) : kinds;
    const images: Record<string, string> = {};
    for (const [i, kind] of chosen.entries()) {
      console.log(progressLine(i, chosen.length, kind.name));
      const file = imageName(kind.name);
      await save(join(CATALOGUE_DIR, file), await shootKind(page, kind));
      images[kind.name] = file;
    }
    await context.close();
    if (!only) await writeFile(join(CATALOGUE_DIR, 'README.md'), catalogueReadme(kinds, images, CATEGORY_LABELS));
    if (!only || only.includes('none')) await shootTour(browser, origin, port);
    console.log(`docs/catalogue: ${sizeText(await folderSize(CATALOGUE_DIR))}; docs/tour: ${sizeText(await folderSize(TOUR_DIR))}`);
  } finally {
    await browser.close();
    tessera.child.kill('SIGTERM');
    await tessera.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
