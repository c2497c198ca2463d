-- Veil schema, PostgreSQL. Ids are text UUIDs, timestamps are milliseconds since the Unix
-- epoch (BIGINT), lists are JSON text. Kept in step with ../sqlite/0001_initial.sql.

CREATE TABLE users (
    id              TEXT PRIMARY KEY,
    issuer          TEXT NOT NULL,
    subject         TEXT NOT NULL,
    email           TEXT NOT NULL,
    email_verified  BOOLEAN NOT NULL DEFAULT FALSE,
    created_at      BIGINT NOT NULL,
    last_sign_in_at BIGINT NOT NULL,
    CONSTRAINT users_issuer_subject_key UNIQUE (issuer, subject)
);

CREATE TABLE users_roles (
    id            TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    is_job_seeker BOOLEAN NOT NULL DEFAULT FALSE,
    is_recruiter  BOOLEAN NOT NULL DEFAULT FALSE,
    updated_at    BIGINT NOT NULL
);

-- Identity: never shown to a recruiter without an approved reveal request.
CREATE TABLE user_profiles (
    id                 TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    email              TEXT NOT NULL DEFAULT '',
    first_name         TEXT NOT NULL DEFAULT '',
    last_name          TEXT NOT NULL DEFAULT '',
    avatar_url         TEXT,
    blurred_avatar_url TEXT,
    linkedin_url       TEXT,
    share_linkedin     BOOLEAN NOT NULL DEFAULT FALSE,
    phone_number       TEXT,
    phone_country_code TEXT,
    updated_at         BIGINT NOT NULL
);

-- The anonymous profile of a job seeker (id = user id).
CREATE TABLE profiles (
    id          TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    codename    TEXT NOT NULL,
    headline    TEXT NOT NULL DEFAULT '',
    location    TEXT NOT NULL DEFAULT '',
    city        TEXT NOT NULL DEFAULT '',
    state       TEXT NOT NULL DEFAULT '',
    country     TEXT NOT NULL DEFAULT '',
    job_type    TEXT NOT NULL DEFAULT 'remote' CHECK (job_type IN ('remote', 'onsite', 'hybrid')),
    min_salary  BIGINT NOT NULL DEFAULT 0,
    max_salary  BIGINT NOT NULL DEFAULT 0,
    skills      TEXT NOT NULL DEFAULT '[]',
    status      TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'passive', 'hidden')),
    pitch       TEXT NOT NULL DEFAULT '',
    summary     TEXT NOT NULL DEFAULT '',
    view_count  BIGINT NOT NULL DEFAULT 0,
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL
);
CREATE UNIQUE INDEX profiles_codename_key ON profiles (lower(codename));
CREATE INDEX profiles_updated_at_idx ON profiles (updated_at);

-- The company profile of a recruiter (id = user id).
CREATE TABLE employers (
    id                TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    company_name      TEXT NOT NULL,
    website           TEXT NOT NULL DEFAULT '',
    recruiter_role    TEXT NOT NULL DEFAULT '',
    logo_url          TEXT,
    location          TEXT NOT NULL DEFAULT '',
    city              TEXT NOT NULL DEFAULT '',
    state             TEXT NOT NULL DEFAULT '',
    country           TEXT NOT NULL DEFAULT '',
    company_size      TEXT NOT NULL DEFAULT '',
    industry          TEXT NOT NULL DEFAULT '',
    linkedin_verified BOOLEAN NOT NULL DEFAULT FALSE,
    created_at        BIGINT NOT NULL,
    updated_at        BIGINT NOT NULL
);

CREATE TABLE reveal_requests (
    id          TEXT PRIMARY KEY,
    profile_id  TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
    employer_id TEXT NOT NULL REFERENCES employers (id) ON DELETE CASCADE,
    status      TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
    message     TEXT NOT NULL,
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL,
    approved_at BIGINT
);
CREATE UNIQUE INDEX reveal_requests_profile_employer_key ON reveal_requests (profile_id, employer_id);
CREATE INDEX reveal_requests_employer_idx ON reveal_requests (employer_id, created_at);

CREATE TABLE profile_views (
    id                TEXT PRIMARY KEY,
    user_id           TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    viewed_profile_id TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
    viewed_at         BIGINT NOT NULL,
    is_test_data      BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX profile_views_viewed_idx ON profile_views (viewed_profile_id, viewed_at);
CREATE INDEX profile_views_viewer_idx ON profile_views (user_id, viewed_at);

CREATE TABLE search_history (
    id            TEXT PRIMARY KEY,
    user_id       TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    keyword       TEXT NOT NULL DEFAULT '',
    location_data TEXT,
    location_key  TEXT NOT NULL DEFAULT '',
    created_at    BIGINT NOT NULL
);
CREATE INDEX search_history_user_idx ON search_history (user_id, created_at);

CREATE TABLE notifications (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title      TEXT NOT NULL,
    message    TEXT NOT NULL,
    read       BOOLEAN NOT NULL DEFAULT FALSE,
    action_url TEXT,
    created_at BIGINT NOT NULL
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at);

CREATE TABLE early_access_signups (
    id               TEXT PRIMARY KEY,
    email            TEXT NOT NULL,
    email_normalized TEXT NOT NULL,
    created_at       BIGINT NOT NULL
);
CREATE UNIQUE INDEX early_access_email_key ON early_access_signups (email_normalized);

-- Every e-mail Veil sends (or only captures, without SMTP), for the admin to see.
CREATE TABLE email_outbox (
    id                TEXT PRIMARY KEY,
    batch_id          TEXT NOT NULL,
    recipient_user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
    to_address        TEXT NOT NULL,
    subject           TEXT NOT NULL,
    html_body         TEXT,
    text_body         TEXT NOT NULL,
    status            TEXT NOT NULL CHECK (status IN ('queued', 'captured', 'sent', 'failed')),
    error             TEXT,
    created_at        BIGINT NOT NULL,
    sent_at           BIGINT
);
CREATE INDEX email_outbox_created_idx ON email_outbox (created_at);

-- Server-side sessions; the cookie holds only the id.
CREATE TABLE sessions (
    id           TEXT PRIMARY KEY,
    user_id      TEXT REFERENCES users (id) ON DELETE CASCADE,
    data         TEXT NOT NULL DEFAULT '{}',
    created_at   BIGINT NOT NULL,
    last_seen_at BIGINT NOT NULL,
    expires_at   BIGINT NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
