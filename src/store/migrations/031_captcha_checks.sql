-- Issue 41 item 2: the lowest reCAPTCHA v3 score a site's forms accept (answers of v2 keys carry none).
ALTER TABLE site_captcha ADD COLUMN min_score numeric(3, 2) NOT NULL DEFAULT 0.5 CHECK (min_score >= 0 AND min_score <= 1);
