-- The conversation on a reveal request: plain-text messages between its recruiter and
-- its job seeker, gone with the request (and so with either account).
CREATE TABLE reveal_messages (
    id         TEXT PRIMARY KEY,
    request_id TEXT NOT NULL REFERENCES reveal_requests (id) ON DELETE CASCADE,
    author     TEXT NOT NULL CHECK (author IN ('recruiter', 'job_seeker')),
    author_id  TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body       TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX reveal_messages_request_idx ON reveal_messages (request_id, created_at);
CREATE INDEX reveal_messages_author_idx ON reveal_messages (author_id, created_at);

-- Each side's own marks on a thread: how far they read (for their unread count only,
-- never shown to the other side) and when they were last e-mailed about it.
CREATE TABLE reveal_thread_marks (
    request_id TEXT NOT NULL REFERENCES reveal_requests (id) ON DELETE CASCADE,
    account_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    read_at    BIGINT NOT NULL DEFAULT 0,
    emailed_at BIGINT,
    PRIMARY KEY (request_id, account_id)
);
CREATE INDEX reveal_thread_marks_account_idx ON reveal_thread_marks (account_id);

-- Discreet e-mails (no row: on): notification e-mails with a neutral subject and a body
-- that is only a link.
CREATE TABLE email_preferences (
    account_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    discreet   BOOLEAN NOT NULL,
    updated_at BIGINT NOT NULL
);

-- The privacy activity log learns a kind: a message received from a company. SQLite
-- cannot change a CHECK, so the table is built again with the same rows and indexes.
CREATE TABLE activity_events_next (
    id             TEXT PRIMARY KEY,
    seeker_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind           TEXT NOT NULL CHECK (kind IN ('appeared_in_search', 'profile_viewed', 'reveal_requested',
                       'reveal_approved', 'reveal_declined', 'reveal_expired', 'reveal_revoked', 'identity_served',
                       'message_received')),
    employer_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    company_name   TEXT,
    recruiter_role TEXT,
    occurred_at    BIGINT NOT NULL,
    occurrences    BIGINT NOT NULL DEFAULT 1,
    once_per_day   BIGINT
);
INSERT INTO activity_events_next (id, seeker_id, kind, employer_id, company_name, recruiter_role, occurred_at,
                                  occurrences, once_per_day)
SELECT id, seeker_id, kind, employer_id, company_name, recruiter_role, occurred_at, occurrences, once_per_day
FROM activity_events;
DROP TABLE activity_events;
ALTER TABLE activity_events_next RENAME TO activity_events;
CREATE UNIQUE INDEX activity_events_daily_key ON activity_events (seeker_id, kind, employer_id, once_per_day);
CREATE INDEX activity_events_seeker_idx ON activity_events (seeker_id, occurred_at);
CREATE INDEX activity_events_occurred_idx ON activity_events (occurred_at);
CREATE INDEX activity_events_employer_idx ON activity_events (employer_id);
