import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb } from '../../src/store';
import type { Db } from '../../src/store/types';
import { createDatabase } from './databases';

/*
 * Work in a transaction may ask for several statements at once (a page's loaders run side by
 * side while it is archived). Its one connection takes them one at a time, in order, without
 * leaning on `pg`'s own queue, which pg@9 removes ("Calling client.query() when the client is
 * already executing a query is deprecated").
 */

let database: Awaited<ReturnType<typeof createDatabase>>;
let db: Db;

beforeAll(async () => {
  database = await createDatabase();
  db = await openDb({ databaseUrl: database.url });
});

afterAll(async () => {
  await db?.close();
  await database?.drop();
});

describe('statements asked for at once in a transaction', () => {
  it('reach the connection one at a time, in the order asked, and each answers its own', async () => {
    const query = pg.Client.prototype.query;
    let whileBusy = 0;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      // pg's own test for the deprecated case: a query is asked for while others wait or run.
      if ((this as unknown as { _queryQueue: unknown[]; activeQuery: unknown })._queryQueue.length > 0 || (this as unknown as { activeQuery: unknown }).activeQuery) whileBusy++;
      return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
    });
    try {
      const answers = await db.transaction((tx) =>
        Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            tx.query<{ n: number }>('SELECT $1::int AS n, pg_sleep(0.002)', [i]).then(({ rows }) => rows[0]!.n),
          ),
        ),
      );
      expect(answers).toEqual(Array.from({ length: 12 }, (_, i) => i));
      // A savepoint inside takes its turn on the same connection too.
      const nested = await db.transaction((tx) => Promise.all([tx.query<{ n: number }>('SELECT 1 AS n'), tx.transaction((inner) => inner.query<{ n: number }>('SELECT 2 AS n'))]));
      expect(nested.map((r) => r.rows[0]!.n)).toEqual([1, 2]);
    } finally {
      spy.mockRestore();
    }
    expect(whileBusy).toBe(0);
  });
});
