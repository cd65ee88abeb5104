import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchJson, fetchOk, fetchOptions, FetchError } from './fetch';

let server: Server;
let origin = '';
/** Origin of a port nothing listens on, for network failures. */
let closedOrigin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    switch (url.pathname) {
      case '/topics':
        return json(200, ['Equities', 'Options']);
      case '/echo':
        return json(200, { accept: req.headers.accept ?? null, custom: req.headers['x-custom'] ?? null, method: req.method });
      case '/object':
        return json(200, { items: [] });
      case '/broken':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{not json');
      case '/boom':
        res.writeHead(500, 'Internal Server Error');
        return res.end('boom');
      case '/teapot':
        res.writeHead(418, 'Short And Stout');
        return res.end();
      case '/moved':
        res.writeHead(302, { location: '/gone' });
        return res.end();
      default:
        res.writeHead(404, 'Not Found');
        return res.end('no');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedOrigin = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('FetchError', () => {
  it("formats '{status} {statusText}: {url}'", () => {
    const error = new FetchError(503, 'Service Unavailable', 'https://example.test/api');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('FetchError');
    expect(error.message).toBe('503 Service Unavailable: https://example.test/api');
    expect(error).toMatchObject({ status: 503, statusText: 'Service Unavailable', url: 'https://example.test/api' });
  });
});

describe('fetchOk', () => {
  it('returns an ok response', async () => {
    const response = await fetchOk(`${origin}/topics`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(['Equities', 'Options']);
  });

  it('throws a FetchError for 404 with status, status text and URL', async () => {
    const error = await rejection(fetchOk(`${origin}/x`));
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).message).toBe(`404 Not Found: ${origin}/x`);
    expect(error).toMatchObject({ status: 404, statusText: 'Not Found', url: `${origin}/x` });
  });

  it('throws a FetchError for 500', async () => {
    const error = (await rejection(fetchOk(`${origin}/boom`))) as FetchError;
    expect(error.message).toBe(`500 Internal Server Error: ${origin}/boom`);
    expect(error.status).toBe(500);
  });

  it('keeps a custom status text', async () => {
    expect(((await rejection(fetchOk(`${origin}/teapot`))) as FetchError).message).toBe(
      `418 Short And Stout: ${origin}/teapot`,
    );
  });

  it('names the final URL after a redirect', async () => {
    expect(((await rejection(fetchOk(`${origin}/moved`))) as FetchError).url).toBe(`${origin}/gone`);
  });

  it('passes network failures through as they are', async () => {
    const error = await rejection(fetchOk(`${closedOrigin}/topics`));
    expect(error).not.toBeInstanceOf(FetchError);
    expect(error).toBeInstanceOf(TypeError);
  });
});

describe('fetchJson', () => {
  it('parses the JSON body', async () => {
    expect(await fetchJson<string[]>(`${origin}/topics`)).toEqual(['Equities', 'Options']);
  });

  it('asks for JSON unless the caller chose an accept header', async () => {
    expect(await fetchJson(`${origin}/echo`)).toMatchObject({ accept: 'application/json' });
    expect(await fetchJson(`${origin}/echo`, { headers: { Accept: 'text/plain' } })).toMatchObject({ accept: 'text/plain' });
  });

  it('keeps caller headers given as an object, a Headers instance or a list', async () => {
    for (const headers of [{ 'x-custom': 'a' }, new Headers({ 'x-custom': 'a' }), [['x-custom', 'a']] as [string, string][]]) {
      expect(await fetchJson(`${origin}/echo`, { headers })).toEqual({ accept: 'application/json', custom: 'a', method: 'GET' });
    }
  });

  it('passes other init options', async () => {
    expect(await fetchJson(`${origin}/echo`, { method: 'POST', body: '{}' })).toMatchObject({ method: 'POST' });
  });

  it('throws a FetchError for a non-ok response', async () => {
    expect(((await rejection(fetchJson(`${origin}/x`))) as FetchError).message).toBe(`404 Not Found: ${origin}/x`);
  });

  it('throws on a body that is not JSON', async () => {
    expect(await rejection(fetchJson(`${origin}/broken`))).toBeInstanceOf(SyntaxError);
  });
});

describe('fetchOptions', () => {
  it('returns the list', async () => {
    expect(await fetchOptions<string>(`${origin}/topics`)).toEqual(['Equities', 'Options']);
    expect(await fetchOptions<string>(`${origin}/topics`, { fallback: [] })).toEqual(['Equities', 'Options']);
  });

  it('with a fallback, swallows HTTP, network and parse errors and returns the fallback', async () => {
    expect(await fetchOptions(`${origin}/x`, { fallback: [] })).toEqual([]);
    expect(await fetchOptions(`${origin}/boom`, { fallback: ['All'] })).toEqual(['All']);
    expect(await fetchOptions(`${closedOrigin}/topics`, { fallback: [] })).toEqual([]);
    expect(await fetchOptions(`${origin}/broken`, { fallback: [] })).toEqual([]);
    expect(await fetchOptions(`${origin}/object`, { fallback: [] })).toEqual([]);
  });

  it('without a fallback, propagates the error', async () => {
    const notFound = await rejection(fetchOptions(`${origin}/x`));
    expect(notFound).toBeInstanceOf(FetchError);
    expect((notFound as FetchError).message).toBe(`404 Not Found: ${origin}/x`);
    expect(((await rejection(fetchOptions(`${origin}/boom`))) as FetchError).status).toBe(500);
    expect(await rejection(fetchOptions(`${closedOrigin}/topics`))).toBeInstanceOf(TypeError);
  });

  it('refuses a JSON body that is not a list', async () => {
    expect(((await rejection(fetchOptions(`${origin}/object`))) as Error).message).toBe(
      `Expected a JSON list from ${origin}/object`,
    );
  });
});
