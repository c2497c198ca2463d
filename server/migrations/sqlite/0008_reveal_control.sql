-- Issue 15: structured requests, decline reasons and reveals that end.
-- `status` stays the job seeker's decision (pending, approved, declined). Whether a
-- request has ended is computed from the times below when data is read (an approval
-- past `visible_until`, a pending request older than 30 days), so no late job can leak
-- an identity; `ended_notified_at` only records that both sides were told.

-- What the recruiter offers; every field optional.
ALTER TABLE reveal_requests ADD COLUMN role_title TEXT;
ALTER TABLE reveal_requests ADD COLUMN salary_min BIGINT;
ALTER TABLE reveal_requests ADD COLUMN salary_max BIGINT;
ALTER TABLE reveal_requests ADD COLUMN salary_currency TEXT;
ALTER TABLE reveal_requests ADD COLUMN salary_period TEXT;
ALTER TABLE reveal_requests ADD COLUMN work_mode TEXT;
ALTER TABLE reveal_requests ADD COLUMN job_location TEXT;

-- Why the job seeker declined, shown to that recruiter only.
ALTER TABLE reveal_requests ADD COLUMN decline_reason TEXT;
ALTER TABLE reveal_requests ADD COLUMN decline_note TEXT;

-- How long an approval lasts: `days_30`, `days_90` or `until_revoked` (visible_until NULL).
ALTER TABLE reveal_requests ADD COLUMN reveal_duration TEXT;
ALTER TABLE reveal_requests ADD COLUMN visible_until BIGINT;
ALTER TABLE reveal_requests ADD COLUMN ended_notified_at BIGINT;

-- Approvals given before reveals could end were given without an end: they stay until
-- the job seeker revokes them (NULL visible_until), which is what they agreed to.
UPDATE reveal_requests SET reveal_duration = 'until_revoked' WHERE status = 'approved';

-- The sweep looks for requests that ended and were not announced yet.
CREATE INDEX reveal_requests_unannounced_idx ON reveal_requests (status, visible_until, created_at)
    WHERE ended_notified_at IS NULL;
