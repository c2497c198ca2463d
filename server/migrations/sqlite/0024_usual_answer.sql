-- When a request was first answered (approved or declined), for how quickly a job seeker
-- usually answers. Requests answered before this kept only their last change: the
-- approval's time, or for a decline the time it was last changed.
ALTER TABLE reveal_requests ADD COLUMN answered_at BIGINT;
UPDATE reveal_requests SET answered_at = COALESCE(approved_at, updated_at) WHERE status = 'approved';
UPDATE reveal_requests SET answered_at = updated_at WHERE status = 'declined';
CREATE INDEX reveal_requests_answered_idx ON reveal_requests (profile_id, answered_at);

-- How the job seeker usually answers (reveal::usual_answer), a coarse band recruiters
-- see on the card and the candidate page; NULL until they answered 3 requests. Computed
-- when they answer; profiles from before get it at their next answer.
ALTER TABLE profiles ADD COLUMN usual_answer TEXT;

CREATE TRIGGER profiles_search_usual_answer AFTER UPDATE OF usual_answer ON profiles BEGIN
    INSERT INTO search_changes (profile_id, created_at)
    VALUES (NEW.id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
