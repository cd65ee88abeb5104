// Issue 7 item 1 in a real browser: script stored by a CMSTWO User, opened by an Admin in a
// page and in a preview link, runs nothing and changes no role.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Node } from '../../src/core/node';
import { launchBrowser } from '../support/browser';
import { ContentApi, Visitor } from '../support/driver';
import { startServer, type RunningServer } from '../support/server';

const ATTACKER = { email: 'mallory@example.test', password: 'mallory password 1' };

let server: RunningServer;
let browser: Browser;
let admin: ContentApi;
let attackerId: string;
let previewUrl: string;

const n = (name: string, props: Record<string, unknown> = {}, slots: Record<string, Node[]> = {}): Node => ({ id: randomUUID(), name, props, slots });

/** The module the attacker wants an Admin's browser to run: it makes the attacker an Admin. */
const ESCALATE =
  "window.__pwned=1;fetch('/api/cms/me').then(r=>r.json()).then(me=>fetch('/api/cms/users/ATTACKER',{method:'PATCH'," +
  "headers:{'content-type':'application/json','x-csrf-token':me.csrfToken},body:JSON.stringify({role:'CMSTWO Admin'})}))";

function payload(): string {
  const module = `data:text/javascript,${encodeURIComponent(ESCALATE.replace('ATTACKER', attackerId))}//`;
  return `<p id="tessera-islands">${JSON.stringify({ site: { id: 'nyse', name: 'NYSE', logoSvg: '' }, path: '/', islands: [{ kind: module, id: 'x', props: {} }] })}</p>`;
}

beforeAll(async () => {
  server = await startServer({ adminPassword: 'security admin password' });
  browser = await launchBrowser();
  admin = await ContentApi.as(server, server.admin);
  attackerId = (await admin.createUser({ ...ATTACKER, name: 'Mallory', role: 'CMSTWO User' })).id;

  // The CMSTWO User stores the payload, beside an island, so the page loads the runtime.
  const attacker = await ContentApi.as(server, ATTACKER);
  const tree = n('page-layout', {}, {
    main: [n('rich-text', { html: payload() }), n('alert', { intent: 'info', heading: 'Markets open', dismissable: true }, { content: [] })],
  });
  const document = await attacker.createDocument('nyse', { path: '/quarterly-note', title: 'Quarterly note', tree });
  // The anchor route to the same id is closed too: a draft keeps what was typed, but it cannot be published.
  const anchor = await attacker.createDocument('nyse', { path: '/anchor-note', title: 'Anchor', tree: n('page-layout', {}, { main: [n('anchor', { anchorId: 'tessera-islands' })] }) });
  await expect(admin.publish(anchor.id)).rejects.toThrow(/409.*reserved for the platform/);
  previewUrl = await attacker.createPreviewLink(document.id);
  // A Super User publishes it without noticing.
  await admin.publish(document.id);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function attackerRole(): Promise<string> {
  return (await admin.users()).find((u) => u.id === attackerId)!.roles.ice ?? 'none';
}

describe('stored script from a CMSTWO User', () => {
  it('runs nothing in the published page opened by a signed-in Admin, whose islands still work', async () => {
    const visitor = await Visitor.arrive(browser, server);
    await visitor.signInByApi(server.admin, { site: 'nyse' });
    const { page } = visitor;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await visitor.open('nyse', '/quarterly-note');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(requested.filter((url) => url.startsWith('data:') || url.includes('/api/cms/'))).toEqual([]);
    // The page's own island hydrated: its dismiss button works.
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => page.getByText('Markets open').count()).toBe(0);
    expect(await attackerRole()).toBe('CMSTWO User');
  });

  it('runs nothing in the preview link opened by a signed-in Admin on the editor origin', async () => {
    const visitor = await Visitor.arrive(browser, server);
    await visitor.signInByApi(server.admin);
    const { page } = visitor;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // Opened on the editor's origin, the link redirects to the site's own, where it is served.
    const response = await visitor.goto(`${server.origin()}${new URL(previewUrl).pathname}`);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['content-security-policy']).toMatch(/^sandbox allow-scripts;/);
    await page.waitForLoadState('load');
    // The draft is shown, its payload as inert text.
    expect(await page.locator('p', { hasText: 'data:text/javascript' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    // The sandbox gives the draft an opaque origin: it cannot read the viewer's session.
    expect(await page.evaluate(() => window.origin)).toBe('null');
    expect(requested.filter((url) => url.startsWith('data:') || url.includes('/api/cms/'))).toEqual([]);
    expect(await attackerRole()).toBe('CMSTWO User');
  });

  it('the island runtime itself never imports a URL read from the page, even without the CSP', async () => {
    const visitor = await Visitor.arrive(browser, server);
    const { page } = visitor;
    const site = server.origin('nyse');
    // Learn the runtime's address from a real page, then serve a forged page without CSP.
    await visitor.goto(`${site}/quarterly-note`);
    const runtime = await page.locator('script[type="module"]').getAttribute('src');
    const module = `data:text/javascript,${encodeURIComponent('window.__pwned=1;export default ()=>null')}`;
    const forged =
      '<!doctype html><html><body><tessera-island data-island="0" data-kind="' + module + '"><p>x</p></tessera-island>' +
      `<script type="application/json" id="tessera-islands">${JSON.stringify({ site: { id: 'nyse', name: 'NYSE', logoSvg: '' }, path: '/', islands: [{ kind: module, id: 'x', props: {} }, { kind: '__proto__', id: 'y', props: {} }] })}</script>` +
      `<script type="module" src="${runtime}"></script></body></html>`;
    await page.route(`${site}/forged`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: forged }));
    await visitor.goto(`${site}/forged`);
    await page.waitForFunction(() => window.__tesseraHydrated !== undefined);
    await page.evaluate(() => window.__tesseraHydrated);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
