-- Each feed entry records the transaction that wrote it, so a reader can tell which
-- entries may still appear (their transaction is running) and never skips an entry that
-- commits after later-numbered ones. Existing entries get the migration's own id.
ALTER TABLE search_changes ADD COLUMN tx BIGINT NOT NULL DEFAULT (pg_current_xact_id()::text::bigint);
CREATE INDEX search_changes_tx ON search_changes (tx);
