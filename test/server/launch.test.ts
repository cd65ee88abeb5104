import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLaunchers } from '../../src/content';
import { createTestApp, type TestApp } from '../support/app';

let t: TestApp;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const beat = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/webice-cms-config/launch/heartbeat', payload: payload as string, headers: { 'content-type': 'application/json', ...headers } });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the launcher API', () => {
  it('lists the installers by memory size and environment, and the 24-hour support lines', async () => {
    const res = await get('/api/webice-cms-config/launch', { host: 'ice.localhost' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300, s-maxage=300, stale-while-revalidate=60');
    expect(res.headers['surrogate-key']).toBe('site-ice data-launch-ice');
    const body = res.json();
    expect(body.installers.map((i: { memory: string; environment: string }) => `${i.environment} ${i.memory}`)).toEqual([
      'production 512 MB',
      'production 1 GB',
      'test 512 MB',
      'test 1 GB',
    ]);
    for (const installer of body.installers) {
      expect(installer).toMatchObject({ url: `/api/webice-cms-config/launch/installers/${installer.id}`, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    }
    expect(body.supportLines.map((l: { region: string }) => l.region)).toEqual(['Americas', 'Europe, Middle East and Africa', 'Asia Pacific']);
    expect(body.supportLines[0]).toEqual({ region: 'Americas', phone: '+1 212 555-0142', tel: '+12125550142' });
  });

  it('filters by environment, and refuses unknown environments and parameters, naming them', async () => {
    const test = (await get('/api/webice-cms-config/launch?environment=test')).json();
    expect(test.installers.map((i: { environment: string }) => i.environment)).toEqual(['test', 'test']);
    for (const [query, path] of [
      ['environment=staging', '/query/environment'],
      ['environment=test&environment=production', '/query/environment'],
      ['memory=1GB', '/query'],
    ] as const) {
      const res = await get(`/api/webice-cms-config/launch?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path), query).toContain(path);
    }
  });

  it('serves every listed installer, with its listed size, as a download; 404 for others', async () => {
    const { installers } = (await get('/api/webice-cms-config/launch')).json() as { installers: { id: string; url: string; size: number; name: string }[] };
    for (const installer of installers) {
      const res = await get(installer.url);
      expect(res.statusCode, installer.url).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${installer.id}.txt"`);
      expect(res.rawPayload.length).toBe(installer.size);
      expect(res.body).toContain(installer.name);
      expect(res.body).toContain('demonstration installer');
    }
    const missing = await get('/api/webice-cms-config/launch/installers/webice-production-2gb');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'NOT_FOUND', message: 'Installer "webice-production-2gb" not found' });
    expect((await get('/api/webice-cms-config/launch/installers/..%2Fsecrets')).statusCode).toBe(400);
  });

  it('answers a heartbeat with 204 and counts the launcher as open', async () => {
    const ctx = t.app.content;
    const before = openLaunchers(ctx);
    const id = crypto.randomUUID();
    const res = await beat(JSON.stringify({ launcherId: id }));
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(await beat(JSON.stringify({ launcherId: id }))).toMatchObject({ statusCode: 204 });
    expect(openLaunchers(ctx)).toBe(before + 1);
    expect((await beat(JSON.stringify({ launcherId: crypto.randomUUID() }))).statusCode).toBe(204);
    expect(openLaunchers(ctx)).toBe(before + 2);
  });

  it('refuses heartbeats without a launcher id, with other keys, or from another site', async () => {
    for (const payload of [{}, { launcherId: 'launcher-1' }, { launcherId: crypto.randomUUID(), user: 'x' }]) {
      const res = await beat(JSON.stringify(payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const cross = await beat(JSON.stringify({ launcherId: crypto.randomUUID() }), { origin: 'https://evil.example' });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().error).toBe('CROSS_SITE');
  });

  it('renders the launcher’s installers and support lines into the ice launch page, linked from the home page', async () => {
    const launch = await get('/launch', { host: 'ice.localhost:3000' });
    expect(launch.statusCode).toBe(200);
    const html = launch.body;
    expect(html).toContain('>Connect</h3>');
    expect(html).toContain('href="/api/webice-cms-config/launch/installers/webice-production-512mb"');
    expect(html).toContain('href="/api/webice-cms-config/launch/installers/webice-test-1gb"');
    expect(html).toContain('<th scope="row">Test/UAT</th>');
    expect(html).toContain('<a href="tel:+12125550142">+1 212 555-0142</a>');
    expect(html).toContain('data-kind="launch-page"');
    const home = await get('/', { host: 'ice.localhost:3000' });
    expect(home.body).toContain('href="/launch"');
  });
});
