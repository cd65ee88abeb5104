-- Where visitors reach each site (issue 21 item 6): every absolute link the server writes
-- (e-mail, sitemap, feeds, the sign-in return address) starts with it, never with a request's
-- Host header. NULL: the default from PUBLIC_ORIGIN_TEMPLATE. Checked by the API
-- (core/sites.ts publicOriginProblem); the constraint keeps the shape in the table too.
ALTER TABLE sites ADD COLUMN public_origin text
  CHECK (public_origin IS NULL OR public_origin ~ '^https?://[a-z0-9.\[\]:-]+(:[0-9]+)?$');
