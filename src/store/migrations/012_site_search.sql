-- Site search over published pages: one row per page, written in the publishing transaction;
-- visibility (published, no access code) is decided when searching, from the document row.
CREATE TABLE page_search (
  document_id uuid PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
  site        text NOT NULL,
  title       text NOT NULL,
  body        text NOT NULL,
  search      tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', body), 'B')) STORED
);

CREATE INDEX page_search_idx ON page_search USING gin (search);
CREATE INDEX page_search_site_idx ON page_search (site);

-- Trigram similarity for "did you mean" suggestions, where the engine offers it (PGlite loads
-- it; a PostgreSQL server without the contrib package simply gives no suggestions).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: search suggestions are off';
END
$$;
