-- Visitors: the people who read the sites (members, customers, compliance staff), a separate
-- identity from editors (users): their own table, sessions and cookie.
CREATE TABLE visitors (
  id               uuid PRIMARY KEY,
  email            text NOT NULL,
  name             text NOT NULL,
  -- argon2id; null for visitors who only sign in through an identity provider.
  password_hash    text,
  disabled         boolean NOT NULL DEFAULT false,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at  timestamptz
);

CREATE UNIQUE INDEX visitors_email_key ON visitors (lower(email));

-- Roles are held per application key: ('ICE', 'Compliance US').
CREATE TABLE visitor_roles (
  visitor_id uuid NOT NULL REFERENCES visitors (id) ON DELETE CASCADE,
  app_key    text NOT NULL,
  role       text NOT NULL,
  PRIMARY KEY (visitor_id, app_key, role)
);

-- Accounts at an external OpenID Connect provider linked to a visitor: (issuer, subject).
CREATE TABLE visitor_identities (
  issuer     text NOT NULL,
  subject    text NOT NULL,
  visitor_id uuid NOT NULL REFERENCES visitors (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);

CREATE INDEX visitor_identities_visitor_idx ON visitor_identities (visitor_id);

-- id is the SHA-256 of the session token, as for editors.
CREATE TABLE visitor_sessions (
  id           text PRIMARY KEY,
  visitor_id   uuid NOT NULL REFERENCES visitors (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);

CREATE INDEX visitor_sessions_visitor_idx ON visitor_sessions (visitor_id);
CREATE INDEX visitor_sessions_expires_idx ON visitor_sessions (expires_at);

-- A site's external OpenID Connect provider (at most one per site). The client secret is
-- needed to redeem codes, so it is kept; the API never returns it.
CREATE TABLE site_identity_providers (
  site          text PRIMARY KEY REFERENCES sites (id) ON DELETE CASCADE,
  label         text NOT NULL,
  issuer        text NOT NULL,
  client_id     text NOT NULL,
  client_secret text NOT NULL DEFAULT '',
  updated_at    timestamptz NOT NULL DEFAULT now()
);
