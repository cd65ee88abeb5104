import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, open, readdir, rename, rm, stat, writeFile, type FileHandle } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { create } from 'tar';
import { CLI, controlSocketPath, DataDirInUseError, holdDataDir, openStore, PGLITE_ENTRY, snapshotDatabase, type DatabaseSnapshot, type Db } from '../content';
import type { Config } from '../services/config';
import { describeFiles, packArchive } from './backup-archive';
import { BACKUP_FORMAT, FILE_DIRS, FILE_KEY, MANIFEST, PGLITE_DUMP, POSTGRES_DUMP, rowsFile, SEQUENCES, type FileDir, type Manifest } from './backup-manifest';
import { askServerToCopy } from './backup-control';
import { pgDump } from './backup-postgres';

/** What `tessera backup` wrote. */
export interface BackupSummary {
  file: string;
  bytes: number;
  seconds: number;
  engine: 'pglite' | 'postgres';
  schemaVersion: number;
  tables: number;
  rows: number;
  files: Record<FileDir, number>;
  /** Files the database refers to that were not on disk (deleted since the snapshot, or lost before). */
  missing: string[];
}

/**
 * `tessera backup FILE` (issue 27 item 1): one .tar.gz (backup-manifest.ts) of the database in
 * one snapshot, natively and engine-neutral, and the files of MEDIA_DIR and SUBMISSIONS_DIR, with
 * a manifest of checksums. On PostgreSQL it runs while the server serves: one REPEATABLE READ
 * snapshot shared with `pg_dump`, no lock beyond what reads take. A PGlite data directory is one
 * process's: while a server holds it, the server copies its files on request (its control socket)
 * and the rows are read from that copy (notes/DECISIONS.md, "Issue 27 item 1"). FILE is written
 * under a temporary name and renamed when complete.
 */
export async function writeBackup({ config, file, progress }: { config: Config; file: string; progress: (line: string) => void }): Promise<BackupSummary> {
  const started = Date.now();
  const out = resolve(file);
  if (existsSync(out)) throw new Error(`${file} exists: give the backup a new name, or remove that file first`);
  const staging = await mkdtemp(`${out}.partial-`);
  const packed = `${staging}.tar.gz`;
  try {
    await mkdir(join(staging, 'database', 'rows'), { recursive: true });
    const engine = config.databaseUrl ? 'postgres' : 'pglite';
    progress(`Backing up ${engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}…`);
    const snapshot = engine === 'postgres' ? await snapshotPostgres(config.databaseUrl!, staging, progress) : await snapshotPglite(config.dataDir, staging, progress);
    const rows = snapshot.tables.reduce((sum, t) => sum + t.rows, 0);
    progress(`Database: ${rows.toLocaleString('en-US')} rows in ${snapshot.tables.length} tables, one snapshot (${seconds(started)} s).`);
    await writeFile(join(staging, SEQUENCES), JSON.stringify(snapshot.sequences));

    const dirs: Record<FileDir, string> = { media: config.mediaDir, submissions: config.submissionsDir };
    const staged: Record<FileDir, string[]> = { media: [], submissions: [] };
    for (const dir of FILE_DIRS) staged[dir] = await stageFiles(dirs[dir], join(staging, dir));
    progress(`Files: ${staged.media.length} from MEDIA_DIR, ${staged.submissions.length} from SUBMISSIONS_DIR.`);
    const missing = FILE_DIRS.flatMap((dir) => {
      const present = new Set(staged[dir]);
      return snapshot.files[dir].filter((key) => !present.has(key)).map((key) => `${dir}/${key}`);
    });
    for (const name of missing) progress(`Warning: the database refers to ${name}, which is not in ${setting(name)} (deleted since the snapshot, or lost before it).`);

    const names = [
      engine === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP,
      SEQUENCES,
      ...snapshot.tables.map((t) => rowsFile(t.name)),
      ...FILE_DIRS.flatMap((dir) => staged[dir].map((key) => `${dir}/${key}`)),
    ];
    progress('Checksums and compression…');
    const last = snapshot.migrations.at(-1)!;
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      engine,
      serverVersion: snapshot.serverVersion,
      schemaVersion: last.version,
      migrations: snapshot.migrations,
      tables: snapshot.tables,
      files: await describeFiles(staging, names),
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await packArchive({ dir: staging, names, file: packed });
    await rename(packed, out);
    const bytes = (await stat(out)).size;
    return { file, bytes, seconds: (Date.now() - started) / 1000, engine, schemaVersion: last.version, tables: snapshot.tables.length, rows, files: { media: staged.media.length, submissions: staged.submissions.length }, missing };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(packed, { force: true });
  }
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
const setting = (name: string) => (name.startsWith('media/') ? 'MEDIA_DIR' : 'SUBMISSIONS_DIR');

/** PostgreSQL: the rows and `pg_dump` read one exported snapshot while the server goes on serving. */
async function snapshotPostgres(databaseUrl: string, staging: string, progress: (line: string) => void): Promise<DatabaseSnapshot> {
  const db = await openStore({ databaseUrl });
  try {
    return await readSnapshot(db, staging, async (snapshotId) => {
      const started = Date.now();
      await pgDump({ databaseUrl, snapshot: snapshotId, file: join(staging, POSTGRES_DUMP) });
      progress(`pg_dump: ${megabytes((await stat(join(staging, POSTGRES_DUMP))).size)} (${seconds(started)} s).`);
    });
  } finally {
    await db.close();
  }
}

/**
 * PGlite: the rows are read with the data directory open, which locks it; then PGlite shuts down
 * cleanly and the directory, locked again, is copied as it is on disk, PostgreSQL's files only.
 * When a running server holds it, that server copies those files into the staging directory
 * (`copyFromServer`), and the rows and the archive's copy are taken from there.
 */
async function snapshotPglite(dataDir: string, staging: string, progress: (line: string) => void): Promise<DatabaseSnapshot> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`There is no database in ${dataDir} (DATA_DIR): nothing to back up`);
  let snapshot: DatabaseSnapshot;
  try {
    snapshot = await readPglite(dataDir, staging);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    // Named so that no entry of the archive is under it; removed with the staging directory.
    const copy = join(staging, 'served-copy');
    await copyFromServer(dataDir, copy, error, progress);
    snapshot = await readPglite(copy, staging);
    await tarPglite(copy, staging);
    await rm(copy, { recursive: true, force: true });
    progress(`PGlite data directory: ${megabytes((await stat(join(staging, PGLITE_DUMP))).size)}.`);
    return snapshot;
  }
  const lock = await inUseAsOneLine(dataDir, () => holdDataDir(dataDir));
  try {
    await tarPglite(dataDir, staging);
  } finally {
    await lock.release();
  }
  progress(`PGlite data directory: ${megabytes((await stat(join(staging, PGLITE_DUMP))).size)}.`);
  return snapshot;
}

async function readPglite(dataDir: string, staging: string): Promise<DatabaseSnapshot> {
  const db = await openStore({ dataDir });
  try {
    return await readSnapshot(db, staging);
  } finally {
    await db.close();
  }
}

async function tarPglite(dataDir: string, staging: string): Promise<void> {
  const entries = (await readdir(dataDir)).filter((name) => PGLITE_ENTRY.test(name)).sort();
  await create({ file: join(staging, PGLITE_DUMP), cwd: dataDir, portable: true }, entries);
}

/**
 * Asks the server holding `dataDir` for a copy of its database files in `into`
 * (content/installation/served-backup.ts). A holder that does not answer on the control socket
 * (a server of an older release, another command) gets the refusal of old.
 */
async function copyFromServer(dataDir: string, into: string, inUse: DataDirInUseError, progress: (line: string) => void): Promise<void> {
  const socket = controlSocketPath(dataDir);
  const holder = `The Tessera holding ${dataDir} (${inUse.holder ? `pid ${inUse.holder.pid}` : `see ${inUse.file}`})`;
  progress(`${dataDir} is served by a running Tessera${inUse.holder ? ` (pid ${inUse.holder.pid})` : ''}: asking it for a copy of the database through ${socket}…`);
  const started = Date.now();
  const copy = await askServerToCopy({ socket, into, holder });
  if (!copy) return void (await inUseAsOneLine(dataDir, () => Promise.reject(inUse)));
  progress(
    `Copied by the server: ${megabytes(copy.bytes)} in ${copy.files.toLocaleString('en-US')} files (${seconds(started)} s); ` +
      `its database statements waited ${(copy.checkpointMs / 1000).toFixed(2)} s for a checkpoint and ${(copy.pausedMs / 1000).toFixed(2)} s for the copy.`,
  );
}

async function inUseAsOneLine<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const who = error.holder ? `pid ${error.holder.pid} on ${error.holder.hostname}, since ${error.holder.startedAt}` : `see ${error.file}`;
    throw new Error(
      `${dataDir} is in use by a running Tessera (${who}). PGlite serves one process: stop the server for the backup and start it again after, ` +
        'or run on PostgreSQL (DATABASE_URL), where backups run while it serves.',
      { cause: error },
    );
  }
}

/** The snapshot, each table's rows appended to its JSON-lines file (one open file at a time). */
async function readSnapshot(db: Db, staging: string, alongside?: (snapshotId: string | undefined) => Promise<void>): Promise<DatabaseSnapshot> {
  let current: { table: string; handle: FileHandle } | undefined;
  const closeCurrent = async () => {
    await current?.handle.close();
    current = undefined;
  };
  try {
    const snapshot = await snapshotDatabase(
      { db },
      {
        actor: CLI,
        ...(alongside ? { alongside } : {}),
        async writeRows(table, lines) {
          if (current?.table !== table) {
            await closeCurrent();
            current = { table, handle: await open(join(staging, rowsFile(table)), 'w') };
          }
          await current.handle.write(`${lines.join('\n')}\n`);
        },
      },
    );
    await closeCurrent();
    // A table without rows has an empty file: the archive holds one per table.
    for (const table of snapshot.tables) if (table.rows === 0) await writeFile(join(staging, rowsFile(table.name)), '');
    return snapshot;
  } finally {
    await closeCurrent();
  }
}

/**
 * Puts the stored files of `from` (storage keys only: not temporary files) into `to`: a hard link
 * where the file system allows (a stored file never changes, so the link is a snapshot of it and
 * costs no space), else a copy. A file removed meanwhile is left out.
 */
async function stageFiles(from: string, to: string): Promise<string[]> {
  const entries = await readdir(from, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const keys = entries.filter((e) => e.isFile() && FILE_KEY.test(e.name)).map((e) => e.name).sort();
  await mkdir(to, { recursive: true });
  const staged: string[] = [];
  for (const key of keys) {
    try {
      await link(join(from, key), join(to, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw error;
        return copyFile(join(from, key), join(to, key));
      });
      staged.push(key);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return staged;
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
