-- At equal relevance, search ranks the fresher profile first: the later of its last edit
-- (updated_at) and its owner's last sign of life, kept here: a sign-in, an answer to a
-- request, a "yes" to "Still open to offers?". Triggers keep it, so every way in counts,
-- and each change reaches the search index like an edit.
ALTER TABLE profiles ADD COLUMN last_active_at BIGINT NOT NULL DEFAULT 0;
UPDATE profiles SET last_active_at = GREATEST(
    COALESCE((SELECT u.last_sign_in_at FROM users u WHERE u.id = profiles.id), 0),
    COALESCE((SELECT MAX(r.answered_at) FROM reveal_requests r WHERE r.profile_id = profiles.id), 0),
    COALESCE(freshness_confirmed_at, 0)
);

CREATE FUNCTION profile_fresh_from_sign_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE profiles SET last_active_at = NEW.last_sign_in_at WHERE id = NEW.id AND last_active_at < NEW.last_sign_in_at;
    RETURN NULL;
END;
$$;
CREATE TRIGGER users_sign_in_fresh AFTER UPDATE OF last_sign_in_at ON users
    FOR EACH ROW EXECUTE FUNCTION profile_fresh_from_sign_in();

CREATE FUNCTION profile_fresh_from_answer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE profiles SET last_active_at = NEW.answered_at
    WHERE id = NEW.profile_id AND last_active_at < NEW.answered_at;
    RETURN NULL;
END;
$$;
CREATE TRIGGER reveal_answer_fresh AFTER UPDATE OF answered_at ON reveal_requests
    FOR EACH ROW WHEN (NEW.answered_at IS NOT NULL) EXECUTE FUNCTION profile_fresh_from_answer();

CREATE FUNCTION profile_fresh_from_confirmation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE profiles SET last_active_at = NEW.freshness_confirmed_at WHERE id = NEW.id;
    RETURN NULL;
END;
$$;
CREATE TRIGGER profiles_confirmed_fresh AFTER UPDATE OF freshness_confirmed_at ON profiles
    FOR EACH ROW WHEN (NEW.freshness_confirmed_at IS NOT NULL AND NEW.freshness_confirmed_at > NEW.last_active_at)
    EXECUTE FUNCTION profile_fresh_from_confirmation();

CREATE TRIGGER profiles_search_fresh AFTER UPDATE OF last_active_at ON profiles
    FOR EACH ROW EXECUTE FUNCTION record_search_change();
