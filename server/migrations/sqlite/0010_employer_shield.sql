-- Issue 18 §1: the employers a job seeker hides from. `company_key` and `domain` are
-- what matching compares (privacy::shield::keys); `company_name` is shown as typed.
-- Kept per account, so an entry made before the profile exists waits for it.
CREATE TABLE employer_shields (
    id           TEXT PRIMARY KEY,
    seeker_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    company_name TEXT NOT NULL,
    company_key  TEXT NOT NULL,
    domain       TEXT NOT NULL DEFAULT '',
    position     BIGINT NOT NULL,
    created_at   BIGINT NOT NULL
);
CREATE UNIQUE INDEX employer_shields_seeker_entry_key ON employer_shields (seeker_id, company_key, domain);

-- The search index holds each profile's shield terms, so a change to the list is a
-- change to search.
CREATE TRIGGER employer_shields_search_insert AFTER INSERT ON employer_shields BEGIN
    INSERT INTO search_changes (profile_id, created_at)
    VALUES (NEW.seeker_id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;

CREATE TRIGGER employer_shields_search_update AFTER UPDATE ON employer_shields BEGIN
    INSERT INTO search_changes (profile_id, created_at)
    VALUES (NEW.seeker_id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;

CREATE TRIGGER employer_shields_search_delete AFTER DELETE ON employer_shields BEGIN
    INSERT INTO search_changes (profile_id, created_at)
    VALUES (OLD.seeker_id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;

-- Issue 18 §3: a company is verified only when the recruiter's issuer-verified e-mail
-- is at its website's domain. That is computed from the e-mail and website whenever it
-- is shown (recruiters::verification); the stored flag, which creation set to true
-- unchecked, is recomputed on each save and starts honest: unknown is not verified.
UPDATE employers SET linkedin_verified = FALSE;
