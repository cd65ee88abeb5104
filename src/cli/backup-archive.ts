import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { create, extract } from 'tar';
import { isArchiveName, MANIFEST, manifestSchema, PGLITE_DUMP, POSTGRES_DUMP, rowsFile, SEQUENCES, type Manifest } from './backup-manifest';

/** The SHA-256 of a file, in hex, read as a stream. */
export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The manifest's `files`: the size and SHA-256 of each of `names` under `dir`. */
export async function describeFiles(dir: string, names: readonly string[]): Promise<Manifest['files']> {
  const files: Manifest['files'] = {};
  for (const name of names) files[name] = { size: (await stat(join(dir, name))).size, sha256: await sha256File(join(dir, name)) };
  return files;
}

/** Writes `dir`'s manifest and `names` as a gzipped tar. */
export async function packArchive({ dir, names, file }: { dir: string; names: readonly string[]; file: string }): Promise<void> {
  await create({ gzip: true, file, cwd: dir, portable: true }, [MANIFEST, ...names]);
}

/**
 * Unpacks an archive into `into`: regular files and directories only (no links, devices or paths
 * outside it: `strict` makes node-tar's refusals errors).
 */
export async function unpackArchive({ file, into }: { file: string; into: string }): Promise<void> {
  const refused: string[] = [];
  try {
    await extract({
      file,
      cwd: into,
      strict: true,
      filter: (path, entry) => {
        const type = 'type' in entry ? entry.type : entry.isFile() ? 'File' : entry.isDirectory() ? 'Directory' : 'other';
        if (type === 'File' || type === 'OldFile' || type === 'Directory') return true;
        refused.push(`${path} (${type})`);
        return false;
      },
    });
  } catch (error) {
    throw new Error(`${file} is not a readable backup archive: ${(error as Error).message}`, { cause: error });
  }
  if (refused.length > 0) throw new Error(`${file} holds entries a backup never has, so it is not restored: ${refused.join(', ')}`);
}

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(dir, name)));
    else found.push(name);
  }
  return found;
}

/**
 * Checks an unpacked archive before anything is changed: its manifest, then every file against
 * the manifest's size and SHA-256, every file the manifest's engine and tables need, and nothing
 * besides. Throws naming each problem (file, expected and actual hash); answers the manifest.
 */
export async function checkArchive({ dir, label }: { dir: string; label: string }): Promise<Manifest> {
  const text = await readFile(join(dir, MANIFEST), 'utf8').catch(() => undefined);
  if (text === undefined) throw new Error(`${label} has no ${MANIFEST}: it is not a Tessera backup`);
  let manifest: Manifest;
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.') || 'the manifest'}: ${i.message}`).join('; '));
    manifest = parsed.data;
  } catch (error) {
    throw new Error(`${label}: its ${MANIFEST} is not a Tessera backup manifest (${(error as Error).message})`, { cause: error });
  }
  const problems: string[] = [];
  if (manifest.migrations.at(-1)!.version !== manifest.schemaVersion) problems.push(`${MANIFEST}: schema version ${manifest.schemaVersion} is not its last migration's`);
  const present = new Set((await filesUnder(dir)).filter((name) => name !== MANIFEST));
  const needed = [manifest.engine === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP, SEQUENCES, ...manifest.tables.map((t) => rowsFile(t.name))];
  for (const name of needed) if (!manifest.files[name]) problems.push(`${name}: needed, and not listed in the manifest`);
  for (const [name, expected] of Object.entries(manifest.files)) {
    if (!present.has(name)) {
      problems.push(`${name}: listed in the manifest, missing from the archive`);
      continue;
    }
    const actual = { size: (await stat(join(dir, name))).size, sha256: await sha256File(join(dir, name)) };
    if (actual.sha256 !== expected.sha256) problems.push(`${name}: expected SHA-256 ${expected.sha256}, found ${actual.sha256} (${expected.size} bytes expected, ${actual.size} found)`);
  }
  for (const name of present) {
    if (!manifest.files[name]) problems.push(`${name}: in the archive, not in its manifest${isArchiveName(name) ? '' : ' (and not a name a backup holds)'}`);
  }
  if (problems.length > 0) throw new Error(`${label} failed its checks, so nothing was changed:\n  ${problems.join('\n  ')}`);
  return manifest;
}
