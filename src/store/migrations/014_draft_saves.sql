-- Recent saves of each draft, to go back to. The draft itself is one row that every save
-- overwrites; each save also lands here in the same transaction, and only the latest 50 per
-- document are kept (store/draft-saves.ts).
CREATE TABLE draft_saves (
  document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  revision    integer NOT NULL CHECK (revision > 0),
  title       text NOT NULL,
  seo         jsonb NOT NULL DEFAULT '{}',
  path        text NOT NULL,
  tree        jsonb NOT NULL,
  saved_at    timestamptz NOT NULL DEFAULT now(),
  saved_by    text,
  PRIMARY KEY (document_id, revision)
);
