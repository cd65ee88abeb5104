-- A readable reference for a submission (issue 25 point 5): `SR-2026-000123`, the form kind's
-- prefix, the year it was sent and a number from one sequence of all submissions. Shown to
-- the visitor on the confirmation and in their receipt, and to editors beside the submission.
-- NULL for forms that give none and for submissions stored before.
CREATE SEQUENCE submission_reference_seq;
ALTER TABLE form_submissions ADD COLUMN reference text;
CREATE UNIQUE INDEX form_submissions_reference ON form_submissions (reference) WHERE reference IS NOT NULL;
