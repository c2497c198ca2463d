-- Reports, suspensions and the admin's audit log (moderation). A report keeps a copy of
-- what was reported (a request's or a message's text), so the admin judges what the job
-- seeker saw even if the request later ends; the reporter is kept only to stop the same
-- person reporting the same thing twice, and is never shown.
CREATE TABLE reports (
    id           TEXT PRIMARY KEY,
    reporter_id  TEXT REFERENCES users (id) ON DELETE SET NULL,
    recruiter_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    subject      TEXT NOT NULL CHECK (subject IN ('recruiter', 'request', 'message')),
    subject_id   TEXT NOT NULL,
    content      TEXT,
    reason       TEXT NOT NULL
        CHECK (reason IN ('spam', 'harassment', 'discrimination', 'fake_company', 'personal_data', 'other')),
    note         TEXT,
    created_at   BIGINT NOT NULL,
    resolved_at  BIGINT,
    resolution   TEXT CHECK (resolution IN ('dismissed', 'warned', 'suspended'))
);
CREATE INDEX reports_open_idx ON reports (resolved_at, created_at);
CREATE INDEX reports_recruiter_idx ON reports (recruiter_id);
CREATE UNIQUE INDEX reports_once_idx ON reports (reporter_id, subject, subject_id);

-- A suspended recruiter cannot search, view or send; lifting clears it.
ALTER TABLE users ADD COLUMN suspended_at BIGINT;

-- A pending request whose recruiter was suspended ends as "Withdrawn": its answer_by is
-- set to the moment, so every rule that ends a request already ends it.
ALTER TABLE reveal_requests ADD COLUMN withdrawn_at BIGINT;

-- The warning e-mail the admin sends, as they last edited it (none: the built-in text).
CREATE TABLE moderation_templates (
    name       TEXT PRIMARY KEY CHECK (name IN ('warning')),
    subject    TEXT NOT NULL,
    body       TEXT NOT NULL,
    updated_at BIGINT NOT NULL
);

-- Every admin action: who, what, when, why, on what. No foreign keys: a row outlives the
-- accounts it names. Append-only at the database: no row changes, and none goes before
-- it is a year old (the retention sweep deletes rows past VEIL_RETAIN_MODERATION_DAYS,
-- which may not be under 365).
CREATE TABLE admin_audit_log (
    seq         BIGSERIAL PRIMARY KEY,
    admin_id    TEXT NOT NULL,
    admin_email TEXT NOT NULL,
    action      TEXT NOT NULL,
    target      TEXT NOT NULL,
    reason      TEXT NOT NULL,
    created_at  BIGINT NOT NULL
);
CREATE INDEX admin_audit_log_created_idx ON admin_audit_log (created_at);

CREATE FUNCTION admin_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' THEN
        RAISE EXCEPTION 'the admin audit log is append-only';
    END IF;
    IF OLD.created_at > (EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT - 31536000000 THEN
        RAISE EXCEPTION 'the admin audit log keeps every row for a year';
    END IF;
    RETURN OLD;
END;
$$;

CREATE TRIGGER admin_audit_log_append_only BEFORE UPDATE OR DELETE ON admin_audit_log
    FOR EACH ROW EXECUTE FUNCTION admin_audit_log_append_only();
