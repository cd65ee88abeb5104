-- Lists at production size (issue 40 item 3): every list of the content API pages by keyset
-- (store/paging.ts), so each needs an index in its order; the page tree reads a folder's
-- children from `document_tree` instead of every document of the site.

-- The page tree: one row per node of a site's tree of one kind (a document's path, and every
-- folder above a document: `/markets` for `/markets/energy`, document or not), with how many
-- children it has, so a folder's children are one index range and its size one row
-- (aria-setsize) whatever the size of the site. The row of path '' (parent NULL) counts the top
-- level. Kept by the trigger below on every insert, delete and move of a document, in the same
-- transaction: it is derived like a generated column, never written by the application.
CREATE TABLE document_tree (
  site         text NOT NULL,
  kind         text NOT NULL,
  path         text NOT NULL,
  parent       text,
  has_document boolean NOT NULL DEFAULT false,
  child_count  integer NOT NULL DEFAULT 0 CHECK (child_count >= 0),
  PRIMARY KEY (site, kind, path)
);
CREATE INDEX document_tree_children_idx ON document_tree (site, kind, parent, path COLLATE "C");

-- The folder a path is in: '' for the top level (`/` and `/fees`), NULL for the top level's own row.
CREATE FUNCTION document_tree_parent(p text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p = '' THEN NULL WHEN p !~ '^/[^/]+/' THEN '' ELSE regexp_replace(p, '/[^/]+$', '') END
$$;

-- A document at `p`: its node holds a document; a node that is new counts as a child of its folder,
-- and a folder that is new as a child of its own, up to the first that was there.
CREATE FUNCTION document_tree_add(s text, k text, p text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  node text := p;
  up text;
  created boolean;
BEGIN
  INSERT INTO document_tree AS t (site, kind, path, parent, has_document) VALUES (s, k, node, document_tree_parent(node), true)
  ON CONFLICT (site, kind, path) DO UPDATE SET has_document = true
  RETURNING (xmax = 0) INTO created;
  WHILE created AND node <> '' LOOP
    up := document_tree_parent(node);
    INSERT INTO document_tree AS t (site, kind, path, parent, child_count) VALUES (s, k, up, document_tree_parent(up), 1)
    ON CONFLICT (site, kind, path) DO UPDATE SET child_count = t.child_count + 1
    RETURNING (xmax = 0) INTO created;
    node := up;
  END LOOP;
END
$$;

-- No document at `p` any more: its node goes when nothing is below it, and each folder above that
-- is left with no child and no document goes with it (the top level's row stays).
CREATE FUNCTION document_tree_remove(s text, k text, p text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  node text := p;
  gone boolean;
BEGIN
  DELETE FROM document_tree WHERE site = s AND kind = k AND path = node AND child_count = 0 RETURNING true INTO gone;
  IF gone IS NULL THEN
    UPDATE document_tree SET has_document = false WHERE site = s AND kind = k AND path = node;
    RETURN;
  END IF;
  LOOP
    node := document_tree_parent(node);
    EXIT WHEN node IS NULL;
    UPDATE document_tree SET child_count = child_count - 1 WHERE site = s AND kind = k AND path = node;
    gone := NULL;
    DELETE FROM document_tree WHERE site = s AND kind = k AND path = node AND node <> '' AND child_count = 0 AND NOT has_document RETURNING true INTO gone;
    EXIT WHEN gone IS NULL;
  END LOOP;
END
$$;

CREATE FUNCTION documents_tree_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.site, OLD.kind, OLD.path) IS NOT DISTINCT FROM (NEW.site, NEW.kind, NEW.path) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM document_tree_remove(OLD.site, OLD.kind, OLD.path);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM document_tree_add(NEW.site, NEW.kind, NEW.path);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER documents_tree AFTER INSERT OR DELETE OR UPDATE OF site, kind, path ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_tree_sync();

SELECT count(document_tree_add(site, kind, path)) FROM (SELECT site, kind, path FROM documents ORDER BY site, kind, path) AS existing;

-- A site's documents by path, and by the path they are live at (`under`: a folder and below).
CREATE INDEX documents_site_path_c_idx ON documents (site, path COLLATE "C");
CREATE INDEX documents_site_published_path_c_idx ON documents (site, published_path COLLATE "C") WHERE published_path IS NOT NULL;

-- The orders of the other lists, each ending in a unique tie-breaker.
CREATE INDEX notices_admin_idx ON notices (pub_date DESC, notice_number DESC, id DESC);
CREATE INDEX notices_admin_collection_idx ON notices (collection, pub_date DESC, notice_number DESC, id DESC);
CREATE INDEX media_list_idx ON media (created_at DESC, hash DESC);
CREATE INDEX form_submissions_list_idx ON form_submissions (created_at DESC, id DESC);
CREATE INDEX form_submissions_site_list_idx ON form_submissions (site, created_at DESC, id DESC);
CREATE INDEX outbox_status_idx ON outbox (status, id DESC);
CREATE INDEX review_requests_list_idx ON review_requests (created_at DESC, id DESC);
CREATE INDEX banners_list_idx ON banners (starts_at DESC, id DESC);

-- Site search at size (issue 40 item 4): notices of a site's collections, newest first, read in
-- that order and checked against the query (a common word stops after a page of them).
CREATE INDEX notices_published_collection_idx ON notices (collection, pub_date DESC, notice_number DESC, id) WHERE status = 'published';
-- A site's live pages by section (first path segment), then depth and path: the sections are a
-- loose index scan, a facet's capped count and its shallowest matches one range each
-- (store/search.ts); and by depth and path across sections.
CREATE INDEX documents_site_section_idx ON documents (site, (split_part(published_path, '/', 2)), (length(published_path) - length(replace(published_path, '/', ''))), published_path COLLATE "C")
  WHERE published_path IS NOT NULL;
CREATE INDEX documents_site_depth_idx ON documents (site, (length(published_path) - length(replace(published_path, '/', ''))), published_path COLLATE "C")
  WHERE published_path IS NOT NULL;
-- The few pages that list notice collections (a notice's link when it has none of its own).
CREATE INDEX page_search_lists_idx ON page_search (site) WHERE lists <> '{}';

-- Filtering documents by a part of the title or path: trigram indexes where pg_trgm is installed
-- (PGlite loads it; without it the filter reads the site's rows).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX documents_title_trgm_idx ON documents USING gin (lower(title) gin_trgm_ops)';
    EXECUTE 'CREATE INDEX documents_path_trgm_idx ON documents USING gin (path gin_trgm_ops)';
  END IF;
END
$$;
