import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './db';
import type { Db } from './types';

/*
 * PGlite runs in this thread and answers through promises: without a turn of the event loop
 * between statements, requests that need no database (cached pages) waited for every queued
 * statement of every other request (a search load starved them: 48 instead of 2,235 req/s).
 */

let db: Db;
beforeAll(async () => {
  db = await openPglite();
});
afterAll(() => db?.close());

describe('PGlite statements', () => {
  it('let timers and sockets have their turn between statements, in and out of transactions', async () => {
    for (const inTransaction of [false, true]) {
      let finished = false;
      let ranMeanwhile = false;
      const run = async (q: Db) => {
        for (let i = 0; i < 200; i++) await q.query('SELECT $1::int AS n', [i]);
      };
      const work = inTransaction ? db.transaction(run) : Promise.all([run(db), run(db), run(db)]);
      setTimeout(() => {
        ranMeanwhile = !finished;
      }, 0);
      await work;
      finished = true;
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(ranMeanwhile, inTransaction ? 'in a transaction' : 'outside transactions').toBe(true);
    }
  });
});
