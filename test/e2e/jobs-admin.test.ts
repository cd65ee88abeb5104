import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { ContentApi, Editor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'jobs e2e password', env: { SCHEDULER_INTERVAL_MS: '200', OUTBOX_INTERVAL_MS: '200' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the Jobs screen', () => {
  it('shows each background job with its last run, outcome, duration and next run to admins, runs one on request, and is not in an editor’s menu', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, { viewport: { width: 1280, height: 800 } });
    const { page } = editor;
    await editor.openSection('Jobs');
    const table = page.locator('.admin-table--jobs');
    // The outbox runs every 200 ms here: Refresh until its first run is recorded.
    const outbox = table.locator('tbody tr[data-job="outbox"]');
    const deadline = Date.now() + 15_000;
    while ((await outbox.getAttribute('data-state').catch(() => null)) !== 'ok' && Date.now() < deadline) {
      await page.waitForTimeout(300);
      await page.getByRole('button', { name: 'Refresh' }).click();
    }
    expect(await outbox.getAttribute('data-state')).toBe('ok');
    expect(await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-job')))).toEqual(['archive', 'outbox', 'retention', 'scheduled-publishing']);
    expect(await outbox.getByRole('rowheader').textContent()).toContain('Outbox');
    expect(await outbox.getByRole('cell').nth(1).textContent()).toContain('Succeeded');
    expect(await outbox.getByRole('cell').nth(1).textContent()).toContain('0 sent, 0 failed');
    expect(await outbox.locator('time').count()).toBe(2);
    await editor.expectNoSeriousViolations();

    // Retention runs hourly, first an hour after the start: Run now (from the keyboard) runs it at once, and the screen follows it to its end.
    const retention = table.locator('tbody tr[data-job="retention"]');
    expect(await retention.getAttribute('data-state')).toBe('never');
    const run = retention.getByRole('button', { name: /^Run now\s*:\s*Retention$/ });
    await run.focus();
    await page.keyboard.press('Enter');
    await page.getByText(/^Retention finished in \d/).waitFor({ timeout: 15_000 });
    expect(await retention.getAttribute('data-state')).toBe('ok');
    expect(await retention.getByRole('cell').nth(2).textContent()).toMatch(/^\d+(\.\d)? m?s$/);
    expect(await run.textContent()).toBe('Run now: Retention');

    const admin = await ContentApi.as(server, server.admin);
    const someone = await admin.createUser({ name: 'Sam Super', role: 'CMSTWO Super User' });
    const other = await Editor.signIn(browser, server, someone, { viewport: { width: 1280, height: 800 } });
    expect(await other.nav().getByRole('link', { name: 'Jobs' }).count()).toBe(0);
  });
});
