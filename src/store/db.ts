import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { textParsers } from './decode';
import type { Db } from './types';

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
  dumpDataDir(): Promise<Blob>;
}

/** Opens PostgreSQL when `databaseUrl` is set, otherwise PGlite (on disk or in memory). */
export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl) return openPostgres({ databaseUrl: options.databaseUrl });
  return openPglite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<PgliteDb> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: textParsers,
  });
  return {
    engine: 'pglite',
    async query<R>(sql: string, params?: readonly unknown[]) {
      const result = await pglite.query<R>(sql, params ? [...params] : undefined);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await pglite.exec(sql);
    },
    transaction: (fn) => pglite.transaction((tx) => fn(pgliteTransaction(tx, 1))),
    listen: (channel, onMessage) => pglite.listen(channel, onMessage),
    close: () => pglite.close(),
    dumpDataDir: () => pglite.dumpDataDir('none'),
  };
}

function pgliteTransaction(tx: Transaction, depth: number): Db {
  const db: Db = {
    engine: 'pglite',
    async query<R>(sql: string, params?: readonly unknown[]) {
      const result = await tx.query<R>(sql, params ? [...params] : undefined);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
    transaction: (fn) => withSavepoint(db, depth, fn, () => pgliteTransaction(tx, depth + 1)),
    close: closeTransaction,
  };
  return db;
}

export async function openPostgres(options: { databaseUrl: string; max?: number }): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.max ?? 10,
    types: { getTypeParser: typeParser as pg.CustomTypesConfig['getTypeParser'] },
  });
  // An idle client that loses its connection is dropped by the pool; the next query reconnects.
  pool.on('error', () => {});
  const listeners: pg.Client[] = [];
  return {
    async listen(channel, onMessage) {
      // LISTEN needs a connection of its own that stays open, outside the pool.
      const client = new pg.Client({ connectionString: options.databaseUrl });
      client.on('error', () => {});
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end();
      };
    },
    engine: 'postgres',
    async query<R>(sql: string, params?: readonly unknown[]) {
      const result = await pool.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as R[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(clientTransaction(client, 1));
        const commit = await client.query('COMMIT');
        // PostgreSQL answers COMMIT of a failed transaction with ROLLBACK instead of an error;
        // PGlite throws there, and so do we.
        if (commit.command === 'ROLLBACK') throw new Error('The transaction was aborted by an earlier error and rolled back');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: async () => {
      await Promise.all(listeners.splice(0).map((client) => client.end()));
      await pool.end();
    },
  };
}

function clientTransaction(client: pg.PoolClient, depth: number): Db {
  const db: Db = {
    engine: 'postgres',
    async query<R>(sql: string, params?: readonly unknown[]) {
      const result = await client.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as R[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    transaction: (fn) => withSavepoint(db, depth, fn, () => clientTransaction(client, depth + 1)),
    close: closeTransaction,
  };
  return db;
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
