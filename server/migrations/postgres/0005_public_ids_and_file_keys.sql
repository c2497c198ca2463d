-- Invariant 9: the anonymous profile gets a random public id, unrelated to the account
-- id it is keyed by internally, and stored files get opaque random keys.

ALTER TABLE profiles ADD COLUMN public_id TEXT;
UPDATE profiles SET public_id = gen_random_uuid()::text WHERE public_id IS NULL;
ALTER TABLE profiles ALTER COLUMN public_id SET NOT NULL;
-- The app always gives one; a row inserted without (a fixture, a hand-written insert)
-- still gets a random id.
ALTER TABLE profiles ALTER COLUMN public_id SET DEFAULT gen_random_uuid()::text;
CREATE UNIQUE INDEX profiles_public_id_key ON profiles (public_id);

-- Links already sent to recruiters pointed at the account id; they now use the public id.
UPDATE notifications n SET action_url = '/candidate/' || p.public_id
FROM profiles p
WHERE n.action_url LIKE '/candidate/%' AND p.id = substr(n.action_url, 12);

-- The file route finds a file's owner by its reference, not by its path.
CREATE INDEX user_profiles_avatar_url_idx ON user_profiles (avatar_url);
CREATE INDEX user_profiles_blurred_avatar_url_idx ON user_profiles (blurred_avatar_url);
CREATE INDEX employers_logo_url_idx ON employers (logo_url);

-- Files stored under account-id paths move to random keys at start-up (the object store
-- is out of SQL's reach). Each planned move is written here first, so an interrupted run
-- resumes with the same target instead of leaving a copy nobody references.
CREATE TABLE file_moves (
    old_ref    TEXT PRIMARY KEY,
    new_ref    TEXT NOT NULL UNIQUE,
    done       BOOLEAN NOT NULL DEFAULT FALSE,
    created_at BIGINT NOT NULL
);
