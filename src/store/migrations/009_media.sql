-- The media library: files stored by the SHA-256 of their bytes (the bytes themselves live in
-- the media storage service); names are shown, never used to store or serve anything.
CREATE TABLE media (
  hash        text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
  ext         text NOT NULL CHECK (ext ~ '^[a-z0-9]{2,5}$'),
  kind        text NOT NULL CHECK (kind IN ('image', 'document')),
  mime        text NOT NULL,
  size        bigint NOT NULL CHECK (size > 0),
  width       integer,
  height      integer,
  name        text NOT NULL,
  alt         text NOT NULL DEFAULT '',
  focal_x     real NOT NULL DEFAULT 0.5 CHECK (focal_x BETWEEN 0 AND 1),
  focal_y     real NOT NULL DEFAULT 0.5 CHECK (focal_y BETWEEN 0 AND 1),
  uploaded_by text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX media_created_idx ON media (created_at DESC);
