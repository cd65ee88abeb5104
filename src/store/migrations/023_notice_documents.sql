-- The bytes of library files the platform generates itself (issue 25: each demo notice's PDF),
-- kept in the database beside their media record rather than in the media directory: they are
-- made by the seed, which runs before any media directory is configured (and the test
-- templates copy the database only). A file in the media directory is served first; these
-- answer when there is none. They go with their record.
CREATE TABLE media_blobs (
  hash   text PRIMARY KEY REFERENCES media (hash) ON DELETE CASCADE,
  bytes  bytea NOT NULL
);
