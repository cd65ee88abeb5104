-- Notices (the specification's circular reports) with full-text search that works the same on
-- PGlite and PostgreSQL: a weighted tsvector kept by the database itself, and a GIN index.
CREATE TABLE notices (
  id            uuid PRIMARY KEY,
  collection    text NOT NULL CHECK (collection ~ '^[a-z0-9-]{1,40}$'),
  notice_number text NOT NULL,
  title         text NOT NULL,
  name          text NOT NULL DEFAULT '',
  topic         text NOT NULL DEFAULT '',
  market        text NOT NULL DEFAULT '',
  jurisdiction  text NOT NULL DEFAULT '',
  circular_type text NOT NULL DEFAULT '',
  pub_date      date NOT NULL,
  file_path     text NOT NULL DEFAULT '',
  url           text NOT NULL DEFAULT '',
  rules         text NOT NULL DEFAULT '',
  sort_order    integer NOT NULL DEFAULT 0,
  body          text NOT NULL DEFAULT '',
  status        text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  updated_by    text,
  search        tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', notice_number || ' ' || topic || ' ' || name || ' ' || rules), 'B') ||
    setweight(to_tsvector('english', body), 'C')
  ) STORED,
  UNIQUE (collection, notice_number)
);

CREATE INDEX notices_search_idx ON notices USING gin (search);
CREATE INDEX notices_listing_idx ON notices (collection, pub_date DESC, notice_number) WHERE status = 'published';
CREATE INDEX notices_year_idx ON notices (collection, (extract(year FROM pub_date))) WHERE status = 'published';

-- Notification alerts of monitored systems (the notification history).
CREATE TABLE notification_alerts (
  id           text PRIMARY KEY,
  system_id    integer NOT NULL,
  severity     text NOT NULL,
  page_url     text NOT NULL DEFAULT '',
  display_name text NOT NULL,
  market       text NOT NULL DEFAULT '',
  service      text NOT NULL DEFAULT '',
  published_at timestamptz NOT NULL,
  search       tsvector GENERATED ALWAYS AS (to_tsvector('english', display_name || ' ' || market || ' ' || service)) STORED
);

CREATE INDEX notification_alerts_system_idx ON notification_alerts (system_id, published_at DESC);
CREATE INDEX notification_alerts_search_idx ON notification_alerts USING gin (search);
