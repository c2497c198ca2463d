-- Issue 16 §1: background jobs that survive restarts and run once across instances.
-- A job is due when `status` is 'pending', `run_at` has come and no lease is in force;
-- taking it sets `leased_by`/`lease_until` and counts an attempt. A lease that runs out
-- (the instance crashed) makes the job due again. `dedupe_key` names the event the job
-- is for, so the same event never enqueues a second job. `account_id` is the person the
-- job is about, if any: deleting the account deletes their jobs.
CREATE TABLE jobs (
    id          TEXT PRIMARY KEY,
    kind        TEXT NOT NULL,
    dedupe_key  TEXT NOT NULL,
    payload     TEXT NOT NULL,
    account_id  TEXT REFERENCES users (id) ON DELETE CASCADE,
    status      TEXT NOT NULL CHECK (status IN ('pending', 'done', 'failed')),
    run_at      BIGINT NOT NULL,
    attempts    BIGINT NOT NULL DEFAULT 0,
    leased_by   TEXT,
    lease_until BIGINT,
    last_error  TEXT,
    created_at  BIGINT NOT NULL,
    finished_at BIGINT
);
CREATE UNIQUE INDEX jobs_dedupe_key ON jobs (dedupe_key);
CREATE INDEX jobs_due_idx ON jobs (status, run_at);
CREATE INDEX jobs_account_idx ON jobs (account_id);

-- Issue 16 §2: which notification e-mails a person wants. A row only where they chose;
-- each kind's default is in the code (notifications::email::model).
CREATE TABLE email_settings (
    account_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind       TEXT NOT NULL,
    enabled    BOOLEAN NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (account_id, kind)
);
