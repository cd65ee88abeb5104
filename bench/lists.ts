/**
 * `npm run bench -- lists` (issue 40 items 3 and 4): a site of 100,000 pages and 1,000,000
 * notices across the group, measured where editors and visitors wait — the page tree in Chromium
 * (first rows, a folder toggle, a filter), the list API (bytes on the wire, time), the sitemap
 * and site search (p95 for a common word, on PGlite and on PostgreSQL). The corpus goes straight
 * into the tables (bench/bulk-pages.ts), once: its PGlite data directory is kept in
 * BENCH_CACHE_DIR (default: the system's temporary folder) and copied for each run.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { bootstrap } from '../src/cli/bootstrap';
import { registry } from '../src/components/registry';
import { siteSearch } from '../src/content';
import { NOTICE_COLLECTIONS } from '../src/core/contracts';
import type { SiteId } from '../src/core/sites';
import { buildApp } from '../src/server/app';
import { prebuild } from '../src/server/prebuild';
import { loadConfig } from '../src/services/config';
import { openPglite } from '../src/store';
import type { Db } from '../src/store/types';
import { launchBrowser } from '../test/support/browser';
import { Editor } from '../test/support/driver';
import { startPostgres } from '../test/support/postgres';
import type { RunningServer } from '../test/support/server';
import { insertBulkNotices, insertBulkPages } from './bulk-pages';
import { recordResults } from './results';

export const LISTS_SITE: SiteId = 'nyse';
const PAGES = Number(process.env.BENCH_LISTS_PAGES ?? 100_000);
const NOTICES = Number(process.env.BENCH_LISTS_NOTICES ?? 1_000_000);
const ADMIN = { email: 'admin@tessera.local', password: 'lists bench admin password' };
const ROOT = new URL('..', import.meta.url).pathname;

/** Issue 40's targets. */
export const LIST_TARGETS = { treeFirstRowsMs: 1500, treeToggleMs: 150, treeFilterMs: 300, firstListPageBytes: 100_000, searchP95Ms: 150 } as const;

const exists = (path: string) => stat(path).then(
  () => true,
  () => false,
);

async function sourcesKey(): Promise<string> {
  const hash = createHash('sha256').update(`${PAGES} ${NOTICES}\n`);
  const files = ['bench/bulk-pages.ts', 'package-lock.json'];
  for (const dir of ['src/store/migrations', 'src/cli/seed', 'src/cli/seed/sites']) {
    for (const name of (await readdir(join(ROOT, dir))).sort()) if (/\.(sql|ts)$/.test(name) && !name.endsWith('.test.ts')) files.push(join(dir, name));
  }
  for (const file of files) hash.update(file).update(await readFile(join(ROOT, file)));
  return hash.digest('hex').slice(0, 16);
}

/** The corpus on `db`: the demo sites, PAGES published pages on LISTS_SITE, NOTICES notices over every collection. */
async function fillCorpus(db: Db, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  await bootstrap(db, { registry, adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  for (let done = 0; done < PAGES; done += 20_000) {
    await insertBulkPages(db, { site: LISTS_SITE, count: Math.min(20_000, PAGES - done), from: done, publish: true });
    log(`  ${Math.min(PAGES, done + 20_000).toLocaleString('en-US')} pages (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  for (let done = 0; done < NOTICES; done += 100_000) {
    await insertBulkNotices(db, { count: Math.min(100_000, NOTICES - done), from: done, collections: NOTICE_COLLECTIONS });
    log(`  ${Math.min(NOTICES, done + 100_000).toLocaleString('en-US')} notices (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  await db.query('ANALYZE');
}

/** The PGlite data directory of the corpus, built when missing (minutes, once). */
export async function listsDataDir(log: (line: string) => void = console.log): Promise<string> {
  const cache = process.env.BENCH_CACHE_DIR ?? join(tmpdir(), 'tessera-bench-cache');
  const dir = join(cache, `lists-${PAGES}-${NOTICES}-${await sourcesKey()}`);
  if (await exists(join(dir, 'PG_VERSION'))) return dir;
  await mkdir(cache, { recursive: true });
  const building = `${dir}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  log(`    building the corpus in ${dir} (once; later runs copy it)`);
  const db = await openPglite({ dataDir: building });
  try {
    await fillCorpus(db, log);
  } finally {
    await db.close();
  }
  await rename(building, dir);
  return dir;
}

/** The `p` quantile (0–1) of `samples`; 0 when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}
export const median = (samples: readonly number[]) => percentile(samples, 0.5);

/** Site search over `rounds` queries: the common word, a two-word query, a rarer word and a facet. */
async function searchTimes(db: Db, rounds = 60): Promise<{ common: number[]; other: number[]; check: Awaited<ReturnType<typeof siteSearch>> }> {
  const ctx = { db };
  const check = await siteSearch(ctx, { site: LISTS_SITE, q: 'servicing', page: 1 });
  for (let i = 0; i < 5; i++) await siteSearch(ctx, { site: LISTS_SITE, q: 'servicing', page: 1 });
  const common: number[] = [];
  const other: number[] = [];
  const queries = ['escrow analysis', 'reference 4242', 'margin', 'servicing pricing'];
  for (let i = 0; i < rounds; i++) {
    let t0 = performance.now();
    await siteSearch(ctx, { site: LISTS_SITE, q: 'servicing', page: 1 + (i % 3) });
    common.push(performance.now() - t0);
    t0 = performance.now();
    await siteSearch(ctx, { site: LISTS_SITE, q: queries[i % queries.length]!, page: 1, ...(i % 5 === 0 ? { group: 'catalogue' } : {}) });
    other.push(performance.now() - t0);
  }
  return { common, other, check };
}

const line = (what: string, value: string, target: string, met: boolean) => console.log(`    ${what.padEnd(44)} ${value.padStart(12)}  (target ${target}) ${met ? 'met' : 'MISSED'}`);

async function startOn(db: Db): Promise<RunningServer> {
  const media = await mkdtemp(join(tmpdir(), 'tessera-lists-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SECRET: 'lists-bench-secret-lists-bench',
    ADMIN_PASSWORD: ADMIN.password,
    SCHEDULER_INTERVAL_MS: '0',
    OUTBOX_INTERVAL_MS: '0',
    ARCHIVE_INTERVAL_MS: '0',
    ARCHIVE_KEY_FILE: join(media, 'archive-key.pem'),
    ARCHIVE_WITNESS_FILE: join(media, 'archive-witness.jsonl'),
    MEDIA_DIR: join(media, 'media'),
    SUBMISSIONS_DIR: join(media, 'submissions'),
    PORT: '0',
    HOST: '127.0.0.1',
  });
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return {
    app,
    db,
    port,
    admin: ADMIN,
    visitors: { member: { email: '', password: '' }, visitor: { email: '', password: '' } },
    origin: (site) => `http://${site ? `${site}.` : ''}localhost:${port}`,
    close: async () => {
      await app.close();
      await rm(media, { recursive: true, force: true });
    },
  };
}

/** GET `url` with `headers` (Host included, which fetch may not set): the status and the bytes as sent. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Bytes on the wire (brotli accepted) and the median milliseconds of GET `url`, `rounds` times; and its plain size. */
export async function httpFigures(url: string, headers: Record<string, string>, rounds = 15): Promise<{ bytes: number; plainBytes: number; ms: number; status: number }> {
  const times: number[] = [];
  let bytes = 0;
  let status = 0;
  for (let i = 0; i < rounds + 2; i++) {
    const t0 = performance.now();
    const res = await rawGet(url, { ...headers, 'accept-encoding': 'br' });
    if (i >= 2) times.push(performance.now() - t0);
    status = res.status;
    bytes = res.body.length;
  }
  const plain = await rawGet(url, headers);
  return { bytes, plainBytes: plain.body.length, ms: median(times), status };
}

/** Where the tree bench goes on a site: the folders it opens in round `r` (outermost first) and the page it filters for. */
export interface TreeWalk {
  site: SiteId;
  account: { email: string; password: string };
  folders: (round: number) => string[];
  /** The last segment of a page's path, typed into the filter. */
  filterFor: (round: number) => string;
}

/** The page tree in Chromium, five rounds: first rows after navigation, folder toggles, a filter. */
export async function treeFigures(server: Pick<RunningServer, 'origin'>, walk: TreeWalk): Promise<{ firstRowsMs: number[]; toggleMs: number[]; filterMs: number[]; drawnRows: number }> {
  const browser = await launchBrowser();
  try {
    const editor = await Editor.signIn(browser, server, walk.account, { viewport: { width: 1440, height: 900 } });
    const page = editor.page;
    const tree = page.getByRole('tree', { name: /^Pages/ });
    const row = (path: string) => tree.locator(`[role="treeitem"]:has(.admin-tree__row[data-path="${path}"])`);
    const firstRowsMs: number[] = [];
    const toggleMs: number[] = [];
    const filterMs: number[] = [];
    let drawnRows = 0;
    for (let round = 0; round < 5; round++) {
      const folders = walk.folders(round);
      // From navigation (the admin app's script already cached, as for an editor who works in it) to a row that takes focus.
      const t0 = performance.now();
      await page.goto(server.origin() + '/admin/sites/' + walk.site);
      await row(folders[0]!).waitFor();
      await row(folders[0]!).focus();
      firstRowsMs.push(performance.now() - t0);
      // Open each folder in turn, then close the innermost.
      for (const path of folders) {
        await row(path).focus();
        const t1 = performance.now();
        await page.keyboard.press('ArrowRight');
        await tree.locator(`[role="treeitem"][aria-level="${path.split('/').length}"]`).first().waitFor();
        await row(path).and(page.locator('[aria-expanded="true"]')).waitFor();
        toggleMs.push(performance.now() - t1);
      }
      drawnRows = Math.max(drawnRows, await tree.locator('[role="treeitem"]').count());
      const t2 = performance.now();
      await page.keyboard.press('ArrowLeft');
      await row(folders.at(-1)!).and(page.locator('[aria-expanded="false"]')).waitFor();
      toggleMs.push(performance.now() - t2);
      // A filter: the time from the last key to the matching rows.
      const wanted = walk.filterFor(round);
      const input = page.getByLabel('Filter by title or path');
      await input.fill(wanted.slice(0, -1));
      await page.waitForTimeout(400);
      const t3 = performance.now();
      await input.press(wanted.slice(-1));
      await tree.locator(`.admin-tree__row[data-path$="/${wanted}"]`).waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[role="tree"] [role="treeitem"]').length <= 3);
      filterMs.push(performance.now() - t3);
      await input.fill('');
    }
    return { firstRowsMs, toggleMs, filterMs, drawnRows };
  } finally {
    await browser.close();
  }
}

export async function listsPart(): Promise<void> {
  const load = loadavg()[0]!;
  console.log(`(lists) issue 40 items 3-4: ${PAGES.toLocaleString('en-US')} pages on ${LISTS_SITE}, ${NOTICES.toLocaleString('en-US')} notices; load average ${load.toFixed(2)} before the run`);
  // The editor bundle built as `npm run build` builds it: the tree's first rows are not a build's time.
  await prebuild();
  const corpus = await listsDataDir((l) => console.log(l));
  const work = await mkdtemp(join(tmpdir(), 'tessera-lists-data-'));
  await rm(work, { recursive: true });
  const t0 = performance.now();
  await cp(corpus, work, { recursive: true });
  console.log(`    corpus copied in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const db = await openPglite({ dataDir: work });
  const figures: Record<string, unknown> = { pages: PAGES, notices: NOTICES, loadBefore: load };
  try {
    const server = await startOn(db);
    try {
      const signIn = await fetch(`${server.origin()}/api/cms/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
      const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const auth = { cookie };
      const list = await httpFigures(`${server.origin()}/api/cms/sites/${LISTS_SITE}/documents`, auth);
      const tree = await httpFigures(`${server.origin()}/api/cms/sites/${LISTS_SITE}/tree?parent=/catalogue/group-050`, auth);
      const filtered = await httpFigures(`${server.origin()}/api/cms/sites/${LISTS_SITE}/documents?q=item-05`, auth);
      const host = { host: `${LISTS_SITE}.localhost` };
      const sitemapIndex = await httpFigures(`${server.origin()}/sitemap.xml`, host, 3);
      const sitemap = await httpFigures(`${server.origin()}/sitemap-2.xml`, host, 3);
      const treeUi = await treeFigures(server, {
        site: LISTS_SITE,
        account: ADMIN,
        folders: (round) => ['/catalogue', `/catalogue/group-${String(round).padStart(3, '0')}`],
        filterFor: (round) => `item-0${String(31_000 + round * 7).padStart(5, '0')}`,
      });
      figures.list = { list, tree, filtered };
      figures.sitemap = { index: sitemapIndex, numbered: sitemap };
      figures.tree = { firstRowsMedianMs: median(treeUi.firstRowsMs), toggleMedianMs: median(treeUi.toggleMs), toggleMaxMs: Math.max(...treeUi.toggleMs), filterMedianMs: median(treeUi.filterMs), drawnRows: treeUi.drawnRows };
      line('tree: first rows after navigation (median)', `${median(treeUi.firstRowsMs).toFixed(0)} ms`, `<= ${LIST_TARGETS.treeFirstRowsMs} ms`, median(treeUi.firstRowsMs) <= LIST_TARGETS.treeFirstRowsMs);
      line('tree: folder toggle (median; max)', `${median(treeUi.toggleMs).toFixed(0)}; ${Math.max(...treeUi.toggleMs).toFixed(0)} ms`, `<= ${LIST_TARGETS.treeToggleMs} ms`, median(treeUi.toggleMs) <= LIST_TARGETS.treeToggleMs);
      line('tree: filter, last key to rows (median)', `${median(treeUi.filterMs).toFixed(0)} ms`, `<= ${LIST_TARGETS.treeFilterMs} ms`, median(treeUi.filterMs) <= LIST_TARGETS.treeFilterMs);
      console.log(`    tree: at most ${treeUi.drawnRows} rows drawn with a folder of 1,000 open`);
      line('first list page on the wire (br)', `${(list.bytes / 1000).toFixed(1)} KB`, `<= ${LIST_TARGETS.firstListPageBytes / 1000} KB`, list.bytes <= LIST_TARGETS.firstListPageBytes);
      console.log(`    documents list, first page: ${list.ms.toFixed(0)} ms median (${(list.plainBytes / 1000).toFixed(1)} KB plain); a folder's children ${tree.ms.toFixed(0)} ms (${(tree.bytes / 1000).toFixed(1)} KB); filter q=item-05 ${filtered.ms.toFixed(0)} ms`);
      console.log(
        `    sitemap: index ${sitemapIndex.ms.toFixed(0)} ms (status ${sitemapIndex.status}), sitemap-2.xml ${sitemap.ms.toFixed(0)} ms, ${(sitemap.bytes / 1000).toFixed(0)} KB br of ${(sitemap.plainBytes / 1000).toFixed(0)} KB`,
      );
    } finally {
      await server.close();
    }
    const search = await searchTimes(db);
    figures.searchPglite = { commonP95: percentile(search.common, 0.95), commonMedian: median(search.common), otherP95: percentile(search.other, 0.95), total: search.check.total, groups: search.check.groups };
    line('search p95, common word (PGlite)', `${percentile(search.common, 0.95).toFixed(0)} ms`, `<= ${LIST_TARGETS.searchP95Ms} ms`, percentile(search.common, 0.95) <= LIST_TARGETS.searchP95Ms);
    console.log(`    search (PGlite): median ${median(search.common).toFixed(0)} ms; other queries p95 ${percentile(search.other, 0.95).toFixed(0)} ms; "servicing": ${search.check.total} results, facets ${search.check.groups.map((g) => `${g.group} ${g.count}`).join(', ')}`);
  } finally {
    await db.close();
    await rm(work, { recursive: true, force: true });
  }
  if (process.env.BENCH_LISTS_PG !== '0') {
    const pg = await startPostgres();
    try {
      const { openPostgres } = await import('../src/store');
      const pdb = await openPostgres({ databaseUrl: pg.url });
      try {
        const t1 = performance.now();
        await fillCorpus(pdb, () => undefined);
        console.log(`    PostgreSQL corpus built in ${((performance.now() - t1) / 1000).toFixed(0)} s`);
        const search = await searchTimes(pdb);
        figures.searchPostgres = { commonP95: percentile(search.common, 0.95), commonMedian: median(search.common), otherP95: percentile(search.other, 0.95), total: search.check.total };
        line('search p95, common word (PostgreSQL)', `${percentile(search.common, 0.95).toFixed(0)} ms`, `<= ${LIST_TARGETS.searchP95Ms} ms`, percentile(search.common, 0.95) <= LIST_TARGETS.searchP95Ms);
        console.log(`    search (PostgreSQL): median ${median(search.common).toFixed(0)} ms; other queries p95 ${percentile(search.other, 0.95).toFixed(0)} ms`);
      } finally {
        await pdb.close();
      }
    } finally {
      await pg.destroy();
    }
  }
  figures.loadAfter = loadavg()[0];
  await recordResults('lists', figures);
}

if (process.argv[1]?.endsWith('lists.ts') && process.argv[2] === 'build') await listsDataDir();
