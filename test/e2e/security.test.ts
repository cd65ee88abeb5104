// Issue 7 item 1 in a real browser: script stored by a CMSTWO User, opened by an Admin in a
// page and in a preview link, runs nothing and changes no role.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

const ADMIN_PASSWORD = 'security admin password';
const ATTACKER = { email: 'mallory@example.test', password: 'mallory password 1' };

let server: RunningServer;
let browser: Browser;
let adminToken: string;
let attackerId: string;
let previewUrl: string;

const n = (name: string, props: Record<string, unknown> = {}, slots: Record<string, unknown[]> = {}) => ({ id: randomUUID(), name, props, slots });

async function api<T>(path: string, { token, method = 'GET', body }: { token: string; method?: string; body?: unknown }): Promise<T> {
  const res = await fetch(`${server.origin()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

async function bearer(email: string, password: string): Promise<string> {
  const res = await fetch(`${server.origin()}/api/cms/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, tokenType: 'bearer' }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** The module the attacker wants an Admin's browser to run: it makes the attacker an Admin. */
const ESCALATE =
  "window.__pwned=1;fetch('/api/cms/me').then(r=>r.json()).then(me=>fetch('/api/cms/users/ATTACKER',{method:'PATCH'," +
  "headers:{'content-type':'application/json','x-csrf-token':me.csrfToken},body:JSON.stringify({role:'CMSTWO Admin'})}))";

function payload(): string {
  const module = `data:text/javascript,${encodeURIComponent(ESCALATE.replace('ATTACKER', attackerId))}//`;
  return `<p id="tessera-islands">${JSON.stringify({ site: { id: 'nyse', name: 'NYSE', logoSvg: '' }, path: '/', islands: [{ kind: module, id: 'x', props: {} }] })}</p>`;
}

beforeAll(async () => {
  server = await startServer({ adminPassword: ADMIN_PASSWORD });
  browser = await launchBrowser();
  adminToken = await bearer('admin@tessera.local', ADMIN_PASSWORD);
  const made = await api<{ user: { id: string } }>('/api/cms/users', {
    token: adminToken,
    method: 'POST',
    body: { ...ATTACKER, name: 'Mallory', role: 'CMSTWO User' },
  });
  attackerId = made.user.id;

  // The CMSTWO User stores the payload, beside an island, so the page loads the runtime.
  const attacker = await bearer(ATTACKER.email, ATTACKER.password);
  const tree = n('page-layout', {}, {
    main: [n('rich-text', { html: payload() }), n('alert', { intent: 'info', heading: 'Markets open', dismissable: true }, { content: [] })],
  });
  const { document } = await api<{ document: { id: string } }>('/api/cms/sites/nyse/documents', {
    token: attacker,
    method: 'POST',
    body: { path: '/quarterly-note', title: 'Quarterly note', tree },
  });
  // The anchor route to the same id is closed too.
  await expect(
    api('/api/cms/sites/nyse/documents', { token: attacker, method: 'POST', body: { path: '/anchor-note', title: 'Anchor', tree: n('page-layout', {}, { main: [n('anchor', { anchorId: 'tessera-islands' })] }) } }),
  ).rejects.toThrow(/400/);
  previewUrl = (await api<{ url: string }>(`/api/cms/documents/${document.id}/preview-link`, { token: attacker, method: 'POST', body: {} })).url;
  // A Super User publishes it without noticing.
  await api(`/api/cms/documents/${document.id}/publish`, { token: adminToken, method: 'POST', body: {} });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A browser signed in as the Admin on `origin` (the cookie is the session, as in the editor). */
async function adminContext(origin: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/favicon.svg`);
  const status = await page.evaluate(async (password) => {
    const res = await fetch('/api/cms/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@tessera.local', password }) });
    return res.status;
  }, ADMIN_PASSWORD);
  expect(status).toBe(200);
  await page.close();
  return context;
}

async function attackerRole(): Promise<string> {
  const { users } = await api<{ users: { id: string; role: string }[] }>('/api/cms/users', { token: adminToken });
  return users.find((u) => u.id === attackerId)!.role;
}

describe('stored script from a CMSTWO User', () => {
  it('runs nothing in the published page opened by a signed-in Admin, whose islands still work', async () => {
    const context = await adminContext(server.origin('nyse'));
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    try {
      await page.goto(`${server.origin('nyse')}/quarterly-note`);
      await page.evaluate(() => window.__tesseraHydrated);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(requested.filter((url) => url.startsWith('data:') || url.includes('/api/cms/'))).toEqual([]);
      // The page's own island hydrated: its dismiss button works.
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await expect.poll(() => page.getByText('Markets open').count()).toBe(0);
      expect(await attackerRole()).toBe('CMSTWO User');
    } finally {
      await context.close();
    }
  });

  it('runs nothing in the preview link opened by a signed-in Admin on the editor origin', async () => {
    const context = await adminContext(server.origin());
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    try {
      const response = await page.goto(`${server.origin()}${previewUrl}`);
      expect(response!.status()).toBe(200);
      expect(response!.headers()['content-security-policy']).toMatch(/^sandbox;/);
      await page.waitForLoadState('load');
      // The draft is shown, its payload as inert text.
      expect(await page.locator('p', { hasText: 'data:text/javascript' }).count()).toBe(1);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      // The sandbox gives the draft an opaque origin: it cannot read the viewer's session.
      expect(await page.evaluate(() => window.origin)).toBe('null');
      expect(requested.filter((url) => url.startsWith('data:') || url.includes('/api/cms/'))).toEqual([]);
      expect(await attackerRole()).toBe('CMSTWO User');
    } finally {
      await context.close();
    }
  });

  it('the island runtime itself never imports a URL read from the page, even without the CSP', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const site = server.origin('nyse');
    // Learn the runtime's address from a real page, then serve a forged page without CSP.
    await page.goto(`${site}/quarterly-note`);
    const runtime = await page.locator('script[type="module"]').getAttribute('src');
    const module = `data:text/javascript,${encodeURIComponent('window.__pwned=1;export default ()=>null')}`;
    const forged =
      '<!doctype html><html><body><tessera-island data-island="0" data-kind="' + module + '"><p>x</p></tessera-island>' +
      `<script type="application/json" id="tessera-islands">${JSON.stringify({ site: { id: 'nyse', name: 'NYSE', logoSvg: '' }, path: '/', islands: [{ kind: module, id: 'x', props: {} }, { kind: '__proto__', id: 'y', props: {} }] })}</script>` +
      `<script type="module" src="${runtime}"></script></body></html>`;
    await page.route(`${site}/forged`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: forged }));
    try {
      await page.goto(`${site}/forged`);
      await page.waitForFunction(() => window.__tesseraHydrated !== undefined);
      await page.evaluate(() => window.__tesseraHydrated);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    } finally {
      await context.close();
    }
  });
});
