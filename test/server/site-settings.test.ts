import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

// Issue 24 item 7: a site's settings, checked, audited, and shown on the next request without a restart.
let t: TestApp;
let admin: Session;
let livePath: string;

const page = (path: string, host = 'nyse.localhost') => t.app.inject({ method: 'GET', url: path, headers: { host } });
const put = (section: string, payload: unknown) => admin.request({ method: 'PUT', url: `/api/cms/sites/nyse/settings/${section}`, payload: payload as object });
const issues = (res: { json(): unknown }) => (res.json() as { issues?: { path: string; message: string }[] }).issues ?? [];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

async function lastAudit(action: string) {
  const { rows } = await t.db.query<{ detail: Record<string, unknown> }>('SELECT detail FROM audit_log WHERE action = $1 ORDER BY id DESC LIMIT 1', [action]);
  return rows[0]?.detail;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, TEST_USERS.admin);
  const { rows } = await t.db.query<{ published_path: string }>("SELECT published_path FROM documents WHERE site = 'nyse' AND kind = 'page' AND published_path <> '/' ORDER BY published_path LIMIT 1");
  livePath = rows[0]!.published_path;
});
afterAll(async () => {
  await t?.close();
});

describe('site settings', () => {
  it('the title pattern, colours and default description show on the next request, without a restart', async () => {
    const before = await page('/');
    expect(before.statusCode).toBe(200);
    expect(titleOf(before.body)).not.toContain('NYSE Group');

    expect((await put('seo', { titlePattern: '{title} — {site} Group', description: 'Markets of the NYSE.', image: '' })).statusCode).toBe(200);
    expect((await put('theme', { primary: '#123456' })).statusCode).toBe(200);
    const after = await page('/');
    expect(titleOf(after.body)).toMatch(/ — .+ Group$/);
    expect(after.body).toContain('<style>[data-site="nyse"]{--t-color-primary:#123456}</style>');
    // A page's own description wins; one without (the 404 page) gets the site's.
    expect(after.body).not.toContain('Markets of the NYSE.');
    expect((await page('/no-such-page')).body).toContain('<meta name="description" content="Markets of the NYSE.">');
    expect(await lastAudit('site.settings.set')).toMatchObject({ section: 'theme', changed: ['primary'] });
  });

  it('refuses a title pattern with an unknown placeholder, naming the field', async () => {
    const res = await put('seo', { titlePattern: '{page} | NYSE', description: '', image: '' });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual([{ path: '/body/titlePattern', message: expect.stringContaining('{page} is not a placeholder') }]);
  });

  it('refuses a colour below WCAG AA, naming the computed ratio beside the field', async () => {
    const res = await put('theme', { text: '#999999' });
    expect(res.statusCode).toBe(400);
    expect(issues(res)[0]).toEqual({ path: '/body/text', message: expect.stringMatching(/text colour #999999 on the background #[0-9a-f]{6} has a contrast ratio of 2\.\d\d:1; text needs at least 4\.5:1/) });
    expect((await put('theme', { text: 'blue' })).json().issues[0]).toMatchObject({ path: '/body/text', message: expect.stringContaining('#') });
  });

  it('checks the analytics id pattern and the Matomo address, and loads analytics only through the consent-aware loader', async () => {
    const bad = await put('analytics', { provider: 'ga4', measurementId: 'UA-12345-1' });
    expect(bad.statusCode).toBe(400);
    expect(issues(bad)[0]).toMatchObject({ path: '/body/measurementId', message: expect.stringContaining('G-') });
    const internal = await put('analytics', { provider: 'matomo', siteId: '3', url: 'https://10.0.0.5/' });
    expect(issues(internal)[0]).toMatchObject({ path: '/body/url', message: expect.stringContaining('internal address') });
    expect(issues(await put('analytics', { provider: 'matomo', siteId: '3', url: 'http://stats.example.org/' }))[0]?.message).toContain('https://');

    expect((await put('analytics', { provider: 'ga4', measurementId: 'G-ABC123XYZ9' })).statusCode).toBe(200);
    const html = await page('/');
    expect(html.body).toContain('<script type="application/json" id="t-analytics">{"provider":"ga4","measurementId":"G-ABC123XYZ9","category":"C0002"}</script>');
    expect(html.body).toContain('<script src="/_tessera/analytics.js" defer></script>');
    // The provider's own script is never in the page: the loader adds it after consent.
    expect(html.body).not.toContain('googletagmanager');
    const csp = String(html.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(csp).toContain("connect-src 'self' https://www.google-analytics.com https://region1.google-analytics.com https://www.googletagmanager.com;");
    // Another site's pages keep the plain policy.
    expect(String((await page('/', 'ice.localhost')).headers['content-security-policy'])).toContain("script-src 'self';");
    const loader = await page('/_tessera/analytics.js');
    expect(loader.headers['content-type']).toContain('text/javascript');
    expect(loader.body).toContain('tessera_consent=');

    expect((await put('analytics', { provider: 'none' })).statusCode).toBe(200);
    expect((await page('/')).body).not.toContain('t-analytics');
  });

  it("puts the site's cookie categories in its cookie notice (the notice's own list when none are set)", async () => {
    const before = (await page('/')).body;
    expect(before).toContain('Remember preferences such as your market');
    const categories = [
      { categoryId: 'C0001', name: 'Strictly necessary', description: 'Keep you signed in and remember this choice.', required: true },
      { categoryId: 'C0002', name: 'Market statistics', description: 'Count which market pages are read, without naming you.', required: false },
    ];
    expect((await put('cookies', { categories })).statusCode).toBe(200);
    const after = (await page('/')).body;
    expect(after).toContain('Count which market pages are read, without naming you.');
    // In the notice's markup and in the island's data alike: the notice offers exactly this list.
    expect(after).not.toContain('Remember preferences such as your market');
    expect(after).not.toContain('C0003');
    // Another site keeps its notice's own list.
    expect((await page('/', 'ice.localhost')).body).toContain('Remember preferences such as your market');
    expect(issues(await put('cookies', { categories: categories.slice(1) }))[0]?.message).toBe('Keep C0001, the strictly necessary cookies');

    expect((await put('cookies', { categories: [] })).statusCode).toBe(200);
    expect((await page('/')).body).toContain('Remember preferences such as your market');
  });

  it('refuses a host name another site serves, and a malformed one', async () => {
    const taken = await admin.request({ method: 'PATCH', url: '/api/cms/sites/nyse', payload: { hosts: ['nyse.localhost', 'ice.localhost'] } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('ice.localhost');
    const bad = await admin.request({ method: 'PATCH', url: '/api/cms/sites/nyse', payload: { hosts: ['nyse.localhost', '-bad-.example'] } });
    expect(bad.statusCode).toBe(400);
    expect(issues(bad)[0]).toMatchObject({ path: '/body/hosts/1', message: expect.stringContaining('-bad-.example') });
  });

  it('serves a new host name and a new redirect on the next request', async () => {
    expect((await page('/', 'www.nyse.example')).statusCode).toBe(404);
    expect((await admin.request({ method: 'PATCH', url: '/api/cms/sites/nyse', payload: { hosts: ['nyse.localhost', 'www.nyse.example'] } })).statusCode).toBe(200);
    expect((await page('/', 'www.nyse.example')).statusCode).toBe(200);

    expect((await page('/old-fees')).statusCode).toBe(404);
    const added = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/redirects', payload: { from: '/old-fees', to: livePath, status: 302 } });
    expect(added.statusCode, added.body).toBe(201);
    const followed = await page('/old-fees?x=1');
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe(`${livePath}?x=1`);
    expect(await lastAudit('site.redirect.add')).toMatchObject({ from: '/old-fees', to: livePath, status: 302 });
    // A page published under a redirect could never be seen: refused, naming the redirect.
    const made = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/documents', payload: { path: '/old-fees', title: 'Old fees' } });
    expect(made.statusCode, made.body).toBe(201);
    const { id, draftRevision } = made.json().document as { id: string; draftRevision: number };
    const publish = await admin.request({ method: 'POST', url: `/api/cms/documents/${id}/publish`, payload: { revision: draftRevision, urgent: true, reason: 'Test: nyse needs approval' } });
    expect(publish.statusCode, publish.body).toBe(409);
    expect(publish.json()).toMatchObject({ error: 'PATH_REDIRECTED', message: `Visitors to /old-fees are redirected to ${livePath}: remove that redirect in the site settings before publishing a page there` });
    expect((await page('/old-fees')).statusCode).toBe(302);

    const del = await admin.request({ method: 'DELETE', url: `/api/cms/sites/nyse/redirects/${added.json().redirect.id}` });
    expect(del.statusCode).toBe(204);
    expect((await page('/old-fees')).statusCode).toBe(404);
    const published = await admin.request({ method: 'POST', url: `/api/cms/documents/${id}/publish`, payload: { revision: draftRevision, urgent: true, reason: 'Test: nyse needs approval' } });
    expect(published.statusCode, published.body).toBe(200);
    expect((await page('/old-fees')).statusCode).toBe(200);
  });

  it('refuses a redirect from a live page, a loop and a chain, saying which', async () => {
    const live = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/redirects', payload: { from: livePath, to: '/elsewhere' } });
    expect(live.statusCode).toBe(400);
    expect(issues(live)[0]).toEqual({ path: '/body/from', message: `${livePath} is a live page: unpublish or move it before redirecting its address` });

    expect((await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/redirects', payload: { from: '/loop-a', to: '/loop-b' } })).statusCode).toBe(201);
    const loop = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/redirects', payload: { from: '/loop-b', to: '/loop-a' } });
    expect(loop.statusCode).toBe(400);
    expect(issues(loop)[0]?.message).toBe('A loop: /loop-b → /loop-a → /loop-b');
    const chain = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/redirects', payload: { from: '/loop-c', to: '/loop-a' } });
    expect(issues(chain)[0]?.message).toBe('A chain: /loop-a is itself redirected to /loop-b; point /loop-c at /loop-b directly');
  });

  it('imports a CSV all or nothing, naming every bad row by its line', async () => {
    const csv = ['from,to,status', '/csv-one,/csv-target', '/csv-two,javascript:alert(1)', `${livePath},/x`, '/csv-three,https://www.example.org/x,307', '/csv-four,/csv-target,302'].join('\n');
    const res = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/redirects/import', payload: { csv } });
    expect(res.statusCode).toBe(400);
    const messages = issues(res).map((i) => i.message);
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/^Line 3: To: /);
    expect(messages[1]).toMatch(/^Line 4: /);
    expect(messages[1]).toContain('live page');
    expect(messages[2]).toMatch(/^Line 5: A redirect is 301/);
    expect((await page('/csv-one')).statusCode).toBe(404);

    const good = await admin.request({ method: 'POST', url: '/api/cms/sites/nyse/redirects/import', payload: { csv: '/csv-one,/csv-target\n/csv-four,https://www.example.org/x,302\n' } });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().added).toBe(2);
    expect((await page('/csv-four')).headers.location).toBe('https://www.example.org/x');
    expect(await lastAudit('site.redirect.import')).toMatchObject({ count: 2 });
  });
});
