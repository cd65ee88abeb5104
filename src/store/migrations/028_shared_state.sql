-- State that every server process of an installation shares (issue 26 item 1): with several
-- processes or hosts on one PostgreSQL, nothing that must agree across them lives in memory.

-- Installation settings made by the platform itself: the signing secret when SECRET is not
-- configured, generated once (INSERT … ON CONFLICT DO NOTHING, then read back).
CREATE TABLE installation_settings (
  name       text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9-]{0,62}$'),
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Fixed-window counters: requests per route and client (the HTTP rate limits) and failed
-- attempts per key (access codes, visitor sign-in, form posts). A row counts from
-- `window_start` until `expires_at`; an expired row restarts at 1 on its next increment and
-- is deleted by the retention job.
CREATE TABLE limit_counters (
  key          text PRIMARY KEY,
  count        integer NOT NULL CHECK (count >= 0),
  window_start timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX limit_counters_expires ON limit_counters (expires_at);
