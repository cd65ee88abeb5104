/**
 * Bundles as files: a JSON document and the library files it names, packed as one gzipped tar
 * (a site bundle, docs/site-bundle.md), and unpacked again under limits — names of the two
 * kinds a bundle holds only, regular files only, a cap on entries, on each entry's size and on
 * the total, so an archive made to fill the disk or the memory is refused by name.
 */
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { once } from '../../core/once';

const tar = once(() => import('tar'));

/** A file to pack: its name in the archive and its bytes when asked (undefined: gone, left out). */
export interface PackedFile {
  name: string;
  read(): Promise<Buffer | undefined>;
}

/**
 * The bundle as a .tar.gz stream: `jsonName` first, then each file. The files are staged one at
 * a time in a temporary directory (never all in memory), which goes when the stream ends.
 * `missing`: the names whose bytes were gone.
 */
export async function packBundle({ jsonName, json, files }: { jsonName: string; json: string; files: readonly PackedFile[] }): Promise<{ stream: Readable; missing: string[] }> {
  const { create } = await tar();
  const dir = await mkdtemp(join(tmpdir(), 'tessera-bundle-'));
  const names = [jsonName];
  const missing: string[] = [];
  try {
    await writeFile(join(dir, jsonName), json);
    for (const file of files) {
      const bytes = await file.read();
      if (!bytes) {
        missing.push(file.name);
        continue;
      }
      await mkdir(dirname(join(dir, file.name)), { recursive: true });
      await writeFile(join(dir, file.name), bytes);
      names.push(file.name);
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const out = new PassThrough();
  const packed = create({ gzip: true, cwd: dir, portable: true, noDirRecurse: true }, names) as unknown as Readable;
  void pipeline(packed, out)
    .catch((error: unknown) => out.destroy(error as Error))
    .finally(() => rm(dir, { recursive: true, force: true }));
  return { stream: out, missing };
}

/** Why an archive was not unpacked, in words for the person who sent it. */
export class BundleUnreadable extends Error {}

export interface UnpackLimits {
  /** Entries at most. */
  maxFiles: number;
  /** Bytes of all entries together, unpacked. */
  maxBytes: number;
  /** Bytes of the JSON. */
  maxJsonBytes: number;
}

export interface UnpackedBundle {
  json: unknown;
  /** The other files' names. */
  names: ReadonlySet<string>;
  has(name: string): boolean;
  open(name: string): Readable;
  /** Removes the unpacked files. */
  dispose(): Promise<void>;
}

/**
 * Unpacks a gzipped tar from `source` into a temporary directory: `jsonName` and names matching
 * `fileName` only, regular files only, within `limits`; then reads and parses the JSON.
 * Throws BundleUnreadable naming what is wrong.
 */
export async function unpackBundle(source: Readable, { jsonName, fileName, limits }: { jsonName: string; fileName: RegExp; limits: UnpackLimits }): Promise<UnpackedBundle> {
  const { extract } = await tar();
  const dir = await mkdtemp(join(tmpdir(), 'tessera-bundle-in-'));
  const names = new Set<string>();
  const refused: string[] = [];
  let entries = 0;
  let bytes = 0;
  let over: string | undefined;
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    try {
      await pipeline(
        source,
        extract({
          cwd: dir,
          strict: true,
          filter: (entryPath, entry) => {
            // `tar czf b.tar.gz -C dir .` names them ./site.json, ./media/…: the same files.
            const path = entryPath.replace(/^\.\//, '');
            const type = 'type' in entry ? entry.type : 'other';
            const size = 'size' in entry && typeof entry.size === 'number' ? entry.size : 0;
            if (type === 'Directory' && ['', '.', 'media', 'media/'].includes(path)) return true;
            if ((type !== 'File' && type !== 'OldFile') || (path !== jsonName && !fileName.test(path))) {
              if (refused.length < 10) refused.push(`${path} (${type === 'File' || type === 'OldFile' ? 'not a name a bundle holds' : type})`);
              return false;
            }
            entries += 1;
            bytes += size;
            if (entries > limits.maxFiles) over ??= `more than ${limits.maxFiles} files`;
            else if (bytes > limits.maxBytes) over ??= `more than ${Math.round(limits.maxBytes / 1024 / 1024)} MB unpacked`;
            else if (path === jsonName && size > limits.maxJsonBytes) over ??= `${jsonName} is larger than ${Math.round(limits.maxJsonBytes / 1024 / 1024)} MB`;
            if (over) return false;
            names.add(path);
            return true;
          },
        }),
      );
    } catch (error) {
      throw new BundleUnreadable(`it is not a gzipped tar archive (${(error as Error).message})`);
    }
    if (over) throw new BundleUnreadable(`it holds ${over}`);
    if (refused.length > 0) throw new BundleUnreadable(`it holds entries a site bundle never has: ${refused.join(', ')}`);
    if (!names.has(jsonName)) throw new BundleUnreadable(`it has no ${jsonName}`);
    let json: unknown;
    try {
      json = JSON.parse(await readFile(join(dir, jsonName), 'utf8'));
    } catch (error) {
      throw new BundleUnreadable(`${jsonName} is not JSON (${(error as Error).message})`);
    }
    names.delete(jsonName);
    return { json, names, has: (name) => names.has(name), open: (name) => createReadStream(join(dir, name)), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}
