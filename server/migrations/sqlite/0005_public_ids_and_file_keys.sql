-- Invariant 9: the anonymous profile gets a random public id, unrelated to the account
-- id it is keyed by internally, and stored files get opaque random keys.

ALTER TABLE profiles ADD COLUMN public_id TEXT NOT NULL DEFAULT '';
-- A random UUID v4 per existing profile (SQLite has no uuid function).
UPDATE profiles SET public_id =
    lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' ||
    substr(lower(hex(randomblob(2))), 2) || '-' ||
    substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' ||
    lower(hex(randomblob(6)))
WHERE public_id = '';
CREATE UNIQUE INDEX profiles_public_id_key ON profiles (public_id);
-- The app always gives one; a row inserted without (a fixture, a hand-written insert)
-- still gets a random id rather than a shared empty one.
CREATE TRIGGER profiles_public_id_default AFTER INSERT ON profiles WHEN NEW.public_id = '' BEGIN
    UPDATE profiles SET public_id =
        lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' ||
        substr(lower(hex(randomblob(2))), 2) || '-' ||
        substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' ||
        lower(hex(randomblob(6)))
    WHERE id = NEW.id;
END;

-- Links already sent to recruiters pointed at the account id; they now use the public id.
UPDATE notifications SET action_url = '/candidate/' ||
    (SELECT p.public_id FROM profiles p WHERE p.id = substr(notifications.action_url, 12))
WHERE action_url LIKE '/candidate/%'
  AND EXISTS (SELECT 1 FROM profiles p WHERE p.id = substr(notifications.action_url, 12));

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
