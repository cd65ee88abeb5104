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

  it('start in slices of a few milliseconds, the loop reading its sockets between them, however many are waiting', async () => {
    // A turn of the loop: an immediate that queues itself again runs once per turn.
    let turns = 0;
    let counting = true;
    const count = () => {
      turns++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    // Twenty statements of 3 ms asked for at once (60 ms of this thread in all).
    const turnOf = await Promise.all(Array.from({ length: 20 }, (_, i) => db.query('SELECT pg_sleep(0.003), $1::int AS n', [i]).then(() => turns)));
    counting = false;
    // Not all in one turn (60 ms in slices of 8): a few statements a turn, in the order asked.
    expect(new Set(turnOf).size).toBeGreaterThanOrEqual(4);
    expect(turnOf).toEqual([...turnOf].sort((a, b) => a - b));
  });
});
