-- A recruiter's data export holds the identities of the candidates who approved their
-- requests when it was built. It is handed out only while each of them may still be
-- seen by its owner: the identities are recorded with the export, and an export whose
-- consent ended is withdrawn (`withdrawn_at`): its file is deleted and its link answers
-- 410 until the row expires. No foreign key to the candidate: when their account is
-- deleted, the export is withdrawn in the same transaction and then these rows go.
CREATE TABLE data_export_identities (
    export_id TEXT NOT NULL REFERENCES data_exports (id) ON DELETE CASCADE,
    seeker_id TEXT NOT NULL,
    PRIMARY KEY (export_id, seeker_id)
);
CREATE INDEX data_export_identities_seeker_idx ON data_export_identities (seeker_id);
ALTER TABLE data_exports ADD COLUMN withdrawn_at BIGINT;

-- Exports built before this were not recorded: whoever ever sent a reveal request may
-- hold an identity in theirs, so their ready export is withdrawn: its link answers 410
-- and the file goes with the row when it expires, within a day (a new export can be
-- requested at once).
UPDATE data_exports SET withdrawn_at = COALESCE(finished_at, requested_at)
WHERE status = 'ready' AND user_id IN (SELECT employer_id FROM reveal_requests);
