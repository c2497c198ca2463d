-- The recruiters a job seeker blocked: to a blocked recruiter the profile is gone, as to
-- one the employer shield names (404 everywhere, never counted), and they are not told.
-- The search index holds each profile's blocks among its shield terms, so a block is a
-- change to search (the shield's feed function, which reads `seeker_id`).
CREATE TABLE recruiter_blocks (
    id           TEXT NOT NULL UNIQUE,
    seeker_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    recruiter_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at   BIGINT NOT NULL,
    PRIMARY KEY (seeker_id, recruiter_id)
);
CREATE INDEX recruiter_blocks_recruiter_idx ON recruiter_blocks (recruiter_id);

CREATE TRIGGER recruiter_blocks_search_change AFTER INSERT OR UPDATE OR DELETE ON recruiter_blocks
    FOR EACH ROW EXECUTE FUNCTION record_shield_search_change();
