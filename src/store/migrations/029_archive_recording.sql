-- The record of what was served leaves the publish path (issue 40 items 1 and 2, DESIGN §7b).
-- A publication's transaction now writes what changed and what its pages are made of, pinned
-- as of that instant; a background job renders, hashes and chains the entries after commit.

-- One row per publication and site, in the order publications took the site's lock (`id`
-- order per site: the lock is held until commit). `inputs` pins what every page of it is
-- rendered with: the site's row, sign-in label and captcha kind, the banners live then.
-- Deleted once every item is recorded.
CREATE TABLE archive_publications (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site          text NOT NULL,
  at            timestamptz NOT NULL,
  published_by  text NOT NULL,
  approved_by   text,
  requested_by  text,
  urgent_reason text,
  inputs        jsonb NOT NULL,
  items         integer NOT NULL CHECK (items >= 0)
);
CREATE INDEX archive_publications_site ON archive_publications (site, id);

-- What each live version shows, for finding the pages a publication affects without reading
-- every tree: the partial paths it includes and the component kinds it holds. Written by the
-- publishing transaction for the version it makes live; filled here for the versions live now.
CREATE TABLE archive_version_facts (
  document_id uuid NOT NULL,
  version     integer NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('page', 'partial')),
  includes    text[] NOT NULL,
  kinds       text[] NOT NULL,
  PRIMARY KEY (document_id, version),
  FOREIGN KEY (document_id, version) REFERENCES versions (document_id, version) ON DELETE CASCADE
);
CREATE INDEX archive_version_facts_includes ON archive_version_facts USING gin (includes);
CREATE INDEX archive_version_facts_kinds ON archive_version_facts USING gin (kinds);
CREATE INDEX archive_version_facts_partials ON archive_version_facts (document_id, version) WHERE kind = 'partial';
INSERT INTO archive_version_facts (document_id, version, kind, includes, kinds)
SELECT v.document_id, v.version, d.kind,
       ARRAY(SELECT DISTINCT p #>> '{}' FROM jsonb_path_query(v.tree, 'strict $.** ? (@.name == "include" && @.props.path.type() == "string").props.path') p),
       ARRAY(SELECT DISTINCT k #>> '{}' FROM jsonb_path_query(v.tree, 'strict $.** ? (@.name.type() == "string" && @.id.type() == "string" && @.props.type() == "object").name') k)
  FROM documents d JOIN versions v ON v.document_id = d.id AND v.version = d.published_version;
-- Statistics of which partials pages include, so that finding a partial's pages is planned as the
-- scan it is (PGlite runs no autovacuum).
ANALYZE archive_version_facts;

-- The paths a publication changed that are not recorded yet, in the order they enter the
-- chain (`ord`): each page pinned to the version it showed, `data` the loaders' answers
-- captured in the publishing transaction for the kinds whose data changes with other
-- publications (notices, lists of pages). Deleted in the transaction that records them.
-- No foreign key to the publication: a footer change adds ten thousand rows in the publishing
-- transaction, and each would be checked (a third of its time); the recorder removes both.
CREATE TABLE archive_pending (
  publication_id bigint NOT NULL,
  ord            integer NOT NULL,
  path           text NOT NULL,
  document_id    uuid,
  version        integer,
  kind           text NOT NULL CHECK (kind IN ('page', 'partial')),
  event          text NOT NULL CHECK (event IN ('publish', 'withdrawn')),
  cause          text NOT NULL,
  data           jsonb,
  PRIMARY KEY (publication_id, ord),
  CHECK ((event = 'publish') = (document_id IS NOT NULL AND version IS NOT NULL))
);
-- The point-in-time answer asks whether a path has pending work: a lookup, not a scan of a
-- footer change's ten thousand rows.
CREATE INDEX archive_pending_path ON archive_pending (path);

-- The partials published at the instant of each pending publication (a page's includes are
-- resolved against these, not against what is published when it is rendered).
CREATE TABLE archive_pinned_partials (
  publication_id bigint NOT NULL,
  path           text NOT NULL,
  document_id    uuid NOT NULL,
  version        integer NOT NULL,
  PRIMARY KEY (publication_id, path)
);
CREATE INDEX archive_pinned_partials_version ON archive_pinned_partials (document_id, version);

-- A version that pending work still needs, kept when its document is deleted before the work
-- is recorded (versions go with their document). Removed once nothing pending names it.
CREATE TABLE archive_kept_versions (
  document_id uuid NOT NULL,
  version     integer NOT NULL,
  title       text NOT NULL,
  seo         jsonb NOT NULL,
  tree        jsonb NOT NULL,
  PRIMARY KEY (document_id, version)
);

CREATE FUNCTION archive_keep_pending_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM archive_pending WHERE document_id = OLD.document_id AND version = OLD.version)
     OR EXISTS (SELECT 1 FROM archive_pinned_partials WHERE document_id = OLD.document_id AND version = OLD.version) THEN
    INSERT INTO archive_kept_versions (document_id, version, title, seo, tree)
    VALUES (OLD.document_id, OLD.version, OLD.title, OLD.seo, OLD.tree) ON CONFLICT DO NOTHING;
  END IF;
  RETURN OLD;
END
$$;
CREATE TRIGGER versions_kept_for_archive BEFORE DELETE ON versions
  FOR EACH ROW EXECUTE FUNCTION archive_keep_pending_version();

-- What an entry's HTML is made of, by the SHA-256 of the HTML (`entry.html_sha256`): either
-- the whole page compressed (`base` NULL: a key frame) or the copy and insert operations that
-- make it from a key frame `base` (copies of its bytes, small inserts inline, larger ones by the
-- SHA-256 of an `archive_blobs` row). Pages that differ only by a partial share the key frame
-- and the partial's bytes, so a header change stores a few hundred bytes per page.
CREATE TABLE archive_bodies (
  sha256 bytea PRIMARY KEY,
  base   bytea REFERENCES archive_bodies (sha256),
  size   integer NOT NULL CHECK (size >= 0),
  data   bytea NOT NULL
);

-- Compressed runs of bytes shared between bodies, by the SHA-256 of the bytes.
CREATE TABLE archive_blobs (
  sha256 bytea PRIMARY KEY,
  data   bytea NOT NULL
);

-- New entries keep their HTML in archive_bodies; the entries written before keep theirs inline.
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT conname FROM pg_constraint
            WHERE conrelid = 'archive_entries'::regclass AND contype = 'c'
              AND pg_get_constraintdef(oid) LIKE '%html IS NOT NULL%' LOOP
    EXECUTE format('ALTER TABLE archive_entries DROP CONSTRAINT %I', c.conname);
  END LOOP;
END
$$;
ALTER TABLE archive_entries ADD CONSTRAINT archive_entries_html_hash
  CHECK ((event = 'publish') = (html_sha256 IS NOT NULL) AND (html IS NULL OR event = 'publish'));

-- `verify` finds each published version's own entry (a document's publication, not a page
-- recorded again for a partial).
CREATE INDEX archive_entries_version ON archive_entries (document_id, version) WHERE cause = 'document';

-- Bodies and blobs are the record too: appended, never changed or removed.
CREATE TRIGGER archive_bodies_no_update_delete BEFORE UPDATE OR DELETE ON archive_bodies
  FOR EACH ROW EXECUTE FUNCTION archive_entries_append_only();
CREATE TRIGGER archive_bodies_no_truncate BEFORE TRUNCATE ON archive_bodies
  FOR EACH STATEMENT EXECUTE FUNCTION archive_entries_append_only();
CREATE TRIGGER archive_blobs_no_update_delete BEFORE UPDATE OR DELETE ON archive_blobs
  FOR EACH ROW EXECUTE FUNCTION archive_entries_append_only();
CREATE TRIGGER archive_blobs_no_truncate BEFORE TRUNCATE ON archive_blobs
  FOR EACH STATEMENT EXECUTE FUNCTION archive_entries_append_only();

-- Signed checkpoints of every chain's head (item 2), as written to the witnesses: the newest
-- tells the recorder when the last one was made. The witnesses, not this table, are what
-- `verify` trusts: whoever holds the database could remove rows here.
CREATE TABLE archive_checkpoints (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at        timestamptz NOT NULL,
  line      text NOT NULL
);
