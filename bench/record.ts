/**
 * (record) Issue 40 item 1: the record of what was served off the publish path. On one PGlite
 * process started as `npm start` starts it (the built server, its flags) serving the corpus (bench/corpus.ts: 10,000 pages on imt, each
 * including the /header partial), the header is changed and published through the API, and:
 * the publish request's time; uncached page requests (a different page each, BENCH_RECORD_RPS a
 * second, default 20, as they come) and /readyz (every 200 ms) while the archive job records; the time until every affected
 * page's entry is recorded; the server's peak resident memory; how much the record grew; and,
 * on a second copy, `kill -9` in the middle of the recording, a restart, and whether the record
 * then completes with each page's entry once and `verify` passing. BENCH_RECORD_PAGES sets the
 * size (default 10,000).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageRenderer } from '../src/cli/bootstrap';
import { registry } from '../src/components/registry';
import { archiveStorage, CLI, createContentContext, openArchiveAnchor, verifyArchive } from '../src/content';
import { loadConfig } from '../src/services/config';
import { openPglite } from '../src/store';
import { freePort, send } from '../test/support/tessera-process';
import { startCommand, stopServer, waitUntilServing } from './memory';
import { percentile } from './lists';
import { copyCorpus, CORPUS_ADMIN, CORPUS_SITE, corpusDataDir, corpusPath } from './corpus';

/** Uncached page requests per second while the archive job records (BENCH_RECORD_RPS). */
const PAGE_RATE = Number(process.env.BENCH_RECORD_RPS ?? 20);

/** Issue 40's targets, on a quiet 2-core machine. */
export const RECORD_TARGETS = { publishMs: 1000, pageP99Ms: 200, recordedSeconds: 120, rssMb: 400, growthMb: 10 } as const;

export interface RecordFigures extends UnderLoadFigures {
  pages: number;
  /** Entries the header's publication makes: the header and every published document including it. */
  affected: number;
  /** The server's resident memory before the publish (serving, warmed up); its peak while recording is `peakRssMb`. */
  baselineRssMb: number;
  /** What the record (entries, bodies, blobs) grew by, and the work tables meanwhile. */
  growthMb: number;
  pendingTablesMb: number;
  verifyOk: boolean;
  /** The kill -9 run: killed after this many of the entries, then restarted. */
  killedAfter: number;
  resumedSeconds: number;
  afterKillEntries: number;
  afterKillDuplicates: number;
  afterKillMissing: number;
  afterKillVerifyOk: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = async (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** The header's document and what its publication will record, read from the (stopped) data directory. */
export async function inspect(dataDir: string) {
  const db = await openPglite({ dataDir });
  try {
    const ctx = createContentContext({ db, registry, archive: pageRenderer(registry) });
    const { rows } = await db.query<{ id: string; draft: unknown }>(`SELECT id, draft FROM documents WHERE site = $1 AND path = '/header'`, [CORPUS_SITE]);
    const { rows: includers } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM documents d JOIN versions v ON v.document_id = d.id AND v.version = d.published_version
        WHERE d.site = $1 AND d.published_path IS NOT NULL AND jsonb_path_exists(v.tree, '$.** ? (@.name == "include" && @.props.path == "/header")')`,
      [CORPUS_SITE],
    );
    return { header: rows[0]!, affected: includers[0]!.n + 1, storage: await archiveStorage(ctx) };
  } finally {
    await db.close();
  }
}

/** The header's tree with its first menu renamed (a change every page shows). */
export function changedHeader(tree: unknown, stamp: string): unknown {
  const text = JSON.stringify(tree);
  const at = text.indexOf('"title":"');
  if (at < 0) throw new Error('The header has no titled link to change');
  return JSON.parse(`${text.slice(0, at)}"title":"Changed ${stamp} ${text.slice(at + '"title":"'.length)}`);
}

export interface Api {
  port: number;
  auth: Record<string, string>;
}

export async function signIn(port: number): Promise<Api> {
  const res = await send(port, 'POST', '/api/cms/login', { body: { ...CORPUS_ADMIN, tokenType: 'bearer' } });
  if (res.status !== 200) throw new Error(`Sign-in failed: ${res.status} ${res.body}`);
  return { port, auth: { authorization: `Bearer ${(JSON.parse(res.body) as { token: string }).token}` } };
}

/** Saves `tree` as the draft of document `id`, then publishes it; the publish request's time. */
export async function saveAndPublish(api: Api, id: string, tree: unknown): Promise<{ ms: number; at: Date }> {
  const doc = await send(api.port, 'GET', `/api/cms/documents/${id}`, { headers: api.auth });
  const { draftRevision } = (JSON.parse(doc.body) as { document: { draftRevision: number } }).document;
  const saved = await send(api.port, 'PUT', `/api/cms/documents/${id}/draft`, { headers: api.auth, body: { revision: draftRevision, tree } });
  if (saved.status !== 200) throw new Error(`Saving ${id} failed: ${saved.status} ${saved.body}`);
  const revision = (JSON.parse(saved.body) as { document: { draftRevision: number } }).document.draftRevision;
  const started = performance.now();
  const published = await send(api.port, 'POST', `/api/cms/documents/${id}/publish`, { headers: api.auth, body: { revision, note: 'Bench' } });
  const ms = performance.now() - started;
  if (published.status !== 200) throw new Error(`Publishing ${id} failed: ${published.status} ${published.body}`);
  return { ms, at: new Date() };
}

/** Whether the header's publication is recorded for `path` (its entry, not "recording"). */
async function recordedFor(api: Api, path: string, after: Date): Promise<boolean> {
  const at = encodeURIComponent(new Date(after.getTime() + 1).toISOString());
  const res = await send(api.port, 'GET', `/api/cms/sites/${CORPUS_SITE}/archive?path=${encodeURIComponent(path)}&at=${at}`, { headers: api.auth });
  if (res.status !== 200) return false;
  const view = JSON.parse(res.body) as { state: string; entry?: { cause: string } };
  return view.state === 'recorded' && view.entry?.cause === 'partial /header';
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(500);
  }
}

const ROOT = new URL('..', import.meta.url).pathname;

/** A server as `npm start` runs it, on `dataDir`, in a process group of its own. */
interface Server {
  child: ChildProcess;
  port: number;
}

export async function launch(dataDir: string): Promise<Server> {
  const { env, args } = await startCommand();
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: CORPUS_ADMIN.password,
      SCHEDULER_INTERVAL_MS: '0',
      OUTBOX_INTERVAL_MS: '0',
      ARCHIVE_INTERVAL_MS: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await waitUntilServing(port, child);
  return { child, port };
}

/** Ends the server's process group with SIGKILL, as a crash would. */
async function kill(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  process.kill(-server.child.pid!, 'SIGKILL');
  await exited;
}

/** Reads the record after the run: verify against the checkpoint, and each affected path's entries of the header's publication. */
export async function check(dataDir: string, pages: number) {
  const db = await openPglite({ dataDir });
  try {
    const ctx = createContentContext({ db, registry, archive: pageRenderer(registry) });
    const { archive } = loadConfig({ DATA_DIR: dataDir });
    const anchor = await openArchiveAnchor({ keyFile: archive.keyFile, witnessFiles: archive.witnessFiles, create: false });
    const report = await verifyArchive(ctx, { actor: CLI, site: CORPUS_SITE, anchor });
    const chain = report.chains[0]!;
    const { rows } = await db.query<{ path: string; n: number }>(`SELECT path, count(*)::int AS n FROM archive_entries WHERE site = $1 AND cause = 'partial /header' GROUP BY path`, [CORPUS_SITE]);
    const byPath = new Map(rows.map((r) => [r.path, r.n]));
    const missing = Array.from({ length: pages }, (_, i) => corpusPath(i)).filter((p) => !byPath.has(p)).length;
    return {
      ok: chain.broken === null && chain.problems.length === 0 && chain.pending === null && report.checkpoint !== null,
      entries: rows.reduce((sum, r) => sum + r.n, 0),
      duplicates: rows.filter((r) => r.n > 1).length,
      missing,
      storage: await archiveStorage(ctx),
      problems: [chain.broken?.problem, ...chain.problems].filter(Boolean),
    };
  } finally {
    await db.close();
  }
}

/** What a header publication does to a serving instance while the archive job records it. */
export interface UnderLoadFigures {
  publishMs: number;
  recordedSeconds: number;
  pageRequests: number;
  pageRate: number;
  pageP50Ms: number;
  pageP99Ms: number;
  pageErrors: number;
  readyzChecks: number;
  readyzNot200: number;
  readyzMaxMs: number;
  peakRssMb: number;
}

/**
 * Publishes the changed header through the API of the server `pid` answers on, then, until the
 * last corpus page's entry is recorded, sends uncached page requests (PAGE_RATE a second, as they
 * come), asks `/readyz` every 200 ms and samples the server's memory.
 */
export async function publishUnderLoad({ api, pid, header, affected, pages, stamp, log }: { api: Api; pid: number; header: { id: string; draft: unknown }; affected: number; pages: number; stamp: string; log: (line: string) => void }): Promise<UnderLoadFigures> {
  const host = { host: `${CORPUS_SITE}.localhost:${api.port}` };
  const publish = await saveAndPublish(api, header.id, changedHeader(header.draft, stamp));
  log(`  header published in ${publish.ms.toFixed(0)} ms; recording ${affected.toLocaleString('en-US')} entries`);
  const latencies: number[] = [];
  let pageErrors = 0;
  const readyz: number[] = [];
  let readyzNot200 = 0;
  let peakRss = await rssMb(pid);
  let recording = true;
  let next = 1;
  // Visitors' traffic as it comes (open loop): a page not yet rendered since the header changed every 1/RPS s.
  const inFlight = new Set<Promise<void>>();
  const pagesLoop = async () => {
    while (recording) {
      const path = corpusPath(next++ % pages);
      const started = performance.now();
      const request = send(api.port, 'GET', path, { headers: host })
        .then(
          (res) => void (res.status !== 200 && pageErrors++),
          () => void pageErrors++,
        )
        .finally(() => {
          latencies.push(performance.now() - started);
          inFlight.delete(request);
        });
      inFlight.add(request);
      await sleep(1000 / PAGE_RATE);
    }
    await Promise.all(inFlight);
  };
  const readyLoop = async () => {
    while (recording) {
      const started = performance.now();
      const res = await send(api.port, 'GET', '/readyz').catch(() => undefined);
      readyz.push(performance.now() - started);
      if (res?.status !== 200) readyzNot200++;
      await sleep(200);
    }
  };
  const rssLoop = async () => {
    while (recording) {
      peakRss = Math.max(peakRss, await rssMb(pid).catch(() => 0));
      await sleep(250);
    }
  };
  const load = Promise.all([pagesLoop(), readyLoop(), rssLoop()]);
  let lastProgress = 0;
  await waitFor(
    async () => {
      const probe = Math.floor(pages * Math.min(0.99, (lastProgress + 1) / 10));
      if (lastProgress < 9 && (await recordedFor(api, corpusPath(probe), publish.at))) {
        lastProgress += 1;
        log(`    ${(lastProgress * 10).toFixed(0)}% recorded after ${((Date.now() - publish.at.getTime()) / 1000).toFixed(0)} s`);
      }
      return recordedFor(api, corpusPath(pages - 1), publish.at);
    },
    30 * 60_000,
    'every entry recorded',
  );
  const recordedSeconds = (Date.now() - publish.at.getTime()) / 1000;
  recording = false;
  await load;
  return {
    publishMs: publish.ms,
    recordedSeconds,
    pageRequests: latencies.length,
    pageRate: PAGE_RATE,
    pageP50Ms: percentile(latencies, 0.5),
    pageP99Ms: percentile(latencies, 0.99),
    pageErrors,
    readyzChecks: readyz.length,
    readyzNot200,
    readyzMaxMs: Math.max(0, ...readyz),
    peakRssMb: peakRss,
  };
}

/** Measures issue 40 item 1 on a copy of the corpus; `log` is told what is being done. */
export async function recordBench({ pages = Number(process.env.BENCH_RECORD_PAGES ?? 10_000), log = console.log }: { pages?: number; log?: (line: string) => void } = {}): Promise<RecordFigures> {
  const corpus = await corpusDataDir({ pages, log });
  const parent = await mkdtemp(join(tmpdir(), 'tessera-record-bench-'));
  try {
    // As `npm start`'s prestart: the server compiled, its assets kept in dist/.
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'ignore' });
    // Run A: the publish, the requests meanwhile, the time to record, memory and growth.
    const dataDir = join(parent, 'a', 'data');
    await copyCorpus(corpus, dataDir);
    const before = await inspect(dataDir);
    let tessera = await launch(dataDir);
    const api = await signIn(tessera.port);
    const host = { host: `${CORPUS_SITE}.localhost:${tessera.port}` };
    // Warm: the assets built, a page rendered, the first checkpoint of this key written.
    for (const path of ['/', corpusPath(0)]) await send(tessera.port, 'GET', path, { headers: host });
    await sleep(3000);
    const baselineRss = await rssMb(tessera.child.pid!);

    const during = await publishUnderLoad({ api, pid: tessera.child.pid!, header: before.header, affected: before.affected, pages, stamp: 'A', log });
    await stopServer(tessera.child);
    const afterA = await check(dataDir, pages);
    if (afterA.problems.length > 0) log(`  verify: ${afterA.problems.join('; ')}`);

    // Run B: kill -9 in the middle of the recording, then a restart.
    const dirB = join(parent, 'b', 'data');
    await copyCorpus(corpus, dirB);
    tessera = await launch(dirB);
    const apiB = await signIn(tessera.port);
    const published = await saveAndPublish(apiB, before.header.id, changedHeader(before.header.draft, 'B'));
    const killAt = Math.floor(pages * 0.4);
    await waitFor(() => recordedFor(apiB, corpusPath(killAt), published.at), 30 * 60_000, 'the recording 40% done');
    await kill(tessera);
    log(`  killed (SIGKILL) with about ${killAt.toLocaleString('en-US')} of ${before.affected.toLocaleString('en-US')} entries recorded; restarting`);
    const restarted = Date.now();
    tessera = await launch(dirB);
    const apiC = await signIn(tessera.port);
    await waitFor(() => recordedFor(apiC, corpusPath(pages - 1), published.at), 30 * 60_000, 'the recording completed after the restart');
    const resumedSeconds = (Date.now() - restarted) / 1000;
    await sleep(2000);
    await stopServer(tessera.child);
    const afterB = await check(dirB, pages);
    if (afterB.problems.length > 0) log(`  verify after kill -9: ${afterB.problems.join('; ')}`);

    return {
      pages,
      affected: before.affected,
      ...during,
      baselineRssMb: baselineRss,
      growthMb: (afterA.storage.record - before.storage.record) / 1e6,
      pendingTablesMb: (afterA.storage.pending - before.storage.pending) / 1e6,
      verifyOk: afterA.ok,
      killedAfter: killAt,
      resumedSeconds,
      afterKillEntries: afterB.entries,
      afterKillDuplicates: afterB.duplicates,
      afterKillMissing: afterB.missing,
      afterKillVerifyOk: afterB.ok,
    };
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
}

/** `npm run bench -- record`: runs the bench, prints each figure with its target and whether it was met, and records them. */
export async function recordPart(): Promise<void> {
  const { loadavg, cpus } = await import('node:os');
  const { recordResults } = await import('./results');
  const loadBefore = loadavg()[0]!;
  const f = await recordBench({ log: (line) => console.log(`    ${line.trim()}`) });
  const loadAfter = loadavg()[0]!;
  await recordResults('record', { ...f, loadBefore, loadAfter, targets: RECORD_TARGETS });
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const t = RECORD_TARGETS;
  console.log(`(record) the record off the publish path: ${f.pages.toLocaleString('en-US')} pages on ${CORPUS_SITE} including /header, one PGlite process; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after, ${cpus().length} cores`);
  console.log(`    publish request of the header           ${f.publishMs.toFixed(0).padStart(7)} ms (target <= ${t.publishMs} ms) ${met(f.publishMs <= t.publishMs)}`);
  console.log(
    `    uncached pages while recording           p50 ${f.pageP50Ms.toFixed(0)} ms, p99 ${f.pageP99Ms.toFixed(0)} ms over ${f.pageRequests} requests (${f.pageRate}/s), ${f.pageErrors} errors (target p99 <= ${t.pageP99Ms} ms) ${met(f.pageP99Ms <= t.pageP99Ms && f.pageErrors === 0)}`,
  );
  console.log(`    /readyz while recording                  ${f.readyzChecks - f.readyzNot200} of ${f.readyzChecks} answered 200, slowest ${f.readyzMaxMs.toFixed(0)} ms (target: all 200) ${met(f.readyzNot200 === 0 && f.readyzChecks > 0)}`);
  console.log(`    every entry recorded (${f.affected.toLocaleString('en-US')})          ${f.recordedSeconds.toFixed(1).padStart(7)} s (target <= ${t.recordedSeconds} s) ${met(f.recordedSeconds <= t.recordedSeconds)}`);
  console.log(`    peak resident memory                     ${f.peakRssMb.toFixed(0).padStart(7)} MB (${f.baselineRssMb.toFixed(0)} MB before the publish) (target <= ${t.rssMb} MB) ${met(f.peakRssMb <= t.rssMb)}`);
  console.log(
    `    the record grew by                       ${f.growthMb.toFixed(2).padStart(7)} MB (entries, bodies, blobs; work tables ${f.pendingTablesMb.toFixed(2)} MB, emptied) (target <= ${t.growthMb} MB) ${met(f.growthMb <= t.growthMb)}; verify ${f.verifyOk ? 'passes' : 'FAILS'}`,
  );
  const resumed = f.afterKillDuplicates === 0 && f.afterKillMissing === 0 && f.afterKillVerifyOk;
  console.log(
    `    kill -9 after ~${f.killedAfter.toLocaleString('en-US')} entries, restart: complete ${f.resumedSeconds.toFixed(1)} s after the restart, ${f.afterKillEntries.toLocaleString('en-US')} entries, ${f.afterKillDuplicates} duplicated, ${f.afterKillMissing} missing, verify ${f.afterKillVerifyOk ? 'passes' : 'FAILS'} ${met(resumed)}`,
  );
}
