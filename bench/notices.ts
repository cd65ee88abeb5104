/**
 * Issue 14's measures, on PGlite and on PostgreSQL in one run: importing 100,000 notices from
 * CSV (with the progress bar), a filtered notice search (median and p99) and site search
 * (median), each over a few hundred queries.
 */
import { bootstrap, pageRenderer } from '../src/cli/bootstrap';
import { demoNotices } from '../src/cli/seed/notices';
import { progressBar } from '../src/cli/progress';
import { registry } from '../src/components/registry';
import { CLI, createContentContext, importNotices, searchNotices, siteSearch } from '../src/content';
import { NOTICE_COLLECTIONS } from '../src/core/contracts';
import { toCsv } from '../src/core/csv';
import { openDb } from '../src/store';
import type { Db } from '../src/store/types';
import { startPostgres } from '../test/support/postgres';

const FIELDS = ['collection', 'noticeNumber', 'title', 'name', 'topic', 'market', 'jurisdiction', 'circularType', 'pubDate', 'filePath', 'url', 'rules', 'sortOrder', 'body'] as const;

/** `count` plausible notices: the demo notices again and again under new numbers, spread over more years. */
function noticesCsv(count: number): string {
  const base = demoNotices().filter((n) => n.collection !== 'rule-book');
  const rows: unknown[][] = [];
  for (let i = 0; rows.length < count; i++) {
    const n = base[i % base.length]!;
    const batch = Math.floor(i / base.length);
    const year = Number(n.pubDate.slice(0, 4)) - (batch % 15);
    rows.push(FIELDS.map((f) => (f === 'noticeNumber' ? `${n.noticeNumber}-B${batch}` : f === 'pubDate' ? `${year}${n.pubDate.slice(4)}` : n[f])));
  }
  return toCsv(FIELDS, rows);
}

function stats(samples: number[]): { median: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]! };
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

export interface NoticeFigures {
  engine: string;
  importSeconds: number;
  noticeSearch: { median: number; p99: number };
  siteSearch: { median: number; p99: number };
}

async function measure(engine: string, db: Db, csv: string): Promise<NoticeFigures> {
  await bootstrap(db, { registry, adminEmail: 'bench@tessera.local', adminPassword: 'bench admin password' });
  const ctx = createContentContext({ db, registry, archive: pageRenderer(registry) });
  const started = performance.now();
  const report = await importNotices(ctx, { actor: CLI, csv, dryRun: false, publish: true, onProgress: progressBar(`    ${engine}: importing 100,000 notices`) });
  const importSeconds = (performance.now() - started) / 1000;
  if (report.errors.length) throw new Error(`Import failed: ${report.errors[0]!.message}`);
  const topics = ['Fees', 'Trading', 'Margin', 'Technology', 'Regulation'];
  const words = ['margin', 'auction', 'fee change', 'pillar gateway', 'collateral', '"initial margin" brent', 'holiday hours', 'market data'];
  const collections = NOTICE_COLLECTIONS.filter((c) => c !== 'rule-book');
  const noticeTimes: number[] = [];
  const worst = new Map<string, number>();
  for (let i = -10; i < 300; i++) {
    const query =
      i % 3 === 0
        ? { searchCollections: [collections[i % collections.length]!], year: 2012 + (i % 15), page: 1, pageSize: 20 }
        : i % 3 === 1
          ? { searchCollections: [...collections], topic: topics[i % topics.length]!, year: 2020 + (i % 7), page: 1 + (i % 4), pageSize: 20 }
          : { searchCollections: [...collections], q: words[i % words.length]!, page: 1, pageSize: 20 };
    const ms = await time(() => searchNotices(ctx, query));
    // The first few only warm the caches.
    if (i < 0) continue;
    noticeTimes.push(ms);
    const kind = 'q' in query ? `q ${query.q}` : 'topic' in query ? 'topic+year' : 'collection+year';
    worst.set(kind, Math.max(worst.get(kind) ?? 0, ms));
  }
  if (process.env.BENCH_VERBOSE) console.log(`    ${engine} slowest notice search by kind:`, Object.fromEntries([...worst].map(([k, v]) => [k, v.toFixed(1)])));
  const siteTimes: number[] = [];
  for (let i = 0; i < 200; i++) siteTimes.push(await time(() => siteSearch(ctx, { site: i % 2 ? 'nyse' : 'ice', q: words[i % words.length]!, page: 1 })));
  return { engine, importSeconds, noticeSearch: stats(noticeTimes), siteSearch: stats(siteTimes) };
}

export async function noticesBench(count = 100_000): Promise<NoticeFigures[]> {
  const csv = noticesCsv(count);
  const figures: NoticeFigures[] = [];
  const pglite = await openDb({});
  try {
    figures.push(await measure('PGlite', pglite, csv));
  } finally {
    await pglite.close();
  }
  const server = await startPostgres();
  try {
    const db = await openDb({ databaseUrl: server.url });
    try {
      figures.push(await measure('PostgreSQL', db, csv));
    } finally {
      await db.close();
    }
  } finally {
    await server.destroy('immediate');
  }
  return figures;
}
