-- A submission as people read it (issue 24): [{ key, label, value }] in the form's order, with
-- the labels the form had when it was sent, so a later edit of the form does not rewrite what
-- the admin and the e-mail show. NULL for submissions stored before: the admin derives lines
-- from their values (content/forms/submissions.ts).
ALTER TABLE form_submissions ADD COLUMN lines jsonb;
