-- Published notices newest first, across collections: a search for a common word walks this
-- index and stops at the page's last match instead of sorting thousands of matches.
CREATE INDEX notices_published_date_idx ON notices (pub_date DESC, notice_number DESC) WHERE status = 'published';
