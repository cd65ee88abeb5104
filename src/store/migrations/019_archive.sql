-- The record of what each site served (issue 23 items 4–6, DESIGN §7b): one row per path (a
-- page or a partial) a publication changed, appended in the publishing transaction.
-- Each site's entries form a chain: `seq` counts them from 1, `prev_hash` is the previous
-- entry's `hash`, and `hash` covers every column but `id` (html through `html_sha256`), so an
-- altered or removed row breaks the chain (`tessera archive verify`). No foreign keys: a
-- deleted document or a renamed site must neither cascade into the record nor be refused by it.
CREATE TABLE archive_entries (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site          text NOT NULL,
  seq           integer NOT NULL CHECK (seq >= 1),
  path          text NOT NULL,
  document_id   uuid,
  kind          text NOT NULL CHECK (kind IN ('page', 'partial')),
  -- publish: html is what the path served from `at` on; withdrawn: the path served nothing from `at` on.
  event         text NOT NULL CHECK (event IN ('publish', 'withdrawn')),
  -- What caused it: the document published, a partial it includes, notices, an unpublish or a move.
  cause         text NOT NULL,
  version       integer,
  html          text,
  html_sha256   text,
  published_by  text NOT NULL,
  approved_by   text,
  requested_by  text,
  urgent_reason text,
  at            timestamptz NOT NULL,
  prev_hash     text,
  hash          text NOT NULL,
  CHECK ((event = 'publish') = (html IS NOT NULL AND html_sha256 IS NOT NULL)),
  CHECK ((seq = 1) = (prev_hash IS NULL)),
  UNIQUE (site, seq)
);

CREATE INDEX archive_entries_path_idx ON archive_entries (site, path, at DESC, seq DESC);

-- Append-only: the application's database user may insert, never change or remove (SEC 17a-4).
-- Only the database owner can get past this (disabling the trigger), and verify finds it.
CREATE FUNCTION archive_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'archive entries are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER archive_entries_no_update_delete BEFORE UPDATE OR DELETE ON archive_entries
  FOR EACH ROW EXECUTE FUNCTION archive_entries_append_only();
CREATE TRIGGER archive_entries_no_truncate BEFORE TRUNCATE ON archive_entries
  FOR EACH STATEMENT EXECUTE FUNCTION archive_entries_append_only();
