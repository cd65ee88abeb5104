import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/components/registry';
import type { ComponentKindDetail, ComponentUsage, PropRow } from '../../src/core/contracts/component-catalogue';
import { node } from '../../src/core/node';
import { SITE_IDS } from '../../src/core/sites';
import { documentsUsingKind } from '../../src/store';
import { createTestApp, signIn, TEST_PASSWORD, TEST_USERS, type Session, type TestApp } from '../support/app';

// Issue 27 item 5: the component catalogue's API, through the app as the editor calls it.

let t: TestApp;
let user: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  [user, admin] = await Promise.all([signIn(t.app, TEST_USERS.user), signIn(t.app, TEST_USERS.admin)]);
});
afterAll(() => t?.close());

const row = (kind: ComponentKindDetail, path: string): PropRow => {
  const found = kind.props.find((r) => r.path === path);
  if (!found) throw new Error(`${kind.name} has no prop ${path}`);
  return found;
};

describe('the component catalogue API', () => {
  it('refuses a signed-out request to each of its routes with 401', async () => {
    for (const url of ['/api/cms/component-catalogue', '/api/cms/component-catalogue/hero', '/api/cms/component-catalogue/hero/usage', '/api/cms/component-catalogue/hero/sample/nyse']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('lists every registered kind with its category, icon and flags', async () => {
    const res = await user.request({ method: 'GET', url: '/api/cms/component-catalogue' });
    expect(res.statusCode).toBe(200);
    const { kinds } = res.json() as { kinds: { name: string; category: string; icon: string | null; rootOnly: boolean; chrome: boolean; supersededBy: string | null }[] };
    expect(kinds.map((k) => k.name)).toEqual(registry.all().map((d) => d.name));
    expect(kinds.find((k) => k.name === 'hero')).toMatchObject({ category: 'media', rootOnly: false, chrome: false, supersededBy: null });
    expect(kinds.find((k) => k.name === 'page-layout')).toMatchObject({ rootOnly: true });
    expect(kinds.find((k) => k.name === 'header')).toMatchObject({ chrome: true });
    expect(kinds.find((k) => k.name === 'carousel')?.supersededBy).toBe('carousel-2022');
    expect(res.json().themes).toEqual(SITE_IDS.map((site) => ({ site, name: expect.any(String) })));
    expect(res.json().themes[1]).toEqual({ site: 'nyse', name: 'NYSE' });
  });

  it("derives a kind's props table from its schema: types, defaults, allowed values, limits, required, titles and descriptions, nested rows after their parent", async () => {
    const hero = (await user.request({ method: 'GET', url: '/api/cms/component-catalogue/hero' })).json().kind as ComponentKindDetail;
    expect(row(hero, 'variant')).toMatchObject({
      type: 'choice',
      default: '"standard"',
      allowed: ['standard', 'multi-box', 'multi-box-video', 'mini-carousel', 'image-only'],
      title: 'Layout',
      required: false,
      depth: 0,
    });
    expect(row(hero, 'variant').description).toMatch(/^Standard: image with a heading box/);
    expect(row(hero, 'imageHeight')).toMatchObject({ type: 'choice', default: '400', allowed: [250, 400] });
    expect(row(hero, 'heading')).toMatchObject({ type: 'text', default: '""', max: 120, bounds: 'characters', allowed: null });
    expect(row(hero, 'imageSrc')).toMatchObject({ type: 'image address', title: 'Image' });
    expect(hero.slots).toEqual([
      { name: 'content', label: 'Box content', allow: null, max: null },
      { name: 'carousel', label: 'Mini carousel', allow: ['carousel', 'carousel-2022'], max: 1 },
    ]);

    const list = (await user.request({ method: 'GET', url: '/api/cms/component-catalogue/notice-list' })).json().kind as ComponentKindDetail;
    expect(list.props.map((r) => r.path)).toEqual(['caption', 'searchCollections', 'searchCollections[].collection', 'showTopicFilter', 'pageSize']);
    expect(row(list, 'searchCollections')).toMatchObject({ type: 'list of objects', required: true, default: null, min: 1, max: 5, bounds: 'items', title: 'Collections' });
    expect(row(list, 'searchCollections[].collection')).toMatchObject({ depth: 1, type: 'choice', required: true });
    expect(row(list, 'searchCollections[].collection').allowed).toContain('exchange-circulars');
    expect(row(list, 'pageSize')).toMatchObject({ type: 'whole number', default: '20', min: 5, max: 100, bounds: 'value', title: 'Notices per page' });
    expect(row(list, 'showTopicFilter')).toMatchObject({ type: 'yes / no', default: 'true' });
    expect(list.traits).toContain('Shows data the server loads');
  });

  it('shows slots with their allow-lists, and the slots that allow a kind', async () => {
    const tabs = registry.all().find((d) => Object.values(d.slots).some((s) => s.allow && s.allow.length > 0))!;
    const [slotName, spec] = Object.entries(tabs.slots).find(([, s]) => s.allow && s.allow.length > 0)!;
    const detail = (await user.request({ method: 'GET', url: `/api/cms/component-catalogue/${tabs.name}` })).json().kind as ComponentKindDetail;
    expect(detail.slots.find((s) => s.name === slotName)).toMatchObject({ allow: [...spec.allow!], max: spec.max ?? null });
    const allowed = spec.allow![0]!;
    const child = (await user.request({ method: 'GET', url: `/api/cms/component-catalogue/${allowed}` })).json().kind as ComponentKindDetail;
    expect(child.allowedIn).toContainEqual({ kind: tabs.name, slot: slotName });
    const layout = (await user.request({ method: 'GET', url: '/api/cms/component-catalogue/page-layout' })).json().kind as ComponentKindDetail;
    expect(layout.slots.find((s) => s.name === 'main')).toMatchObject({ allow: null });
  });

  it('answers 404 naming an unknown kind, and 400 for a name that is no kind name or a site that is not one of the eight', async () => {
    for (const url of ['/api/cms/component-catalogue/no-such-kind', '/api/cms/component-catalogue/no-such-kind/usage', '/api/cms/component-catalogue/no-such-kind/sample/nyse']) {
      const res = await user.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Component kind "no-such-kind" not found' });
    }
    const badName = await user.request({ method: 'GET', url: '/api/cms/component-catalogue/Hero_1' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toContain('kebab-case');
    const badSite = await user.request({ method: 'GET', url: '/api/cms/component-catalogue/hero/sample/example' });
    expect(badSite.statusCode).toBe(400);
    expect(badSite.json().message).toContain('Unknown site; use one of ice, nyse');
  });

  it('lists the demo documents that use a kind, live or in their draft, and nothing for text that only mentions it', async () => {
    const usage = (await user.request({ method: 'GET', url: '/api/cms/component-catalogue/notice-list/usage' })).json() as ComponentUsage;
    expect(usage.uses).toEqual([expect.objectContaining({ site: 'nyse', path: '/notices', kind: 'page', published: true, draft: true })]);
    expect(usage.total).toBe(1);
    expect(usage.sample).toMatchObject({ site: 'nyse', path: '/notices' });

    // A draft on imt with a heading that names a kind in its text: the heading is a use, the text is not.
    const tree = node('page-layout', {}, { main: [node('heading', { text: 'movers and notice-list', level: 2 })] });
    const created = await admin.request({ method: 'POST', url: '/api/cms/sites/imt/documents', payload: { path: '/catalogue-usage', title: 'Catalogue usage', tree } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().document.id as string;
    const movers = (await user.request({ method: 'GET', url: '/api/cms/component-catalogue/movers/usage' })).json() as ComponentUsage;
    expect(movers.uses.map((u) => `${u.site}${u.path}`)).toEqual(['nyse/']);
    const headings = (await user.request({ method: 'GET', url: '/api/cms/component-catalogue/heading/usage' })).json() as ComponentUsage;
    expect(headings.uses.find((u) => u.documentId === id)).toMatchObject({ site: 'imt', path: '/catalogue-usage', published: false, draft: true });

    // Someone without a role on imt sees its published uses, never its drafts.
    const created2 = await admin.request({ method: 'POST', url: '/api/cms/users', payload: { email: 'nyse.only@catalogue.test', name: 'Nyse Only', roles: { nyse: 'CMSTWO User' }, password: TEST_PASSWORD } });
    expect(created2.statusCode, created2.body).toBe(201);
    const nyseOnly = await signIn(t.app, 'nyse.only@catalogue.test');
    const theirs = (await nyseOnly.request({ method: 'GET', url: '/api/cms/component-catalogue/heading/usage' })).json() as ComponentUsage;
    expect(theirs.uses.some((u) => u.documentId === id)).toBe(false);
    expect(theirs.uses.some((u) => u.site === 'imt' && u.published)).toBe(true);
    expect(theirs.uses.filter((u) => u.site === 'imt').every((u) => !u.draft)).toBe(true);
    // Samples render in a site's theme with its content: only for those with a role on that site.
    const list = (await nyseOnly.request({ method: 'GET', url: '/api/cms/component-catalogue' })).json() as { themes: { site: string }[] };
    expect(list.themes.map((theme) => theme.site)).toEqual(['nyse']);
    expect((await nyseOnly.request({ method: 'GET', url: '/api/cms/component-catalogue/heading/sample/nyse' })).statusCode).toBe(200);
    const imt = await nyseOnly.request({ method: 'GET', url: '/api/cms/component-catalogue/heading/sample/imt' });
    expect(imt.statusCode, imt.body).toBe(403);
    expect(imt.body).not.toContain('<html');
  });

  it('finds uses by walking the tree: a node of the kind, not a prop that happens to be named like one', async () => {
    const hero = await documentsUsingKind(t.db, { kind: 'hero' });
    expect(hero.length).toBeGreaterThan(5);
    expect(hero.every((u) => u.published || u.draft)).toBe(true);
    expect(await documentsUsingKind(t.db, { kind: 'key-figure' })).toEqual([]);
    // The demo's forms have fields whose `name` prop is a word like `email`: not a kind in use.
    expect(await documentsUsingKind(t.db, { kind: 'email' })).toEqual([]);
  });

  it("renders a kind's sample in each site's theme as a sandboxed, uncached HTML document, from its first published use", async () => {
    for (const site of SITE_IDS) {
      const res = await user.request({ method: 'GET', url: `/api/cms/component-catalogue/notice-list/sample/${site}` });
      expect(res.statusCode, site).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toMatch(/^sandbox allow-scripts; /);
      expect(res.body).toContain(`data-site="${site}"`);
      // The demo's notice list names its caption; a layout shown without the site's header and footer.
      expect(res.body).toContain('<table');
    }
    // A layout is shown whole, with the site's header and footer, without the cookie notice that would cover it…
    const layout = await user.request({ method: 'GET', url: '/api/cms/component-catalogue/page-layout/sample/ice' });
    expect(layout.body).toContain('Main content of a page in the “Page layout” layout');
    expect(layout.body).toContain('<footer');
    expect(layout.body).not.toContain('Cookies on this site');
    // …unless the cookie notice is the kind shown.
    const notice = await user.request({ method: 'GET', url: '/api/cms/component-catalogue/cookie-notice/sample/ice' });
    expect(notice.body).toContain('Cookies on this site');
  });

  it('renders every registered kind in a theme', { timeout: 120_000 }, async () => {
    const failed: string[] = [];
    for (const def of registry.all()) {
      const res = await user.request({ method: 'GET', url: `/api/cms/component-catalogue/${def.name}/sample/globalotc` });
      if (res.statusCode !== 200 || !res.body.includes('data-site="globalotc"')) failed.push(`${def.name}: ${res.statusCode}`);
    }
    expect(failed).toEqual([]);
  });
});
