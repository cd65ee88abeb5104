import type { lookup as dnsLookup } from 'node:dns';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundFetch } from './fetch';
import { OutboundForbidden, OutboundRefused, OutboundTimeout } from './index';

let server: Server;
let hostPort: string;
let base: string;
const seen: { method: string; url: string; contentType: string | undefined; body: string }[] = [];
/** A loopback port no policy lists: it counts the connections it gets (there must be none). */
let trap: TcpServer;
let trapPort = 0;
let trapped = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, contentType: req.headers['content-type'], body });
      if (req.url === '/json') {
        res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
        return res.end(JSON.stringify({ issuer: 'here' }));
      }
      if (req.url === '/moved') {
        res.writeHead(302, { location: '/json' });
        return res.end();
      }
      if (req.url === '/gzip') {
        res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
        return res.end(gzipSync('squeezed'));
      }
      if (req.url === '/bomb') {
        res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
        return res.end(gzipSync(Buffer.alloc(64 * 1024)));
      }
      if (req.url === '/big') return res.end(Buffer.alloc(4096, 65));
      if (req.url === '/slow') return setTimeout(() => res.end('late'), 3000);
      if (req.url === '/empty') {
        res.writeHead(204);
        return res.end();
      }
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  base = `http://${hostPort}`;
  trap = createTcpServer((socket) => {
    trapped++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapPort = (trap.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => trap.close(() => resolve()));
});

describe('outboundFetch: fetch() through the outbound service', () => {
  it('answers like fetch: status, headers (repeated ones too), body and the final address', async () => {
    const fetch = outboundFetch({ allowHosts: [hostPort] });
    const res = await fetch(`${base}/json`, { headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await res.json()).toEqual({ issuer: 'here' });
    expect(res.url).toBe(`${base}/json`);
    expect((await fetch(`${base}/empty`)).status).toBe(204);
    expect(await (await fetch(`${base}/gzip`)).text()).toBe('squeezed');
  });

  it('sends the method and body a library gives (a token request: URL-encoded form)', async () => {
    const fetch = outboundFetch({ allowHosts: [hostPort] });
    const res = await fetch(`${base}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'authorization_code', code: 'c1' }), redirect: 'manual' });
    expect(await res.text()).toBe('ok');
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/token', contentType: 'application/x-www-form-urlencoded;charset=UTF-8', body: 'grant_type=authorization_code&code=c1' });
  });

  it("follows no redirect under redirect: 'manual' (openid-client's), and the policy's under 'follow'", async () => {
    const fetch = outboundFetch({ allowHosts: [hostPort] });
    const before = seen.length;
    await expect(fetch(`${base}/moved`, { redirect: 'manual' })).rejects.toBeInstanceOf(OutboundRefused);
    expect(seen.length).toBe(before + 1);
    expect(await (await fetch(`${base}/moved`)).json()).toEqual({ issuer: 'here' });
  });

  it('refuses internal addresses before connecting, literal or after DNS', async () => {
    const fetch = outboundFetch({ allowHosts: [hostPort] });
    for (const url of [`http://127.0.0.1:${trapPort}/`, `https://2130706433:${trapPort}/`, `https://0x7f000001:${trapPort}/`, `https://[::ffff:127.0.0.1]:${trapPort}/`, `https://[::1]:${trapPort}/`]) {
      await expect(fetch(url), url).rejects.toBeInstanceOf(OutboundForbidden);
    }
    // A resolver as an attacker's DNS would answer: a public-looking name, a loopback address.
    const lookup = ((_host: string, _options: unknown, callback: (e: null, a: { address: string; family: number }[]) => void) =>
      callback(null, [{ address: '127.0.0.1', family: 4 }])) as unknown as typeof dnsLookup;
    await expect(outboundFetch({ allowHosts: [], lookup })(`https://idp.example.com:${trapPort}/.well-known/openid-configuration`)).rejects.toBeInstanceOf(OutboundForbidden);
    expect(trapped).toBe(0);
  });

  it('bounds the answer (bytes, also once decompressed) and the time', async () => {
    await expect(outboundFetch({ allowHosts: [hostPort], maxBytes: 1024 })(`${base}/big`)).rejects.toThrow('larger than 1024 bytes');
    await expect(outboundFetch({ allowHosts: [hostPort], maxBytes: 1024 })(`${base}/bomb`)).rejects.toThrow('larger than 1024 bytes');
    await expect(outboundFetch({ allowHosts: [hostPort], timeoutMs: 300 })(`${base}/slow`)).rejects.toBeInstanceOf(OutboundTimeout);
    await expect(outboundFetch({ allowHosts: [hostPort] })(`${base}/slow`, { signal: AbortSignal.timeout(200) })).rejects.toBeInstanceOf(OutboundRefused);
  });
});
