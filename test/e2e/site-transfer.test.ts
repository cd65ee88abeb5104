import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { ContentApi, Editor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

// Issue 27 item 2: a site's Admins export it as a bundle and import one from the Sites screen.
let server: RunningServer;
let browser: Browser;
let dir: string;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'site transfer e2e admin password' });
  browser = await launchBrowser();
  dir = await mkdtemp(join(tmpdir(), 'site-transfer-e2e-'));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

type TreeNode = { props: Record<string, unknown>; slots: Record<string, TreeNode[]> };
type Bundle = { documents: { path: string; draft: TreeNode }[]; redirects: { from: string; to: string; status: number }[] };

/** The first node of a tree below its root with a text prop, depth first, and that prop's name. */
function textProp(node: TreeNode): { node: TreeNode; prop: string } | null {
  for (const child of Object.values(node.slots ?? {}).flat()) {
    const prop = Object.keys(child.props ?? {}).find((key) => typeof child.props[key] === 'string' && (child.props[key] as string).length > 0);
    if (prop) return { node: child, prop };
    const deeper = textProp(child);
    if (deeper) return deeper;
  }
  return null;
}

/**
 * The bundle unpacked with the system's tar, damaged in two places (a page's draft gets a number
 * where its text goes, and a redirect from no path) and packed again.
 */
async function damage(good: string): Promise<{ file: string; document: string }> {
  const unpacked = await mkdtemp(join(dir, 'unpacked-'));
  execFileSync('tar', ['xzf', good, '-C', unpacked]);
  const bundle = JSON.parse(await readFile(join(unpacked, 'site.json'), 'utf8')) as Bundle;
  const index = bundle.documents.findIndex((d) => textProp(d.draft) !== null);
  const { node, prop } = textProp(bundle.documents[index]!.draft)!;
  node.props[prop] = 12345;
  bundle.redirects.unshift({ from: 'no leading slash', to: '/', status: 301 });
  await writeFile(join(unpacked, 'site.json'), JSON.stringify(bundle));
  const file = join(dir, 'nyse-damaged.tar.gz');
  execFileSync('tar', ['czf', file, '-C', unpacked, ...(await readdir(unpacked))]);
  return { file, document: `documents[${index}] ${bundle.documents[index]!.path}` };
}

/** What the dialog's progress line said while it was on screen, recorded from now on. */
async function recordPhases(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { phases: string[] }).phases = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="transfer-phase"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { phases: string[] }).phases);
}

describe('moving a site from the Sites screen, in real Chromium', () => {
  it('exports nyse, checks the bundle (unchanged), lists every problem of a damaged one with where it is, and imports the good one', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, { viewport: { width: 1400, height: 900 } });
    const { page } = editor;
    await editor.openSection('Sites');
    const card = editor.siteCard('nyse');

    const exportLink = card.getByRole('link', { name: /^Export / });
    expect(new URL((await exportLink.getAttribute('href'))!, server.origin()).search).toBe('?versions=false');
    await card.getByRole('checkbox', { name: /with every version/ }).check();
    expect(new URL((await exportLink.getAttribute('href'))!, server.origin()).search).toBe('?versions=true');
    await card.getByRole('checkbox', { name: /with every version/ }).uncheck();
    const { fileName, bytes } = await editor.downloadBytes(exportLink);
    expect(fileName).toMatch(/^nyse-site-\d{8}-\d{4}\.tar\.gz$/);
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    const good = join(dir, fileName);
    await writeFile(good, bytes);

    // Import… from the keyboard: the dialog takes the focus, on its file field.
    const opener = card.getByRole('button', { name: /^Import…/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Import into NYSE' });
    await dialog.waitFor();
    const fileField = dialog.getByLabel('Site bundle (.tar.gz)');
    await expect.poll(() => fileField.evaluate((el) => el === document.activeElement)).toBe(true);

    await fileField.setInputFiles(good);
    const phases = await recordPhases(page);
    await dialog.getByRole('button', { name: 'Check', exact: true }).press('Enter');
    const report = dialog.getByTestId('transfer-report');
    await report.waitFor({ timeout: 20_000 });
    expect(await report.locator('p').first().textContent()).toMatch(/^The bundle of nyse, exported .+, can be imported\. Nothing has been changed yet/);
    expect(await report.textContent()).toMatch(/Pages and partials: none would change; \d+ unchanged\./);
    expect(await report.evaluate((el) => el === document.activeElement)).toBe(true);
    const seen = await phases();
    expect(seen).toContain('Checking…');
    for (const text of seen.filter((t) => t !== 'Checking…')) expect(text).toMatch(/^Uploading \d+(\.\d)? of \d+(\.\d)? (MB|KB)$/);

    // A damaged bundle: both problems listed, each with where it is; no Import button.
    const damaged = await damage(good);
    await fileField.setInputFiles(damaged.file);
    expect(await report.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Check', exact: true }).click();
    const problems = dialog.getByTestId('transfer-problems').locator('li');
    await expect.poll(() => problems.count(), { timeout: 20_000 }).toBe(2);
    expect(await dialog.getByRole('alert').locator('p').textContent()).toBe(
      'The site bundle cannot be imported: 2 problems; nothing was changed. Correct the bundle, choose it again and check it.',
    );
    const where = await problems.evaluateAll((items) => items.map((li) => li.getAttribute('data-where') ?? ''));
    expect(where.some((w) => w.startsWith(`${damaged.document} › draft `))).toBe(true);
    expect(where).toContain('redirects[0] no leading slash');
    expect(await problems.first().locator('code').textContent()).toBe(where[0]);
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).count()).toBe(0);
    await editor.expectNoSeriousViolations();

    // The good bundle for real: checked first, then imported with the same file.
    await fileField.setInputFiles(good);
    await dialog.getByRole('button', { name: 'Check', exact: true }).click();
    await report.waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => report.locator('p').first().textContent(), { timeout: 30_000 }).toMatch(/^Imported nyse from the bundle exported /);
    expect(await report.textContent()).toMatch(/Pages and partials: none changed; \d+ unchanged\./);
    expect(await dialog.getByRole('button', { name: 'Check', exact: true }).count()).toBe(0);

    // Escape closes it now that nothing is under way, and the focus is back on Import….
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(editor.uncaughtErrors).toEqual([]);
  });

  it('gives a Super User no Export and no Import…', async () => {
    const admin = await ContentApi.as(server, server.admin);
    const superUser = await admin.createUser({ name: 'Sol Super', role: 'CMSTWO Super User' });
    const editor = await Editor.signIn(browser, server, superUser, { viewport: { width: 1400, height: 900 } });
    await editor.openSection('Sites');
    const card: Locator = editor.siteCard('nyse');
    await card.waitFor();
    expect(await card.getByRole('button', { name: /^Import…/ }).count()).toBe(0);
    expect(await card.getByRole('link', { name: /^Export / }).count()).toBe(0);
    expect(await card.getByRole('link', { name: /View live site/ }).count()).toBe(1);
  });
});
