-- Issue 16 §4: "Download my data". One export per account at a time: the row is its
-- state (preparing, ready, failed). A ready export names its ZIP by an opaque random
-- file key and expires 24 hours after it was finished; then row and file are deleted.
-- A preparing row is built by whichever instance claims it (`lease_until`), and one
-- whose lease ran out (a crash, a restart) is claimed again.
CREATE TABLE data_exports (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status       TEXT NOT NULL CHECK (status IN ('preparing', 'ready', 'failed')),
    file_ref     TEXT,
    size_bytes   BIGINT,
    requested_at BIGINT NOT NULL,
    finished_at  BIGINT,
    expires_at   BIGINT,
    lease_until  BIGINT,
    attempts     BIGINT NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX data_exports_user_key ON data_exports (user_id);
CREATE INDEX data_exports_status_idx ON data_exports (status, lease_until);
CREATE INDEX data_exports_expires_idx ON data_exports (expires_at);
CREATE INDEX data_exports_file_ref_idx ON data_exports (file_ref);
