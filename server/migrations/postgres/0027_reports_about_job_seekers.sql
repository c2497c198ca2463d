-- Recruiters report job seekers too: a candidate's anonymous profile, or a job seeker's
-- message in a conversation. A report now names the account it is about (`reported_id`,
-- formerly `recruiter_id`) and that account's side (`reported_role`); 'profile' is a new
-- subject. Every report made before is about a recruiter.
ALTER TABLE reports RENAME COLUMN recruiter_id TO reported_id;
ALTER TABLE reports ADD COLUMN reported_role TEXT NOT NULL DEFAULT 'recruiter'
    CHECK (reported_role IN ('recruiter', 'job_seeker'));
ALTER TABLE reports DROP CONSTRAINT reports_subject_check;
ALTER TABLE reports ADD CONSTRAINT reports_subject_check
    CHECK (subject IN ('recruiter', 'request', 'message', 'profile'));
DROP INDEX reports_recruiter_idx;
CREATE INDEX reports_reported_idx ON reports (reported_id);

-- The warning e-mail to a job seeker is a template of its own.
ALTER TABLE moderation_templates DROP CONSTRAINT moderation_templates_name_check;
ALTER TABLE moderation_templates ADD CONSTRAINT moderation_templates_name_check
    CHECK (name IN ('warning', 'job_seeker_warning'));

-- A suspended job seeker's profile is hidden; the visibility they chose waits here until
-- the suspension is lifted (edits while suspended change it here, not the profile's).
ALTER TABLE profiles ADD COLUMN suspended_status TEXT;
