-- Request preferences: which reveal requests a job seeker accepts (only with a salary,
-- only for their work mode, only from verified companies), as JSON
-- (reveal::preferences::RequestPreferences). '{}' is none: every request, as before.
ALTER TABLE profiles ADD COLUMN request_preferences TEXT NOT NULL DEFAULT '{}';
