-- Pages and partials: a mutable draft with a revision, and immutable published versions.
CREATE TABLE documents (
  id                uuid PRIMARY KEY,
  site              text NOT NULL REFERENCES sites (id) ON UPDATE CASCADE,
  path              text NOT NULL CHECK (path ~ '^(/|(/[a-z0-9]+(-[a-z0-9]+)*)+)$'),
  kind              text NOT NULL CHECK (kind IN ('page', 'partial')),
  title             text NOT NULL,
  seo               jsonb NOT NULL DEFAULT '{}',
  draft             jsonb NOT NULL,
  draft_revision    integer NOT NULL DEFAULT 1 CHECK (draft_revision > 0),
  published_version integer,
  access_code_hash  text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  updated_by        text,
  UNIQUE (site, path)
);

CREATE TABLE versions (
  document_id  uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  version      integer NOT NULL CHECK (version > 0),
  title        text NOT NULL,
  seo          jsonb NOT NULL DEFAULT '{}',
  tree         jsonb NOT NULL,
  note         text,
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by text,
  PRIMARY KEY (document_id, version)
);

-- The published pointer can only name a version of the same document.
ALTER TABLE documents
  ADD CONSTRAINT documents_published_version_fkey
  FOREIGN KEY (id, published_version) REFERENCES versions (document_id, version);

-- A published version is a record of what visitors saw: never edited, only deleted with its document.
CREATE FUNCTION versions_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'published versions are immutable' USING ERRCODE = 'restrict_violation';
END
$$;

CREATE TRIGGER versions_no_update BEFORE UPDATE ON versions
  FOR EACH ROW EXECUTE FUNCTION versions_are_immutable();
