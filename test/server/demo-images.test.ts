import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_USERS, type TestApp } from '../support/app';

// Issue 24 point 8: the demo pages' pictures are media library files, not addresses under /static.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (site: string, path: string) => t.app.inject({ method: 'GET', url: path, headers: { host: `${site}.localhost` } });

describe("the demo pages' pictures", () => {
  it('are in the media library with what they show, served from it, and the pages name them there', async () => {
    const admin = await signIn(t.app, TEST_USERS.admin);
    const library = (await admin.request({ method: 'GET', url: '/api/cms/media?kind=image&limit=100&offset=0' })).json() as {
      media: { url: string; name: string; alt: string; mime: string; width: number | null }[];
    };
    const hero = library.media.find((m) => m.name === 'hero-trading-floor.svg');
    expect(hero).toMatchObject({ mime: 'image/svg+xml', url: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.svg$/) });
    expect(hero!.alt).not.toBe('');
    expect(hero!.width).toBeGreaterThan(0);
    expect(library.media.length).toBeGreaterThanOrEqual(20);

    const home = await page('nyse', '/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(`src="${hero!.url}"`);
    expect(home.body).not.toContain('/static/img/');
    const file = await t.app.inject({ method: 'GET', url: hero!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('are found where they are used, like any library file', async () => {
    const admin = await signIn(t.app, TEST_USERS.admin);
    const library = (await admin.request({ method: 'GET', url: '/api/cms/media?q=hero-trading-floor&limit=5&offset=0' })).json() as { media: { hash: string }[] };
    const usage = await admin.request({ method: 'GET', url: `/api/cms/media/${library.media[0]!.hash}` });
    expect(usage.statusCode, usage.body).toBe(200);
    expect(JSON.stringify(usage.json())).toContain('nyse');
  });
});
