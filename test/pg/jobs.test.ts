import { testRenderer } from '../support/archive';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/components/registry';
import { createContentContext } from '../../src/content';
import { JobRunner, type Job } from '../../src/jobs';
import { migrate, openDb } from '../../src/store';
import type { Db } from '../../src/store/types';
import { createDatabase } from './databases';

const quiet = { info() {}, error() {} };

let database: Awaited<ReturnType<typeof createDatabase>>;
let processes: Db[] = [];

beforeAll(async () => {
  database = await createDatabase('tessera_jobs');
  // One pool per "process": separate connections racing for the same claim.
  processes = await Promise.all([1, 2, 3, 4].map(() => openDb({ databaseUrl: database.url })));
  await migrate(processes[0]!);
});

afterAll(async () => {
  await Promise.all(processes.map((db) => db.close()));
  await database?.drop();
});

describe('job runners on PostgreSQL', () => {
  it('run a due job once when four processes claim it at the same time', async () => {
    let runs = 0;
    const job: Job = {
      name: 'counted',
      every: 60_000,
      async run() {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 100));
        return 'counted';
      },
    };
    const runners = processes.map((db, i) => new JobRunner({ content: createContentContext({ db, registry, archive: testRenderer }), jobs: [job], log: quiet, instanceId: `process-${i}` }));
    await Promise.all(runners.map((runner) => runner.start()));
    try {
      for (let round = 0; round < 5; round++) {
        await processes[0]!.query(`UPDATE job_runs SET next_run_at = now() WHERE name = 'counted'`);
        const reports = await Promise.all([...runners, ...runners].map((runner) => runner.runIfDue(job)));
        expect(reports.filter(Boolean)).toHaveLength(1);
      }
      expect(runs).toBe(5);
      const { rows } = await processes[1]!.query<{ last_outcome: string; held: boolean }>(
        `SELECT last_outcome, coalesce(claimed_until > now(), false) AS held FROM job_runs WHERE name = 'counted'`,
      );
      expect(rows).toEqual([{ last_outcome: 'ok', held: false }]);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
  });
});
