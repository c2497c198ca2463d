-- Saves no longer NOTIFY from inside their own transaction. A transaction that has
-- notified holds a lock shared by the whole server from the start of its commit to its
-- end, the WAL flush included, so every save waited for every other save's commit,
-- whichever instance made it. The feed entry stays in the save's transaction; the
-- instance that made the change wakes the others once per batch, after the commit
-- (search/sync.rs), and every instance also reads the feed every second.
CREATE OR REPLACE FUNCTION record_search_change() RETURNS trigger AS $$
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
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
