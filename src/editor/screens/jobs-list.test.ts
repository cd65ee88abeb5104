import { describe, expect, it } from 'vitest';
import type { JobRun } from '../../core/contracts';
import { jobLabel, jobState, runEnded } from './jobs-list';

const job = (patch: Partial<JobRun> = {}): JobRun => ({
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

describe('jobs list', () => {
  it('names the known jobs for people and shows an unknown job by its name', () => {
    expect(jobLabel('scheduled-publishing').label).toBe('Scheduled publishing');
    expect(jobLabel('archive-check')).toEqual({ label: 'archive-check', does: null });
  });

  it('shows a running job as running whatever its last outcome, else the last outcome or that it never ran', () => {
    expect(jobState(job({ running: true, lastOutcome: 'failed' })).state).toBe('running');
    expect(jobState(job({ lastOutcome: 'failed' }))).toEqual({ state: 'failed', label: 'Failed' });
    expect(jobState(job({ lastOutcome: 'ok' })).label).toBe('Succeeded');
    expect(jobState(job()).label).toBe('Not run yet');
  });
});

describe('runEnded', () => {
  it('is true once the job has finished again after it was asked, and is no longer running', () => {
    const asked = job({ lastFinishedAt: '2026-11-28T04:00:00.000Z' });
    expect(runEnded(asked, asked)).toBe(false);
    expect(runEnded(asked, job({ lastFinishedAt: '2026-11-28T04:00:00.000Z', running: true }))).toBe(false);
    expect(runEnded(asked, job({ lastFinishedAt: '2026-11-28T04:01:00.000Z', running: true }))).toBe(false);
    expect(runEnded(asked, job({ lastFinishedAt: '2026-11-28T04:01:00.000Z' }))).toBe(true);
    expect(runEnded(job(), job({ lastFinishedAt: '2026-11-28T04:01:00.000Z' }))).toBe(true);
  });
});
