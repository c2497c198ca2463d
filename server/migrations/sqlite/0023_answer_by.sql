-- A pending request's deadline, fixed when it is sent or sent again: the setting
-- VEIL_REVEAL_ANSWER_DAYS (14 days by default) counts from then, so changing the
-- setting changes only requests sent afterwards. Requests already sent keep the 30 days
-- they were sent with.
ALTER TABLE reveal_requests ADD COLUMN answer_by BIGINT NOT NULL DEFAULT 0;
UPDATE reveal_requests SET answer_by = created_at + 2592000000;
CREATE INDEX reveal_requests_answer_by_idx ON reveal_requests (status, answer_by);
