import { routes, type JobRun } from '../../core/contracts';
import type { Api } from '../api.client';
import { formatDateTime } from '../format';
import { ScreenHeading } from '../ui/ScreenHeading';
import { EmptyState, ErrorState, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { jobLabel, jobState, type JobState } from './jobs-list';

const BADGE: Record<JobState, string> = {
  running: 'admin-badge--changed',
  ok: 'admin-badge--published',
  failed: 'admin-badge--failed',
  never: 'admin-badge--draft',
};

/** Admin only: the background jobs (scheduled publishing, outbox, retention) with their last run, outcome and next run. */
export function Jobs({ api }: { api: Api }) {
  const [state, reload] = useLoad(() => api.call(routes.listJobs), routes.listJobs.id);
  const jobs = state.status === 'ready' ? state.data.jobs : null;

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
        Work the server does in the background. Each run is taken by one server process at a time, however many are running.
      </p>
      {state.status === 'loading' && <Loading>Loading the jobs…</Loading>}
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
                <th scope="col">Next run</th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <JobRow key={job.name} job={job} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function JobRow({ job }: { job: JobRun }) {
  const { label, does } = jobLabel(job.name);
  const { state, label: stateLabel } = jobState(job);
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
      <td>
        <time dateTime={job.nextRunAt}>{formatDateTime(job.nextRunAt)}</time>
      </td>
    </tr>
  );
}
