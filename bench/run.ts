/**
 * `npm run bench`: figures and ratios measured in one run on this machine.
 * (a) requests/s of a cached published page vs a bare Fastify server sending the same bytes (and
 *     with the access log on), the servers in turn for BENCH_A_ROUNDS rounds;
 * (b) server render time of 300/1,000/3,000-node pages vs plain renderToString of the
 *     equivalent element tree;
 * (c) the editor: ready time (top drawn, main thread idle) at 500 and 2,000 components, keystroke → canvas at 500 and 2,000, duplicate
 *     and delete at 500, each beside Puck alone (its floor); BENCH_EDITOR_PROFILE=1 profiles;
 * (d) Lighthouse (mobile) on each site's home page and nyse /fees;
 * (e) Puck's <Render> vs ours on a 1,000-node page;
 * (f) the server's resident memory as `npm start` runs it;
 * (g) a page with an auth gate (mersmembers /members) against the cached public home page;
 * (h) notices: importing 100,000 from CSV, filtered notice search and site search, on PGlite
 *     and PostgreSQL;
 * (i) market data: 1,000 pollers of one symbol against the cache, and the quotes endpoint's
 *     latency from the cache;
 * (workers) requests/s of an uncached page mix with 2 worker processes vs 1 on PostgreSQL
 *     (bench/workers.ts).
 * (m) a mixed load on `npm start` (PGlite, one process; again with wrk and Tessera on a core each)
 *     and on PostgreSQL with two workers: cached pages, a member's gated page, search, the notices
 *     API and market data at 200 connections (BENCH_MIXED_SECONDS, default 60; BENCH_MIXED_RUNS).
 * (varnish) requests/s of a cached page through Varnish vs straight from Tessera (bench/varnish.ts).
 * (start) `npm start` on the built server and a new data directory: first start to the first 200,
 *     restart to the first 200, and the first /admin (HTML and script) after a restart
 *     (bench/start.ts), with the load average before the run.
 * (record) issue 40 item 1: a header partial published on 10,000 pages of one PGlite process — the publish, pages and /readyz while the archive job records, time to record, memory, growth, kill -9 (bench/record.ts).
 * (lists) issue 40 items 3-4 at 100,000 pages and 1,000,000 notices: the page tree in Chromium (first rows, toggle, filter), the
 *     list API's bytes and time, the sitemap, site search p95 on PGlite and PostgreSQL (bench/lists.ts).
 * (scale) issue 40 item 5: every figure of the issue in one run at 100,000 pages built through the operations — page and
 *     partial publish, the recording, the tree in Chromium, lists, sitemap, search, memory, data directory, backup (bench/scale.ts).
 * Parts that record their figures merge them into bench/results/latest.json (bench/results.ts).
 */
import { execFile, execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { loadavg } from 'node:os';
import { promisify } from 'node:util';
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import Fastify from 'fastify';
import { parseDocument } from 'htmlparser2';
import type { ChildNode } from 'domhandler';
import { registry } from '../src/components/registry';
import { views } from '../src/components/views';
import { countNodes } from '../src/core/tree';
import { validateTree } from '../src/core/validate';
import { renderBody } from '../src/render/page';
import { buildApp } from '../src/server/app';
import { siteInfo } from '../src/server/render-page';
import { sanitizeRichHtml } from '../src/services/sanitize';
import { SITE_IDS } from '../src/core/sites';
import { lighthouseRun } from './lighthouse';
import { memoryBench } from './memory';
import { puckRenderBench } from './puck-render';
import { startServer } from '../test/support/server';
import { editorBench } from './editor';
import { generatePage } from './trees';
import { gateRenderBench } from './gates';
import { noticesBench } from './notices';
import { marketDataBench } from './market-data';
import { mixedLoadBench } from './mixed-load';
import { recordResults } from './results';
import { START_TARGETS, startBench } from './start';
import { varnishBench } from './varnish';
import { workersBench } from './workers';

const WRK_SECONDS = Number(process.env.BENCH_WRK_SECONDS ?? 5);

/** Runs wrk asynchronously: the servers under test live in this process's event loop. */
async function wrk(url: string, headers: Record<string, string>, seconds = WRK_SECONDS): Promise<number> {
  const args = ['-t2', '-c32', `-d${seconds}s`, ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  const { stdout: out } = await promisify(execFile)('wrk', args, { encoding: 'utf8' });
  const match = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  if (!match) throw new Error(`Could not read wrk output:\n${out}`);
  if (non2xx) throw new Error(`wrk saw ${non2xx[1]} error responses for ${url}`);
  return Number(match[1]);
}

function hasWrk(part: string): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.log(`(${part}) skipped: wrk is not installed (apt-get install wrk)`);
      return false;
    }
  }
  return true;
}

/** Rounds of (a), each server in turn, so that a busy moment of the shared machine falls on all of them. */
const THROUGHPUT_ROUNDS = Number(process.env.BENCH_A_ROUNDS ?? 3);
/** Issue 39 item 2: a cached page at >= 0.8x a bare Fastify server sending the same bytes. */
const THROUGHPUT_TARGET = 0.8;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function throughput(): Promise<void> {
  if (!hasWrk('a')) return;
  const server = await startServer({ adminPassword: 'bench admin password' });
  const headers = { Host: `nyse.localhost:${server.port}`, 'Accept-Encoding': 'gzip, br' };
  const plain = await server.app.inject({ method: 'GET', url: '/fees', headers: { host: headers.Host } });
  const body = plain.rawPayload;
  const warm = await server.app.inject({ method: 'GET', url: '/fees', headers });
  if (warm.statusCode !== 200) throw new Error(`/fees answered ${warm.statusCode}`);
  const sent = warm.rawPayload;
  const encoding = warm.headers['content-encoding'] as string | undefined;

  // The same app with its access log on, as `npm start` runs it (LOG_LEVEL=info): one line per request, here to /dev/null.
  const logSink = createWriteStream('/dev/null');
  const logged = await buildApp({ config: { ...server.app.config, logLevel: 'info' }, db: server.db, logStream: logSink });
  await logged.listen({ port: 0, host: '127.0.0.1' });
  if ((await logged.inject({ method: 'GET', url: '/fees', headers })).rawPayload.compare(sent) !== 0) throw new Error('The logging app sent other bytes');

  // The same bytes: the same body and the same response headers (CSP, caching, ETag, ...).
  const sameHeaders = Object.entries(warm.headers).filter(([name]) => !['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name));
  const bare = Fastify({ logger: false });
  bare.get('/fees', (_req, reply) => {
    for (const [name, value] of sameHeaders) reply.header(name, value);
    reply.send(sent);
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const portOf = (app: { server: { address(): unknown } }) => (app.server.address() as { port: number }).port;
  const servers = { tessera: server.port, logged: portOf(logged), bare: portOf(bare) };

  const loadBefore = loadavg()[0]!;
  const figures: Record<keyof typeof servers, number[]> = { tessera: [], logged: [], bare: [] };
  try {
    for (const port of Object.values(servers)) await wrk(`http://127.0.0.1:${port}/fees`, headers, 2); // warm-up (JIT)
    for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
      for (const [name, port] of Object.entries(servers) as [keyof typeof servers, number][]) figures[name].push(await wrk(`http://127.0.0.1:${port}/fees`, headers));
    }
  } finally {
    // The logging app shares the first one's store: it closes first.
    await Promise.all([logged.close(), bare.close()]);
    await server.close();
    logSink.end();
  }
  const ratios = (name: 'tessera' | 'logged') => figures[name].map((rps, i) => rps / figures.bare[i]!);
  const ratio = median(ratios('tessera'));
  const loggedRatio = median(ratios('logged'));
  const row = (label: string, name: keyof typeof servers) => `    ${label.padEnd(26)} ${figures[name].map((rps) => rps.toFixed(0).padStart(6)).join(' ')} req/s`;

  console.log(
    `(a) cached page throughput (nyse /fees, ${body.length} bytes HTML, sent ${sent.length} bytes ${encoding ?? 'identity'}; wrk 2 threads, 32 connections, ${WRK_SECONDS} s, ${THROUGHPUT_ROUNDS} rounds with the servers in turn; load average ${loadBefore.toFixed(2)} before)`,
  );
  console.log(row('Tessera:', 'tessera'));
  console.log(row('Tessera, access log on:', 'logged'));
  console.log(row('bare Fastify:', 'bare'));
  console.log(`    ratio ${ratio.toFixed(2)} (median of the rounds' ratios ${ratios('tessera').map((r) => r.toFixed(2)).join(', ')})  (target >= ${THROUGHPUT_TARGET})  ${ratio >= THROUGHPUT_TARGET ? 'met' : 'MISSED'}`);
  console.log(`    with its access log: ratio ${loggedRatio.toFixed(2)} (${ratios('logged').map((r) => r.toFixed(2)).join(', ')})`);
  await recordResults('throughput', { path: '/fees', loadBefore, seconds: WRK_SECONDS, requestsPerSecond: figures, ratio, loggedRatio, target: THROUGHPUT_TARGET });
}

const ATTRIBUTE_PROPS: Record<string, string> = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex' };

function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const at = declaration.indexOf(':');
    if (at < 0) continue;
    const name = declaration.slice(0, at).trim();
    style[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = declaration.slice(at + 1).trim();
  }
  return style;
}

/** Rebuilds server HTML as plain React host elements: the same output with no components. */
function toElements(nodes: ChildNode[]): ReactNode[] {
  return nodes.map((n, i): ReactNode => {
    if (n.type === 'text') return (n as unknown as { data: string }).data;
    if (n.type !== 'tag') return null;
    const el = n as unknown as { name: string; attribs: Record<string, string>; children: ChildNode[] };
    const props: Record<string, unknown> = { key: i };
    for (const [k, v] of Object.entries(el.attribs)) {
      if (k === 'style') props.style = styleObject(v);
      else props[ATTRIBUTE_PROPS[k] ?? k] = v;
    }
    return createElement(el.name, props, ...toElements(el.children));
  });
}

/**
 * Median time of each of two renders, taken in turn (a, b, a, b, …) so that a busy moment of
 * the machine or a garbage collection falls on both alike.
 */
function timeInTurn(a: () => void, b: () => void, minMs = 3000): [number, number] {
  for (let i = 0; i < 5; i++) {
    a();
    b();
  }
  const samples: [number[], number[]] = [[], []];
  const until = performance.now() + minMs;
  while (performance.now() < until || samples[0].length < 10) {
    for (const [i, fn] of [a, b].entries()) {
      const t0 = performance.now();
      fn();
      samples[i]!.push(performance.now() - t0);
    }
  }
  return [median(samples[0]), median(samples[1])];
}

/** Issue 26 item 6: ours at most 1.3 × plain React at every size. */
const RENDER_RATIO_TARGET = 1.3;

async function renderOverhead(): Promise<void> {
  console.log('(b) server render time, median per page');
  const figures: Record<string, number> = {};
  const site = siteInfo('nyse');
  for (const size of [300, 1000, 3000]) {
    const result = validateTree(generatePage(size), { registry, sanitizeHtml: sanitizeRichHtml });
    if (!result.ok) throw new Error(`Generated tree invalid: ${result.issues[0]?.message}`);
    const tree = result.value;
    const input = { registry, views, site, path: '/bench', tree, islandRuntime: '/x.js' };
    const html = renderBody(input).html;
    const plain: ReactElement = createElement(Fragment, null, ...toElements(parseDocument(html).children));
    const plainHtml = renderToString(plain);
    if (plainHtml.length < html.length * 0.9) throw new Error('Equivalent tree lost content');
    const [ours, react] = timeInTurn(
      () => renderBody(input),
      () => renderToString(plain),
    );
    const ratio = ours / react;
    Object.assign(figures, { [`oursMs${size}`]: ours, [`reactMs${size}`]: react, [`ratio${size}`]: ratio });
    console.log(
      `    ${String(countNodes(tree)).padStart(5)} nodes: Tessera ${ours.toFixed(2)} ms (${((ours * 1000) / size).toFixed(2)} µs/node), plain React ${react.toFixed(2)} ms (${((react * 1000) / size).toFixed(2)} µs/node), ratio ${ratio.toFixed(2)} (target <= ${RENDER_RATIO_TARGET}) ${ratio <= RENDER_RATIO_TARGET ? 'met' : 'MISSED'}`,
    );
  }
  await recordResults('render', figures);
}

/** Issue 9 targets: performance >= 95 (mobile), CLS <= 0.02, at most 90 KB of script (brotli). */
async function lighthouse(): Promise<void> {
  const server = await startServer({ adminPassword: 'bench admin password' });
  try {
    const urls = [...SITE_IDS.map((site) => `${server.origin(site)}/`), `${server.origin('nyse')}/fees`];
    console.log('(d) Lighthouse 12, mobile with default simulated throttling, Debian Chromium');
    for (const f of await lighthouseRun(urls)) {
      const met = f.performance >= 95 && f.cls <= 0.02 && f.jsBytes <= 90 * 1024;
      console.log(
        `    ${f.url.replace(/:\d+/, '').padEnd(34)} perf ${String(f.performance).padStart(3)}  a11y ${f.accessibility}  bp ${f.bestPractices}  seo ${f.seo}  ` +
          `LCP ${(f.lcpMs / 1000).toFixed(2)} s  CLS ${f.cls.toFixed(3)}  TBT ${f.tbtMs.toFixed(0)} ms  JS ${(f.jsBytes / 1024).toFixed(1)} KB  CSS ${(f.cssBytes / 1024).toFixed(1)} KB  ${met ? 'met' : 'MISSED'}`,
      );
    }
  } finally {
    await server.close();
  }
}

function puckRender(): void {
  const f = puckRenderBench(1000);
  console.log(`(e) Puck <Render> vs Tessera on a ${f.nodes}-node page, median`);
  console.log(`    Tessera ${f.oursMs.toFixed(2)} ms, Puck ${f.puckMs.toFixed(2)} ms: ours ${f.ratio.toFixed(1)}x faster (target >= 5x) ${f.ratio >= 5 ? 'met' : 'MISSED'}`);
}

async function memory(): Promise<void> {
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  const f = await memoryBench();
  await recordResults('memory', { ...f });
  console.log('(f) resident memory of the server as `npm start` runs it (PGlite, demo content)');
  console.log(`    first start: peak ${f.firstStartPeakMb.toFixed(0)} MB, settled ${f.firstStartSettledMb.toFixed(0)} MB`);
  console.log(`    restart: settled ${f.restartSettledMb.toFixed(0)} MB; after rendering all ${f.pages} demo pages ${f.afterAllPagesMb.toFixed(0)} MB (target <= 250 MB) ${Math.max(f.restartSettledMb, f.afterAllPagesMb) <= 250 ? 'met' : 'MISSED'}`);
  console.log(
    `    ${f.generated} generated small pages (published in ${f.generateSeconds.toFixed(0)} s), each requested once: ${f.afterGeneratedMb.toFixed(0)} MB (target <= 400 MB) ${f.afterGeneratedMb <= 400 ? 'met' : 'MISSED'}`,
  );
}

/**
 * Issue 10: a gated page renders only its gates per request. Throughput of /members signed
 * out and as a member (issue 26: sessions kept per process, pages finished once per role set) against the cached home page, and the
 * render work per request with and without the kept prepared page.
 */
async function gates(): Promise<void> {
  const server = await startServer({ adminPassword: 'bench admin password' });
  try {
    const render = await gateRenderBench(server, { site: 'mersmembers', path: '/members' });
    console.log('(g) a page with an auth gate (mersmembers /members) against the cached public page');
    console.log(
      `    render per request: gates only ${render.gatesOnlyMs.toFixed(2)} ms, whole page ${render.wholePageMs.toFixed(2)} ms (${(render.wholePageMs / render.gatesOnlyMs).toFixed(1)}x less work)`,
    );
    if (!hasWrk('g')) return;
    const host = `mersmembers.localhost:${server.port}`;
    const login = await server.app.inject({ method: 'POST', url: '/api/visitor/login', headers: { host }, payload: server.visitors.member });
    const cookie = `tessera_visitor=${login.cookies.find((c) => c.name === 'tessera_visitor')!.value}`;
    const base = `http://127.0.0.1:${server.port}`;
    const cached = await wrk(`${base}/`, { Host: host, 'Accept-Encoding': 'gzip, br' });
    const signedOut = await wrk(`${base}/members`, { Host: host, 'Accept-Encoding': 'gzip, br' });
    const member = await wrk(`${base}/members`, { Host: host, 'Accept-Encoding': 'gzip, br', Cookie: cookie });
    await recordResults('gates', { ...render, cachedRps: cached, signedOutRps: signedOut, memberRps: member, memberRatio: member / cached });
    console.log(`    cached public page /: ${cached.toFixed(0)} req/s`);
    console.log(`    /members signed out:  ${signedOut.toFixed(0)} req/s (${(signedOut / cached).toFixed(2)} of cached)`);
    console.log(`    /members as a member: ${member.toFixed(0)} req/s (${(member / cached).toFixed(2)} of cached; sessions kept 5 s, the page finished once per role set) (target >= 0.30) ${member / cached >= 0.3 ? 'met' : 'MISSED'}`);
  } finally {
    await server.close();
  }
}

/** Issue 14 targets: notice search median <= 20 ms and p99 <= 60 ms, site search median <= 30 ms, 100,000 imported in <= 60 s. */
async function notices(): Promise<void> {
  console.log('(h) notices, 100,000 of them, both engines');
  for (const f of await noticesBench()) {
    const met = f.importSeconds <= 60 && f.noticeSearch.median <= 20 && f.noticeSearch.p99 <= 60 && f.siteSearch.median <= 30;
    console.log(
      `    ${f.engine.padEnd(10)} import ${f.importSeconds.toFixed(1)} s; notice search median ${f.noticeSearch.median.toFixed(1)} ms, p99 ${f.noticeSearch.p99.toFixed(1)} ms; ` +
        `site search median ${f.siteSearch.median.toFixed(1)} ms, p99 ${f.siteSearch.p99.toFixed(1)} ms  ${met ? 'met' : 'MISSED'}`,
    );
  }
}

/** Issue 15 targets: at most one upstream request per interval for 1,000 pollers; the widget endpoint <= 5 ms median from the cache. */
async function marketData(): Promise<void> {
  const f = await marketDataBench();
  console.log('(i) market data');
  console.log(
    `    ${f.pollers} pollers of one symbol for ${f.seconds} s (1 s interval): ${f.upstreamCalls} upstream requests in ${f.intervals} intervals ${f.upstreamCalls <= f.intervals ? 'met' : 'MISSED'}`,
  );
  console.log(`    quotes endpoint from the cache over loopback HTTP: median ${f.endpoint.median.toFixed(2)} ms, p99 ${f.endpoint.p99.toFixed(2)} ms (${f.endpoint.requests} requests) ${f.endpoint.median <= 5 ? 'met' : 'MISSED'}`);
}

/** Issue 26 item 8: one host's throughput with 2 worker processes vs 1, on an uncached page mix. */
async function workers(): Promise<void> {
  if (!hasWrk('workers')) return;
  const f = await workersBench();
  console.log(`(workers) uncached page mix (nyse ${f.paths.join(', ')}, a new query each request), PostgreSQL, wrk ${f.connections} connections ${f.seconds} s, ${f.cores} cores`);
  console.log(`    1 worker: ${f.oneWorker.toFixed(0)} req/s; 2 workers: ${f.twoWorkers.toFixed(0)} req/s; ratio ${f.ratio.toFixed(2)}`);
  await recordResults('workers', { ...f });
}

/**
 * Issue 26 item 8 and issue 39 item 2 targets: no errors at 200 connections on PGlite in one
 * process; cached pages' p99 <= 100 ms when wrk and Tessera each have a core (and on PostgreSQL).
 */
async function mixedLoad(): Promise<void> {
  if (!hasWrk('m')) return;
  if (!part('f')) execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  const f = await mixedLoadBench();
  await recordResults('mixedLoad', { ...f });
  console.log(`(m) mixed load, ${f.connections} connections for ${f.seconds} s (one wrk per kind, all at once; clients by X-Forwarded-For)`);
  for (const run of f.runs) {
    const p99Target = run.pinned || run.engine.startsWith('PostgreSQL');
    const met = run.totalErrors === 0 && (!p99Target || run.kinds.filter((k) => k.cached).every((k) => k.p99Ms <= 100));
    console.log(`    ${run.engine}${run.pinned ? '; wrk on core 0, Tessera on core 1 (taskset)' : ''}; load average ${run.loadBefore.toFixed(2)} before:`);
    for (const k of run.kinds) {
      console.log(
        `      ${k.name.padEnd(27)} ${String(k.connections).padStart(3)} conns  ${k.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${k.p50Ms.toFixed(1).padStart(6)} ms  p99 ${k.p99Ms.toFixed(1).padStart(7)} ms  errors ${k.errors}${k.errors ? ` (${k.errorKinds})` : ''}`,
      );
    }
    console.log(`      total ${run.totalRequestsPerSecond.toFixed(0)} req/s, ${run.totalErrors} errors (target 0 errors${p99Target ? ', cached pages p99 <= 100 ms' : ''}) ${met ? 'met' : 'MISSED'}`);
  }
  console.log(`    form posts ${f.formPosts}`);
}

/** Issue 26: what Varnish in front takes off Tessera (the CDN's share), from one run. */
async function varnish(): Promise<void> {
  if (!hasWrk('varnish')) return;
  const f = await varnishBench();
  console.log('(varnish) a cached page through Varnish vs straight from Tessera');
  console.log(`    nyse ${f.path}: Tessera ${f.direct.toFixed(0)} req/s, through Varnish ${f.varnish.toFixed(0)} req/s (${f.ratio.toFixed(2)}x)`);
  if (!f.cachedInVarnish) console.log('    (Varnish did not cache the page: it is not shared-cacheable, so every request went on to Tessera)');
  await recordResults('varnish', { ...f });
}

/** Issue 39 item 1: first start <= 10 s, restart <= 2 s, first /admin <= 2 s (on a quiet 2-core machine). */
async function start(): Promise<void> {
  // As `npm start`'s prestart: the server compiled, its assets and the empty cluster kept in dist/.
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  const f = await startBench();
  await recordResults('start', { ...f });
  const line = (what: string, seconds: number, target: number, more = '') =>
    console.log(`    ${what.padEnd(30)} ${seconds.toFixed(2).padStart(6)} s${more} (target <= ${target} s) ${seconds <= target ? 'met' : 'MISSED'}`);
  console.log(`(start) \`npm start\` on the built server, a new PGlite data directory; load average ${f.loadBefore.toFixed(2)} before the run on ${f.cores} cores`);
  line('first start to first 200', f.firstStartSeconds, START_TARGETS.firstStart, `; CPU ${f.firstStartCpuSeconds.toFixed(2)} s in all processes`);
  console.log(`    first start, its demo notices published too  ${f.firstStartNoticesSeconds.toFixed(2)} s (they are published while it serves)`);
  line('restart to first 200', f.restartSeconds, START_TARGETS.restart, ` (median of ${f.restarts.map((s) => s.toFixed(2)).join(', ')}); CPU ${f.restartCpuSeconds.toFixed(2)} s`);
  line('first /admin after a restart', f.firstAdminSeconds, START_TARGETS.firstAdmin, ` (median of ${f.firstAdmin.map((s) => s.toFixed(2)).join(', ')})`);
}

/** `npm run bench -- a d` (or `BENCH_PARTS=a,d npm run bench`) runs only those parts. */
const only = new Set([...process.argv.slice(2), ...(process.env.BENCH_PARTS ?? '').split(',').filter(Boolean)]);
const part = (name: string) => only.size === 0 || only.has(name);
if (part('b')) await renderOverhead();
if (part('a')) await throughput();
if (part('c')) await editorBench();
if (part('d')) await lighthouse();
if (part('e')) puckRender();
if (part('f')) await memory();
if (part('g')) await gates();
if (part('h')) await notices();
if (part('i')) await marketData();
if (part('workers')) await workers();
if (part('m')) await mixedLoad();
if (part('varnish')) await varnish();
if (part('start')) await start();
if (part('record')) await (await import('./record')).recordPart();
if (part('lists')) await (await import('./lists')).listsPart();
if (part('scale')) await (await import('./scale')).scalePart();
