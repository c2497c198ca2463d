-- A conversation whose other person deleted their account: kept for the one who stayed,
-- with their own messages and, in place of each message of the person who left, only
-- its time (shown as "This person has left Veil"). Nothing of the person who left is
-- kept: no name, codename, company or text. Gone with the account that stayed, when its
-- owner deletes it from the list, or after the ended-requests period.
CREATE TABLE departed_threads (
    id         TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    side       TEXT NOT NULL CHECK (side IN ('recruiter', 'job_seeker')),
    started_at BIGINT NOT NULL,
    left_at    BIGINT NOT NULL
);
CREATE INDEX departed_threads_account_idx ON departed_threads (account_id, left_at);
CREATE INDEX departed_threads_left_idx ON departed_threads (left_at);

-- Its messages, oldest first: `body` is NULL for a message of the person who left. The
-- owner is the thread's, named again so each row says whose it is.
CREATE TABLE departed_messages (
    id         TEXT PRIMARY KEY,
    thread_id  TEXT NOT NULL REFERENCES departed_threads (id) ON DELETE CASCADE,
    account_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body       TEXT,
    created_at BIGINT NOT NULL
);
CREATE INDEX departed_messages_thread_idx ON departed_messages (thread_id, created_at);
CREATE INDEX departed_messages_account_idx ON departed_messages (account_id, created_at);
