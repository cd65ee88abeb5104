-- Issue 41 item 5: on a site that needs approval, taking a live page off the site (unpublishing
-- or deleting it) is reviewed as publishing is. A request says which it asks for; the ones made
-- before this ask to publish.
ALTER TABLE review_requests ADD COLUMN action text NOT NULL DEFAULT 'publish' CHECK (action IN ('publish', 'unpublish', 'delete'));
