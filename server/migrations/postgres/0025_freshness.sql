-- "Still open to offers?" (seekers::freshness): when Veil asked and waits for an answer,
-- when the job seeker last said yes, and, while their profile is paused from the
-- question, the visibility a resume gives back. All empty for existing profiles: their
-- quiet spell counts from their last edit, sign-in or answer, as for everyone.
ALTER TABLE profiles ADD COLUMN freshness_asked_at BIGINT;
ALTER TABLE profiles ADD COLUMN freshness_confirmed_at BIGINT;
ALTER TABLE profiles ADD COLUMN paused_status TEXT;
