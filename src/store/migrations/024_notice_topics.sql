-- The managed list of notice topics (issue 25 item 1): each collection (the notices of one
-- system: exchange circulars, clearing notices, MERS documents, ...) has its own list, and a
-- notice's topic is one of its collection's, or none (''). Editors pick from the list; Super
-- Users and Admins of every site manage it (notices show on every site). Names are unique in a
-- collection whatever their case; a topic that notices use is renamed with them, never removed.
CREATE TABLE notice_topics (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  collection text NOT NULL CHECK (collection ~ '^[a-z0-9-]{1,40}$'),
  name       text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120 AND name = btrim(name)),
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX notice_topics_name_key ON notice_topics (collection, lower(name));

-- The demo topics (src/cli/seed/notices.ts, DEMO_NOTICE_TOPICS).
INSERT INTO notice_topics (collection, name) VALUES
  ('exchange-circulars', 'Trading'), ('exchange-circulars', 'Fees'), ('exchange-circulars', 'Technology'), ('exchange-circulars', 'Market Structure'), ('exchange-circulars', 'Listings'), ('exchange-circulars', 'Market Data'), ('exchange-circulars', 'Trading Hours'),
  ('clearing-notices', 'Margin'), ('clearing-notices', 'Collateral'), ('clearing-notices', 'Default Management'), ('clearing-notices', 'Risk Models'), ('clearing-notices', 'Operations'), ('clearing-notices', 'Delivery'),
  ('information-memos', 'Regulation'), ('information-memos', 'Technology'), ('information-memos', 'Listings'), ('information-memos', 'Corporate Actions'), ('information-memos', 'Trading'),
  ('regulatory-bulletins', 'Regulation'), ('regulatory-bulletins', 'Reporting'), ('regulatory-bulletins', 'Surveillance'), ('regulatory-bulletins', 'Position Limits'),
  ('mers-documents', 'Membership'), ('mers-documents', 'eRegistry'), ('mers-documents', 'Registration'), ('mers-documents', 'Transfers'), ('mers-documents', 'Fees'), ('mers-documents', 'Quality Assurance'),
  ('rule-book', 'Trading'), ('rule-book', 'General'), ('rule-book', 'Trading Hours'), ('rule-book', 'Reporting'), ('rule-book', 'Market Data'), ('rule-book', 'Fees'), ('rule-book', 'Membership'), ('rule-book', 'Regulation');

-- Topics that stored notices already use stay valid.
INSERT INTO notice_topics (collection, name)
  SELECT DISTINCT ON (collection, lower(btrim(topic))) collection, btrim(topic) FROM notices
  WHERE btrim(topic) <> '' AND char_length(btrim(topic)) <= 120
  ON CONFLICT (collection, lower(name)) DO NOTHING;
