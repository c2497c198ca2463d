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
-- change to search (the same feed and NOTIFY as profiles' own changes).
CREATE FUNCTION record_shield_search_change() RETURNS trigger AS $$
DECLARE
    changed_id TEXT;
BEGIN
    IF TG_OP = 'DELETE' THEN
        changed_id := OLD.seeker_id;
    ELSE
        changed_id := NEW.seeker_id;
    END IF;
    INSERT INTO search_changes (profile_id, created_at)
    VALUES (changed_id, (extract(epoch FROM clock_timestamp()) * 1000)::BIGINT);
    PERFORM pg_notify('veil_search_changes', changed_id);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER employer_shields_search_change AFTER INSERT OR UPDATE OR DELETE ON employer_shields
    FOR EACH ROW EXECUTE FUNCTION record_shield_search_change();

-- Issue 18 §3: a company is verified only when the recruiter's issuer-verified e-mail
-- is at its website's domain. That is computed from the e-mail and website whenever it
-- is shown (recruiters::verification); the stored flag, which creation set to true
-- unchecked, is recomputed on each save and starts honest: unknown is not verified.
UPDATE employers SET linkedin_verified = FALSE;
