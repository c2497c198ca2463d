-- The change feed of searchable profile fields. Every instance's search index applies
-- it in order (`seq`), so a change made anywhere, a delete included, reaches every
-- index; NOTIFY wakes the other instances, and a missed one heals on the next poll.
CREATE TABLE search_changes (
    seq        BIGSERIAL PRIMARY KEY,
    profile_id TEXT NOT NULL,
    created_at BIGINT NOT NULL
);

CREATE FUNCTION record_search_change() RETURNS trigger AS $$
DECLARE
    changed_id TEXT;
BEGIN
    IF TG_OP = 'DELETE' THEN
        changed_id := OLD.id;
    ELSE
        changed_id := NEW.id;
    END IF;
    INSERT INTO search_changes (profile_id, created_at)
    VALUES (changed_id, (extract(epoch FROM clock_timestamp()) * 1000)::BIGINT);
    PERFORM pg_notify('veil_search_changes', changed_id);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER profiles_search_insert AFTER INSERT ON profiles
    FOR EACH ROW EXECUTE FUNCTION record_search_change();

CREATE TRIGGER profiles_search_update AFTER UPDATE OF codename, headline, location, city, state, country,
    job_type, min_salary, max_salary, skills, status, pitch, summary ON profiles
    FOR EACH ROW EXECUTE FUNCTION record_search_change();

CREATE TRIGGER profiles_search_delete AFTER DELETE ON profiles
    FOR EACH ROW EXECUTE FUNCTION record_search_change();
