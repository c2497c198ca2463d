-- Issue 16 §3: a recruiter's saved searches, and the new profiles each has matched since
-- the recruiter last opened it. `name_key` is the name as uniqueness compares it
-- (saved_searches::model::SearchName::key). A profile is new for a saved search when it
-- was created after `opened_at`; the background matching (saved_searches::matching)
-- claims a search by moving `claimed_at` forward, so two instances never check it at
-- once, writes the count and `checked_at` when done, and records each new match once in
-- `saved_search_matches`, which is what makes an alert go out once per profile.
CREATE TABLE saved_searches (
    id            TEXT PRIMARY KEY,
    recruiter_id  TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name          TEXT NOT NULL,
    name_key      TEXT NOT NULL,
    keyword       TEXT NOT NULL DEFAULT '',
    job_type      TEXT CHECK (job_type IN ('remote', 'onsite', 'hybrid')),
    city          TEXT NOT NULL DEFAULT '',
    state         TEXT NOT NULL DEFAULT '',
    country       TEXT NOT NULL DEFAULT '',
    flexible      BOOLEAN NOT NULL DEFAULT TRUE,
    alerts        BOOLEAN NOT NULL DEFAULT FALSE,
    new_count     BIGINT NOT NULL DEFAULT 0,
    -- New matches found since the last alert e-mail (the daily e-mail's news).
    unemailed     BIGINT NOT NULL DEFAULT 0,
    opened_at     BIGINT NOT NULL,
    claimed_at    BIGINT NOT NULL,
    checked_at    BIGINT NOT NULL,
    emailed_at    BIGINT,
    created_at    BIGINT NOT NULL
);
CREATE UNIQUE INDEX saved_searches_recruiter_name_key ON saved_searches (recruiter_id, name_key);
CREATE INDEX saved_searches_claimed_idx ON saved_searches (claimed_at);

CREATE TABLE saved_search_matches (
    saved_search_id TEXT NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
    profile_id      TEXT NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
    found_at        BIGINT NOT NULL,
    PRIMARY KEY (saved_search_id, profile_id)
);
CREATE INDEX saved_search_matches_profile_idx ON saved_search_matches (profile_id);
