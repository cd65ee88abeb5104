// Issue 16 point 6: History lists the draft's recent saves beside published versions, to
// compare with and go back to.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, type Node } from '../../src/core/node';
import { launchBrowser } from '../support/browser';
import { Editor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

const WIDE = { viewport: { width: 1440, height: 900 } };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ adminPassword: 'editor history e2e password' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const heroHeading = (tree: Node): unknown => tree.slots.banner?.[0]?.props.heading;

describe('History’s draft saves', () => {
  it('an editor changes a heading twice, finds both saves in History, compares and goes back to the earlier one', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const problems = editor.watchProblems();
    const api = await editor.api();
    const created = await api.createDocument('nyse', { path: '/open-house', title: 'Open house' });
    const tree: Node = structuredClone(created.draft);
    tree.slots.banner = [{ id: newId(), name: 'hero', props: { heading: 'Visit the trading floor' }, slots: {} }];
    await api.saveDraft(created.id, { revision: created.draftRevision, tree });

    await editor.openDocument('nyse', created.id);
    await editor.selectComponent('Visit the trading floor');
    await editor.editField('Heading', 'Visit the floor in June');
    await editor.waitSaved();
    await editor.editField('Heading', 'Visit the floor in July');
    await editor.waitSaved();
    await editor.canvas.getByText('Visit the floor in July').waitFor();

    const history = await editor.openHistory();
    await history.getByRole('heading', { name: 'Published versions' }).waitFor();
    expect(await history.getByText('This page has not been published yet, so it has no versions.').count()).toBe(1);
    const saves = history.getByRole('table', { name: 'Draft saves, newest first' }).locator('tbody tr');
    await saves.first().waitFor();
    // The newest is the draft as it is now; before it the June heading, then the first heading.
    expect(await saves.count()).toBe(3);
    expect(await saves.first().getByText('current').count()).toBe(1);
    for (let i = 0; i < 3; i++) expect(await saves.nth(i).locator('td').first().textContent()).toBe(server.admin.email);
    await editor.expectNoSeriousViolations();

    const june = saves.nth(1);
    await june.getByRole('button', { name: 'Compare with current draft' }).click();
    const comparison = history.getByRole('region', { name: 'Comparison' });
    await comparison.locator('[data-change="changed"]').getByText(/Hero .*Heading/).waitFor();
    expect(await comparison.getByRole('heading', { level: 3 }).textContent()).toMatch(/^From Draft saved .+ to Current draft$/);
    await expect.poll(() => history.frameLocator('iframe').first().locator('.t-hero').textContent()).toContain('Visit the floor in June');
    expect(await history.frameLocator('iframe').last().locator('.t-hero').textContent()).toContain('Visit the floor in July');
    await editor.expectNoSeriousViolations();

    // By keyboard: the restore asks first, then replaces the draft.
    await june.getByRole('button', { name: 'Go back to this save' }).press('Enter');
    await june.getByText(/^Replace the draft with this save from .+\?/).waitFor();
    await june.getByRole('button', { name: 'Restore', exact: true }).press('Enter');
    await editor.canvas.getByText('Visit the floor in June').waitFor();
    expect(await history.count()).toBe(0);
    expect(await editor.canvas.getByText('Visit the floor in July').count()).toBe(0);
    await editor.waitSaved();

    const restored = await api.document(created.id);
    expect(heroHeading(restored.draft)).toBe('Visit the floor in June');
    // Going back deleted nothing: the July save is still there to return to.
    const reopened = await editor.openHistory();
    const after = reopened.getByRole('table', { name: 'Draft saves, newest first' }).locator('tbody tr');
    await after.first().waitFor();
    expect(await after.count()).toBe(4);
    expect(await after.first().getByText('current').count()).toBe(1);
    await editor.closeDialog(reopened);

    // Editing goes on from the restored draft.
    await editor.selectComponent('Visit the floor in June');
    await editor.editField('Heading', 'Visit the floor in August');
    await editor.waitSaved();
    expect(heroHeading((await api.document(created.id)).draft)).toBe('Visit the floor in August');
    expect(problems).toEqual({ console: [], failed: [] });
  });

  it('going back to a save while someone else has saved meanwhile says so and changes nothing', async () => {
    const editor = await Editor.signIn(browser, server, server.admin, WIDE);
    const api = await editor.api();
    const created = await api.createDocument('nyse', { path: '/open-house-two', title: 'Open house two' });
    const withHeading = (text: string): Node => ({ ...structuredClone(created.draft), slots: { ...created.draft.slots, banner: [{ id: 'b3c2d8a4-8a7e-4b8f-9a51-5c1f0f6d2e10', name: 'hero', props: { heading: text }, slots: {} }] } });
    const first = await api.saveDraft(created.id, { revision: created.draftRevision, tree: withHeading('Our first heading') });
    await api.saveDraft(created.id, { revision: first.draftRevision, tree: withHeading('Our second heading') });
    await editor.openDocument('nyse', created.id);
    await editor.canvas.getByText('Our second heading').waitFor();

    // A colleague saves from elsewhere while this editor looks at History.
    const history = await editor.openHistory();
    const saves = history.getByRole('table', { name: 'Draft saves, newest first' }).locator('tbody tr');
    await saves.first().waitFor();
    const current = await api.document(created.id);
    await api.saveDraft(created.id, { revision: current.draftRevision, tree: withHeading('Their heading') });

    await saves.nth(1).getByRole('button', { name: 'Go back to this save' }).click();
    await saves.nth(1).getByRole('button', { name: 'Restore', exact: true }).click();
    await history.getByText('Someone else saved this page a moment ago. Reload the page to see their changes, then try again.').waitFor();
    expect(heroHeading((await api.document(created.id)).draft)).toBe('Their heading');
  });
});
