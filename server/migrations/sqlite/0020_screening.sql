-- The screening fields a recruiter filters by (seniority band, availability, work
-- authorization per country, languages, relocation), optional and coarse, as one JSON
-- object (seekers::screening). Existing profiles have none of them.
ALTER TABLE profiles ADD COLUMN screening TEXT NOT NULL DEFAULT '{}';

-- The index holds them, so a change to them is a change to search. A trigger of its own,
-- beside profiles_search_update (left as it is).
CREATE TRIGGER profiles_search_screening AFTER UPDATE OF screening ON profiles BEGIN
    INSERT INTO search_changes (profile_id, created_at)
    VALUES (NEW.id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;

-- A saved search's screening filters and order, as the search page's parameters in JSON
-- (search::screen_params::ScreenQuery); its alerts count with them.
ALTER TABLE saved_searches ADD COLUMN filters TEXT NOT NULL DEFAULT '{}';
