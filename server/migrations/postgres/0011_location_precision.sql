-- Issue 18 §2: how precisely recruiters and the search index see a job seeker's
-- location: 'city', 'region', 'country' or 'remote' (remote only: no place at all).
-- Existing profiles keep today's behaviour, the city.
ALTER TABLE profiles ADD COLUMN location_precision TEXT NOT NULL DEFAULT 'city';

-- The index holds the location at this precision, so a change to it is a change to
-- search. A trigger of its own, beside profiles_search_update (left as it is).
CREATE TRIGGER profiles_search_precision AFTER UPDATE OF location_precision ON profiles
    FOR EACH ROW EXECUTE FUNCTION record_search_change();
