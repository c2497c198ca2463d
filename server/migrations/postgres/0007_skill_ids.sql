-- Issue 20 §1: beside the skills as the job seeker typed them, the vocabulary's canonical
-- id of each (a JSON list parallel to `skills`, null where the vocabulary knows none),
-- and the vocabulary version that computed them. 0 is "never computed": start-up
-- computes every row of an older version (`seekers::skills`), existing rows included.
ALTER TABLE profiles ADD COLUMN skill_ids TEXT NOT NULL DEFAULT '[]';
ALTER TABLE profiles ADD COLUMN skill_vocabulary BIGINT NOT NULL DEFAULT 0;

-- The search index holds the canonical ids, so a change to them is a change to search.
DROP TRIGGER profiles_search_update ON profiles;
CREATE TRIGGER profiles_search_update AFTER UPDATE OF codename, headline, location, city, state, country,
    job_type, min_salary, max_salary, skills, skill_ids, status, pitch, summary ON profiles
    FOR EACH ROW EXECUTE FUNCTION record_search_change();
