/**
 * (varnish) Requests/s of a cached page through Varnish (deploy/varnish.vcl, as the scale tests run
 * it) against the same page straight from Tessera, with wrk: what a CDN in front takes off
 * the processes. Tessera runs in this process on PGlite; Varnish in front of it on loopback.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startServer } from '../test/support/server';
import { freePort, send } from '../test/support/tessera-process';
import { startVarnish } from '../test/support/varnish';

const WRK_SECONDS = Number(process.env.BENCH_WRK_SECONDS ?? 5);
const PATH = '/fees';

export interface VarnishFigures {
  path: string;
  /** Requests/s straight from Tessera's own page cache. */
  direct: number;
  /** Requests/s through Varnish. */
  varnish: number;
  /** varnish / direct. */
  ratio: number;
  /** Whether Varnish answered the page from its cache (false: the page is not shared-cacheable, so Varnish passed every request on). */
  cachedInVarnish: boolean;
}

async function wrk(url: string, headers: Record<string, string>): Promise<number> {
  const args = ['-t2', '-c32', `-d${WRK_SECONDS}s`, ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  const { stdout } = await promisify(execFile)('wrk', args, { encoding: 'utf8' });
  const match = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(stdout);
  if (!match) throw new Error(`Could not read wrk output:\n${stdout}`);
  if (non2xx) throw new Error(`wrk saw ${non2xx[1]} error responses for ${url}`);
  return Number(match[1]);
}

export async function varnishBench(): Promise<VarnishFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-bench-varnish-'));
  const varnishPort = await freePort();
  const server = await startServer({ adminPassword: 'bench admin password', env: { CDN_PURGE_URL: `http://127.0.0.1:${varnishPort}/`, OUTBOUND_ALLOWED_HOSTS: `127.0.0.1:${varnishPort}` } });
  try {
    const varnish = await startVarnish({ port: varnishPort, backendPort: server.port, dir });
    try {
      const headers = { Host: `nyse.localhost:${server.port}`, 'Accept-Encoding': 'gzip, br' };
      for (const port of [server.port, varnish.port, varnish.port]) {
        const res = await send(port, 'GET', PATH, { headers });
        if (res.status !== 200) throw new Error(`${PATH} answered ${res.status} on port ${port}`);
      }
      const probe = await send(varnish.port, 'GET', PATH, { headers });
      const cachedInVarnish = probe.headers['x-cache'] === 'HIT';
      const direct = await wrk(`http://127.0.0.1:${server.port}${PATH}`, headers);
      const throughVarnish = await wrk(`http://127.0.0.1:${varnish.port}${PATH}`, headers);
      return { path: PATH, direct, varnish: throughVarnish, ratio: throughVarnish / direct, cachedInVarnish };
    } finally {
      await varnish.stop();
    }
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}
