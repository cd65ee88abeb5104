-- Issue 23 item 1: a user's role is granted per site. One row per (user, site); a site
-- without a row is no access. Existing users keep the one role they had, on all eight sites,
-- and `users.role` goes away so the grants are the one source of truth.
CREATE TABLE user_site_roles (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  site    text NOT NULL CHECK (site IN ('ice', 'nyse', 'mersinc', 'mersmembers', 'ctaplan', 'esignal', 'globalotc', 'imt')),
  role    text NOT NULL CHECK (role IN ('CMSTWO User', 'CMSTWO Super User', 'CMSTWO Admin')),
  PRIMARY KEY (user_id, site)
);

CREATE INDEX user_site_roles_site_role_idx ON user_site_roles (site, role);

INSERT INTO user_site_roles (user_id, site, role)
SELECT u.id, s.site, u.role
FROM users u
CROSS JOIN (VALUES ('ice'), ('nyse'), ('mersinc'), ('mersmembers'), ('ctaplan'), ('esignal'), ('globalotc'), ('imt')) AS s (site);

ALTER TABLE users DROP COLUMN role;
