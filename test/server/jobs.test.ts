import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRun } from '../../src/core/contracts';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/services/config';
import { JobRunner, platformJobs, type Job } from '../../src/jobs';
import { createTestApp, signIn, TEST_USERS, type TestApp } from '../support/app';

const quiet = { info() {}, error() {} };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const runnerOn = (app: FastifyInstance, jobs: Job[], instanceId?: string) =>
  new JobRunner({ content: app.content, jobs, log: quiet, ...(instanceId ? { instanceId } : {}) });

async function rowOf(name: string) {
  const { rows } = await t.db.query<{ claimed_by: string | null; last_outcome: string | null; last_message: string | null; due: boolean; held: boolean }>(
    `SELECT claimed_by, last_outcome, last_message, next_run_at <= now() AS due, coalesce(claimed_until > now(), false) AS held FROM job_runs WHERE name = $1`,
    [name],
  );
  return rows[0];
}

describe('GET /api/cms/jobs', () => {
  it('lists the three jobs with their last run, outcome and next run to admins only', async () => {
    const runner = runnerOn(t.app, platformJobs({ schedulerIntervalMs: 15_000, outboxIntervalMs: 5_000 }));
    const reports = await Promise.all(runner.active.map((job) => runner.runIfDue(job)));
    expect(reports.map((r) => r && [r.name, r.outcome])).toEqual([
      ['scheduled-publishing', 'ok'],
      ['outbox', 'ok'],
      ['retention', 'ok'],
    ]);

    const admin = await signIn(t.app, TEST_USERS.admin);
    const res = await admin.request({ method: 'GET', url: '/api/cms/jobs' });
    expect(res.statusCode, res.body).toBe(200);
    const jobs = res.json().jobs as JobRun[];
    expect(jobs.map((j) => j.name).sort()).toEqual(['outbox', 'retention', 'scheduled-publishing']);
    for (const job of jobs) {
      expect(job).toMatchObject({ lastOutcome: 'ok', running: false, claimedBy: runner.instanceId });
      expect(Date.parse(job.lastFinishedAt!)).toBeGreaterThanOrEqual(Date.parse(job.lastStartedAt!));
    }
    const byName = Object.fromEntries(jobs.map((j) => [j.name, j]));
    expect(byName['outbox']!.lastMessage).toBe('0 sent, 0 failed');
    expect(byName['scheduled-publishing']!.lastMessage).toBe('0 published, 0 failed');
    // The next run is due `every` after the last one started.
    expect(Date.parse(byName['retention']!.nextRunAt) - Date.parse(byName['retention']!.lastStartedAt!)).toBe(60 * 60_000);
    expect(Date.parse(byName['outbox']!.nextRunAt) - Date.parse(byName['outbox']!.lastStartedAt!)).toBe(5_000);

    const editor = await signIn(t.app, TEST_USERS.superUser);
    const forbidden = await editor.request({ method: 'GET', url: '/api/cms/jobs' });
    expect(forbidden.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/cms/jobs' })).statusCode).toBe(401);
  });

  it('is in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/cms/jobs']?.get).toBeDefined();
  });
});

describe('POST /api/cms/jobs/:name/run (issue 27 item 4)', () => {
  let r: TestApp;
  beforeAll(async () => {
    // This process runs the outbox, but only every ten minutes: a run within the test is the Admin's.
    r = await createTestApp({ env: { OUTBOX_INTERVAL_MS: '600000' } });
  });
  afterAll(async () => {
    await r.close();
  });

  const outbox = async (admin: Awaited<ReturnType<typeof signIn>>) =>
    ((await admin.request({ method: 'GET', url: '/api/cms/jobs' })).json().jobs as JobRun[]).find((job) => job.name === 'outbox')!;

  it('runs the job at once in this process, with its outcome and duration, and records who asked in the audit log', async () => {
    const admin = await signIn(r.app, TEST_USERS.admin);
    const before = await outbox(admin);
    const res = await admin.request({ method: 'POST', url: '/api/cms/jobs/outbox/run' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().job).toMatchObject({ name: 'outbox' });
    expect(Date.parse(res.json().job.nextRunAt)).toBeLessThanOrEqual(Date.now());

    const end = Date.now() + 10_000;
    let after = await outbox(admin);
    while (after.lastFinishedAt === before.lastFinishedAt && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await outbox(admin);
    }
    expect(after).toMatchObject({ lastOutcome: 'ok', lastMessage: '0 sent, 0 failed', running: false });
    expect(after.lastDurationMs).toBeGreaterThanOrEqual(0);
    expect(after.lastDurationMs).toBeLessThan(10_000);
    // Due again after its interval, not at once.
    expect(Date.parse(after.nextRunAt) - Date.parse(after.lastStartedAt!)).toBe(600_000);

    const audit = await admin.request({ method: 'GET', url: '/api/cms/audit?action=job.run' });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().entries[0]).toMatchObject({ action: 'job.run', actor: TEST_USERS.admin, detail: { job: 'outbox' } });
  });

  it('refuses a job that a process is running (409), an unknown one (404), a malformed name (400), editors (403) and strangers (401)', async () => {
    const admin = await signIn(r.app, TEST_USERS.admin);
    await r.db.query(`UPDATE job_runs SET claimed_until = now() + interval '1 minute', claimed_by = 'another-process' WHERE name = 'retention'`);
    try {
      const running = await admin.request({ method: 'POST', url: '/api/cms/jobs/retention/run' });
      expect(running.statusCode).toBe(409);
      expect(running.json()).toMatchObject({ error: 'JOB_RUNNING', message: 'The retention job is running now; run it again when this run has finished' });
    } finally {
      await r.db.query(`UPDATE job_runs SET claimed_until = NULL WHERE name = 'retention'`);
    }
    const unknown = await admin.request({ method: 'POST', url: '/api/cms/jobs/no-such-job/run' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('The job "no-such-job" not found');
    const malformed = await admin.request({ method: 'POST', url: '/api/cms/jobs/Outbox%20now/run' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('name');

    const editor = await signIn(r.app, TEST_USERS.superUser);
    expect((await editor.request({ method: 'POST', url: '/api/cms/jobs/outbox/run' })).statusCode).toBe(403);
    expect((await r.app.inject({ method: 'POST', url: '/api/cms/jobs/outbox/run' })).statusCode).toBe(401);
    const { rows } = await r.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM audit_log WHERE action = 'job.run' AND detail->>'job' <> 'outbox'`);
    expect(rows[0]!.count).toBe(0);
  });
});

describe('the job runner', () => {
  it('runs a due job once when two runners on one database try at the same time, and not again until it is due', async () => {
    let runs = 0;
    const job: Job = {
      name: `counted-${Date.now()}`,
      every: 60_000,
      async run() {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return 'counted';
      },
    };
    // A second app on the same database: another process.
    const other = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', SECRET: 'test-secret-test-secret', SCHEDULER_INTERVAL_MS: '0', OUTBOX_INTERVAL_MS: '0' }), db: t.db, logger: false });
    const a = runnerOn(t.app, [job], 'process-a');
    const b = runnerOn(other, [job], 'process-b');
    try {
      await Promise.all([a.start(), b.start()]);
      const reports = await Promise.all([a, b, a, b].map((runner) => runner.runIfDue(job)));
      expect(reports.filter(Boolean)).toEqual([{ name: job.name, outcome: 'ok', message: 'counted' }]);
      expect(runs).toBe(1);
      expect(['process-a', 'process-b']).toContain((await rowOf(job.name))!.claimed_by);
      expect(await rowOf(job.name)).toMatchObject({ last_outcome: 'ok', last_message: 'counted', due: false, held: false });
      // Not due again for a minute.
      expect(await Promise.all([a.runIfDue(job), b.runIfDue(job)])).toEqual([undefined, undefined]);
      expect(runs).toBe(1);

      await t.db.query(`UPDATE job_runs SET next_run_at = now() WHERE name = $1`, [job.name]);
      const again = await Promise.all([b, a, b, a].map((runner) => runner.runIfDue(job)));
      expect(again.filter(Boolean)).toHaveLength(1);
      expect(runs).toBe(2);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await other.close();
    }
  });

  it('leaves a job held by another process alone until its lease runs out, and records a failure', async () => {
    const job: Job = {
      name: `failing-${Date.now()}`,
      every: 60_000,
      async run() {
        throw new Error('The target said no');
      },
    };
    const runner = runnerOn(t.app, [job]);
    await runner.start();
    try {
      await t.db.query(`UPDATE job_runs SET claimed_by = 'gone', claimed_until = now() + interval '1 minute' WHERE name = $1`, [job.name]);
      expect(await runner.runIfDue(job)).toBeUndefined();
      await t.db.query(`UPDATE job_runs SET claimed_until = now() - interval '1 second' WHERE name = $1`, [job.name]);
      expect(await runner.runIfDue(job)).toEqual({ name: job.name, outcome: 'failed', message: 'The target said no' });
      expect(await rowOf(job.name)).toMatchObject({ claimed_by: runner.instanceId, last_outcome: 'failed', last_message: 'The target said no', held: false, due: false });
    } finally {
      await runner.stop();
    }
  });

  it('runs jobs on their interval and, when stopped, aborts the run in progress and waits for it to be recorded', async () => {
    let started = 0;
    const job: Job = {
      name: `waiting-${Date.now()}`,
      every: 20,
      run: ({ signal }) =>
        new Promise((resolve) => {
          started++;
          signal.addEventListener('abort', () => setTimeout(() => resolve('stopped early'), 50), { once: true });
        }),
    };
    const runner = runnerOn(t.app, [job]);
    await runner.start();
    const deadline = Date.now() + 5_000;
    while (started === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toBe(1);
    expect(await rowOf(job.name)).toMatchObject({ held: true });
    await runner.stop();
    expect(await rowOf(job.name)).toMatchObject({ last_outcome: 'ok', last_message: 'stopped early', held: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(started).toBe(1);
  });

  it('does nothing for a job whose interval is 0 in this process', async () => {
    const runner = runnerOn(t.app, platformJobs({ schedulerIntervalMs: 0, outboxIntervalMs: 0 }));
    expect(runner.active).toEqual([]);
  });
});
