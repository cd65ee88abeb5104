-- Issue 40 item 5: every publication pins the partials its site has live (archive_pinned_partials),
-- and found them by reading all of the site's documents: 16 ms a publish at 10,000 pages, 60 ms
-- at 38,000, growing with the site. The live partials of a site, by index.
CREATE INDEX documents_live_partials ON documents (site) WHERE kind = 'partial' AND published_path IS NOT NULL;
