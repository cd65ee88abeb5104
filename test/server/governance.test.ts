import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_USERS, type Session, type TestApp } from '../support/app';

let t: TestApp;
let admin: Session;
let superUser: Session;
let user: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, TEST_USERS.admin);
  superUser = await signIn(t.app, TEST_USERS.superUser);
  user = await signIn(t.app, TEST_USERS.user);
});
afterAll(() => t?.close());

const hour = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * hour).toISOString();
const banner = (over: Record<string, unknown> = {}) => ({ kind: 'banner', message: 'Markets close early on Friday.', sites: ['nyse'], startsAt: inHours(-1), endsAt: inHours(2), ...over });
const visit = (site: string, path = '/') => t.app.inject({ method: 'GET', url: path, headers: { host: `${site}.localhost` } });

describe('retention settings API', () => {
  it('lists the periods per content type and form for Admins, and refuses anyone else with 403', async () => {
    const res = await admin.request({ method: 'GET', url: '/api/cms/retention' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'page', subject: 'draft-saves', days: 365 }), expect.objectContaining({ kind: 'partial', subject: 'preview-links', days: 90 })]),
    );
    for (const session of [superUser, user]) {
      expect((await session.request({ method: 'GET', url: '/api/cms/retention' })).statusCode).toBe(403);
      const put = await session.request({ method: 'PUT', url: '/api/cms/retention/content/page/draft-saves', payload: { days: 30 } });
      expect(put.statusCode).toBe(403);
      expect(put.json().message).toMatch(/may not manage users, sites and settings/);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/retention' })).statusCode).toBe(401);
  });

  it('sets a content type’s period from 1 day to 10 years, or keeps, and names the field of a bad value', async () => {
    const set = await admin.request({ method: 'PUT', url: '/api/cms/retention/content/partial/draft-saves', payload: { days: 30 } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().retention).toMatchObject({ kind: 'partial', subject: 'draft-saves', days: 30, updatedBy: TEST_USERS.admin });
    expect((await admin.request({ method: 'PUT', url: '/api/cms/retention/content/partial/draft-saves', payload: { days: null } })).json().retention.days).toBeNull();
    for (const [days, message] of [
      [0, 'days is at least 1'],
      [3651, 'days is at most 3650 (10 years)'],
      [1.5, 'days is a whole number of days'],
      ['30', 'days is a whole number of days, from 1 to 3650'],
    ] as const) {
      const res = await admin.request({ method: 'PUT', url: '/api/cms/retention/content/page/preview-links', payload: { days } });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0]).toEqual({ path: '/body/days', message });
    }
    const subject = await admin.request({ method: 'PUT', url: '/api/cms/retention/content/page/visitors', payload: { days: 30 } });
    expect([subject.statusCode, subject.json().issues[0].path]).toEqual([400, '/params/subject']);
    const kind = await admin.request({ method: 'PUT', url: '/api/cms/retention/content/notice/draft-saves', payload: { days: 30 } });
    expect([kind.statusCode, kind.json().issues[0].path]).toEqual([400, '/params/kind']);
  });

  it('sets a form’s period (never "keep": submissions are personal data); an unknown form is 404', async () => {
    const formId = '44444444-4444-4444-8444-444444444444';
    await t.db.query(
      `INSERT INTO form_submissions (id, site, path, form_id, form_kind, form_name, values, delete_after) VALUES (gen_random_uuid(), 'nyse', '/press', $1, 'form', 'Press', '{}', now() + interval '365 days')`,
      [formId],
    );
    const set = await admin.request({ method: 'PUT', url: `/api/cms/retention/forms/nyse/${formId}`, payload: { days: 30 } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().retention).toMatchObject({ site: 'nyse', formId, formName: 'Press', submissions: 1, days: 30 });
    const keep = await admin.request({ method: 'PUT', url: `/api/cms/retention/forms/nyse/${formId}`, payload: { days: null } });
    expect([keep.statusCode, keep.json().issues[0].path]).toEqual([400, '/body/days']);
    const unknown = await admin.request({ method: 'PUT', url: '/api/cms/retention/forms/nyse/no-such-form', payload: { days: 30 } });
    expect(unknown.statusCode).toBe(404);
    const site = await admin.request({ method: 'PUT', url: `/api/cms/retention/forms/nowhere/${formId}`, payload: { days: 30 } });
    expect([site.statusCode, site.json().issues[0].path]).toEqual([400, '/params/site']);
    expect((await admin.request({ method: 'DELETE', url: `/api/cms/retention/forms/nyse/${formId}` })).statusCode).toBe(204);
    expect((await admin.request({ method: 'DELETE', url: `/api/cms/retention/forms/nyse/${formId}` })).statusCode).toBe(404);
    expect((await user.request({ method: 'DELETE', url: `/api/cms/retention/forms/nyse/${formId}` })).statusCode).toBe(403);
  });
});

describe('banners API and visitor pages', () => {
  it('refuses an end before the start, an unknown site and a bad kind with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [banner({ startsAt: inHours(2), endsAt: inHours(1) }), '/body/endsAt'],
      [banner({ endsAt: inHours(-1) }), '/body/endsAt'],
      [banner({ sites: ['nyse', 'example'] }), '/body/sites/1'],
      [banner({ sites: [] }), '/body/sites'],
      [banner({ sites: ['nyse', 'nyse'] }), '/body/sites'],
      [banner({ kind: 'popup' }), '/body/kind'],
      [banner({ message: '' }), '/body/message'],
      [banner({ message: 'x'.repeat(501) }), '/body/message'],
      [banner({ startsAt: 'tomorrow' }), '/body/startsAt'],
      [banner({ startsAt: '2030-03-14T10:00:00' }), '/body/startsAt'],
    ];
    for (const [payload, path] of cases) {
      const res = await superUser.request({ method: 'POST', url: '/api/cms/banners', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    const endsAt = await superUser.request({ method: 'POST', url: '/api/cms/banners', payload: banner({ startsAt: inHours(2), endsAt: inHours(1) }) });
    expect(endsAt.json().message).toBe('Invalid request: endsAt: endsAt is after startsAt');
  });

  it('is refused to a CMSTWO User (403) and answers 404 for an unknown banner', async () => {
    const res = await user.request({ method: 'POST', url: '/api/cms/banners', payload: banner() });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your role (CMSTWO User) may not publish, unpublish, restore or delete documents');
    expect((await user.request({ method: 'GET', url: '/api/cms/banners' })).statusCode).toBe(403);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await superUser.request({ method: 'PUT', url: `/api/cms/banners/${missing}`, payload: banner() })).statusCode).toBe(404);
    expect((await superUser.request({ method: 'DELETE', url: `/api/cms/banners/${missing}` })).statusCode).toBe(404);
    expect((await superUser.request({ method: 'DELETE', url: '/api/cms/banners/not-a-uuid' })).statusCode).toBe(400);
  });

  it('shows a live banner at the top of every page of its sites as text, a disclaimer above the footer, and neither on other sites', async () => {
    const before = await visit('nyse');
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('Site announcements');

    const created = await superUser.request({ method: 'POST', url: '/api/cms/banners', payload: banner({ tone: 'critical', message: 'Trading halted <script>alert(1)</script> & resumed' }) });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().banner).toMatchObject({ state: 'live', sites: ['nyse'], tone: 'critical' });
    const disclaimer = await admin.request({ method: 'POST', url: '/api/cms/banners', payload: banner({ kind: 'disclaimer', message: 'Not investment advice.', sites: ['nyse', 'ice'], endsAt: null }) });
    expect(disclaimer.statusCode, disclaimer.body).toBe(201);

    // The cached page was dropped when the banner was created.
    const page = (await visit('nyse')).body;
    expect(page).toContain('<section class="t-page-layout__messages t-page-layout__messages--banner" aria-label="Site announcements"><p class="t-page-layout__message t-page-layout__message--critical">Trading halted &lt;script&gt;alert(1)&lt;/script&gt; &amp; resumed</p></section>');
    expect(page).not.toContain('<script>alert(1)');
    expect(page.indexOf('Site announcements')).toBeLessThan(page.indexOf('<main'));
    const disclaimerAt = page.indexOf('aria-label="Disclaimers"');
    expect(disclaimerAt).toBeGreaterThan(page.indexOf('</main>'));
    expect(page.slice(disclaimerAt)).toContain('Not investment advice.');
    expect((await visit('nyse', '/fees')).body).toContain('Site announcements');

    const ice = (await visit('ice')).body;
    expect(ice).not.toContain('Trading halted');
    expect(ice).toContain('Not investment advice.');
    expect((await visit('imt')).body).not.toContain('Not investment advice.');

    const removed = await superUser.request({ method: 'DELETE', url: `/api/cms/banners/${created.json().banner.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await visit('nyse')).body).not.toContain('Trading halted');
    const listed = await superUser.request({ method: 'GET', url: '/api/cms/banners' });
    expect(listed.json().banners.map((b: { message: string }) => b.message)).toEqual(['Not investment advice.']);
    const audit = await admin.request({ method: 'GET', url: '/api/cms/audit?format=json&action=banner.create&site=ice' });
    expect(audit.json().entries[0]).toMatchObject({ actor: TEST_USERS.admin, site: 'ice' });
  });

  it('shows a banner scheduled to start soon once it starts, though the page was cached before', async () => {
    const created = await superUser.request({ method: 'POST', url: '/api/cms/banners', payload: banner({ sites: ['imt'], message: 'Starting shortly', startsAt: new Date(Date.now() + 1500).toISOString(), endsAt: null }) });
    expect(created.json().banner.state).toBe('scheduled');
    expect((await visit('imt')).body).not.toContain('Starting shortly');
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await visit('imt')).body).toContain('Starting shortly');
  });
});
