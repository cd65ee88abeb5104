-- Issue 41 item 5: who saved the draft since it was last published. An approver must not be one
-- of them (four eyes). Kept by a trigger on updates, so every way a draft changes (saves,
-- restores of a version, imports) counts; a publication or an unpublication starts the list
-- again. A new document names its author when it is inserted (store/documents.ts); a row
-- restored from a backup keeps what it had.
ALTER TABLE documents ADD COLUMN draft_authors text[] NOT NULL DEFAULT '{}';

-- What is known of the drafts before this migration: the kept saves since the last publication.
UPDATE documents d SET draft_authors = COALESCE((
  SELECT array_agg(DISTINCT s.saved_by) FROM draft_saves s
  WHERE s.document_id = d.id AND s.saved_by IS NOT NULL
    AND s.saved_at > COALESCE((SELECT max(v.published_at) FROM versions v WHERE v.document_id = d.id), '-infinity')
), '{}');

CREATE FUNCTION documents_draft_authors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.published_version IS DISTINCT FROM OLD.published_version THEN
    NEW.draft_authors := '{}'::text[];
  ELSIF NEW.draft_revision <> OLD.draft_revision AND NEW.updated_by IS NOT NULL AND NOT (NEW.updated_by = ANY (OLD.draft_authors)) THEN
    NEW.draft_authors := OLD.draft_authors || NEW.updated_by;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER documents_draft_authors BEFORE UPDATE ON documents FOR EACH ROW EXECUTE FUNCTION documents_draft_authors();
