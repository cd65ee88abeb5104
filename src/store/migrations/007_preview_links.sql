-- Read-only links to a document's draft, or one of its versions, for reviewers without an
-- account. token_hash is the SHA-256 of the token: a leaked table opens no preview. A link
-- stops working when it expires, when it is revoked, and while its author is disabled;
-- deleting the author, the document or the version deletes it.
CREATE TABLE preview_links (
  id          uuid PRIMARY KEY,
  document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  version     integer CHECK (version > 0),
  token_hash  text NOT NULL UNIQUE,
  created_by  uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  revoked_by  text,
  FOREIGN KEY (document_id, version) REFERENCES versions (document_id, version) ON DELETE CASCADE
);

CREATE INDEX preview_links_document_idx ON preview_links (document_id, created_at DESC);
CREATE INDEX preview_links_created_by_idx ON preview_links (created_by);
