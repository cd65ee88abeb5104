import { describe, expect, it } from 'vitest';
import { DocumentParams } from './common';
import { route, routeUrl } from './route';
import { routes } from './routes';

describe('the route table', () => {
  const all = Object.values(routes);

  it('names each route by its key and serves each under /api/ (or as a health check) once', () => {
    expect(all.length).toBeGreaterThan(80);
    for (const [key, entry] of Object.entries(routes)) {
      expect(entry.id).toBe(key);
      expect(key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(entry.path).toMatch(/^\/(api\/|healthz$|readyz$)/);
    }
    const places = all.map((r) => `${r.method} ${r.path}`);
    expect(new Set(places).size).toBe(places.length);
  });

  it('declares a params schema with exactly the parameters of each path', () => {
    for (const entry of all) {
      const names = [...entry.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const keys = 'params' in entry && entry.params ? Object.keys(entry.params.shape).sort() : [];
      expect(keys, `${entry.id} ${entry.path}`).toEqual(names);
    }
  });

  it('gives every route a policy, a summary and a tag', () => {
    for (const entry of all) {
      expect(entry.access.name, entry.id).toMatch(/^(anyone|editor|publisher|reviewer|admin)$/);
      expect(entry.summary.length, entry.id).toBeGreaterThan(0);
      expect(entry.tags.length, entry.id).toBeGreaterThan(0);
    }
  });
});

describe('routeUrl', () => {
  const versionRoute = route({ method: 'GET', path: '/api/x/:id/versions/:version', params: DocumentParams, responses: {}, access: routes.getMe.access, summary: 's', tags: ['t'] });

  it('puts each parameter in its place, URI-encoded', () => {
    expect(routeUrl(versionRoute, { params: { id: 'a/b c?', version: 3 } })).toBe('/api/x/a%2Fb%20c%3F/versions/3');
    expect(routeUrl(routes.getDocument, { params: { id: '7e0b3c1e-95cd-4f5c-9a89-1a2b3c4d5e6f' } })).toBe('/api/cms/documents/7e0b3c1e-95cd-4f5c-9a89-1a2b3c4d5e6f');
  });

  it('throws when a parameter is missing or empty', () => {
    expect(() => routeUrl(versionRoute, { params: { id: 'a' } })).toThrow('/api/x/:id/versions/:version needs the parameter "version"');
    expect(() => routeUrl(routes.getDocument, {})).toThrow('needs the parameter "id"');
    expect(() => routeUrl(routes.getDocument, { params: { id: '' } })).toThrow('needs the parameter "id"');
  });

  it('writes the query from its defined values, repeating the key of a list', () => {
    expect(routeUrl(routes.listMedia, { query: { q: 'a&b=c', kind: undefined, limit: 48, offset: 0 } })).toBe('/api/cms/media?q=a%26b%3Dc&limit=48&offset=0');
    expect(routeUrl(routes.listNotificationAlerts, { query: { market: ['ICE', 'NYSE'] } as never })).toBe('/api/notification-web/public/alerts?market=ICE&market=NYSE');
    expect(routeUrl(routes.listUsers, { query: {} })).toBe('/api/cms/users');
  });
});
