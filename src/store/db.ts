import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { tightenPrivateFiles } from './private-files';
import { migrate, migrationsKey } from './migrate';
import { copyPostgresFiles, type DataDirCopy } from './data-dir-copy';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { textParsers } from './decode';
import { isDatabaseUnavailable } from './unavailable';
import type { Db, DbFigures } from './types';

export interface OpenDbOptions {
  /** PGlite data directory (created when missing); in memory when absent. */
  dataDir?: string;
  /** A PostgreSQL connection URL; when set, PGlite is not used. */
  databaseUrl?: string;
  /** A PGlite data directory dump (`dumpDataDir`) to start from, e.g. a migrated test template. */
  loadDataDir?: Blob | File;
}

/** A PGlite database, which can also dump its data directory (test templates, backups). */
export interface PgliteDb extends Db {
  readonly engine: 'pglite';
  dumpDataDir(compression?: 'none' | 'gzip'): Promise<Blob>;
  /**
   * Copies the data directory's PostgreSQL files into `into` (a new directory) while no statement
   * runs: after a CHECKPOINT, it waits for the transaction in progress to end and holds every other
   * statement back for the copy's length (`pausedMs`). The copy is what a crash at that instant
   * would leave, which PostgreSQL recovers when it opens it.
   */
  copyDataDir(into: string): Promise<DataDirCopy & { checkpointMs: number; pausedMs: number }>;
}

/** Opens PostgreSQL when `databaseUrl` is set, otherwise PGlite (on disk or in memory). */
export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl) return openPostgres({ databaseUrl: options.databaseUrl });
  return openPglite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
}

/**
 * PostgreSQL's defaults size a server for a machine of its own (128 MB of shared buffers,
 * all of which the WebAssembly heap then keeps resident). The embedded store serves one
 * process with a database of tens of megabytes: these keep its resident memory near 100 MB.
 */
const PGLITE_SETTINGS = ['shared_buffers = 16MB', 'work_mem = 2MB', 'maintenance_work_mem = 16MB', 'temp_buffers = 2MB'];

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The dump a new data directory starts from, for this PGlite release and these migrations
 * (undefined when PGlite's version cannot be read). `npm run build` writes it
 * (`writeNewClusterDump`).
 */
function newClusterFile(): string | undefined {
  try {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
    return join(ROOT, 'dist', 'pglite', `cluster-${version}-${migrationsKey()}.tar.gz`);
  } catch {
    return undefined;
  }
}

/**
 * Makes the dump of a cluster with every migration applied that a new data directory starts
 * from (`openPglite`), unless it is there: creating a cluster (initdb) and migrating it were
 * most of a first start's wait before the demo content, loading one takes a second. Dumps for
 * other migrations or releases are removed. Answers whether it was written.
 */
export async function writeNewClusterDump(): Promise<boolean> {
  const file = newClusterFile();
  if (!file || existsSync(file)) return false;
  const db = await openPglite();
  try {
    await migrate(db);
    const dump = await db.dumpDataDir('gzip');
    await mkdir(dirname(file), { recursive: true });
    // Written beside and renamed: a start never reads half a dump.
    const tmp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
    await writeFile(tmp, new Uint8Array(await dump.arrayBuffer()));
    await rename(tmp, file).catch(async (error: unknown) => {
      await rm(tmp, { force: true });
      throw error;
    });
  } finally {
    await db.close();
  }
  for (const name of await readdir(dirname(file))) {
    if (/^(empty-)?cluster-.*\.tar\.gz$/.test(name) && join(dirname(file), name) !== file) await rm(join(dirname(file), name), { force: true });
  }
  return true;
}

/** For a data directory PGlite has not created yet: the kept cluster's dump, when there is one. */
async function newClusterDump(dataDir: string): Promise<Blob | undefined> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return undefined;
  const file = newClusterFile();
  const bytes = file ? await readFile(file).catch(() => undefined) : undefined;
  return bytes ? new Blob([new Uint8Array(bytes)]) : undefined;
}

/**
 * Opens PGlite. A data directory is locked for this process first (see `lockDataDir`): two
 * processes on one directory would each lose the other's writes. `close()` releases it. A new
 * data directory starts from the migrated cluster's dump when `npm run build` made one.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<PgliteDb> {
  const lock = options.dataDir ? await lockDataDir(options.dataDir) : undefined;
  let pglite: PGlite;
  try {
    const loadDataDir = options.loadDataDir ?? (lock ? await newClusterDump(lock.dataDir) : undefined);
    pglite = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      postgresqlconf: PGLITE_SETTINGS,
      ...(loadDataDir ? { loadDataDir } : {}),
      parsers: textParsers,
      // Trigram similarity for search suggestions (migration 012 creates the extension).
      extensions: { pg_trgm },
    });
    // A loaded dump of a data directory may hold its own process's lock file.
    if (loadDataDir) await lock?.rewrite();
    // PGlite writes some files with modes of its own (a new cluster's 0666, pg_internal.init 0644), whatever the umask.
    if (lock) await tightenPrivateFiles([lock.dataDir]);
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const failures = new Failures();
  return {
    engine: 'pglite',
    async query<R>(sql: string, params?: readonly unknown[]) {
      await turn();
      const result = await failures.count(pglite.query<R>(sql, params ? [...params] : undefined));
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await failures.count(pglite.exec(sql));
    },
    transaction: (fn) => pglite.transaction((tx) => fn(pgliteTransaction(tx, 1, failures))),
    figures: () => failures.figures(),
    listen: (channel, onMessage) => pglite.listen(channel, onMessage),
    async close() {
      try {
        await pglite.close();
        if (lock) await tightenPrivateFiles([lock.dataDir]);
      } finally {
        await lock?.release();
      }
    },
    // After a checkpoint: a dump whose WAL need not be replayed opens 2-3 times faster (0.7 s
    // instead of 1.8 s for the seeded test template), and every test opens one.
    dumpDataDir: async (compression = 'none') => {
      await pglite.exec('CHECKPOINT');
      return pglite.dumpDataDir(compression);
    },
    async copyDataDir(into) {
      const dataDir = lock?.dataDir;
      if (!dataDir) throw new Error('An in-memory PGlite has no data directory to copy');
      // The data files catch up with the log first: the copy's recovery then replays little.
      const checkpoint = performance.now();
      await failures.count(pglite.exec('CHECKPOINT'));
      const checkpointMs = performance.now() - checkpoint;
      return pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          const started = performance.now();
          const copy = await copyPostgresFiles(dataDir, into);
          return { ...copy, checkpointMs, pausedMs: performance.now() - started };
        }),
      );
    },
  };
}

/**
 * Lets the event loop take its turn before a PGlite statement. PGlite runs the database in
 * this thread and answers through promises, so a chain of statements (one request's, or many
 * requests' at once) runs from one microtask to the next and never lets the loop read another
 * socket: under a steady search load, cached pages, which need no statement at all, waited
 * seconds. Statements start first come first served, in slices of the loop's turns: each
 * turn, those waiting start one after another until `TURN_BUDGET_MS` has passed, then the loop
 * reads its sockets again. With an immediate per statement and no budget, every statement
 * waiting ran in one turn (fifteen searches, 150 ms with no socket read); with one statement a
 * turn, the database got too little of the thread under a load of cheap requests and searches
 * waited past 5 s (issue 39 item 2).
 */
function turn(): Promise<void> {
  return new Promise((resolve) => {
    waitingTurns.push(resolve);
    if (slotsQueued === 0) queueSlice();
  });
}
/** How long statements may start one after another before the loop reads its sockets again. */
const TURN_BUDGET_MS = 8;
/** The most statements one turn starts (a bound on the immediates queued ahead). */
const STATEMENTS_PER_TURN = 64;
const waitingTurns: (() => void)[] = [];
let slotsQueued = 0;
let sliceStarted: number | undefined;

/**
 * Queues a slot per waiting statement (up to the bound) for the loop's next turn. Node runs the
 * microtasks after each immediate, so a slot's statement has run (when it needs no I/O) before
 * the next slot looks at the clock.
 */
function queueSlice(): void {
  slotsQueued = Math.min(waitingTurns.length, STATEMENTS_PER_TURN);
  sliceStarted = undefined;
  for (let i = 0; i < slotsQueued; i++) setImmediate(startStatement);
}

function startStatement(): void {
  slotsQueued--;
  const now = performance.now();
  sliceStarted ??= now;
  if (now - sliceStarted < TURN_BUDGET_MS) waitingTurns.shift()?.();
  if (slotsQueued === 0 && waitingTurns.length > 0) queueSlice();
}

function pgliteTransaction(tx: Transaction, depth: number, failures: Failures): Db {
  const db: Db = {
    engine: 'pglite',
    async query<R>(sql: string, params?: readonly unknown[]) {
      await turn();
      const result = await failures.count(tx.query<R>(sql, params ? [...params] : undefined));
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await failures.count(tx.exec(sql));
    },
    transaction: (fn) => withSavepoint(db, depth, fn, () => pgliteTransaction(tx, depth + 1, failures)),
    close: closeTransaction,
  };
  return db;
}

/** How long a query waits for a connection before failing (a request must not hang in an outage). */
const CONNECT_TIMEOUT_MS = 5000;

export async function openPostgres(options: { databaseUrl: string; max?: number }): Promise<Db> {
  const max = options.max ?? 10;
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    types: { getTypeParser: typeParser as pg.CustomTypesConfig['getTypeParser'] },
  });
  const failures = new Failures();
  // An idle client that loses its connection is dropped by the pool; the next query reconnects.
  pool.on('error', (error) => failures.add(error));
  const listeners = new Set<() => Promise<void>>();
  return {
    async listen(channel, onMessage, onReconnect) {
      const unsubscribe = await subscribe(options.databaseUrl, channel, onMessage, onReconnect);
      const remove = async () => {
        listeners.delete(remove);
        await unsubscribe();
      };
      listeners.add(remove);
      return remove;
    },
    engine: 'postgres',
    async query<R>(sql: string, params?: readonly unknown[]) {
      const result = await failures.count(pool.query(sql, params ? [...params] : undefined));
      return { rows: result.rows as R[] };
    },
    async exec(sql: string) {
      await failures.count(pool.query(sql));
    },
    figures: () => failures.figures({ total: pool.totalCount, idle: pool.idleCount, max, waiting: pool.waitingCount }),
    async transaction(fn) {
      const client = await failures.count(pool.connect());
      let broken: Error | undefined;
      // A checked-out client whose connection drops emits 'error' besides failing its query;
      // unheard, that event would end the process. The failing query reports it.
      const onLost = (error: Error) => {
        broken = error;
      };
      client.on('error', onLost);
      try {
        await failures.count(client.query('BEGIN'));
        const result = await fn(clientTransaction(client, 1, failures));
        const commit = await failures.count(client.query('COMMIT'));
        // PostgreSQL answers COMMIT of a failed transaction with ROLLBACK instead of an error;
        // PGlite throws there, and so do we.
        if (commit.command === 'ROLLBACK') throw new Error('The transaction was aborted by an earlier error and rolled back');
        return result;
      } catch (error) {
        await failures.count(client.query('ROLLBACK')).catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.off('error', onLost);
        client.release(broken);
      }
    },
    close: async () => {
      await Promise.all([...listeners].map((remove) => remove()));
      await pool.end();
    },
  };
}

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 3000;

/**
 * LISTEN on a connection of its own that stays open, outside the pool. When that
 * connection is lost (a database restart, a network break) it is re-established with
 * backoff, and `onReconnect` runs once it listens again. The first connection's failure
 * is thrown.
 */
async function subscribe(url: string, channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // A lost connection ends the client; 'end' starts the reconnection.
    next.on('error', () => {});
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    next.once('end', () => {
      if (client !== next) return;
      client = undefined;
      reconnectLater();
    });
    return next;
  };

  const reconnectLater = () => {
    if (closed) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt++);
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        (next) => {
          if (closed) return void next.end().catch(() => {});
          client = next;
          attempt = 0;
          onReconnect?.();
        },
        () => reconnectLater(),
      );
    }, delay);
    timer.unref();
  };

  client = await connect();
  return async () => {
    closed = true;
    clearTimeout(timer);
    const current = client;
    client = undefined;
    await current?.end();
  };
}

/**
 * Runs tasks one after another in the order they were asked for. A transaction holds one
 * connection, and work in it may ask for several statements at once (a page's loaders run
 * side by side while it is archived): `pg` queues them itself but deprecates that (pg@9
 * refuses a query while another runs), so they wait here instead.
 */
function inOrder(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = last.then(task);
    last = run.catch(() => undefined);
    return run;
  };
}

function clientTransaction(client: pg.PoolClient, depth: number, failures: Failures, queue = inOrder()): Db {
  const db: Db = {
    engine: 'postgres',
    async query<R>(sql: string, params?: readonly unknown[]) {
      const result = await failures.count(queue(() => client.query(sql, params ? [...params] : undefined)));
      return { rows: result.rows as R[] };
    },
    async exec(sql: string) {
      await failures.count(queue(() => client.query(sql)));
    },
    transaction: (fn) => withSavepoint(db, depth, fn, () => clientTransaction(client, depth + 1, failures, queue)),
    close: closeTransaction,
  };
  return db;
}

/** Failed statements and lost connections of one store, for its `figures()`. */
class Failures {
  private errors = 0;
  private unavailable = 0;

  add(error: unknown): void {
    this.errors++;
    if (isDatabaseUnavailable(error)) this.unavailable++;
  }

  /** `work`, counting its failure. */
  async count<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      this.add(error);
      throw error;
    }
  }

  figures(pool?: DbFigures['pool']): DbFigures {
    return { ...(pool ? { pool } : {}), errors: this.errors, unavailable: this.unavailable };
  }
}

function typeParser(oid: number, format?: 'text' | 'binary') {
  const parse = format !== 'binary' ? textParsers[oid] : undefined;
  return parse ?? pg.types.getTypeParser(oid, format);
}

/** A transaction inside a transaction is a savepoint: its failure undoes only its own work. */
async function withSavepoint<T>(tx: Db, depth: number, fn: (tx: Db) => Promise<T>, inner: () => Db): Promise<T> {
  const name = `tessera_sp_${depth}`;
  await tx.query(`SAVEPOINT ${name}`);
  try {
    const result = await fn(inner());
    await tx.query(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
}

function closeTransaction(): Promise<void> {
  return Promise.reject(new Error('close() the database, not a transaction'));
}
