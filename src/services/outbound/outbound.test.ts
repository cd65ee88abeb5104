import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, OutboundAborted, OutboundForbidden, outboundProblem, outboundRequest, OutboundTimeout } from './index';

const none = { allowHosts: [] };

describe('outbound addresses', () => {
  it.each([
    'http://example.com/x',
    'https://127.0.0.1/',
    'https://2130706433/',
    'https://0x7f000001/',
    'https://017700000001/',
    'https://127.1/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:7f00:1]/',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.1.2.3/',
    'https://192.168.0.1/',
    'https://172.16.0.1/',
    'https://100.64.0.1/',
    'https://0.0.0.0/',
    'https://[fe80::1]/',
    'https://[fd00::1]/',
    'https://localhost/',
    'https://localhost./',
    'https://LOCALHOST./x',
    'https://localhost../',
    'https://foo.localhost./',
    'https://127.0.0.1./',
    'https://metadata.google.internal./',
    'https://metadata.google.internal/',
    'https://user:pw@example.com/',
    'file:///etc/passwd',
    'gopher://example.com/',
  ])('refuses %s before connecting', (url) => {
    expect(outboundProblem(url, none)).toBeTruthy();
  });

  it('accepts public https addresses, and listed hosts even when private or plain http', () => {
    expect(outboundProblem('https://crm.example.com/hook', none)).toBeUndefined();
    expect(outboundProblem('https://93.184.216.34/', none)).toBeUndefined();
    expect(outboundProblem('http://127.0.0.1:8080/hook', { allowHosts: ['127.0.0.1:8080'] })).toBeUndefined();
    expect(outboundProblem('http://127.0.0.1:8081/hook', { allowHosts: ['127.0.0.1:8080'] })).toBeTruthy();
    // A listed name is the same name with its trailing dot, in any case.
    expect(outboundProblem('http://Hooks.Internal.:8080/x', { allowHosts: ['hooks.internal:8080'] })).toBeUndefined();
    expect(outboundProblem('https://localhost../', { allowHosts: ['localhost'] })).toBe('localhost.. is not a valid host name');
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('::ffff:10.0.0.1')).toBe(false);
  });
});

describe('outbound requests against a real local server', () => {
  let server: Server;
  let base: string;
  let hostPort: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/to-metadata') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      }
      if (req.url === '/to-self') {
        res.writeHead(302, { location: '/ok' });
        return res.end();
      }
      if (req.url === '/big') return res.end(Buffer.alloc(2048, 65));
      if (req.url === '/slow') return setTimeout(() => res.end('late'), 2000);
      if (req.url === '/trickle') {
        // Headers at once, then a byte a second for a minute: never idle long enough for a socket timeout.
        res.writeHead(200, { 'content-type': 'text/plain' });
        let sent = 0;
        const drip = setInterval(() => {
          if (res.destroyed || ++sent > 60) return clearInterval(drip), res.end();
          res.write('.');
        }, 1000);
        return res.on('close', () => clearInterval(drip));
      }
      if (req.url === '/trickle-redirect') {
        // Each hop quicker than the deadline; together well beyond it.
        return setTimeout(() => {
          res.writeHead(302, { location: '/trickle-redirect' });
          res.end();
        }, 600);
      }
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    base = `http://${hostPort}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('follows redirects only to allowed places, and bounds size and time', async () => {
    const policy = { allowHosts: [hostPort], maxBytes: 1024, timeoutMs: 1_000 };
    expect((await outboundRequest(`${base}/to-self`, {}, policy)).body.toString()).toBe('ok');
    await expect(outboundRequest(`${base}/to-metadata`, {}, policy)).rejects.toThrow('169.254.169.254 is not a public address');
    await expect(outboundRequest(`${base}/big`, {}, policy)).rejects.toThrow('larger than 1024 bytes');
    await expect(outboundRequest(`${base}/slow`, {}, policy)).rejects.toThrow(`${base}/slow: no complete answer within 1000 ms`);
    await expect(outboundRequest(`${base}/ok`, {}, none)).rejects.toThrow('127.0.0.1 is not a public address');
  });

  it('refuses a name that resolves to a private address, after DNS (rebinding included)', async () => {
    // A resolver that answers as an attacker's DNS would: a public-looking name, a loopback address.
    const lookup = ((_host: string, _options: unknown, callback: (e: null, a: { address: string; family: number }[]) => void) =>
      callback(null, [{ address: '127.0.0.1', family: 4 }])) as unknown as typeof import('node:dns').lookup;
    const refused = outboundRequest(`https://rebind.example.com:${hostPort.split(':')[1]}/`, {}, { allowHosts: [], lookup });
    await expect(refused).rejects.toThrow('rebind.example.com resolves to 127.0.0.1, which is not a public address');
    await expect(refused).rejects.toBeInstanceOf(OutboundForbidden);
    await expect(refused).rejects.toMatchObject({ permanent: true });
    await expect(outboundRequest('https://127.0.0.2/', {}, none)).rejects.toMatchObject({ name: 'OutboundForbidden', permanent: true });
  });

  it('ends a request whose answer trickles in a byte a second at its total deadline', async () => {
    const started = Date.now();
    const slow = outboundRequest(`${base}/trickle`, {}, { allowHosts: [hostPort], timeoutMs: 1500 });
    await expect(slow).rejects.toThrow(`${base}/trickle: no complete answer within 1500 ms`);
    await expect(slow).rejects.toMatchObject({ name: 'OutboundTimeout', permanent: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('counts redirects against the same deadline', async () => {
    const started = Date.now();
    await expect(outboundRequest(`${base}/trickle-redirect`, {}, { allowHosts: [hostPort], timeoutMs: 1000, maxRedirects: 10 })).rejects.toBeInstanceOf(OutboundTimeout);
    expect(Date.now() - started).toBeLessThan(1600);
  });

  it('stops at once when the caller aborts, before or during the request', async () => {
    const policy = { allowHosts: [hostPort], timeoutMs: 30_000 };
    await expect(outboundRequest(`${base}/ok`, { signal: AbortSignal.abort() }, policy)).rejects.toBeInstanceOf(OutboundAborted);
    const caller = new AbortController();
    const started = Date.now();
    const pending = outboundRequest(`${base}/trickle`, { signal: caller.signal }, policy);
    setTimeout(() => caller.abort(), 300);
    await expect(pending).rejects.toThrow(`${base}/trickle: stopped before it ended`);
    await expect(pending).rejects.toMatchObject({ permanent: false });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
