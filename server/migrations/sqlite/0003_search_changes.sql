-- The change feed of searchable profile fields. Every instance's search index applies
-- it in order (`seq`), so a change made anywhere, a delete included, reaches every
-- index, and a missed wake-up heals on the next poll.
CREATE TABLE search_changes (
    seq        INTEGER PRIMARY KEY AUTOINCREMENT,
    profile_id TEXT NOT NULL,
    created_at BIGINT NOT NULL
);

CREATE TRIGGER profiles_search_insert AFTER INSERT ON profiles BEGIN
    INSERT INTO search_changes (profile_id, created_at)
    VALUES (NEW.id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;

CREATE TRIGGER profiles_search_update AFTER UPDATE OF codename, headline, location, city, state, country,
    job_type, min_salary, max_salary, skills, status, pitch, summary ON profiles BEGIN
    INSERT INTO search_changes (profile_id, created_at)
    VALUES (NEW.id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;

CREATE TRIGGER profiles_search_delete AFTER DELETE ON profiles BEGIN
    INSERT INTO search_changes (profile_id, created_at)
    VALUES (OLD.id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
