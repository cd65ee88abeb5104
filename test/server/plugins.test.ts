import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { anyone } from '../../src/server/access';
import { configPlugin } from '../../src/server/plugins/config';
import { httpPlugin } from '../../src/server/plugins/http';
import { sitesPlugin } from '../../src/server/plugins/sites';
import { loadConfig } from '../../src/services/config';
import type { Site } from '../../src/core/contracts';

const config = { ...loadConfig({ LOG_LEVEL: 'silent', PORTAL_HOSTS: 'portal.plugins.test' }), secret: 'plugins-test-secret' };
const ice: Site = { id: 'ice', name: 'ICE', hosts: ['ice.plugins.test'], captchaSiteKey: null, settings: {}, publicOrigin: null, needsApproval: false, updatedAt: '2026-11-28T00:00:00.000Z' };

describe('server plugins, each registered on its own', () => {
  it('sites: resolves the site of each request by its Host, from the sites it is given', async () => {
    const app = Fastify({ logger: false });
    await app.register(configPlugin, { config });
    await app.register(sitesPlugin, { load: async () => ({ sites: [ice], signInProviders: new Map([['ice', 'ICE Okta']]), redirects: [] }) });
    app.get('/which', { config: { access: anyone } }, async (request) => request.site);
    const site = await app.inject({ url: '/which', headers: { host: 'ICE.plugins.test:8080' } });
    expect(site.json()).toMatchObject({ kind: 'site', site: { id: 'ice' } });
    expect((await app.inject({ url: '/which', headers: { host: 'portal.plugins.test' } })).json()).toEqual({ kind: 'portal' });
    expect((await app.inject({ url: '/which', headers: { host: 'elsewhere.test' } })).json()).toEqual({ kind: 'unknown', host: 'elsewhere.test' });
    expect(app.sites.signInProvider('ice')).toBe('ICE Okta');
    await app.close();
  });

  it('sites: refuses to register without the settings it depends on', async () => {
    const app = Fastify({ logger: false });
    app.register(sitesPlugin, { load: async () => ({ sites: [], signInProviders: new Map(), redirects: [] }) });
    await expect(app.ready()).rejects.toThrow(/tessera-config/);
  });

  it('http: refuses a body type no route takes with a 415, and sends the security headers', async () => {
    const app = Fastify({ logger: false });
    await app.register(configPlugin, { config });
    await app.register(httpPlugin);
    app.post('/echo', { config: { access: anyone } }, async (request) => ({ got: request.body }));
    const json = await app.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ got: { a: 1 } });
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    const text = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
    await app.close();
  });
});
