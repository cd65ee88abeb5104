import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { randomUUID } from 'node:crypto';
import { extract } from 'tar';
import { clearInstallation, CLI, DataDirInUseError, holdDataDir, installationCounts, installationTables, knownMigrations, loadSnapshot, openStore, schemaProblem, type Db } from '../content';
import type { Config } from '../services/config';
import { checkArchive, unpackArchive } from './backup-archive';
import { FILE_DIRS, PGLITE_DUMP, POSTGRES_DUMP, rowsFile, SEQUENCES, sequencesSchema, type FileDir, type Manifest } from './backup-manifest';
import { pgRestore } from './backup-postgres';

/** What `tessera restore` brought back. */
export interface RestoreSummary {
  from: Manifest['engine'];
  into: Manifest['engine'];
  /** `native`: the engine's own dump; `rows`: the engine-neutral rows into the migrated schema. */
  method: 'native' | 'rows';
  manifest: Manifest;
  files: Record<FileDir, number>;
  /** Where the replaced directories were moved (`--force`). */
  setAside: string[];
  seconds: number;
}

const SETTING: Record<FileDir, string> = { media: 'MEDIA_DIR', submissions: 'SUBMISSIONS_DIR' };

/**
 * `tessera restore FILE [--force]` (issue 27 item 1): unpacks the archive and checks every file
 * against the manifest before anything is changed; refuses an installation that holds anything
 * (a PGlite data directory with files, a database with tables, MEDIA_DIR or SUBMISSIONS_DIR with
 * files) unless `force`; then loads the database (the native dump into the same engine, the rows
 * into the other) and puts the files back, and compares every table's row count with the
 * manifest. On PGlite the new data directory is built beside DATA_DIR and moved into place when
 * complete; `force` moves what it replaces aside, never deletes it (on PostgreSQL the tables are
 * dropped).
 */
export async function restoreBackup({ config, file, force, progress }: { config: Config; file: string; force: boolean; progress: (line: string) => void }): Promise<RestoreSummary> {
  const started = Date.now();
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const into = config.databaseUrl ? 'postgres' : 'pglite';
  const staging = await mkdtemp(join(tmpdir(), 'tessera-restore-'));
  try {
    // Called once the target is known to be empty (or `force`), before anything is changed.
    const check = async (): Promise<Backup> => {
      progress(`Checking ${file}…`);
      await unpackArchive({ file, into: staging });
      const manifest = await checkArchive({ dir: staging, label: file });
      progress(`All ${Object.keys(manifest.files).length} files match the manifest's SHA-256 (a ${engineName(manifest.engine)} backup of ${manifest.createdAt}, schema ${manifest.schemaVersion}).`);
      const problem = schemaProblem(manifest.migrations, await knownMigrations());
      if (problem) throw new Error(`${file} cannot be restored by this release: ${problem}`);
      const method = manifest.engine === into ? 'native' : 'rows';
      progress(`Restoring into ${into === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`} from ${method === 'native' ? `the ${engineName(into)} dump` : 'the engine-neutral rows'}…`);
      return { dir: staging, manifest, keys: storedKeys(manifest), method };
    };
    const steps: Steps = { force, check, progress };
    const { backup, setAside } = into === 'pglite' ? await restorePglite(config, steps) : await restorePostgres(config, steps);
    const { manifest, method, keys } = backup;
    return { from: manifest.engine, into, method, manifest, files: { media: keys.media.length, submissions: keys.submissions.length }, setAside, seconds: (Date.now() - started) / 1000 };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** A checked archive, unpacked in `dir`. */
interface Backup {
  dir: string;
  manifest: Manifest;
  keys: Record<FileDir, string[]>;
  method: 'native' | 'rows';
}

interface Steps {
  force: boolean;
  check: () => Promise<Backup>;
  progress: (line: string) => void;
}

type Restored = { backup: Backup; setAside: string[] };

const engineName = (engine: Manifest['engine']) => (engine === 'pglite' ? 'PGlite' : 'PostgreSQL');

function storedKeys(manifest: Manifest): Record<FileDir, string[]> {
  const names = Object.keys(manifest.files);
  return { media: keysIn(names, 'media'), submissions: keysIn(names, 'submissions') };
}

const keysIn = (names: readonly string[], dir: FileDir) => names.filter((n) => n.startsWith(`${dir}/`)).map((n) => n.slice(dir.length + 1));

async function restorePglite(config: Config, { force, check, progress }: Steps): Promise<Restored> {
  const dataDir = resolve(config.dataDir);
  const targets = fileTargets(config);
  const outside = FILE_DIRS.filter((dir) => !isInside(dataDir, targets[dir]));
  const occupied = [...((await holdsFiles(dataDir)) ? [`DATA_DIR ${config.dataDir}`] : []), ...(await occupiedFileDirs(config, outside))];
  if (occupied.length > 0 && !force) throw refusal(occupied, 'the directories are moved aside, not deleted');
  // Held from here to the swap: no server starts on the directory being replaced.
  const lock = (await holdsFiles(dataDir)) ? await replacing(dataDir, () => holdDataDir(dataDir)) : undefined;
  let backup: Backup;
  try {
    backup = await check();
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const { method } = backup;
  await mkdir(dirname(dataDir), { recursive: true });
  const build = await mkdtemp(`${dataDir}.restoring-`);
  const setAside: string[] = [];
  try {
    if (method === 'native') await extract({ file: join(backup.dir, PGLITE_DUMP), cwd: build, strict: true });
    const db = await openStore({ dataDir: build });
    try {
      if (method === 'rows') await loadRows(db, backup, progress);
      await compareWithManifest(db, backup.manifest);
    } finally {
      await db.close();
    }
    for (const dir of FILE_DIRS) {
      if (!outside.includes(dir)) await placeFiles(join(backup.dir, dir), join(build, relative(dataDir, targets[dir])), backup.keys[dir]);
    }
    let aside: string | undefined;
    if (lock) {
      aside = await moveAside(dataDir);
      await lock.release();
      await rm(join(aside, basename(lock.file)), { force: true });
    } else if (existsSync(dataDir)) {
      await rmdir(dataDir);
    }
    await rename(build, dataDir).catch(async (error: unknown) => {
      if (aside) await rename(aside, dataDir).catch(() => {});
      throw error;
    });
    if (aside) setAside.push(aside);
  } catch (error) {
    await lock?.release();
    await rm(build, { recursive: true, force: true });
    throw error;
  }
  for (const dir of outside) {
    if (await holdsFiles(targets[dir])) setAside.push(await moveAside(targets[dir]));
    await placeFiles(join(backup.dir, dir), targets[dir], backup.keys[dir]);
  }
  return { backup, setAside };
}

async function restorePostgres(config: Config, { force, check, progress }: Steps): Promise<Restored> {
  const databaseUrl = config.databaseUrl!;
  const targets = fileTargets(config);
  const db = await openStore({ databaseUrl });
  const setAside: string[] = [];
  try {
    const tables = await installationTables({ db });
    const occupied = [...(tables.length > 0 ? [`the database of DATABASE_URL (${tables.length} tables)`] : []), ...(await occupiedFileDirs(config, FILE_DIRS))];
    if (occupied.length > 0 && !force) throw refusal(occupied, "the database's tables are dropped; MEDIA_DIR and SUBMISSIONS_DIR are moved aside, not deleted");
    const backup = await check();
    if (tables.length > 0) {
      progress(`Dropping the ${tables.length} tables of the database (--force)…`);
      await clearInstallation({ db }, { actor: CLI });
    }
    for (const dir of FILE_DIRS) {
      if (await holdsFiles(targets[dir])) setAside.push(await moveAside(targets[dir]));
      await placeFiles(join(backup.dir, dir), targets[dir], backup.keys[dir]);
    }
    if (backup.method === 'native') await pgRestore({ databaseUrl, file: join(backup.dir, POSTGRES_DUMP), listFile: join(backup.dir, 'restore.list') });
    else await loadRows(db, backup, progress);
    await compareWithManifest(db, backup.manifest);
    return { backup, setAside };
  } finally {
    await db.close();
  }
}

/** The rows of every table, in batches of at most 500 lines or 4 MB, into the migrated schema. */
async function loadRows(db: Db, backup: Backup, progress: (line: string) => void): Promise<void> {
  const sequences = sequencesSchema.parse(JSON.parse(await readFile(join(backup.dir, SEQUENCES), 'utf8')));
  await loadSnapshot(
    { db },
    {
      actor: CLI,
      snapshot: { migrations: backup.manifest.migrations, tables: backup.manifest.tables, sequences },
      readRows: (table) => jsonLines(join(backup.dir, rowsFile(table))),
      onTable: (table, rows) => {
        if (rows >= 1000) progress(`  ${table}: ${rows.toLocaleString('en-US')} rows`);
      },
    },
  );
}

async function* jsonLines(path: string): AsyncIterable<string[]> {
  let batch: string[] = [];
  let bytes = 0;
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= 500 || bytes >= 4 * 1024 * 1024) {
      yield batch;
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) yield batch;
}

/** The restored database has the backup's migrations and, table by table, its number of rows. */
async function compareWithManifest(db: Db, manifest: Manifest): Promise<void> {
  const found = await installationCounts({ db });
  const label = (m: { version: number; name: string }) => `${m.version}_${m.name}`;
  if (found.migrations.map(label).join() !== manifest.migrations.map(label).join()) {
    throw new Error(`The restored database's migrations (${found.migrations.map(label).join(', ')}) are not the backup's (${manifest.migrations.map(label).join(', ')})`);
  }
  for (const table of manifest.tables) {
    if (found.rows[table.name] !== table.rows) throw new Error(`The restored table ${table.name} has ${found.rows[table.name] ?? 'no'} rows; the backup has ${table.rows}`);
  }
}

function fileTargets(config: Config): Record<FileDir, string> {
  return { media: resolve(config.mediaDir), submissions: resolve(config.submissionsDir) };
}

async function occupiedFileDirs(config: Config, dirs: readonly FileDir[]): Promise<string[]> {
  const targets = fileTargets(config);
  const occupied: string[] = [];
  for (const dir of dirs) if (await holdsFiles(targets[dir])) occupied.push(`${SETTING[dir]} ${dir === 'media' ? config.mediaDir : config.submissionsDir}`);
  return occupied;
}

function refusal(occupied: readonly string[], replaced: string): Error {
  return new Error(
    `Not restoring over an installation that holds data: ${occupied.join('; ')}. Restore into an empty DATA_DIR or database, or add --force to replace it (${replaced}).`,
  );
}

function isInside(parent: string, child: string): boolean {
  const path = relative(parent, child);
  return path !== '' && !path.startsWith('..') && !isAbsolute(path);
}

/** Whether a directory exists and holds anything (an upload's empty scratch directory aside). */
async function holdsFiles(path: string): Promise<boolean> {
  const names = await readdir(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const name of names) {
    if (name !== '.incoming') return true;
    if ((await readdir(join(path, name)).catch(() => [])).length > 0) return true;
  }
  return false;
}

/** A PGlite data directory a server holds: refused in one line, before anything is changed. */
async function replacing<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const who = error.holder ? `pid ${error.holder.pid} on ${error.holder.hostname}` : `see ${error.file}`;
    throw new Error(`${dataDir} is in use by a running Tessera (${who}): stop it before restoring over it`, { cause: error });
  }
}

async function moveAside(path: string): Promise<string> {
  const aside = `${path}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await rename(path, aside);
  return aside;
}

/** Moves (or, across file systems, copies under a temporary name and renames) each file into `to`. */
async function placeFiles(from: string, to: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await mkdir(to, { recursive: true });
  for (const key of keys) {
    await rename(join(from, key), join(to, key)).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV') throw error;
      const temp = join(to, `${key}.${randomUUID()}.tmp`);
      await copyFile(join(from, key), temp);
      await rename(temp, join(to, key));
    });
  }
}
