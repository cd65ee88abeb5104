-- Site search results (issue 25): snippets come from a page's body text only, and a notice
-- without a document links to the page that lists its collection. `text_version` says which
-- extraction wrote the row, so the server indexes older rows again when it starts; `lists` are
-- the notice collections the page lists and `lists_by_year` whether that list takes `?year=`.
ALTER TABLE page_search ADD COLUMN text_version integer NOT NULL DEFAULT 1;
ALTER TABLE page_search ADD COLUMN lists text[] NOT NULL DEFAULT '{}';
ALTER TABLE page_search ADD COLUMN lists_by_year boolean NOT NULL DEFAULT false;

-- Trigram similarity for "Did you mean" and the nearest indexed terms. Migration 012 created it
-- where it could; PGlite loads it (src/store/db.ts) and Debian's PostgreSQL ships it in contrib.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: search suggestions fall back to words sharing a prefix';
END
$$;
