-- Background jobs (src/jobs, issue 22 item 6): one row per job, claimed by the process that
-- runs it (`claimed_until`, a lease), so a run happens once across processes. A process that
-- dies mid-run leaves the lease to expire; another takes the job then.
CREATE TABLE job_runs (
  name                 text PRIMARY KEY,
  next_run_at          timestamptz NOT NULL DEFAULT now(),
  claimed_until        timestamptz,
  claimed_by           text,
  last_started_at      timestamptz,
  last_finished_at     timestamptz,
  last_outcome         text CHECK (last_outcome IN ('ok', 'failed')),
  last_message         text
);

INSERT INTO job_runs (name) VALUES ('scheduled-publishing'), ('outbox'), ('retention');
