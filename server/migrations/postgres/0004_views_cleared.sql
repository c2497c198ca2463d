-- "Clear my recently viewed list" hides the views from the viewer's own list without
-- deleting them, so the job seeker's totals and viewer list stay true.
ALTER TABLE profile_views ADD COLUMN viewer_cleared BOOLEAN NOT NULL DEFAULT FALSE;
