import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { z } from 'zod';

/** A built file: its bytes, compressed once at build, with its content type and ETag. */
export interface Asset {
  body: Buffer;
  /** Brotli and gzip forms of text assets (absent for binary ones). */
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
}

/** The checkout: inputs are named relative to it. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where builds are kept between processes: `npm run build` fills it, a start reads it. */
export const ASSET_CACHE_DIR = join(ROOT, 'dist', 'assets');

const TEXT = /^(text\/|application\/json|image\/svg)/;

/** A strong ETag for some bytes: the one way the platform tags what it serves. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * An asset with its content type and ETag; text is compressed at its best (brotli 11, gzip 9)
 * on libuv's thread pool: a build in a serving process must not stop the event loop for seconds.
 */
export async function compressAsset(body: Buffer | string, contentType: string): Promise<Asset> {
  const buf = typeof body === 'string' ? Buffer.from(body) : body;
  if (!TEXT.test(contentType)) return { body: buf, contentType, etag: etagOf(buf) };
  const [br, gzip] = await Promise.all([
    brotli(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }),
    gzipped(buf, { level: 9 }),
  ]);
  return { body: buf, br, gzip, contentType, etag: etagOf(buf) };
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/**
 * The hash of files' contents (paths relative to the checkout; a missing one counts as such),
 * for what a build depends on beyond the files its bundler reports: the builder's own source,
 * the lock file (which package versions resolve), tsconfig.json.
 */
export function hashOfFiles(paths: readonly string[]): string {
  const hash = createHash('sha256');
  for (const path of paths) {
    let contents: Buffer | string;
    try {
      contents = readFileSync(join(ROOT, path));
    } catch {
      contents = 'missing';
    }
    hash.update(path).update('\0').update(contents).update('\0');
  }
  return hash.digest('hex');
}

/** Bumped when the layout of an entry changes: older entries are then never read. */
const FORMAT = 1;
const MANIFEST = 'manifest.json';
/** Entries of one name kept: a few, for checkouts switching between branches. */
const KEEP = 3;

const Manifest = z.object({
  format: z.literal(FORMAT),
  name: z.string(),
  key: z.string(),
  /** Each input file of the build (relative to the checkout) → SHA-256 of its contents. */
  inputs: z.record(z.string(), z.string()),
  files: z.array(z.object({ path: z.string(), contentType: z.string(), body: z.string(), br: z.string().optional(), gzip: z.string().optional() })),
  meta: z.unknown(),
});
type Manifest = z.infer<typeof Manifest>;

/** What a build is keyed by besides its input files: generated sources, the builder's own code, the lock file. */
export type Extra = Readonly<Record<string, string>>;

function keyOf(name: string, extra: Extra, inputs: Readonly<Record<string, string>>): string {
  const sorted = (record: Readonly<Record<string, string>>) => Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return sha256(JSON.stringify([FORMAT, name, sorted(extra), sorted(inputs)])).slice(0, 20);
}

/** Each file's SHA-256 as it is now; undefined when one is gone (its build then cannot be current). */
function hashInputs(paths: readonly string[]): Record<string, string> | undefined {
  const hashes: Record<string, string> = {};
  for (const path of paths) {
    try {
      hashes[path] = sha256(readFileSync(join(ROOT, path)));
    } catch {
      return undefined;
    }
  }
  return hashes;
}

/** A build found in the cache: its files, and what the builder kept beside them (e.g. the island manifest). */
export interface CachedBuild {
  files: Map<string, Asset>;
  meta: unknown;
}

/**
 * The current build of `name` in `dir`, or undefined. An entry is current when the key it was
 * stored under still follows from `extra` and from the contents of every input file its build
 * read (as its bundler reported them); every stored file must have the bytes the manifest names.
 * A damaged, partial or stale entry is never served: the caller builds again.
 */
export async function readCachedBuild({ dir = ASSET_CACHE_DIR, name, extra }: { dir?: string; name: string; extra: Extra }): Promise<CachedBuild | undefined> {
  for (const entry of await entriesOf(dir, name)) {
    const found = await readEntry(join(dir, entry), name, extra).catch(() => undefined);
    if (found) return found;
  }
  return undefined;
}

/** Entries of `name` in `dir`, newest first. */
async function entriesOf(dir: string, name: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const dated = await Promise.all(
    names.filter((entry) => entry.startsWith(`${name}-`)).map(async (entry) => ({ entry, at: (await stat(join(dir, entry)).catch(() => undefined))?.mtimeMs ?? 0 })),
  );
  return dated.sort((a, b) => b.at - a.at).map((d) => d.entry);
}

async function readEntry(path: string, name: string, extra: Extra): Promise<CachedBuild | undefined> {
  const parsed = Manifest.safeParse(JSON.parse(await readFile(join(path, MANIFEST), 'utf8')));
  if (!parsed.success) return undefined;
  const manifest = parsed.data;
  if (manifest.name !== name || path !== join(dirname(path), `${name}-${manifest.key}`)) return undefined;
  const inputs = hashInputs(Object.keys(manifest.inputs));
  if (!inputs || keyOf(name, extra, inputs) !== manifest.key) return undefined;
  const files = new Map<string, Asset>();
  for (const file of manifest.files) {
    const read = async (suffix: string, expected: string | undefined) => {
      if (expected === undefined) return undefined;
      const bytes = await readFile(join(path, file.path + suffix));
      if (sha256(bytes) !== expected) throw new Error(`${file.path}${suffix} is damaged`);
      return bytes;
    };
    const [body, br, gzip] = await Promise.all([read('', file.body), read('.br', file.br), read('.gz', file.gzip)]);
    files.set(file.path, { body: body!, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}), contentType: file.contentType, etag: etagOf(body!) });
  }
  return { files, meta: manifest.meta };
}

/**
 * Keeps a build in `dir` under the key of its inputs, for the next process to read: written
 * beside and renamed into place, so a reader never sees half an entry; older entries of the
 * name beyond the last few are removed. Not kept (answers false) when an input changed while
 * it was built, since the key would then name contents the build did not read.
 */
export async function writeCachedBuild({
  dir = ASSET_CACHE_DIR,
  name,
  extra,
  inputs,
  startedAt,
  files,
  meta,
}: {
  dir?: string;
  name: string;
  extra: Extra;
  /** The input files the build read, relative to the checkout. */
  inputs: readonly string[];
  /** `Date.now()` when the build began. */
  startedAt: number;
  files: ReadonlyMap<string, Asset>;
  meta: unknown;
}): Promise<boolean> {
  const now = Date.now();
  const changedMeanwhile = (path: string) => {
    const modified = statSync(join(ROOT, path), { throwIfNoEntry: false })?.mtimeMs;
    return modified === undefined || (modified >= startedAt && modified <= now);
  };
  if (inputs.some(changedMeanwhile)) return false;
  const hashes = hashInputs(inputs);
  if (!hashes) return false;
  const key = keyOf(name, extra, hashes);
  const manifest: Manifest = { format: FORMAT, name, key, inputs: hashes, files: [], meta };
  const tmp = join(dir, `.tmp-${name}-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await mkdir(tmp, { recursive: true });
    for (const [path, file] of files) {
      await mkdir(dirname(join(tmp, path)), { recursive: true });
      await writeFile(join(tmp, path), file.body);
      if (file.br) await writeFile(join(tmp, `${path}.br`), file.br);
      if (file.gzip) await writeFile(join(tmp, `${path}.gz`), file.gzip);
      manifest.files.push({ path, contentType: file.contentType, body: sha256(file.body), ...(file.br ? { br: sha256(file.br) } : {}), ...(file.gzip ? { gzip: sha256(file.gzip) } : {}) });
    }
    await writeFile(join(tmp, MANIFEST), JSON.stringify(manifest));
    const target = join(dir, `${name}-${key}`);
    const placed = await rename(tmp, target).then(
      () => true,
      () => false,
    );
    // Another process may have put the same build there meanwhile; a damaged entry gives way.
    if (!placed && !(await readEntry(target, name, extra).catch(() => undefined))) {
      await rm(target, { recursive: true, force: true });
      await rename(tmp, target);
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  for (const old of (await entriesOf(dir, name)).slice(KEEP)) await rm(join(dir, old), { recursive: true, force: true });
  return true;
}
