-- Issue 15 §4: the job seeker's privacy activity log. One row per event about their
-- profile, naming the recruiter's company and role as they were when it happened.
-- Appearances in search results are one row per company per day (`occurrences` grows);
-- identity served is one row per recruiter per day. Such rows carry `once_per_day` (the
-- UTC day number), and the unique key keeps them single across batches and instances;
-- other kinds leave it NULL, which the key treats as distinct. Kept 12 months.
CREATE TABLE activity_events (
    id             TEXT PRIMARY KEY,
    seeker_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind           TEXT NOT NULL CHECK (kind IN ('appeared_in_search', 'profile_viewed', 'reveal_requested',
                       'reveal_approved', 'reveal_declined', 'reveal_expired', 'reveal_revoked', 'identity_served')),
    employer_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    company_name   TEXT,
    recruiter_role TEXT,
    occurred_at    BIGINT NOT NULL,
    occurrences    BIGINT NOT NULL DEFAULT 1,
    once_per_day   BIGINT
);
CREATE UNIQUE INDEX activity_events_daily_key ON activity_events (seeker_id, kind, employer_id, once_per_day);
CREATE INDEX activity_events_seeker_idx ON activity_events (seeker_id, occurred_at);
CREATE INDEX activity_events_occurred_idx ON activity_events (occurred_at);
CREATE INDEX activity_events_employer_idx ON activity_events (employer_id);
