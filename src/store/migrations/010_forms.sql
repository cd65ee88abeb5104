-- Form submissions: committed before the visitor hears "submitted" (DESIGN.md §7).
CREATE TABLE form_submissions (
  id              uuid PRIMARY KEY,
  site            text NOT NULL REFERENCES sites (id) ON UPDATE CASCADE,
  document_id     uuid REFERENCES documents (id) ON DELETE SET NULL,
  path            text NOT NULL,
  form_id         text NOT NULL,
  form_kind       text NOT NULL,
  form_name       text NOT NULL,
  values          jsonb NOT NULL,
  -- Attached files: [{ field, hash, ext, name, mime, size }], bytes in the submissions store.
  files           jsonb NOT NULL DEFAULT '[]',
  -- A client's retry of the same submission carries the same key and counts once.
  idempotency_key text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  delete_after    timestamptz NOT NULL,
  UNIQUE (form_id, idempotency_key)
);

CREATE INDEX form_submissions_site_idx ON form_submissions (site, created_at DESC);
CREATE INDEX form_submissions_delete_idx ON form_submissions (delete_after);

-- Messages to send because of a submission (webhooks, e-mail, SMS, voice): written in the
-- submission's transaction, sent by a worker with retries. A row is claimed by setting
-- `claimed_until`, so several processes never send the same row at once.
CREATE TABLE outbox (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel         text NOT NULL CHECK (channel IN ('webhook', 'email', 'sms', 'voice')),
  target          text NOT NULL,
  payload         jsonb NOT NULL,
  submission_id   uuid REFERENCES form_submissions (id) ON DELETE SET NULL,
  site            text,
  -- held: kept here for people to read (development without SMTP, or SMS/voice without a provider).
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'held')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until   timestamptz,
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  sent_at         timestamptz
);

CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending';

-- ALTCHA challenges already used: a solved challenge counts once.
CREATE TABLE captcha_used (
  signature  text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

-- Each site's captcha: ALTCHA (no row) or reCAPTCHA with its secret (write-only in the API).
CREATE TABLE site_captcha (
  site       text PRIMARY KEY REFERENCES sites (id) ON DELETE CASCADE,
  provider   text NOT NULL CHECK (provider IN ('altcha', 'recaptcha')),
  secret     text NOT NULL DEFAULT '',
  verify_url text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Alert subscriptions (the subscription centre): pending until the link in the verification
-- e-mail is followed; managed afterwards through a signed link.
CREATE TABLE subscriptions (
  id                uuid PRIMARY KEY,
  site              text NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  email             text NOT NULL,
  phone             text NOT NULL DEFAULT '',
  channels          text[] NOT NULL,
  topics            text[] NOT NULL DEFAULT '{}',
  status            text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified')),
  -- SHA-256 of the single-use verification token (256 bits), and when it stops working.
  token_hash        text,
  token_expires_at  timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  verified_at       timestamptz,
  updated_at        timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX subscriptions_site_email_key ON subscriptions (site, lower(email));
CREATE UNIQUE INDEX subscriptions_token_key ON subscriptions (token_hash) WHERE token_hash IS NOT NULL;
