-- Scheduled publishing. At most one pending schedule per document; the scheduler claims a
-- due row with FOR UPDATE SKIP LOCKED in the same transaction that publishes it, so each
-- schedule publishes once even with several server processes, and a crash mid-way leaves
-- it pending for the next run.
CREATE TABLE publish_schedules (
  id          uuid PRIMARY KEY,
  document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  at          timestamptz NOT NULL,
  note        text,
  -- The draft revision when it was scheduled; the publish takes the draft as it is at `at`.
  revision    integer NOT NULL,
  user_id     uuid REFERENCES users (id) ON DELETE SET NULL,
  actor       text NOT NULL,
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'published', 'failed')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  claimed_at  timestamptz,
  claimed_by  text,
  finished_at timestamptz,
  version     integer,
  error       text
);

CREATE UNIQUE INDEX publish_schedules_pending_key ON publish_schedules (document_id) WHERE status = 'pending';
CREATE INDEX publish_schedules_due_idx ON publish_schedules (at) WHERE status = 'pending';
CREATE INDEX publish_schedules_document_idx ON publish_schedules (document_id, created_at DESC);

-- Who has a document open in the editor: a heartbeat row per user and document, in the
-- database so that every server process sees the same editors.
CREATE TABLE editor_presence (
  document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  since       timestamptz NOT NULL DEFAULT now(),
  seen_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, user_id)
);

CREATE INDEX editor_presence_seen_at_idx ON editor_presence (seen_at);
