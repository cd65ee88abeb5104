-- Redirects an Admin sets for a site (issue 24 item 7), apart from those a published move
-- leaves (path_redirects). The public server answers them before it looks for a page. The
-- operation refuses a source that is a live page and targets that would make a loop or a
-- chain; the table keeps one redirect per source path.
CREATE TABLE site_redirects (
  id         uuid PRIMARY KEY,
  site       text NOT NULL REFERENCES sites (id) ON DELETE CASCADE ON UPDATE CASCADE,
  from_path  text NOT NULL CHECK (from_path ~ '^(/[a-z0-9]+(-[a-z0-9]+)*)+$'),
  to_target  text NOT NULL CHECK (length(to_target) BETWEEN 1 AND 2000),
  status     integer NOT NULL CHECK (status IN (301, 302)),
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site, from_path)
);
