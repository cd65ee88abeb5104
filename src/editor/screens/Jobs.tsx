import { useEffect, useRef, useState } from 'react';
import { routes, type JobRun } from '../../core/contracts';
import { durationText } from '../../core/time';
import type { Api } from '../api.client';
import { formatDateTime } from '../format';
import { ScreenHeading } from '../ui/ScreenHeading';
import { EmptyState, ErrorState, Loading, Notice } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { jobLabel, jobState, runEnded, type JobState } from './jobs-list';

/** How often the screen looks again while a run asked for here is under way, and for how long. */
const FOLLOW_EVERY_MS = 1_000;
const FOLLOW_FOR_MS = 90_000;

const BADGE: Record<JobState, string> = {
  running: 'admin-badge--changed',
  ok: 'admin-badge--published',
  failed: 'admin-badge--failed',
  never: 'admin-badge--draft',
};

/**
 * Admin only: the background jobs (scheduled publishing, outbox, retention) with their last
 * run, outcome, duration and next run; "Run now" makes one due at once and follows it to its end.
 */
export function Jobs({ api }: { api: Api }) {
  const [state, reload] = useLoad(() => api.call(routes.listJobs), routes.listJobs.id);
  const [jobs, setJobs] = useState<JobRun[] | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  /** The jobs asked to run from this screen, with their row as it was when asked. */
  const [following, setFollowing] = useState<Map<string, { asked: JobRun; since: number }>>(new Map());
  const [asking, setAsking] = useState<string | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  useEffect(() => {
    if (state.status === 'ready') setJobs(state.data.jobs);
  }, [state]);

  // While a run asked for here is under way, look again every second until it has ended.
  useEffect(() => {
    if (following.size === 0) return;
    const timer = setTimeout(() => {
      api.call(routes.listJobs).then(
        ({ jobs: fresh }) => {
          if (!mounted.current) return;
          setJobs(fresh);
          const next = new Map(following);
          for (const [name, { asked, since }] of following) {
            const now = fresh.find((job) => job.name === name);
            const { label } = jobLabel(name);
            if (now && runEnded(asked, now)) {
              next.delete(name);
              const took = now.lastDurationMs === null ? '' : ` in ${durationText(now.lastDurationMs)}`;
              setNotice(
                now.lastOutcome === 'failed'
                  ? { kind: 'error', text: `${label} failed${took}: ${now.lastMessage ?? 'no reason was given'}` }
                  : { kind: 'success', text: `${label} finished${took}${now.lastMessage ? `: ${now.lastMessage}` : ''}.` },
              );
            } else if (Date.now() - since > FOLLOW_FOR_MS) {
              next.delete(name);
              setNotice({ kind: 'success', text: `${label} is due now; no server process has taken it yet. It runs when the next one that runs it looks (within a minute or two).` });
            }
          }
          setFollowing(next);
        },
        () => {
          // A failed look is tried again on the next tick; the table keeps what it showed.
          if (mounted.current) setFollowing(new Map(following));
        },
      );
    }, FOLLOW_EVERY_MS);
    return () => clearTimeout(timer);
  }, [api, following]);

  async function runNow(job: JobRun) {
    const { label } = jobLabel(job.name);
    setAsking(job.name);
    setNotice(null);
    try {
      const { job: due } = await api.call(routes.runJob, { params: { name: job.name } });
      setJobs((current) => current && current.map((each) => (each.name === due.name ? due : each)));
      setFollowing((current) => new Map(current).set(job.name, { asked: job, since: Date.now() }));
      setNotice({ kind: 'success', text: `${label} will run now.` });
    } catch (error) {
      setNotice({ kind: 'error', text: `${label} was not run: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      setAsking(null);
    }
  }

  return (
    <div className="admin-screen">
      <div className="admin-screen__header">
        <ScreenHeading title="Jobs">Jobs</ScreenHeading>
        <div className="admin-toolbar">
          <button type="button" className="admin-button" onClick={() => void reload()}>
            Refresh
          </button>
        </div>
      </div>
      <p className="admin-screen__lead">
        Work the server does in the background. Each run is taken by one server process at a time, however many are running. Run now makes a job due at once;
        this screen follows it until it has finished.
      </p>
      <Notice notice={notice} />
      {state.status === 'loading' && !jobs && <Loading>Loading the jobs…</Loading>}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={reload} />}
      {jobs && jobs.length === 0 && <EmptyState title="No background jobs have been registered yet." />}
      {jobs && jobs.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--jobs">
            <caption className="admin-visually-hidden">Background jobs</caption>
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Last run</th>
                <th scope="col">Outcome</th>
                <th scope="col">Took</th>
                <th scope="col">Next run</th>
                <th scope="col">
                  <span className="admin-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <JobRow key={job.name} job={job} waiting={following.has(job.name) || asking === job.name} onRun={() => void runNow(job)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function JobRow({ job, waiting, onRun }: { job: JobRun; waiting: boolean; onRun(): void }) {
  const { label, does } = jobLabel(job.name);
  const { state, label: stateLabel } = jobState(job);
  const busy = waiting || job.running;
  return (
    <tr data-job={job.name} data-state={state}>
      <th scope="row">
        {label}
        {does && <span className="admin-muted"> — {does}</span>}
      </th>
      <td>{job.lastStartedAt ? <time dateTime={job.lastStartedAt}>{formatDateTime(job.lastStartedAt)}</time> : <span className="admin-muted">Never</span>}</td>
      <td>
        <span className={`admin-badge ${BADGE[state]}`}>{stateLabel}</span>
        {job.lastMessage && <span className={state === 'failed' ? 'admin-outbox__error' : 'admin-muted'}> {job.lastMessage}</span>}
      </td>
      <td>{job.lastDurationMs === null ? <span className="admin-muted">—</span> : durationText(job.lastDurationMs)}</td>
      <td>
        <time dateTime={job.nextRunAt}>{formatDateTime(job.nextRunAt)}</time>
      </td>
      <td>
        <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={onRun}>
          {busy ? 'Running…' : 'Run now'}
          <span className="admin-visually-hidden">: {label}</span>
        </button>
      </td>
    </tr>
  );
}
