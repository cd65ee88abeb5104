-- The eight branded sites and the host names each one answers to (lower-case, no port).
CREATE TABLE sites (
  id               text PRIMARY KEY,
  name             text NOT NULL,
  hosts            text[] NOT NULL DEFAULT '{}',
  captcha_site_key text,
  settings         jsonb NOT NULL DEFAULT '{}',
  updated_at       timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sites_hosts_idx ON sites USING gin (hosts);
