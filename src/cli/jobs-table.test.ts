import { describe, expect, it } from 'vitest';
import type { JobRun } from '../core/contracts';
import { jobsTable } from './jobs-table';

const job = (patch: Partial<JobRun>): JobRun => ({
  name: 'outbox',
  nextRunAt: '2026-11-28T04:00:05.000Z',
  running: false,
  claimedBy: null,
  lastStartedAt: null,
  lastFinishedAt: null,
  lastOutcome: null,
  lastMessage: null,
  lastDurationMs: null,
  ...patch,
});

describe('jobsTable', () => {
  it('lists each job with its last run, outcome, duration and next run in aligned columns', () => {
    const table = jobsTable([
      job({ lastStartedAt: '2026-11-28T04:00:00.123Z', lastOutcome: 'ok', lastMessage: '2 sent, 0 failed', lastDurationMs: 48 }),
      job({ name: 'retention', nextRunAt: '2026-11-28T05:00:00.000Z' }),
      job({ name: 'scheduled-publishing', lastStartedAt: '2026-11-28T03:59:00.000Z', lastOutcome: 'failed', lastMessage: 'connection refused', running: true, lastDurationMs: 2350 }),
    ]);
    expect(table.split('\n')).toEqual([
      'Job                   Last run                 Outcome               Took   Next run',
      '--------------------  -----------------------  --------------------  -----  -----------------------',
      'outbox                2026-11-28 04:00:00 UTC  ok: 2 sent, 0 failed  48 ms  2026-11-28 04:00:05 UTC',
      'retention             never                    —                     —      2026-11-28 05:00:00 UTC',
      'scheduled-publishing  2026-11-28 03:59:00 UTC  running now           2.4 s  2026-11-28 04:00:05 UTC',
    ]);
  });

  it('says so when no job is known', () => {
    expect(jobsTable([])).toContain('No background jobs');
  });
});
