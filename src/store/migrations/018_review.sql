-- Review before publishing (issue 23 items 2 and 3, DESIGN.md §6).
-- A site may require that publishing goes through review by someone else. New sites do not;
-- ice and nyse do (here for installations that have them, and in installSites for new ones).
ALTER TABLE sites ADD COLUMN needs_approval boolean NOT NULL DEFAULT false;
UPDATE sites SET needs_approval = true WHERE id IN ('ice', 'nyse');

-- A request to review one exact draft: its revision and the SHA-256 of its tree, title, path
-- and SEO (content/review/draft-hash.ts). Any later edit makes it stale (computed on reading).
-- A newer request of the same document supersedes an open one.
CREATE TABLE review_requests (
  id               uuid PRIMARY KEY,
  document_id      uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  site             text NOT NULL REFERENCES sites (id),
  revision         integer NOT NULL,
  draft_hash       text NOT NULL CHECK (draft_hash ~ '^[0-9a-f]{64}$'),
  title            text NOT NULL,
  path             text NOT NULL,
  note             text NOT NULL,
  publish_at       timestamptz,
  requested_by     uuid REFERENCES users (id) ON DELETE SET NULL,
  requester        text NOT NULL,
  state            text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'approved', 'rejected', 'withdrawn', 'superseded')),
  created_at       timestamptz NOT NULL DEFAULT now(),
  decided_by       text,
  decided_at       timestamptz,
  decision_comment text,
  -- What an approval produced: the published version, or the schedule for `publish_at`.
  version          integer,
  schedule_id      uuid REFERENCES publish_schedules (id) ON DELETE SET NULL
);

CREATE INDEX review_requests_queue_idx ON review_requests (state, site, created_at DESC);
CREATE INDEX review_requests_document_idx ON review_requests (document_id, created_at DESC);
CREATE INDEX review_requests_requester_idx ON review_requests (requested_by, created_at DESC);

CREATE TABLE review_comments (
  id         uuid PRIMARY KEY,
  request_id uuid NOT NULL REFERENCES review_requests (id) ON DELETE CASCADE,
  author_id  uuid REFERENCES users (id) ON DELETE SET NULL,
  author     text NOT NULL,
  body       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX review_comments_request_idx ON review_comments (request_id, created_at);

-- A schedule made by an approved request publishes only the approved draft (revision and
-- hash); an Admin's urgent schedule on a site that needs approval keeps its reason.
ALTER TABLE publish_schedules
  ADD COLUMN review_request_id uuid REFERENCES review_requests (id) ON DELETE SET NULL,
  ADD COLUMN draft_hash text,
  ADD COLUMN urgent_reason text;
