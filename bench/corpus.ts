/**
 * A corpus of many published pages on one site, built through the content operations (not
 * HTTP) and kept between runs: issue 40's "10,000 pages on imt, each including one header
 * partial". The record bench (bench/record.ts), the later scale bench and the archive's
 * behaviour test (test/server/archive-recording.test.ts) use it. Each page is a product page of
 * the demo's kind: the site's layout with its /header and /footer partials, a breadcrumb, a
 * heading and a few paragraphs (about 25 KB of HTML).
 *
 * `corpusDataDir({ pages })` gives a PGlite data directory bootstrapped as a first start does
 * (the demo content, an administrator) plus the pages, every publication recorded in the
 * archive; it is built once per number of pages and state of the sources that shape it
 * (migrations, seed, this file) under BENCH_CACHE_DIR (default: the system's temporary
 * directory) and copied for each run (`copyCorpus`): never serve the cached one itself.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootstrap, pageRenderer } from '../src/cli/bootstrap';
import { breadcrumb, heading, page, richText } from '../src/cli/seed/build';
import { registry } from '../src/components/registry';
import { createContentContext, publishDocuments, recordArchive, type ContentContext, type SeedDocument } from '../src/content';
import type { SiteId } from '../src/core/sites';
import { openPglite } from '../src/store';

const ROOT = new URL('..', import.meta.url).pathname;

/** The administrator of every corpus (its password is only a bench's). */
export const CORPUS_ADMIN = { email: 'admin@tessera.local', password: 'corpus admin password' } as const;

/** The site and the folder the generated pages live under. */
export const CORPUS_SITE: SiteId = 'imt';
const FOLDER = '/products';

/** The path of the corpus's page `i` (0-based), in the order their paths sort. */
export const corpusPath = (i: number): string => `${FOLDER}/item-${String(i).padStart(6, '0')}`;

const LINES = [
  'Loan boarding moves servicing data from the originator to the servicer in one validated file.',
  'Every field is checked against the investor guidelines before the transfer is accepted.',
  'Exceptions are routed to the responsible team with the document that explains them.',
  'Status reports follow each step, and the audit trail keeps who approved what and when.',
  'Pricing depends on volume; the annual subscription includes support during business hours.',
];

/** Page `i` of the corpus: the demo's product-page shape, with text of its own. */
export function corpusPage(i: number, site: SiteId = CORPUS_SITE): SeedDocument {
  const name = `Servicing product ${i}`;
  const paragraphs = Array.from({ length: 6 }, (_, k) => `<p>${LINES[(i + k) % LINES.length]} Reference ${i}-${k}: product ${i} of the corpus.</p>`);
  return page({
    site,
    path: corpusPath(i),
    title: name,
    description: `${name}: what it does and what it costs.`,
    main: [breadcrumb(['Home', '/'], ['Products', FOLDER], [name, corpusPath(i)]), heading(name, 1), richText(paragraphs.join('')), heading('How to start', 2), richText(`<p>${LINES[i % LINES.length]}</p>`)],
  });
}

/**
 * Publishes corpus pages `from` … `to - 1` through the content operations (create, then publish,
 * each as the seed), `batch` at a time, telling `onProgress` how many are done.
 */
export async function publishCorpus(ctx: ContentContext, { from = 0, to, site = CORPUS_SITE, onProgress }: { from?: number; to: number; site?: SiteId; onProgress?: (done: number) => void }): Promise<void> {
  const batch = 250;
  for (let i = from; i < to; i += batch) {
    await publishDocuments(
      ctx,
      Array.from({ length: Math.min(batch, to - i) }, (_, k) => corpusPage(i + k, site)),
    );
    onProgress?.(Math.min(to, i + batch) - from);
  }
}

/** A hash of the files that shape a corpus (not of its size): a change to any makes a new one. */
async function sourcesKey(): Promise<string> {
  const hash = createHash('sha256');
  // What the stored data depends on: the schema, the demo content, these pages, how archive bodies are stored.
  const files = ['bench/corpus.ts', 'package-lock.json', 'src/content/archive/bodies.ts'];
  for (const dir of ['src/store/migrations', 'src/cli/seed', 'src/cli/seed/sites']) {
    for (const name of (await readdir(join(ROOT, dir))).sort()) if (/\.(sql|ts)$/.test(name) && !name.endsWith('.test.ts')) files.push(join(dir, name));
  }
  for (const file of files) hash.update(file).update(await readFile(join(ROOT, file)));
  return hash.digest('hex').slice(0, 16);
}

const exists = (path: string) => stat(path).then(
  () => true,
  () => false,
);

/** The cached corpus of the same sources with the most pages below `pages`, to grow from. */
async function smallerCorpus(cache: string, key: string, pages: number): Promise<{ dir: string; pages: number } | undefined> {
  const names = await readdir(cache).catch(() => [] as string[]);
  let best: { dir: string; pages: number } | undefined;
  for (const name of names) {
    const match = new RegExp(`^corpus-${CORPUS_SITE}-(\\d+)-${key}$`).exec(name);
    const size = Number(match?.[1]);
    if (match && size < pages && size > (best?.pages ?? 0) && (await exists(join(cache, name, 'PG_VERSION')))) best = { dir: join(cache, name), pages: size };
  }
  return best;
}

/**
 * The data directory of a corpus of `pages` pages, built when missing (about 20 ms a page on
 * PGlite: minutes for 10,000, half an hour for 100,000), grown from the largest smaller one of
 * the same sources when there is one. `log` is told what is being built.
 */
export async function corpusDataDir({ pages, log = () => {} }: { pages: number; log?: (line: string) => void }): Promise<string> {
  const cache = process.env.BENCH_CACHE_DIR ?? join(tmpdir(), 'tessera-bench-cache');
  const key = await sourcesKey();
  const dir = join(cache, `corpus-${CORPUS_SITE}-${pages}-${key}`);
  if (await exists(join(dir, 'PG_VERSION'))) return dir;
  await mkdir(cache, { recursive: true });
  const building = `${dir}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
  const from = await smallerCorpus(cache, key, pages);
  if (from) await copyCorpus(from.dir, building);
  const db = await openPglite({ dataDir: building });
  try {
    log(`building a corpus of ${pages.toLocaleString('en-US')} pages on ${CORPUS_SITE} in ${dir}${from ? `, from the one of ${from.pages.toLocaleString('en-US')}` : ''} (once; later runs copy it)`);
    if (!from) await bootstrap(db, { registry, adminEmail: CORPUS_ADMIN.email, adminPassword: CORPUS_ADMIN.password });
    const ctx = createContentContext({ db, registry, archive: pageRenderer(registry) });
    let reported = 0;
    await publishCorpus(ctx, {
      from: from?.pages ?? 0,
      to: pages,
      onProgress: (done) => {
        if (done - reported >= 1000 || done === pages - (from?.pages ?? 0)) {
          reported = done;
          log(`  ${((from?.pages ?? 0) + done).toLocaleString('en-US')} pages published (${seconds()} s)`);
        }
      },
    });
    // Recorded as a running server's archive job would have recorded them.
    for (let recorded = 0; ; ) {
      const report = await recordArchive(ctx, { budgetMs: 30_000 });
      recorded += report.entries;
      log(`  ${recorded.toLocaleString('en-US')} archive entries recorded (${seconds()} s)`);
      if (!report.more) break;
    }
  } finally {
    await db.close();
  }
  await rm(dir, { recursive: true, force: true });
  await rename(building, dir);
  log(`  corpus built in ${seconds()} s`);
  return dir;
}

/** A copy of a corpus's data directory at `target` (which must not exist), to serve or change. */
export async function copyCorpus(corpus: string, target: string): Promise<void> {
  await cp(corpus, target, { recursive: true, errorOnExist: true, force: false });
  // A lock a crashed build left would make the copy look in use.
  await rm(join(target, 'tessera.lock'), { force: true });
}
