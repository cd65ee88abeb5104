-- Who changed what. No foreign keys: entries outlive the documents and users they name.
CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  at          timestamptz NOT NULL DEFAULT now(),
  actor       text,
  action      text NOT NULL,
  site        text,
  document_id uuid,
  path        text,
  detail      jsonb NOT NULL DEFAULT '{}'
);

CREATE INDEX audit_log_site_id_idx ON audit_log (site, id DESC);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC);
CREATE INDEX audit_log_document_id_idx ON audit_log (document_id, id DESC);
