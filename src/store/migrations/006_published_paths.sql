-- Where visitors reach a document: the path it was last published at. A draft may move
-- (documents.path) without touching the live URL; the move takes effect when published.
ALTER TABLE documents ADD COLUMN published_path text
  CHECK (published_path ~ '^(/|(/[a-z0-9]+(-[a-z0-9]+)*)+)$');
UPDATE documents SET published_path = path WHERE published_version IS NOT NULL;
ALTER TABLE documents ADD CONSTRAINT documents_published_path_set
  CHECK ((published_version IS NULL) = (published_path IS NULL));
CREATE UNIQUE INDEX documents_published_path_key ON documents (site, published_path) WHERE published_path IS NOT NULL;

-- A published move leaves its old address behind as a permanent redirect to the document,
-- wherever it is published now. A page published at that address later takes it over.
CREATE TABLE path_redirects (
  site        text NOT NULL REFERENCES sites (id) ON UPDATE CASCADE,
  from_path   text NOT NULL,
  document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site, from_path)
);

CREATE INDEX path_redirects_document_idx ON path_redirects (document_id);
