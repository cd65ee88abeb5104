/**
 * The server's resident memory as `npm start` runs it (the start script's own command and
 * environment, read from package.json): the peak of a first start on an empty data
 * directory, what it holds once settled, after a restart, and after rendering every demo page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { demoDocuments } from '../src/cli/seed/content';
import { pageRenderer } from '../src/cli/bootstrap';
import { registry } from '../src/components/registry';
import { createContentContext, openStore, publishDocuments, type SeedDocument } from '../src/content';
import { node } from '../src/core/node';
import type { SiteId } from '../src/core/sites';

const ROOT = new URL('..', import.meta.url).pathname;

export interface MemoryFigures {
  firstStartPeakMb: number;
  firstStartSettledMb: number;
  restartSettledMb: number;
  afterAllPagesMb: number;
  pages: number;
  /** With `generated` small pages published and each requested once (so cached). */
  afterGeneratedMb: number;
  generated: number;
  /** Seconds it took to publish the generated pages (through the content operations). */
  generateSeconds: number;
}

/** How many small pages the last measurement publishes and caches (issue 26: 10,000). */
const GENERATED = Number(process.env.BENCH_MEMORY_PAGES ?? 10_000);
/** Sites whose pages need no review (ice and nyse do by default). */
const GENERATED_SITES: SiteId[] = ['mersinc', 'ctaplan', 'esignal', 'globalotc', 'imt'];

/** A small page: a heading and two paragraphs in the site's layout. */
function generatedPage(i: number): SeedDocument {
  return {
    site: GENERATED_SITES[i % GENERATED_SITES.length]!,
    path: `/generated/page-${i}`,
    kind: 'page',
    title: `Generated page ${i}`,
    // The layout every site allows (ctaplan and globalotc allow only this one).
    tree: node('page-layout-no-banner', {}, {
      main: [
        node('heading', { text: `Generated page ${i}`, level: 1 }),
        node('rich-text', { html: `<p>Page ${i} of the memory bench: a short notice about trading hours and fees.</p>` }),
        node('rich-text', { html: `<p>Settlement prices for contract ${i} are published after the close.</p>` }),
      ],
    }),
  };
}

/** Publishes the generated pages into the (stopped) server's data directory through the content operations. */
async function publishGenerated(dataDir: string, count: number): Promise<void> {
  const db = await openStore({ dataDir });
  try {
    const ctx = createContentContext({ db, registry, archive: pageRenderer(registry) });
    const batch = 200;
    for (let from = 0; from < count; from += batch) {
      await publishDocuments(ctx, Array.from({ length: Math.min(batch, count - from) }, (_, k) => generatedPage(from + k)));
    }
  } finally {
    await db.close();
  }
}

/** Requests every path, `concurrency` at a time; throws on a non-200. */
async function requestAll(port: number, pages: { site: string; path: string }[], concurrency = 8): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < pages.length) {
        const page = pages[next++]!;
        const code = await get(port, `${page.site}.localhost`, page.path);
        if (code !== 200) throw new Error(`${page.site}${page.path} answered ${code}`);
      }
    }),
  );
}

/** `VAR=value … node flags… file args…` of the start script, as a command and environment. */
export async function startCommand(): Promise<{ env: Record<string, string>; args: string[] }> {
  const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const words = pkg.scripts.start!.split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [name, value] = words.shift()!.split('=');
    env[name!] = value!;
  }
  if (words.shift() !== 'node') throw new Error('The start script is expected to run node');
  return { env, args: words };
}

export function status(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  return readFile(`/proc/${pid}/status`, 'utf8').then((text) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)![1]) / 1024);
}

/** GET a path of a site (fetch cannot set the Host header); resolves to the status. */
export function get(port: number, host: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': 'br' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

export async function waitUntilServing(port: number, child: ChildProcess, timeoutMs = Number(process.env.BENCH_START_TIMEOUT_MS ?? 300_000)): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await get(port, 'localhost', '/')) === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`The server did not start within ${timeoutMs / 1000} s`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  const exited = child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve();
  // The whole group: a first start that never served leaves its bootstrap child running otherwise.
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // the group is gone already
  }
  await exited;
}

export async function memoryBench(): Promise<MemoryFigures> {
  const { env, args } = await startCommand();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-memory-'));
  const port = 39_000 + Math.floor(Math.random() * 1000);
  const launch = () =>
    spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'memory bench password', SCHEDULER_INTERVAL_MS: '0' },
      stdio: ['ignore', 'ignore', 'inherit'],
      // Its own process group: a first start's bootstrap child is stopped with it (stopServer).
      detached: true,
    });
  try {
    const first = launch();
    await waitUntilServing(port, first);
    await sleep(3000);
    const firstStartPeakMb = await status(first.pid!, 'VmHWM');
    const firstStartSettledMb = await status(first.pid!, 'VmRSS');
    await stopServer(first);

    const again = launch();
    await waitUntilServing(port, again);
    await sleep(3000);
    const restartSettledMb = await status(again.pid!, 'VmRSS');
    const pages = demoDocuments().filter((d) => d.kind === 'page');
    for (const page of pages) {
      const status = await get(port, `${page.site}.localhost`, page.path);
      if (status !== 200) throw new Error(`${page.site}${page.path} answered ${status}`);
    }
    await sleep(2000);
    const afterAllPagesMb = await status(again.pid!, 'VmRSS');
    await stopServer(again);

    // PGlite is one process: the pages are published while the server is stopped.
    const t0 = performance.now();
    await publishGenerated(dataDir, GENERATED);
    const generateSeconds = (performance.now() - t0) / 1000;
    const third = launch();
    await waitUntilServing(port, third);
    await requestAll(port, Array.from({ length: GENERATED }, (_, i) => generatedPage(i)));
    await sleep(2000);
    const afterGeneratedMb = await status(third.pid!, 'VmRSS');
    await stopServer(third);
    return { firstStartPeakMb, firstStartSettledMb, restartSettledMb, afterAllPagesMb, pages: pages.length, afterGeneratedMb, generated: GENERATED, generateSeconds };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
