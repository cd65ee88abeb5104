-- Retention periods that Admins set (issue 23 item 6). A form's own `retentionDays` prop,
-- stamped on each submission as `delete_after`, is the default; a row here overrides it for
-- every submission of that form, stored ones too. Forms are nodes on pages: a submission
-- names its form by site and node id (`form_submissions.site`, `form_id`). Submissions hold
-- visitors' personal data, so a period is always set (1 day to 10 years), never "keep".
CREATE TABLE form_retention (
  site       text NOT NULL REFERENCES sites (id) ON DELETE CASCADE ON UPDATE CASCADE,
  form_id    text NOT NULL,
  days       integer NOT NULL CHECK (days BETWEEN 1 AND 3650),
  updated_by text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site, form_id)
);

-- Per content type (page, partial): how long a draft save is kept after it was saved, and a
-- preview link after it stopped working (expired or revoked). NULL: kept (these hold no
-- visitor data; the newest saves are bounded in number anyway, store/draft-saves.ts).
CREATE TABLE content_retention (
  kind       text NOT NULL CHECK (kind IN ('page', 'partial')),
  subject    text NOT NULL CHECK (subject IN ('draft-saves', 'preview-links')),
  days       integer CHECK (days BETWEEN 1 AND 3650),
  updated_by text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, subject)
);

INSERT INTO content_retention (kind, subject, days) VALUES
  ('page', 'draft-saves', 365), ('partial', 'draft-saves', 365),
  ('page', 'preview-links', 90), ('partial', 'preview-links', 90);

CREATE INDEX draft_saves_saved_at_idx ON draft_saves (saved_at);
CREATE INDEX form_submissions_created_idx ON form_submissions (created_at);

-- Site-wide banners (top of every page) and disclaimers (above the footer) (issue 23 item
-- 7): plain text, shown on each of their sites from `starts_at` until `ends_at` (none: until
-- removed). Only Super Users and Admins manage them (content/banners).
CREATE TABLE banners (
  id         uuid PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN ('banner', 'disclaimer')),
  tone       text NOT NULL DEFAULT 'info' CHECK (tone IN ('info', 'warning', 'critical')),
  message    text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 500),
  starts_at  timestamptz NOT NULL,
  ends_at    timestamptz CHECK (ends_at IS NULL OR ends_at > starts_at),
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE banner_sites (
  banner_id uuid NOT NULL REFERENCES banners (id) ON DELETE CASCADE,
  site      text NOT NULL REFERENCES sites (id) ON DELETE CASCADE ON UPDATE CASCADE,
  PRIMARY KEY (banner_id, site)
);

CREATE INDEX banner_sites_site_idx ON banner_sites (site);
