import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../src/core/contracts';
import { newId } from '../../src/core/node';
import { launchBrowser } from '../support/browser';
import { ContentApi, Editor, Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

/** The Media screen with its details panel beside the grid, and Puck's panels beside the canvas. */
const WIDE = { viewport: { width: 1600, height: 1000 } };

let server: RunningServer;
let browser: Browser;
let dir: string;
const files = { photo: '', report: '', fakeJpeg: '' };

/** A photograph-like PNG: noise, so that it is a few megabytes and its upload takes a moment. */
async function photo(width: number, height: number): Promise<Buffer> {
  const pixels = randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
}

/** The smallest PDF readers open: one empty page. */
const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'media library e2e password' });
  browser = await launchBrowser();
  dir = await mkdtemp(join(tmpdir(), 'tessera-media-e2e-'));
  files.photo = join(dir, 'harbour-at-dawn.png');
  files.report = join(dir, 'annual-report-2024.pdf');
  files.fakeJpeg = join(dir, 'not-a-photo.jpg');
  await writeFile(files.photo, await photo(1200, 800));
  await writeFile(files.report, PDF);
  // An HTML page under an image's name: the server reads the bytes, not the name.
  await writeFile(files.fakeJpeg, '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Every text the upload rows show from now on, in order (the progress passes too quickly to poll). */
async function recordUploadStatuses(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __uploadStatuses: string[] }).__uploadStatuses = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.media-upload__status')) {
        const text = `${el.closest('.media-upload')?.getAttribute('data-name')}: ${el.textContent}`;
        if (seen[seen.length - 1] !== text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __uploadStatuses: string[] }).__uploadStatuses);
}

async function libraryFile(api: ContentApi, name: string): Promise<MediaItem> {
  const { media } = await api.ok<{ media: MediaItem[] }>('GET', `/api/cms/media?q=${encodeURIComponent(name)}`);
  const found = media.find((m) => m.name === name);
  if (!found) throw new Error(`${name} is not in the library`);
  return found;
}

describe('the media library in real Chromium', () => {
  it('uploads, describes and places an image in a hero; deleting it warns of the page', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const { page, canvas } = editor;
    const api = await editor.api();

    // The library holds the demo pages' pictures from the start (all images).
    const bundled = (await api.ok<{ total: number }>('GET', '/api/cms/media')).total;
    expect(bundled).toBeGreaterThan(10);
    await editor.openSection('Media');
    await editor.mediaTile('hero-trading-floor.svg').waitFor();

    // Two files at once, each with its progress bar and outcome.
    const statuses = await recordUploadStatuses(page);
    // A slow line (1 MB/s up, through the DevTools protocol), so that the progress can be watched.
    const cdp = await editor.context.newCDPSession(page);
    await cdp.send('Network.enable');
    const line = (uploadThroughput: number) => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput });
    await line(1024 * 1024);
    await editor.uploadFiles([files.photo, files.report]);
    const photoRow = editor.uploadRow('harbour-at-dawn.png');
    const photoBar = photoRow.locator('progress');
    await expect.poll(() => photoBar.evaluate((el) => (el as HTMLProgressElement).value)).toBeGreaterThan(0.2);
    await expect.poll(() => photoRow.locator('.media-upload__status').textContent(), { timeout: 20_000 }).toBe('Uploaded');
    await expect.poll(() => editor.uploadRow('annual-report-2024.pdf').locator('.media-upload__status').textContent()).toBe('Uploaded');
    expect(await photoBar.evaluate((el) => (el as HTMLProgressElement).value)).toBe(1);
    await line(-1);
    const seen = await statuses();
    const percents = seen.flatMap((s) => /^harbour-at-dawn\.png: Uploading… (\d+)%$/.exec(s)?.[1] ?? []).map(Number);
    expect(percents.filter((p) => p > 0 && p < 100).length).toBeGreaterThan(3);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    // The second file waited for the first.
    expect(seen).toContain('annual-report-2024.pdf: Waiting to upload');
    expect(seen.indexOf('harbour-at-dawn.png: Uploaded')).toBeLessThan(seen.findIndex((s) => s.startsWith('annual-report-2024.pdf: Uploading')));

    // The tiles: the image's 320 px size, the document's icon with its type.
    const tile = editor.mediaTile('harbour-at-dawn.png');
    await tile.waitFor();
    expect(await tile.locator('img').getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{64}-320w\.webp$/);
    expect(await tile.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(320);
    expect(await tile.locator('.media-tile__facts').textContent()).toMatch(/^PNG · [\d.]+ MB · 1200 × 800$/);
    const reportTile = editor.mediaTile('annual-report-2024.pdf');
    expect(await reportTile.locator('img').count()).toBe(0);
    expect(await reportTile.locator('.media-doc-icon__type').textContent()).toBe('PDF');

    // An SVG dropped on the screen is its own thumbnail.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60"><rect width="120" height="60" fill="#1f4fb8"/></svg>';
    await editor.dropFiles(page.locator('.media-browser'), [{ name: 'brand-band.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) }]);
    await editor.mediaTile('brand-band.svg').waitFor();
    expect(await editor.mediaTile('brand-band.svg').locator('img').getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{64}\.svg$/);

    // Search as you type, and the kind filter, both kept in the address.
    await page.getByLabel('Search files').fill('annual');
    await page.waitForURL(/\/admin\/media\?q=annual$/);
    await expect.poll(() => page.locator('.media-tile').count()).toBe(1);
    await page.getByLabel('Show').selectOption('image');
    await page.waitForURL(/\/admin\/media\?q=annual&kind=image$/);
    await page.getByText('No file matches “annual”.').waitFor();
    await page.getByLabel('Search files').fill('');
    await page.waitForURL(/\/admin\/media\?kind=image$/);
    await expect.poll(() => page.locator('.media-tile').count()).toBe(2 + bundled);
    await page.getByLabel('Show').selectOption('');
    await expect.poll(() => page.locator('.media-tile').count()).toBe(3 + bundled);

    // Alt text and a focal point: a click on the image, then the arrow keys.
    await tile.click();
    const panel = page.getByRole('complementary', { name: 'File details' });
    await panel.getByRole('heading', { name: 'harbour-at-dawn.png' }).waitFor();
    expect(await tile.getAttribute('aria-pressed')).toBe('true');
    await panel.getByLabel('Alt text').fill('Harbour cranes against the dawn sky');
    const focal = panel.getByTestId('focal-point');
    const box = (await focal.boundingBox())!;
    await focal.click({ position: { x: box.width * 0.85, y: box.height * 0.5 } });
    const where = panel.locator('.media-focal__value');
    expect(await where.textContent()).toMatch(/^8[4-6]% from the left, (49|50|51)% from the top$/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('focal-point');
    for (let i = 0; i < 15; i++) await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowUp');
    expect(await where.textContent()).toMatch(/^(9|10|11)% from the left, (9|10|11)% from the top$/);
    const marker = await panel.locator('.media-focal__marker').boundingBox();
    expect(marker!.x + marker!.width / 2).toBeLessThan(box.x + box.width * 0.15);
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved the changes to harbour-at-dawn.png.').waitFor();
    const saved = await libraryFile(api, 'harbour-at-dawn.png');
    expect(saved.alt).toBe('Harbour cranes against the dawn sky');
    expect(saved.focalX).toBeCloseTo(0.1, 1);
    expect(saved.focalY).toBeCloseTo(0.1, 1);
    expect(await panel.getByRole('textbox', { name: 'Address' }).inputValue()).toBe(saved.url);
    await panel.getByText('No page uses this file.').waitFor();

    await editor.expectNoSeriousViolations();

    // Not an image, whatever its name says: refused beside the file with the server's reason.
    await editor.uploadFiles([files.fakeJpeg]);
    const refused = editor.uploadRow('not-a-photo.jpg');
    await expect.poll(() => refused.getAttribute('data-upload-state')).toBe('failed');
    expect(await refused.locator('.media-upload__status').textContent()).toBe(
      "This file cannot be uploaded: the file's content is not one of JPEG, PNG, WebP, GIF, AVIF or SVG images, and PDF, Word, Excel or PowerPoint documents (its name does not matter)",
    );
    expect((await api.ok<{ total: number }>('GET', '/api/cms/media')).total).toBe(3 + bundled);
    await editor.expectNoSeriousViolations();

    // The page editor: a hero, its image chosen from the library.
    const doc = await api.createDocument('nyse', { path: '/harbour-week', title: 'Harbour week' });
    const tree = structuredClone(doc.draft);
    tree.slots.banner = [{ id: newId(), name: 'hero', props: { heading: 'A week at the harbour', imageAlt: '', imageObjectPosition: 'center' }, slots: {} }];
    await api.saveDraft(doc.id, { revision: doc.draftRevision, tree });
    await editor.openDocument('nyse', doc.id);
    await editor.selectComponent('A week at the harbour');
    const imageField = page.locator('.pe-media-field:visible', { has: page.getByText('Image', { exact: true }) });
    expect(await imageField.locator('.pe-media-field__thumb').count()).toBe(0);
    // A typed address is checked as before.
    await editor.editField('Image', 'javascript:alert(1)');
    await expect.poll(() => page.locator('.pe-field-error[data-field="imageSrc"]:visible').textContent()).toMatch(/^Use /);
    await editor.chooseFromLibrary('Image', 'harbour-at-dawn.png');
    await expect.poll(() => page.locator('.pe-field-error:visible').count()).toBe(0);
    expect(await editor.field('Image').inputValue()).toBe(saved.url);
    expect(await editor.field('Alt text').inputValue()).toBe('Harbour cranes against the dawn sky');
    const position = page.locator('label', { has: page.getByText('Image position', { exact: true }) }).locator('select:visible');
    expect(JSON.parse(await position.inputValue())).toEqual({ value: 'top left' });
    expect(await imageField.locator('.pe-media-field__thumb').getAttribute('src')).toBe(saved.url.replace('.png', '-320w.webp'));
    await expect.poll(() => canvas.locator('.t-hero img').getAttribute('src')).toBe(saved.url);
    await editor.waitSaved();
    const stored = (await api.document(doc.id)).draft.slots.banner![0]!.props;
    expect(stored).toMatchObject({ imageSrc: saved.url, imageAlt: 'Harbour cranes against the dawn sky', imageObjectPosition: 'top left' });
    await editor.publish({ version: 1 });

    const visitor = await Visitor.arrive(browser, server);
    expect((await visitor.open('nyse', '/harbour-week'))?.status()).toBe(200);
    const img = visitor.page.locator('.t-hero img');
    expect(await img.getAttribute('src')).toBe(saved.url);
    expect(await img.getAttribute('alt')).toBe('Harbour cranes against the dawn sky');
    const srcset = await img.getAttribute('srcset');
    expect(srcset).toContain(`${saved.url.replace('.png', '-320w.webp')} 320w`);
    expect(srcset).toContain(`${saved.url.replace('.png', '-1920w.webp')} 1920w`);
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    visitor.expectNoProblems();
    await visitor.close();

    // Deleting the file from the Media screen names the page and what breaks.
    await editor.openAdmin('/media');
    await editor.mediaTile('harbour-at-dawn.png').click();
    const usage = page.getByTestId('media-usage');
    await usage.waitFor();
    expect(await usage.getByRole('link', { name: 'Harbour week' }).getAttribute('href')).toBe(`/admin/sites/nyse/documents/${doc.id}`);
    expect(await usage.textContent()).toContain('nyse/harbour-week (draft and published)');
    await page.getByRole('button', { name: 'Delete file' }).click();
    const warning = editor.alertDialog('Delete harbour-at-dawn.png?');
    await warning.waitFor();
    expect(await warning.textContent()).toContain('harbour-at-dawn.png is used on this page:');
    expect(await warning.getByRole('link', { name: 'Harbour week' }).count()).toBe(1);
    expect(await warning.textContent()).toContain('These pages will show no image where this one was');
    // Cancel has the focus: Enter alone never deletes.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await editor.confirm('Delete harbour-at-dawn.png?', 'Delete anyway');
    await page.getByText('Deleted harbour-at-dawn.png.').waitFor();
    await expect.poll(() => editor.mediaTile('harbour-at-dawn.png').count()).toBe(0);
    expect((await api.request('GET', `/api/cms/media/${saved.hash}`)).status).toBe(404);
    expect(editor.uncaughtErrors).toEqual([]);
  });

  it('shows a CMSTWO User the library without Delete, saying why, and the API refuses them', async () => {
    const admin = await ContentApi.as(server, server.admin);
    const user = await admin.createUser({ role: 'CMSTWO User', name: 'Ulla Uploader' });
    const editor = await Editor.signIn(browser, server, user, WIDE);
    await editor.openSection('Media');
    await editor.mediaTile('annual-report-2024.pdf').click();
    const panel = editor.page.getByRole('complementary', { name: 'File details' });
    await panel.getByText('Only Super Users and Admins can delete files.').waitFor();
    expect(await panel.getByRole('button', { name: 'Delete file' }).count()).toBe(0);
    const report = await libraryFile(admin, 'annual-report-2024.pdf');
    expect((await (await editor.api()).request('DELETE', `/api/cms/media/${report.hash}`)).status).toBe(403);
    await editor.expectNoSeriousViolations();
  });
});
