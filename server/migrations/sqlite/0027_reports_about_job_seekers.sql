-- Recruiters report job seekers too: a candidate's anonymous profile, or a job seeker's
-- message in a conversation. A report now names the account it is about (`reported_id`,
-- formerly `recruiter_id`) and that account's side (`reported_role`); 'profile' is a new
-- subject. SQLite cannot change a CHECK in place, so the table is rebuilt; every report
-- made before is about a recruiter.
CREATE TABLE reports_new (
    id            TEXT PRIMARY KEY,
    reporter_id   TEXT REFERENCES users (id) ON DELETE SET NULL,
    reported_id   TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    reported_role TEXT NOT NULL DEFAULT 'recruiter' CHECK (reported_role IN ('recruiter', 'job_seeker')),
    subject       TEXT NOT NULL CHECK (subject IN ('recruiter', 'request', 'message', 'profile')),
    subject_id    TEXT NOT NULL,
    content       TEXT,
    reason        TEXT NOT NULL
        CHECK (reason IN ('spam', 'harassment', 'discrimination', 'fake_company', 'personal_data', 'other')),
    note          TEXT,
    created_at    BIGINT NOT NULL,
    resolved_at   BIGINT,
    resolution    TEXT CHECK (resolution IN ('dismissed', 'warned', 'suspended'))
);
INSERT INTO reports_new (id, reporter_id, reported_id, reported_role, subject, subject_id, content, reason, note,
                         created_at, resolved_at, resolution)
SELECT id, reporter_id, recruiter_id, 'recruiter', subject, subject_id, content, reason, note, created_at, resolved_at,
       resolution
FROM reports;
DROP TABLE reports;
ALTER TABLE reports_new RENAME TO reports;
CREATE INDEX reports_open_idx ON reports (resolved_at, created_at);
CREATE INDEX reports_reported_idx ON reports (reported_id);
CREATE UNIQUE INDEX reports_once_idx ON reports (reporter_id, subject, subject_id);

-- The warning e-mail to a job seeker is a template of its own.
CREATE TABLE moderation_templates_new (
    name       TEXT PRIMARY KEY CHECK (name IN ('warning', 'job_seeker_warning')),
    subject    TEXT NOT NULL,
    body       TEXT NOT NULL,
    updated_at BIGINT NOT NULL
);
INSERT INTO moderation_templates_new SELECT name, subject, body, updated_at FROM moderation_templates;
DROP TABLE moderation_templates;
ALTER TABLE moderation_templates_new RENAME TO moderation_templates;

-- A suspended job seeker's profile is hidden; the visibility they chose waits here until
-- the suspension is lifted (edits while suspended change it here, not the profile's).
ALTER TABLE profiles ADD COLUMN suspended_status TEXT;
